/**
 * Attacks in a row on one escaping character (digest §5.9: every intruder in the room attacks once, strongest first;
 * a survivor then moves through the corridor). D23's pick may pause the row (a Summoning with no miniature left):
 * the attackers still to come and the move are then kept in the pause as an `escape-attacks` continuation, so they
 * follow the miniature the player picked (rules/relocation.ts).
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { Continuation, NemesisState } from '../state';
import { intruderAttack } from './attack';
import { drawActionCards } from './cards';
import { enterRoom } from './explore';
import { attackOrder } from './intruders';
import { deferIfPaused } from './pause';
import { intrudersIn } from './ship';

type EscapeAttacks = Extract<Continuation, { kind: 'escape-attacks' }>;

/** The row of an escape from `from` through `corridor` into `to`; `draw`: cards the survivor draws after the move (Adrenaline). */
export function escapeRow(s: NemesisState, seat: Seat, from: string, corridor: string, to: string, draw: number): EscapeAttacks {
  const attackers = intrudersIn(s, from).sort((a, b) => attackOrder.indexOf(a.type) - attackOrder.indexOf(b.type));
  return { kind: 'escape-attacks', seat, attackers: attackers.map((i) => i.id), from, corridor, to, draw };
}

/** Runs the row: each attacker still in the room attacks; the survivor moves, enters the room and draws. */
export function escapeAttacks(s: NemesisState, c: EscapeAttacks, rng: Rng, events: NemesisEvent[]): void {
  for (let k = 0; k < c.attackers.length; k++) {
    const attacker = s.intruders.find((i) => i.id === c.attackers[k]);
    // An attacker gone, or moved away by an earlier pick (every one of its type was in combat), attacks no more.
    if (attacker && attacker.room === c.from) intruderAttack(s, attacker, c.seat, rng, events);
    if (s.phase === 'over') return;
    if (deferIfPaused(s, [{ ...c, attackers: c.attackers.slice(k + 1) }])) return;
  }
  const p = s.players[c.seat];
  if (p.status !== 'aboard') return;
  p.room = c.to;
  events.push({ type: 'moved', seat: c.seat, from: c.from, to: c.to, corridor: c.corridor, careful: false });
  enterRoom(s, c.seat, c.to, c.corridor, 'normal', rng, events);
  // The card comes after the whole escape, the surprise check of an encounter in the room entered included.
  if (c.draw === 0 || deferIfPaused(s, [{ kind: 'draw', seat: c.seat, count: c.draw }])) return;
  drawAfterEscape(s, c.seat, c.draw, rng, events);
}

/** Adrenaline's card, drawn by a character still aboard. */
export function drawAfterEscape(s: NemesisState, seat: Seat, count: number, rng: Rng, events: NemesisEvent[]): void {
  if (s.phase !== 'over' && s.players[seat].status === 'aboard') drawActionCards(s, seat, count, rng, events);
}
