/**
 * Blood Sense's Drone and Queen line (data: intruder-attack-cards.json): "If you are Moving, place the attacking
 * Intruder in the Room where your Movement ends (it does not Attack again)". While a move's pursuit attacks resolve,
 * `s.pursuit` names the mover; the attacks that follow are collected there and placed once the movement has ended
 * (after the Exploration sequence, before the arrival's noise roll; where the move failed or the mover died, nothing
 * follows). Every movement runs through `moveCharacter` (rules/movement.ts), card moves included (Move Quietly, Duck
 * and Cover, Tactical Retreat, Breakthrough, commands), so the clause follows them all. The Technical Corridor Entrance's
 * attack is "treated as an Adult's" (room sheet), and Blood Sense's Adult line has no follow clause: nothing follows.
 */
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { inPlay } from './health';

export function followMover(s: RetaliationState): RetaliationEvent[] {
  const pursuit = s.pursuit;
  s.pursuit = null;
  if (!pursuit) return [];
  const p = s.players[pursuit.seat];
  if (!inPlay(p)) return [];
  const moves = pursuit.followers.flatMap((id) => {
    const intruder = s.intruders.find((i) => i.id === id);
    if (!intruder || intruder.where === p.space) return [];
    const from = intruder.where;
    intruder.where = p.space!;
    return [{ intruder: id, from, to: p.space! }];
  });
  return moves.length ? [{ type: 'intruders-moved', moves }] : [];
}
