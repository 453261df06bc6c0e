/**
 * Room actions (digest §5.16, §9.1; cost 2, in the room, not in combat, no malfunction there): Hibernatorium,
 * Cockpit, Engines 1-3, Generator, Comms Room, Emergency Room, Armory, Nest, and those of room-actions-care.ts,
 * room-actions-control.ts, airlock.ts and command-center.ts. Each returns a refusal
 * sentence, or null once done. `choice` carries the action's option (see `roomActionChoices`).
 */
import type { Rng, Seat } from '../../../engine';
import { coordinatesById, itemOf, roomById, selfDestructFirstYellow, startingWeaponById, timeTrackFirstBlue } from '../data';
import type { NemesisEvent } from '../events';
import type { Destination, NemesisState } from '../state';
import { endIfNobodyLeft } from './end';
import { withMagazine } from './magazine';
import { noiseRoll } from './noise';
import { deferIfPaused } from './pause';
import type { RoomActionFn } from './room-action';
import { canteen, shower, surgery } from './room-actions-care';
import { engineControl, fireControl, hatchControl, monitoring, storage } from './room-actions-control';
import { airlock, lockableRooms } from './airlock';
import { commandCenter, doorControlRooms } from './command-center';
import { boardablePods, finishBoarding } from './pods';
import { handSlots, intrudersIn } from './ship';

type Action = RoomActionFn;

const anyoneHibernating = (s: NemesisState) => s.players.some((p) => p.status === 'hibernating');

/** After the noise roll of a hibernation attempt (or the First Encounter it caused): in if no intruder came. */
export function finishHibernation(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  if (p.status !== 'aboard') return;
  if (intrudersIn(s, p.room!).length > 0) return void events.push({ type: 'hibernation-failed', seat });
  p.status = 'hibernating';
  p.room = null;
  events.push({ type: 'hibernated', seat });
  endIfNobodyLeft(s, rng, events);
}

const hibernate: Action = (s, seat, _choice, rng, events) => {
  if (s.time < timeTrackFirstBlue) return 'The hibernation chambers open only when the time marker reaches the blue spaces.';
  noiseRoll(s, seat, rng, events);
  if (!deferIfPaused(s, [{ kind: 'hibernate', seat }])) finishHibernation(s, seat, rng, events);
  return null;
};

const cockpit: Action = (s, seat, choice, _rng, events) => {
  if (choice === 'check') {
    s.players[seat].knowledge.push({ round: s.round, what: 'coordinates', destinations: { ...coordinatesById.get(s.coordinates)!.destinations } });
    return null;
  }
  if (!['A', 'B', 'C', 'D'].includes(choice ?? '')) return 'Choose to check the coordinates, or a destination A, B, C or D.';
  if (anyoneHibernating(s)) return 'The destination cannot be changed once someone is hibernating.';
  s.destination = choice as Destination;
  events.push({ type: 'destination-set', seat, destination: s.destination });
  return null;
};

const engineCheck = (engine: '1' | '2' | '3'): Action => (s, seat) => {
  s.players[seat].knowledge.push({ round: s.round, what: 'engine', engine: Number(engine), top: s.engines[engine][0].endsWith('working') ? 'working' : 'damaged' });
  return null;
};

const generator: Action = (s, seat, _choice, _rng, events) => toggleSelfDestruct(s, seat, 'Started from the Generator.', events);

/** Starts the self-destruct, or stops it while its marker is not yet on a yellow space (Generator, Self-Destruct Key). */
export function toggleSelfDestruct(s: NemesisState, seat: Seat, reason: string, events: NemesisEvent[]): string | null {
  if (s.selfDestruct === null) {
    if (anyoneHibernating(s)) return 'The self-destruct cannot be started once someone is hibernating.';
    s.selfDestruct = 0;
    events.push({ type: 'self-destruct-started', reason });
    return null;
  }
  if (s.selfDestruct >= selfDestructFirstYellow) return 'The self-destruct can no longer be stopped.';
  s.selfDestruct = null;
  events.push({ type: 'self-destruct-stopped', seat });
  return null;
}

const comms: Action = (s, seat, _choice, _rng, events) => {
  s.players[seat].signal = true;
  events.push({ type: 'signal-sent', seat });
  return null;
};

const emergency: Action = (s, seat, choice) => {
  const p = s.players[seat];
  const dressed = p.seriousWounds.find((w) => w.dressed);
  if (choice === 'dress-all' && p.seriousWounds.some((w) => !w.dressed)) {
    for (const w of p.seriousWounds) w.dressed = true;
  } else if (choice === 'heal-dressed' && dressed) {
    p.seriousWounds = p.seriousWounds.filter((w) => w !== dressed);
    s.decks.seriousWoundDiscard.push(dressed.card);
  } else if (choice === 'heal-light' && p.lightWounds > 0) {
    p.lightWounds = 0;
  } else return 'Choose a treatment that heals something: dress all serious wounds, heal a dressed one, or heal all light wounds.';
  return null;
};

/** An energy weapon's capacity, or null for a classic weapon or a card that is no weapon. */
export function energyCapacity(card: string): number | null {
  const stats = startingWeaponById.get(card)?.weapon ?? itemOf(card)?.weapon ?? null;
  return stats && stats.class === 'energy' ? stats.ammoCapacity : null;
}

