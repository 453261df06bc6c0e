/**
 * The active effects of items (data items.json `options`, one entry per printed option). Each effect says which
 * targets it can take now for the character who benefits (`who`) and resolves on one. `onOthers` marks the four kinds
 * an item may have on another consenting character in the room (digest §5.7: HP, a serious wound, a malfunction marker
 * on that character's item, oxygen; C2). Every printed option is built (rules/items-effects-board.ts, -more.ts, items-relay.ts).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState, TacticalToken } from '../state';
import { corridorsOf, isRoom, sectionOf } from './board';
import { cardNames, drawCards, isContamination } from './cards';
import { discardWound } from './care-rooms';
import { burstRoll, GRENADE_BONUS } from './combat';
import { gainOxygen, heal, inPlay } from './health';
import { gainToken, placeOfChoice } from './items';
import { gainChoicesKeepingRoom } from './items-fit';
import { placeSecure, secureProblem } from './markers';
import { exits } from './movement';
import { NONE, type ItemEffect } from './items-effect-kind';
import { detonator, reinforceCorridor, repelOne, rpg, scanNoise } from './items-effects-board';
import { adrenaline, callRobot, exploringDrone, flashbang, refillRobot, securitySystem, tape } from './items-effects-more';
import { portableDevice, robotAnywhere } from './items-relay';

export { NONE, type ItemEffect, type Target } from './items-effect-kind';

const always = () => [NONE];

/** "Gain 1 <token> token": the target is where it goes (F4: the belt or a held item's free slot, rules/items.ts). */
function tokenGain(token: TacticalToken): ItemEffect {
  return {
    targets: (s, seat) => (s.gearSupply[token] > 0 ? gainChoicesKeepingRoom(s, seat, token) : []),
    apply: (s, seat, _who, choice) => gainToken(s, seat, token, placeOfChoice(s, seat, token, choice!)),
  };
}

const restore = (amount: number): ItemEffect => ({ onOthers: true, targets: always, apply: (s, _seat, who) => heal(s, who, amount) });
const oxygen = (amount: number): ItemEffect => ({ onOthers: true, targets: always, apply: (s, _seat, who) => gainOxygen(s, who, amount) });
const draw = (amount: number): ItemEffect => ({ targets: always, apply: (s, seat, _who, _t, rng) => drawCards(s, seat, amount, rng) });

const woundRemoval: ItemEffect = {
  onOthers: true,
  targets: (s, _seat, who) => s.players[who].seriousWounds.slice(),
  apply: (s, _seat, who, wound) => discardWound(s, who, wound!),
};

/** Medkit: a serious wound of your choice (or none) and 3 HP. */
const medkit: ItemEffect = {
  onOthers: true,
  targets: (s, _seat, who) => [NONE, ...s.players[who].seriousWounds],
  apply: (s, _seat, who, wound) => [...(wound ? discardWound(s, who, wound) : []), ...heal(s, who, 3)],
};

/** A malfunction marker from your room (yourself only) or from an item of the character who benefits. */
const malfunctionRemoval: ItemEffect = {
  onOthers: true,
  targets: (s, seat, who) => {
    const p = s.players[who];
    const items = [...p.hands, ...(p.armor ? [p.armor] : [])].filter((i) => p.itemMalfunctions[i]);
    return [...(who === seat && s.spaces[p.space!].malfunction ? ['room'] : []), ...items];
  },
  apply: (s, _seat, who, target) => {
    s.markers.malfunction += 1;
    const room = s.players[who].space!;
    if (target === 'room') s.spaces[room].malfunction = false;
    else delete s.players[who].itemMalfunctions[target!];
    return [{ type: 'malfunction-removed', seat: who, where: target === 'room' ? room : null, item: target === 'room' ? null : itemOfInstance(target!).id }];
  },
};

