/**
 * Room actions (data: rooms.json, cost 2, Not In Combat, impossible with a malfunction marker in the room). Built: the
 * Landing Zone (take its tactical gear into empty tactical slots, or board the landed Lander), Life Support Control A/B/C
 * (flip the section's life support; B checks and may swap the Anti-Aircraft tokens; C turns the Hibernatorium on),
 * the Hibernatorium and the Escape Shuttle (escapes), the Cooling System (Autodestruction), the Reactor (cuts all
 * power), the rooms of care-rooms.ts, rooms-facility.ts and rooms-supply.ts, and the Server Room's use of any other
 * computer room from afar. Escapes follow the Escape Procedure: a noise roll, failing if an intruder is in the room
 * afterwards.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { Section } from '../data/schema';
import type { RetaliationState, TacticalToken } from '../state';
import { decontaminate, destroyEgg, discardWound, putOutFires, removeLarva, shelter, takeAmmo } from './care-rooms';
import { placeTokens } from './items-placing';
import { someTokenFits, tokensFitter } from './items-fit';
import { intrudersAt, isRoom, sectionOf } from './board';
import { heal, inPlay } from './health';
import { noiseRoll } from './noise';
import { resolveNoiseMarker } from './bag';
import { attack } from './attack';
import { roomOf } from '../data';
import { doorsInSection, flipDoors, reinforce } from './doors';
import {
  drill, drillTargets, gunnery, gunneryTargets, movableIntruders, pressureMove, robotRoomSecurable, secureRobotRoom, securityReinforceTargets,
} from './rooms-facility';
import { canTakeEgg, drawSupplyRoom, drawSupport, militaryLabDrawOpen, recordEscape, supplyRoomOpen, takeEgg } from './rooms-supply';

export type RoomOption =
  | 'board-lander' | 'take-gear' | 'toggle-life-support' | 'check-anti-aircraft' | 'activate-hibernatorium'
  | 'hibernate' | 'board-shuttle' | 'autodestruction' | 'shut-down' | 'restore-health' | 'discard-wound'
  | 'remove-larva' | 'take-ammo' | 'put-out-fires' | 'gain-data' | 'destroy-egg' | 'decontaminate' | 'shelter'
  | 'resolve-noise' | 'discard-noise' | 'discard-fire' | 'technical-corridor' | 'draw-items' | 'doors' | 'secure-robot-room'
  | 'reinforce' | 'gunnery' | 'move-intruder' | 'draw-support' | 'drill' | 'take-egg';
/** `remote`: at the Server Room, the computer room used from afar (its options apply as if used there). */
export interface RoomParams {
  tokens?: TacticalToken[]; swap?: boolean; wound?: string; section?: Section; target?: string; doors?: string[]; intruder?: string; remote?: string;
}

/** The places an option acts on (its `target`), or null when it takes none. */
export function targetsOf(s: RetaliationState, seat: Seat, option: RoomOption): string[] | null {
  switch (option) {
    case 'resolve-noise':
    case 'discard-noise':
      return Object.keys(s.corridors).filter((c) => s.corridors[c].noise).sort();
    case 'discard-fire':
      return Object.keys(s.spaces).filter((sp) => isRoom(s, sp) && s.spaces[sp].fire).sort();
    case 'technical-corridor':
      return Object.keys(s.spaces).filter((sp) => isRoom(s, sp) && sp !== s.players[seat].space).sort();
    case 'reinforce':
      return securityReinforceTargets(s);
    case 'gunnery':
      return gunneryTargets(s);
    case 'drill':
      return drillTargets(s);
    default:
      return null;
  }
}
const AUTODESTRUCTION_DELAY = 5;
const ALL_GEAR: TacticalToken[] = ['ammo', 'grenade', 'oxygen', 'medpack'];
export const EMERGENCY_HEAL = 2;

const withTargets = (s: RetaliationState, seat: Seat, option: RoomOption): RoomOption[] => (targetsOf(s, seat, option)!.length ? [option] : []);

/** The computer rooms a seat at the Server Room may use from afar: discovered, no malfunction marker, not the Server Room. */
export function remoteRooms(s: RetaliationState, seat: Seat): string[] {
  const here = s.players[seat].space!;
  if (s.spaces[here].room !== 'server-room' || s.spaces[here].malfunction) return [];
  return Object.keys(s.spaces).filter((sp) => isRoom(s, sp) && roomOf(s.spaces[sp].room).computer && s.spaces[sp].room !== 'server-room' && !s.spaces[sp].malfunction).sort();
}

