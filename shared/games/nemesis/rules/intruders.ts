/**
 * Intruder miniatures and tokens: the bag (an unordered multiset, drawn uniformly), the supply, miniature limits
 * (digest §5.20), and intruder movement through a corridor (closed door: destroyed, the intruder stays; §5.8).
 */
import type { Rng } from '../../../engine';
import { intruderTokenById, type IntruderType } from '../data';
import type { NemesisEvent } from '../events';
import type { Intruder, NemesisState } from '../state';
import { intruderInCombat } from './ship';

export const miniatures: Record<IntruderType, number> = { larva: 6, creeper: 3, adult: 8, breeder: 2, queen: 1 };
/** Escape attacks and same-room attack order, strongest first. */
export const attackOrder: IntruderType[] = ['queen', 'breeder', 'adult', 'creeper', 'larva'];

export const tokenType = (token: string) => intruderTokenById.get(token)!.type;
export const tokenBackNumber = (token: string) => intruderTokenById.get(token)!.backNumber;

/** Draws a token uniformly from the bag (null when empty); the token is out of the bag until put somewhere. */
export function drawFromBag(s: NemesisState, rng: Rng): string | null {
  if (s.bag.length === 0) return null;
  const token = s.bag[rng.int(s.bag.length)];
  s.bag = s.bag.filter((t) => t !== token);
  return token;
}

/** Puts a random supply token of a type into the bag, if the supply has one (digest §12.34); returns whether it did. */
export function addToBag(s: NemesisState, type: IntruderType, rng: Rng): boolean {
  const candidates = s.supply.filter((t) => tokenType(t) === type);
  if (candidates.length === 0) return false;
  const token = candidates[rng.int(candidates.length)];
  s.supply = s.supply.filter((t) => t !== token);
  s.bag = [...s.bag, token].sort();
  return true;
}

function newIntruder(s: NemesisState, type: IntruderType, room: string, events: NemesisEvent[]): Intruder {
  const intruder = { id: `intruder-${s.nextIntruder++}`, type, room, injuries: 0 };
  s.intruders.push(intruder);
  events.push({ type: 'intruder-appeared', intruder: intruder.id, intruderType: type, room });
  return intruder;
}

/**
 * Places a miniature, honouring the limits: with no Adult left, every Adult not in combat goes back to the bag as a
 * token first (injuries discarded, §12.32); with no other miniature left, one of that type is moved here (not in combat
 * if possible). The rules let the current player pick which (D23): every placement with a choice asks first
 * (rules/relocation.ts); here, with one candidate (the single Queen, or one not in combat), the oldest candidate (the
 * first of the type in the intruder list, i.e. longest on the board) moves, as the pick's timeout does.
 * Returns null when nothing could be placed (all 8 Adults in combat, §12.21).
 */
export function placeIntruder(s: NemesisState, type: IntruderType, room: string, rng: Rng, events: NemesisEvent[]): Intruder | null {
  const same = s.intruders.filter((i) => i.type === type);
  if (same.length < miniatures[type]) return newIntruder(s, type, room, events);
  if (type === 'adult') {
    const free = same.filter((i) => !intruderInCombat(s, i));
    if (free.length === 0) return null;
    s.intruders = s.intruders.filter((i) => !free.includes(i));
    for (let k = 0; k < free.length; k++) addToBag(s, 'adult', rng);
    return newIntruder(s, type, room, events);
  }
  const moved = same.find((i) => !intruderInCombat(s, i)) ?? same[0];
  events.push({ type: 'intruders-moved', moves: [{ intruder: moved.id, from: moved.room, to: room }] });
  moved.room = room;
  return moved;
}

/** An intruder leaving by a technical-corridor entrance: off the board, a token of its type into the bag (§5.6). */
export function enterTechnicalCorridors(s: NemesisState, intruder: Intruder, rng: Rng, events: NemesisEvent[]): void {
  s.intruders = s.intruders.filter((i) => i.id !== intruder.id);
  events.push({ type: 'intruders-moved', moves: [{ intruder: intruder.id, from: intruder.room, to: 'technical-corridors' }] });
  if (addToBag(s, intruder.type, rng)) events.push({ type: 'bag-changed', added: [intruder.type] });
}
