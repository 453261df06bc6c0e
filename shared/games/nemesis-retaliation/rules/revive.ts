/**
 * Revive (digest §5.19 and reading 12.31; data README 15 corrects the digest): co-op only, with the AutoDoc of the
 * Surgery Room. A character who dies stays lying in its room (`fallen`; its items are discarded, kill in health.ts).
 * Another character moving out of that room may carry it along by discarding 1 more action card (a Move or a Careful
 * Move naming `carry`). A fallen character that starts a round in the Surgery Room, with no intruder and no malfunction
 * marker there, discards all its serious wounds and stands up: back in play, its Health marker on the leftmost slot of
 * the Injured section (data README 15), its action deck, hand and discard pile as they were. While fallen it has no turns.
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationMove } from '../moves/schema';
import type { RetaliationState } from '../state';
import { combatProblem, costOf } from './actions';
import { intrudersAt, isRoom } from './board';
import { payOptions } from './cards';
import { inPlay, sectionStart } from './health';
import { reviveOn } from './modes';
import { moveExits } from './passage';
import { woundSurcharge } from './wound-effects';

export const CARRY_EXTRA_CARDS = 1;
const AUTODOC_ROOM = 'surgery-room';

const fallenIn = (s: RetaliationState, space: string | null): Seat[] =>
  s.players.flatMap((p, seat) => (p.fallen && p.status === 'dead' && p.space !== null && p.space === space ? [seat] : []));

/** The fallen characters `seat` could carry out of its room now. */
export const carriable = (s: RetaliationState, seat: Seat): Seat[] => (reviveOn(s) ? fallenIn(s, s.players[seat].space) : []);

/** Why `seat` cannot carry `body`, or null. */
export function carryProblem(s: RetaliationState, seat: Seat, body: number): string | null {
  if (!reviveOn(s)) return 'Fallen characters are carried only in co-op with Revive.';
  return carriable(s, seat).includes(body) ? null : 'Carry only a fallen character lying in your room.';
}

/** The cards a Move or Careful Move costs, carrying a body or not. */
export const moveCost = (s: RetaliationState, seat: Seat, action: 'move' | 'careful-move', carrying: boolean): number =>
  costOf(action) + woundSurcharge(s, seat, action) + (carrying ? CARRY_EXTRA_CARDS : 0);

/** Every Move and Careful Move carrying a fallen character, each way to pay. */
export function carryMoves(s: RetaliationState, seat: Seat): RetaliationMove[] {
  const bodies = carriable(s, seat);
  if (bodies.length === 0) return [];
  const ways = moveExits(s, seat);
  return (['move', 'careful-move'] as const).flatMap((type) => {
    if (combatProblem(s, seat, type)) return [];
    return payOptions(s, seat, moveCost(s, seat, type, true)).flatMap((pay) => ways.flatMap((corridor) => bodies.map((carry) => ({ type, corridor, pay, carry }))));
  });
}

/** After the carrier's move: the body lies wherever the carrier now stands (if it survived and left the room). */
export function carryBody(s: RetaliationState, seat: Seat, body: Seat, from: string): RetaliationEvent[] {
  const carrier = s.players[seat];
  if (!inPlay(carrier) || carrier.space === from || !s.players[body].fallen) return [];
  s.players[body].space = carrier.space;
  return [{ type: 'body-carried', seat, body, to: carrier.space! }];
}

/** At the start of a round: fallen characters in a working, intruder-free Surgery Room stand up. */
export function reviveAtRoundStart(s: RetaliationState): RetaliationEvent[] {
  if (!reviveOn(s)) return [];
  const events: RetaliationEvent[] = [];
  for (const [seat, p] of s.players.entries()) {
    const room = p.space;
    if (!p.fallen || p.status !== 'dead' || room === null || !isRoom(s, room)) continue;
    const space = s.spaces[room];
    if (space.room !== AUTODOC_ROOM || space.malfunction || intrudersAt(s, room).length > 0) continue;
    s.decks.seriousWounds.push(...p.seriousWounds);
    p.seriousWounds = [];
    p.health = sectionStart(p, 'injured');
    p.status = 'in-play';
    p.fallen = false;
    events.push({ type: 'revived', seat, where: room });
  }
  return events;
}