/** The options of the room at `space` (the seat's own by default) that can be resolved entirely now. */
export function roomOptions(s: RetaliationState, seat: Seat, space = s.players[seat].space!): RoomOption[] {
  const here = s.spaces[space];
  if (here.malfunction) return [];
  const p = s.players[seat];
  switch (here.room) {
    case 'landing-zone':
      return [
        ...(someTokenFits(s, seat, ALL_GEAR, s.landingZoneGear) ? ['take-gear' as const] : []),
        ...(s.lander.state === 'landed' ? ['board-lander' as const] : []),
      ];
    case 'life-support-control-a':
      return [...(s.powerCut ? [] : ['toggle-life-support' as const]), ...withTargets(s, seat, 'discard-fire')];
    case 'alarm-room':
      return [...withTargets(s, seat, 'resolve-noise'), ...withTargets(s, seat, 'discard-noise')];
    case 'technical-corridor-entrance':
      return withTargets(s, seat, 'technical-corridor');
    case 'life-support-control-b':
      return [...(s.powerCut ? [] : ['toggle-life-support' as const]), ...(s.lander.state === 'arriving' && s.antiAircraft.stack.length ? ['check-anti-aircraft' as const] : [])];
    case 'life-support-control-c':
      return [...(s.powerCut ? [] : ['toggle-life-support' as const]), ...(s.hibernatoriumActive ? [] : ['activate-hibernatorium' as const])];
    case 'hibernatorium':
      return s.hibernatoriumActive ? ['hibernate'] : [];
    case 'escape-shuttle':
      return s.shuttleUsed ? [] : ['board-shuttle'];
    case 'cooling-system':
      return s.powerCut || s.autodestruction !== null ? [] : ['autodestruction'];
    case 'reactor':
      return s.powerCut ? [] : ['shut-down'];
    case 'emergency-room':
      return ['restore-health', ...(p.seriousWounds.length ? ['discard-wound' as const] : [])];
    case 'surgery-room':
      return [...(p.larva ? ['remove-larva' as const] : []), ...(p.seriousWounds.length ? ['discard-wound' as const] : [])];
    case 'armory':
      return someTokenFits(s, seat, ['ammo', 'grenade'], s.gearSupply) ? ['take-ammo'] : [];
    case 'sprinklers-control':
      return ['put-out-fires'];
    case 'server-room':
      return p.dataToken ? [] : ['gain-data'];
    case 'nest':
      return s.eggs > 0 ? ['destroy-egg', ...(canTakeEgg(s, seat) ? ['take-egg' as const] : [])] : [];
    case 'decontamination-room':
      return p.oxygen >= 2 ? ['decontaminate'] : [];
    case 'shelter':
      return p.larva ? [] : ['shelter'];
    case 'supply-room':
      return supplyRoomOpen(s) ? ['draw-items'] : [];
    case 'experimental-military-lab':
      return [...(someTokenFits(s, seat, ['ammo'], s.gearSupply) ? ['take-ammo' as const] : []), ...(militaryLabDrawOpen(s) ? ['draw-support' as const] : [])];
    case 'door-control-room':
      return (['A', 'B', 'C'] as const).some((sec) => doorsInSection(s, sec).length) ? ['doors'] : [];
    case 'security-robot-room':
      return [...(robotRoomSecurable(s) ? ['secure-robot-room' as const] : []), ...withTargets(s, seat, 'reinforce')];
    case 'gunnery-room':
      return withTargets(s, seat, 'gunnery');
    case 'pressure-control':
      return movableIntruders(s).length ? ['move-intruder'] : [];
    case 'drilling-station':
      return withTargets(s, seat, 'drill');
    default:
      return [];
  }
}

/**
 * The tokens a seat may take (Landing Zone: its supply slots, any kind; Armory: the supply, Ammo and Grenades):
 * non-empty multisets that fit its empty tactical slots, the belt's and its items' (rules/items-fit.ts).
 */
export function gearChoices(s: RetaliationState, seat: Seat, option: 'take-gear' | 'take-ammo', space = s.players[seat].space!): TacticalToken[][] {
  const ammoOnly = s.spaces[space].room === 'experimental-military-lab';
  const kinds: TacticalToken[] = option === 'take-gear' ? ALL_GEAR : ammoOnly ? ['ammo'] : ['ammo', 'grenade'];
  const supply = option === 'take-gear' ? s.landingZoneGear : s.gearSupply;
  const out: TacticalToken[][] = [];
  const fit = tokensFitter(s, seat);
  const pick = (from: number, chosen: TacticalToken[]) => {
    if (chosen.length) out.push(chosen);
    for (let k = from; k < kinds.length; k++) {
      const next = [...chosen, kinds[k]];
      if (next.filter((t) => t === kinds[k]).length <= supply[kinds[k]] && fit(next)) pick(k, next);
    }
  };
  pick(0, []);
  return out;
}

/** Escape Procedure: a noise roll; an intruder in the room afterwards makes it fail. */
function escape(s: RetaliationState, seat: Seat, rng: Rng, succeed: () => RetaliationEvent[]): RetaliationEvent[] {
  const events = noiseRoll(s, seat, rng);
  const p = s.players[seat];
  if (!inPlay(p)) return events;
  if (intrudersAt(s, p.space!).length) return [...events, { type: 'escape-failed', seat }];
  return [...events, ...succeed()];
}

function leave(s: RetaliationState, seat: Seat, status: 'lander' | 'hibernating' | 'escaped'): RetaliationEvent[] {
  s.players[seat].status = status;
  return [{ type: 'status-changed', seat, status }];
}