const fireRemoval: ItemEffect = {
  targets: (s, seat) => (s.spaces[s.players[seat].space!].fire ? [NONE] : []),
  apply: (s, seat) => {
    const room = s.players[seat].space!;
    s.spaces[room].fire = false;
    s.markers.fire += 1;
    return [{ type: 'fires-out', section: sectionOf(room), rooms: [room] }];
  },
};

/** Engineering Equipment: a malfunction marker (room or item) or the fire of your room. */
const markerRemoval: ItemEffect = {
  targets: (s, seat, who) => [...malfunctionRemoval.targets(s, seat, who), ...(fireRemoval.targets(s, seat, who).length ? ['fire'] : [])],
  apply: (s, seat, who, target, rng) => (target === 'fire' ? fireRemoval.apply(s, seat, who, NONE, rng) : malfunctionRemoval.apply(s, seat, who, target, rng)),
};

/** Closing a door even where it is destroyed or the corridor has no door slot: the door then stands at your end. */
function closeDoor(s: RetaliationState, corridor: string, room: string): void {
  const c = s.corridors[corridor];
  if (c.door === 'none' || c.door === 'destroyed') c.doorEnd = c.doorEnd ?? room;
  c.door = 'closed';
}

const barrier: ItemEffect = {
  targets: (s, seat) => corridorsOf(s, s.players[seat].space!).filter((c) => s.corridors[c].door !== 'closed'),
  apply: (s, seat, _who, corridor) => {
    closeDoor(s, corridor!, s.players[seat].space!);
    return [{ type: 'doors-closed', corridors: [corridor!] }];
  },
};

/** Termination Codes: every door around a room of your choice closes. */
const termination: ItemEffect = {
  targets: (s) => Object.keys(s.spaces).filter((room) => isRoom(s, room) && corridorsOf(s, room).some((c) => s.corridors[c].door !== 'closed')),
  apply: (s, _seat, _who, room) => {
    const corridors = corridorsOf(s, room!).filter((c) => s.corridors[c].door !== 'closed');
    for (const c of corridors) closeDoor(s, c, room!);
    return [{ type: 'doors-closed', corridors }];
  },
};

const workingDoors = (s: RetaliationState, seat: Seat) => corridorsOf(s, s.players[seat].space!).filter((c) => s.corridors[c].door === 'open' || s.corridors[c].door === 'closed');

const openOrClose: ItemEffect = {
  targets: workingDoors,
  apply: (s, _seat, _who, corridor) => {
    const c = s.corridors[corridor!];
    c.door = c.door === 'open' ? 'closed' : 'open';
    return [c.door === 'open' ? { type: 'door-opened', corridor: corridor! } : { type: 'doors-closed', corridors: [corridor!] }];
  },
};

const destroyDoor: ItemEffect = {
  targets: workingDoors,
  apply: (s, _seat, _who, corridor) => {
    s.corridors[corridor!].door = 'destroyed';
    return [{ type: 'door-destroyed', corridor: corridor! }];
  },
};

const twoSecure: ItemEffect = {
  targets: (s, seat) => (secureProblem(s, s.players[seat].space!) ? [] : [NONE]),
  apply: (s, seat) => [...placeSecure(s, s.players[seat].space!), ...placeSecure(s, s.players[seat].space!)],
};

const grenadeThrow: ItemEffect = {
  targets: (s, seat) => exits(s, seat),
  apply: (s, seat, _who, corridor, rng) => {
    const { face, hits } = burstRoll(s, seat, corridor!, GRENADE_BONUS, 'grenade', rng);
    return [{ type: 'burst', seat, weapon: null, corridor: corridor!, face, hits }];
  },
};

const antiseptic: ItemEffect = {
  targets: (s, seat) => [...new Set(s.players[seat].hand.filter(isContamination))],
  apply: (s, seat, _who, card) => {
    const p = s.players[seat];
    p.hand.splice(p.hand.indexOf(card!), 1);
    return [{ type: 'decontaminated', seat }];
  },
};