const armory: Action = (s, seat, choice) => {
  const held = s.players[seat].hands.find((h) => h.kind === 'item' && h.card === choice);
  const capacity = held && held.kind === 'item' ? withMagazine(s, seat, held.card, energyCapacity(held.card)) : null;
  if (!held || held.kind !== 'item' || capacity === null) return 'Choose an energy weapon you hold (classic weapons cannot be charged here).';
  held.ammo = Math.min(capacity, (held.ammo ?? 0) + 2);
  return null;
};

const nest: Action = (s, seat, _choice, rng, events) => {
  const p = s.players[seat];
  if (s.eggs === 0) return 'There are no eggs left in the Nest.';
  if (p.hands.length >= handSlots(s, seat)) return 'An egg is heavy and your hands are full: drop something first.';
  s.eggs -= 1;
  p.hands.push({ kind: 'object', object: 'intruder-egg' });
  events.push({ type: 'eggs-changed', eggs: s.eggs, reason: 'An egg was taken from the Nest.' });
  // Carrying the last egg away destroys the Nest too (§5.16).
  if (s.eggs === 0) s.nestDestroyed = true;
  noiseRoll(s, seat, rng, events);
  return null;
};

/** The object kinds a character can have analysed in the Laboratory: on its floor, or in the character's hands. */
export function analysable(s: NemesisState, seat: Seat): Array<'character-corpse' | 'intruder-egg' | 'intruder-carcass'> {
  const p = s.players[seat];
  const objects = [...s.floor.filter((o) => o.room === p.room).map((o) => o.object), ...p.hands.flatMap((h) => (h.kind === 'object' ? [h.object] : []))];
  const kinds = objects.map((o) => (o === 'crew-corpse' ? 'character-corpse' : o));
  return (['character-corpse', 'intruder-egg', 'intruder-carcass'] as const).filter((k) => kinds.includes(k));
}

/** Laboratory: the weakness card of the analysed object's kind is turned face up (the blue corpse is a character corpse). */
const laboratory: Action = (s, seat, choice, _rng, events) => {
  const weakness = s.weaknesses.find((w) => w.object === choice);
  if (!weakness || !analysable(s, seat).includes(weakness.object)) return 'Choose an object lying here or in your hands to analyse.';
  if (weakness.revealed) return 'That weakness is already known.';
  weakness.revealed = true;
  events.push({ type: 'weakness-revealed', object: weakness.object, card: weakness.card });
  return null;
};

/** Evacuation Sections: `<pod>:launch` or `<pod>:wait`; a noise roll first, failing if an intruder appears. */
const evacuate: Action = (s, seat, choice, rng, events) => {
  const [pod, decision] = (choice ?? '').split(':');
  const target = boardablePods(s, seat).find((p) => String(p.number) === pod);
  if (!target || (decision !== 'launch' && decision !== 'wait')) return 'Choose an unlocked pod of this section with a free seat, and whether to launch it now.';
  noiseRoll(s, seat, rng, events);
  if (!deferIfPaused(s, [{ kind: 'board', seat, pod: target.number, launch: decision === 'launch' }]) && s.phase !== 'over') finishBoarding(s, seat, target.number, decision === 'launch', rng, events);
  return null;
};

const actions: Record<string, Action> = {
  hibernatorium: hibernate,
  cockpit,
  'engine-1': engineCheck('1'),
  'engine-2': engineCheck('2'),
  'engine-3': engineCheck('3'),
  generator,
  'comms-room': comms,
  'emergency-room': emergency,
  armory,
  nest,
  'shower-room': shower,
  canteen,
  surgery,
  storage,
  'fire-control-system': fireControl,
  'hatch-control-system': hatchControl,
  'engine-control-room': engineControl,
  'monitoring-room': monitoring,
  laboratory,
  'airlock-control': airlock,
  'command-center': commandCenter,
  'evacuation-section-a': evacuate,
  'evacuation-section-b': evacuate,
};

/** The room action of the tile on a slot, if built. */
export const roomAction = (tile: string): Action | null => actions[tile] ?? null;

/** The options a room action takes (for legal moves); `[undefined]` when it takes none. */
export function roomActionChoices(s: NemesisState, seat: Seat, tile: string): Array<string | undefined> {
  if (tile === 'cockpit') return ['check', 'A', 'B', 'C', 'D'];
  if (tile === 'emergency-room') return ['dress-all', 'heal-dressed', 'heal-light'];
  if (tile === 'armory') return s.players[seat].hands.flatMap((h) => (h.kind === 'item' ? [h.card] : []));
  if (tile === 'shower-room' || tile === 'canteen') return ['scan', 'no-scan'];
  if (tile === 'storage') return ['red', 'yellow', 'green'];
  if (tile === 'fire-control-system') return Object.keys(s.rooms);
  if (tile === 'hatch-control-system') return s.pods.map((p) => `${p.locked ? 'unlock' : 'lock'}-${p.number}`);
  if (tile === 'evacuation-section-a' || tile === 'evacuation-section-b') return boardablePods(s, seat).flatMap((p) => [`${p.number}:launch`, `${p.number}:wait`]);
  if (tile === 'laboratory') return analysable(s, seat);
  if (tile === 'airlock-control') return lockableRooms(s, s.players[seat].room!);
  if (tile === 'command-center') return doorControlRooms(s);
  if (tile === 'monitoring-room') return Object.keys(s.rooms).filter((slot) => !s.rooms[slot].explored);
  return [undefined];
}

export const roomName = (tile: string) => roomById.get(tile)!.name;
