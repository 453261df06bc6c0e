/**
 * Intruders on the map (digest §5.10): placing them within the miniature supply and corridor capacity, entering rooms
 * (secure tokens, or the always-secured Shelter, stop the attack, by the FAQ also for placed intruders), and movement
 * toward the nearest character by the shortest route, doors ignored for distance but destroyed instead of passed.
 */
import type { Rng, Seat } from '../../../engine';
import { intruders as intruderData, LANDING_ZONE, roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { Intruder, IntruderKind, RetaliationState } from '../state';
import { attack } from './attack';
import {
  adjacentPlaces, bySizeDesc, CORRIDOR_CAPACITY, doorBlocks, idNumber, intrudersAt, isCorridor, SIZE, UNITS, usedUnits,
} from './board';
import { charactersIn, inPlay, turnOrder } from './health';

const models: Record<IntruderKind, number> = Object.fromEntries(
  (['queen', 'drone', 'adult', 'larva'] as const).map((t) => [t, intruderData.find((i) => i.id === t)!.models ?? 0]),
) as Record<IntruderKind, number>;

function modelLeft(s: RetaliationState, type: IntruderKind): boolean {
  if (type === 'queen' && s.queenDead) return false;
  return s.intruders.filter((i) => i.type === type).length < models[type];
}

function make(s: RetaliationState, type: IntruderKind, where: string): Intruder {
  const intruder = { id: `i-${s.nextIntruder++}`, type, where, hits: 0 };
  s.intruders.push(intruder);
  return intruder;
}

export const removeIntruder = (s: RetaliationState, id: string) => {
  s.intruders = s.intruders.filter((i) => i.id !== id);
};

/** Places intruders in a corridor, biggest first; a bigger one pushes smaller ones back to the supply to fit (§5.8.3). */
export function placeInCorridor(s: RetaliationState, corridor: string, types: IntruderKind[]): RetaliationEvent[] {
  const placed: Intruder[] = [];
  s.corridors[corridor].noise = false;
  for (const type of types.slice().sort((a, b) => SIZE[b] - SIZE[a])) {
    if (!modelLeft(s, type)) continue;
    const smaller = intrudersAt(s, corridor).filter((i) => SIZE[i.type] < SIZE[type]).reverse();
    while (usedUnits(s, corridor) + UNITS[type] > CORRIDOR_CAPACITY && smaller.length) removeIntruder(s, smaller.shift()!.id);
    if (usedUnits(s, corridor) + UNITS[type] > CORRIDOR_CAPACITY) continue;
    placed.push(make(s, type, corridor));
  }
  return placed.length ? [{ type: 'intruders-placed', where: corridor, intruders: placed.map((i) => ({ id: i.id, intruderType: i.type })) }] : [];
}

/**
 * An intruder enters (or is placed in) a room holding characters: a secure token there is removed instead of its
 * attack; otherwise it attacks `target` if that character is there, else the one earliest in turn order.
 */
export function arrive(s: RetaliationState, intruder: Intruder, target: Seat | null, rng: Rng): RetaliationEvent[] {
  const room = intruder.where;
  const present = charactersIn(s, room);
  if (present.length === 0) return [];
  const space = s.spaces[room];
  // The Shelter is always secured (data: alwaysSecured): no attack, and no secure token is spent.
  if (roomOf(space.room).alwaysSecured) return [{ type: 'attack-stopped', space: room, intruder: intruder.id }];
  if (space.secure > 0) {
    space.secure -= 1;
    s.markers.secure += 1;
    return [{ type: 'secure-removed', space: room, intruder: intruder.id }];
  }
  const victim = target !== null && present.includes(target) ? target : present[0];
  return attack(s, victim, intruder, rng);
}

/** An intruder appearing in the Landing Zone unloads the Lander's occupants into the room at once (§5.17). */
function unloadLander(s: RetaliationState, room: string): RetaliationEvent[] {
  if (room !== LANDING_ZONE) return [];
  return s.players.flatMap((p, seat) => {
    if (p.status !== 'lander') return [];
    p.status = 'in-play';
    return [{ type: 'status-changed' as const, seat, status: 'in-play' as const }];
  });
}

/** One intruder placed in a room; it attacks there at once unless the effect says it does not (`attacks` false). */
export function placeInRoom(s: RetaliationState, room: string, type: IntruderKind, target: Seat | null, rng: Rng, attacks = true): RetaliationEvent[] {
  if (!modelLeft(s, type)) return [];
  const unloaded = unloadLander(s, room);
  const intruder = make(s, type, room);
  const placed: RetaliationEvent = { type: 'intruders-placed', where: room, intruders: [{ id: intruder.id, intruderType: type }] };
  return [...unloaded, placed, ...(attacks ? arrive(s, intruder, target, rng) : [])];
}

/** Distances (in steps) from every place to the nearest of `sources`, doors ignored. */
function distancesFrom(s: RetaliationState, sources: string[]): Map<string, number> {
  const dist = new Map(sources.map((x) => [x, 0]));
  const queue = sources.slice();
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of adjacentPlaces(s, at)) {
      if (!dist.has(next)) {
        dist.set(next, dist.get(at)! + 1);
        queue.push(next);
      }
    }
  }
  return dist;
}