/** Anti-Aircraft Codes: the tokens looked at privately, put back as they were (`keep`) or swapped. */
const antiAircraftCodes: ItemEffect = {
  targets: (s) => (s.antiAircraft.stack.length ? ['keep', 'swap'] : []),
  apply: (s, seat, _who, how) => {
    if (!s.antiAircraft.seenBy.includes(seat)) s.antiAircraft.seenBy.push(seat);
    if (how === 'swap') s.antiAircraft.stack.reverse();
    return [{ type: 'anti-aircraft-checked', seat }];
  },
};

const lifeSupportCodes: ItemEffect = {
  targets: (s) => (s.powerCut ? [] : ['A', 'B', 'C']),
  apply: (s, _seat, _who, section) => {
    const sec = section as 'A' | 'B' | 'C';
    s.lifeSupport[sec] = !s.lifeSupport[sec];
    return [{ type: 'life-support', section: sec, active: s.lifeSupport[sec] }];
  },
};

/** Personal Log Codes: all objective cards of a character in the facility, seen by the user alone (digest §7). */
const personalLog: ItemEffect = {
  targets: (s, seat) => s.players.flatMap((p, other) => (other !== seat && inPlay(p) && p.objectives.length ? [String(other)] : [])),
  apply: (s, seat, _who, target) => {
    const of = Number(target);
    const cards = s.players[of].objectives.slice();
    s.objectivesSeen ??= {};
    (s.objectivesSeen[seat] ??= {})[of] = cards;
    return [{ type: 'objectives-looked', seat, of, cards: cards.slice() }];
  },
};

/** Military Taser: a character of your choice discards every action card of its hand (Contamination cards stay). */
const taserDiscard: ItemEffect = {
  targets: (s) => s.players.flatMap((p, other) => (inPlay(p) && p.hand.some((c) => !isContamination(c)) ? [String(other)] : [])),
  apply: (s, _seat, _who, target) => {
    const victim = Number(target);
    const p = s.players[victim];
    const cards = p.hand.filter((c) => !isContamination(c));
    p.hand = p.hand.filter(isContamination);
    p.discard.push(...cards);
    return [{ type: 'hand-discarded', seat: victim, cards: cardNames(cards) }];
  },
};

/** By item data id, the effect of each printed option (same order as the data). */
export const itemEffects: Record<string, readonly ItemEffect[]> = {
  ammo: [tokenGain('ammo')],
  'anti-aircraft-codes': [antiAircraftCodes],
  'exploring-drone': [exploringDrone],
  flashbang: [flashbang],
  grenade: [grenadeThrow, tokenGain('grenade')],
  'military-taser': [repelOne, taserDiscard],
  'personal-log-codes': [personalLog],
  'portable-barrier': [barrier],
  'remote-detonator': [detonator],
  'adrenaline-injection': [adrenaline],
  antiseptic: [antiseptic],
  'caffeine-pills': [draw(3)],
  'emergency-life-support-codes': [lifeSupportCodes],
  'heavy-oxygen-tank': [oxygen(7)],
  'medical-stapler': [woundRemoval, restore(2)],
  medkit: [medkit],
  medpack: [restore(2), tokenGain('medpack')],
  stimulants: [restore(2), draw(2)],
  'termination-codes': [termination],
  'duct-tape': [malfunctionRemoval, tape],
  'fire-extinguisher': [fireRemoval, repelOne],
  'oxygen-tank': [oxygen(3), tokenGain('oxygen')],
  phosphates: [reinforceCorridor, fireRemoval],
  'robot-controller': [robotAnywhere, refillRobot],
  tools: [malfunctionRemoval, openOrClose],
  'engineering-equipment': [markerRemoval, { ...reinforceCorridor, discards: true }],
  'entrenching-tool': [destroyDoor, twoSecure],
  'noise-scanner': [scanNoise],
  'portable-device': [portableDevice],
  'rpg-launcher': [rpg],
  'security-system-control': [securitySystem],
  'supporting-robot-controller': [robotAnywhere, callRobot],
};
