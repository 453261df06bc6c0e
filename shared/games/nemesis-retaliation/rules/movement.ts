/**
 * The movement sequence (digest §5.9): choose a corridor around your room (not through a closed door on your side),
 * suffer up to 3 attacks from the intruders in your room and that corridor (biggest first; secure tokens do not help),
 * then enter a discovered room and make a noise roll, or explore the empty space beyond.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { attack } from './attack';
import { shotOnArrival } from './attack-pause';
import { bySizeDesc, corridorsOf, doorBlocks, intrudersAt, isRoom, otherEnd } from './board';
import { explore } from './explore';
import { inPlay } from './health';
import { followMover } from './follow';
import { placeSecure } from './markers';
import { noiseRoll } from './noise';

const PURSUIT_CAP = 3;

/** The corridors a character may move along from its room. */
export function exits(s: RetaliationState, seat: Seat): string[] {
  const room = s.players[seat].space!;
  return corridorsOf(s, room).filter((c) => !doorBlocks(s, c, room));
}

/** Whether moving along `corridor` could give intruders an attack (orders may not do this). */
export const pursuitThreat = (s: RetaliationState, room: string, corridor: string) => intrudersAt(s, room).length + intrudersAt(s, corridor).length > 0;

/** A card's changes to a movement: pursuit attacks prevented (the biggest intruders' first), and the arrival's noise roll. */
export interface MoveRules {
  prevent: number;
  noise: boolean;
}

export function moveCharacter(s: RetaliationState, seat: Seat, corridor: string, careful: boolean, rng: Rng, rules: MoveRules = { prevent: 0, noise: true }): RetaliationEvent[] {
  const p = s.players[seat];
  const from = p.space!;
  const events: RetaliationEvent[] = [];
  const attackers = [...intrudersAt(s, from), ...intrudersAt(s, corridor)].sort(bySizeDesc).slice(0, PURSUIT_CAP).slice(rules.prevent);
  s.pursuit = { seat, followers: [] };
  for (const intruder of attackers) {
    if (!inPlay(p)) break;
    events.push(...attack(s, seat, intruder, rng));
  }
  if (!inPlay(p)) return [...events, ...followMover(s)];
  const to = otherEnd(corridor, from);
  if (!isRoom(s, to)) return [...events, ...(explore(s, seat, corridor, to, careful, rng) ?? []), ...followMover(s)];
  p.space = to;
  events.push({ type: 'moved', seat, from, to, corridor, careful });
  if (careful) events.push(...placeSecure(s, to));
  // Shoot First may fire here, between the arrival and its noise roll (rules/shoot-first.ts).
  return [...events, ...followMover(s), ...shotOnArrival(s, seat, rng), ...(rules.noise ? noiseRoll(s, seat, rng) : [])];
}