export function resolveRoom(s: RetaliationState, seat: Seat, option: RoomOption, params: RoomParams, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const space = params.remote ?? p.space!;
  const events: RetaliationEvent[] = params.remote ? [{ type: 'room-used-remotely', seat, space }] : [];
  return [...events, ...resolveOption(s, seat, space, option, params, rng)];
}

function resolveOption(s: RetaliationState, seat: Seat, space: string, option: RoomOption, params: RoomParams, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  switch (option) {
    case 'take-gear': {
      for (const token of params.tokens ?? []) s.landingZoneGear[token] -= 1;
      // F4: each token goes where its player names (rules/items-placing.ts).
      return [{ type: 'belt-filled', seat, tokens: (params.tokens ?? []).slice() }, ...placeTokens(s, seat, (params.tokens ?? []).map((token) => ({ token, half: false })))];
    }
    case 'board-lander':
      return escape(s, seat, rng, () => leave(s, seat, 'lander'));
    case 'hibernate':
      return escape(s, seat, rng, () => leave(s, seat, 'hibernating'));
    case 'board-shuttle':
      return escape(s, seat, rng, () => {
        s.shuttleUsed = true;
        p.escapedVia = 'shuttle';
        recordEscape(s, seat);
        return leave(s, seat, 'escaped');
      });
    case 'toggle-life-support': {
      const section = sectionOf(space);
      s.lifeSupport[section] = !s.lifeSupport[section];
      return [{ type: 'life-support', section, active: s.lifeSupport[section] }];
    }
    case 'check-anti-aircraft':
      if (!s.antiAircraft.seenBy.includes(seat)) s.antiAircraft.seenBy.push(seat);
      if (params.swap) s.antiAircraft.stack.reverse();
      // Whether they were swapped stays private: the event says only that the tokens were looked at.
      return [{ type: 'anti-aircraft-checked', seat }];
    case 'activate-hibernatorium':
      s.hibernatoriumActive = true;
      return [{ type: 'hibernatorium-activated' }];
    case 'autodestruction':
      s.autodestruction = s.round + AUTODESTRUCTION_DELAY;
      return [{ type: 'autodestruction', round: s.autodestruction }];
    case 'shut-down':
      s.powerCut = true;
      s.lifeSupport = { A: false, B: false, C: false };
      s.antiAircraft.stack = [];
      s.autodestruction = null;
      return [{ type: 'power-cut' }];
    case 'restore-health':
      return heal(s, seat, EMERGENCY_HEAL);
    case 'discard-wound':
      return discardWound(s, seat, params.wound!);
    case 'remove-larva':
      return removeLarva(s, seat, rng);
    case 'take-ammo':
      return takeAmmo(s, seat, params.tokens ?? []);
    case 'put-out-fires':
      return putOutFires(s, params.section!);
    case 'gain-data':
      p.dataToken = true;
      return [{ type: 'data-token', seat }];
    case 'destroy-egg':
      return destroyEgg(s, seat, rng);
    case 'decontaminate':
      return decontaminate(s, seat);
    case 'shelter':
      return shelter(s, seat);
    case 'resolve-noise':
      return resolveNoiseMarker(s, params.target!, rng);
    case 'discard-noise':
      s.corridors[params.target!].noise = false;
      return [{ type: 'noise-discarded', corridor: params.target! }];
    case 'discard-fire':
      s.spaces[params.target!].fire = false;
      s.markers.fire += 1;
      return [{ type: 'fires-out', section: sectionOf(params.target!), rooms: [params.target!] }];
    case 'technical-corridor':
      return technicalCorridor(s, seat, params.target!, rng);
    case 'draw-items':
      return drawSupplyRoom(s, seat);
    case 'draw-support':
      return drawSupport(s, seat);
    case 'take-egg':
      return takeEgg(s, seat, rng);
    case 'doors':
      return flipDoors(s, params.doors!);
    case 'secure-robot-room':
      return secureRobotRoom(s);
    case 'reinforce':
      return reinforce(s, params.target!);
    case 'gunnery':
      return gunnery(s, seat, params.target!, rng);
    case 'move-intruder':
      return pressureMove(s, params.intruder!, params.target!, rng);
    case 'drill':
      return drill(s, params.target!);
  }
}

/**
 * Technical Corridor Entrance: move to any room (pursuit from your room still applies, there is no corridor), an
 * Adult's attack without an intruder on the map (secure tokens do not count), then the noise roll.
 */
function technicalCorridor(s: RetaliationState, seat: Seat, room: string, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const from = p.space!;
  const events: RetaliationEvent[] = [];
  for (const intruder of intrudersAt(s, from).slice(0, 3)) if (inPlay(p)) events.push(...attack(s, seat, intruder, rng));
  if (!inPlay(p)) return events;
  p.space = room;
  events.push({ type: 'moved', seat, from, to: room, corridor: 'technical-corridor', careful: false });
  events.push(...attack(s, seat, { id: 'technical-corridor', type: 'adult', where: room, hits: 0 }, rng));
  return inPlay(p) ? [...events, ...noiseRoll(s, seat, rng)] : events;
}