/** The room of the nearest character to `from` (ties: earliest in turn order), or null when none can be reached. */
function nearestCharacterRoom(s: RetaliationState, from: string): string | null {
  const dist = distancesFrom(s, [from]);
  let best: { room: string; d: number } | null = null;
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    if (!inPlay(p) || p.space === null) continue;
    const d = dist.get(p.space);
    if (d !== undefined && (best === null || d < best.d)) best = { room: p.space, d };
  }
  return best?.room ?? null;
}

function fits(s: RetaliationState, corridor: string, group: Intruder[]): boolean {
  return usedUnits(s, corridor) + group.reduce((n, i) => n + UNITS[i.type], 0) <= CORRIDOR_CAPACITY;
}

/** Moves a group one step toward the nearest character (digest §5.10.3). */
export function moveGroup(s: RetaliationState, group: Intruder[], rng: Rng): RetaliationEvent[] {
  if (group.length === 0) return [];
  const from = group[0].where;
  if (!isCorridor(from) && charactersIn(s, from).length > 0) return []; // intruders in combat stay
  const goal = nearestCharacterRoom(s, from);
  if (goal === null || goal === from) return [];
  const dist = distancesFrom(s, [goal]);
  const here = dist.get(from)!;
  const steps = adjacentPlaces(s, from).filter((n) => dist.get(n) === here - 1).sort((a, b) => idNumber(s, a) - idNumber(s, b));
  const step = steps.find((n) => !isCorridor(n) || fits(s, n, group)) ?? steps[0];
  const [corridor, room] = isCorridor(step) ? [step, from] : [from, step];
  if (doorBlocks(s, corridor, room)) {
    s.corridors[corridor].door = 'destroyed';
    return [{ type: 'door-destroyed', corridor }];
  }
  return isCorridor(step) ? intoCorridor(s, group, step) : intoRoom(s, group, step, null, rng);
}

/** Movers enter biggest first as they fit; a bigger one swaps places with smaller occupants (no attacks). */
function intoCorridor(s: RetaliationState, group: Intruder[], corridor: string): RetaliationEvent[] {
  const from = group[0].where;
  const moves: Array<{ intruder: string; from: string; to: string }> = [];
  s.corridors[corridor].noise = false;
  for (const mover of group.slice().sort(bySizeDesc)) {
    const smaller = intrudersAt(s, corridor).filter((i) => SIZE[i.type] < SIZE[mover.type] && !moves.some((m) => m.intruder === i.id)).reverse();
    while (usedUnits(s, corridor) + UNITS[mover.type] > CORRIDOR_CAPACITY && smaller.length) {
      const swapped = smaller.shift()!;
      swapped.where = from;
      moves.push({ intruder: swapped.id, from: corridor, to: from });
    }
    if (usedUnits(s, corridor) + UNITS[mover.type] > CORRIDOR_CAPACITY) continue;
    mover.where = corridor;
    mover.hits = 0; // hit markers are discarded in corridors
    moves.push({ intruder: mover.id, from, to: corridor });
  }
  return moves.length ? [{ type: 'intruders-moved', moves }] : [];
}

/** Into a room: with characters there, only the biggest enters, and it attacks. */
export function intoRoom(s: RetaliationState, group: Intruder[], room: string, target: Seat | null, rng: Rng): RetaliationEvent[] {
  const from = group[0].where;
  const unloaded = unloadLander(s, room);
  const occupied = charactersIn(s, room).length > 0;
  const movers = occupied ? [group.slice().sort(bySizeDesc)[0]] : group;
  for (const m of movers) m.where = room;
  const events: RetaliationEvent[] = [...unloaded, { type: 'intruders-moved', moves: movers.map((m) => ({ intruder: m.id, from, to: room })) }];
  return occupied ? [...events, ...arrive(s, movers[0], target, rng)] : events;
}

/** Queen activation (§5.11.7): she attacks in a room with characters, else moves one step toward the nearest one. */
export function activateQueen(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const queen = s.intruders.find((i) => i.type === 'queen');
  if (!queen) return [];
  const events: RetaliationEvent[] = [{ type: 'queen-activated', intruder: queen.id }];
  const present = isCorridor(queen.where) ? [] : charactersIn(s, queen.where);
  if (present.length) return [...events, ...attack(s, present[0], queen, rng)];
  return [...events, ...moveGroup(s, [queen], rng)];
}
