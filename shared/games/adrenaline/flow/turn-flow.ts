/**
 * Turn boundaries on a mutable state: the start of a turn (first spawn draws), the end of a turn in the order
 * score kills -> double kill -> (Sudden Death ends) -> respawns -> refill -> Final Frenzy start or end -> next turn,
 * and final scoring.
 */
import type { Rng, Seat } from '../../../engine';
import type { AdrenalineEvent } from '../events';
import { actionLimits } from '../rules/actions';
import { addMarks } from '../rules/damage';
import { drawPowerup, refill } from '../rules/decks';
import { FRONT_VALUES, scoreBoard, scoreKillTrack, winners } from '../rules/scoring';
import { rulesAt, type MoveContext } from '../rules/version';
import type { AdrenalineState } from '../state';

type Events = AdrenalineEvent[];

export function startTurn(s: AdrenalineState, seat: Seat, rng: Rng, events: Events): void {
  const spawned = s.spawned[seat];
  s.turnNumber += 1;
  s.turn = { seat, stage: spawned ? 'actions' : 'spawn', actionsLeft: actionLimits(s, seat).actions, shot: null, killed: [], lastSkullTaken: false };
  events.push({ type: 'turn-started', seat, actions: s.turn.actionsLeft, frenzy: s.frenzy !== null });
  if (!spawned) drawInto(s, seat, 2, rng, events);
}

export function drawInto(s: AdrenalineState, seat: Seat, count: number, rng: Rng, events: Events): void {
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawPowerup(s, rng);
    if (card) cards.push(card);
  }
  s.players[seat].powerups.push(...cards);
  if (cards.length) events.push({ type: 'powerups-drawn', seat, count: cards.length, cards });
}

function scoreKill(s: AdrenalineState, victim: Seat, events: Events): void {
  const p = s.players[victim];
  const points = Array<number>(s.seats).fill(0);
  for (const [seat, pts] of scoreBoard(p)) points[seat] += pts;
  points.forEach((pts, seat) => (s.players[seat].score += pts));
  const killer = p.damage[10];
  const overkill = p.damage.length >= 12;
  s.killTrack.push(overkill ? [killer, killer] : [killer]);
  const skullTaken = s.skullsLeft > 0;
  if (skullTaken) {
    s.skullsLeft -= 1;
    if (s.skullsLeft === 0) s.turn.lastSkullTaken = true;
    // A board whose six values are all covered has no room for another skull (digest B3).
    if (!p.frenzyBoard && p.skulls < FRONT_VALUES.length) p.skulls += 1;
  }
  const marks = s.players[killer].marks[victim];
  if (overkill) addMarks(s.players[killer], victim, 1);
  const tokens = p.damage.length;
  if (s.frenzy) p.frenzyBoard = true;
  p.damage = [];
  p.square = null;
  events.push({ type: 'kill-scored', victim, killer, overkill, points, skullTaken, tokens, overkillMarks: s.players[killer].marks[victim] - marks });
}

/** The end of the active turn, up to the respawn prompts; `finishEndTurn` continues once they are answered. */
export function endTurn(s: AdrenalineState, ctx: MoveContext, events: Events): void {
  const { rng } = ctx;
  const { killed, seat } = s.turn;
  for (const victim of killed) scoreKill(s, victim, events);
  if (killed.length >= 2) {
    s.players[seat].score += 1;
    events.push({ type: 'double-kill', seat });
  }
  if (s.config.endMode === 'sudden-death' && s.skullsLeft === 0) {
    events.push({ type: 'turn-ended', seat });
    finalScoring(s, events);
    return;
  }
  // Rules 2: the last Final Frenzy turn ends the game at once; a respawn there would change nothing.
  const lastTurn = rulesAt(ctx, 2) && s.frenzy !== null && s.frenzy.order.every((o) => o === seat);
  // Respawns are resolved in turn order starting after the active player, since they draw from the same deck.
  s.respawnQueue = lastTurn ? [] : [...killed].sort((a, b) => ((a - seat + s.seats) % s.seats) - ((b - seat + s.seats) % s.seats));
  for (const victim of s.respawnQueue) drawInto(s, victim, 1, rng, events);
  if (s.respawnQueue.length === 0) finishEndTurn(s, rng, events);
}

export function finishEndTurn(s: AdrenalineState, rng: Rng, events: Events): void {
  const { seat } = s.turn;
  const placed = refill(s, rng);
  if (Object.keys(placed.tiles).length || placed.weapons.length) events.push({ type: 'refilled', ...placed });
  events.push({ type: 'turn-ended', seat });
  if (s.frenzy) {
    s.frenzy.order = s.frenzy.order.filter((o) => o !== seat);
    if (s.frenzy.order.length === 0) return finalScoring(s, events);
    return startTurn(s, s.frenzy.order[0], rng, events);
  }
  if (s.turn.lastSkullTaken && s.config.endMode === 'final-frenzy') {
    startFrenzy(s, seat, events);
    return startTurn(s, s.frenzy!.order[0], rng, events);
  }
  startTurn(s, (seat + 1) % s.seats, rng, events);
}

/** Boards without damage flip to 2-1-1-1; the turns run from the seat after the trigger, 2 actions before the first player. */
function startFrenzy(s: AdrenalineState, lastSkullBy: Seat, events: Events): void {
  for (const p of s.players) if (p.damage.length === 0) p.frenzyBoard = true;
  const order = Array.from({ length: s.seats }, (_, i) => (lastSkullBy + 1 + i) % s.seats);
  const firstAt = order.indexOf(s.firstPlayer);
  const twoActions = order.slice(0, firstAt);
  s.frenzy = { order, twoActions, lastSkullBy };
  events.push({ type: 'frenzy-started', order, twoActions });
}

/** Boards with damage are scored (no skull, no killshot), then the kill-shot track; the tie-break picks the winner. */
export function finalScoring(s: AdrenalineState, events: Events): void {
  const boardPoints = Array<number>(s.seats).fill(0);
  const trackPoints = Array<number>(s.seats).fill(0);
  for (const p of s.players) {
    for (const [seat, pts] of scoreBoard(p)) boardPoints[seat] += pts;
  }
  for (const [seat, pts] of scoreKillTrack(s.killTrack)) trackPoints[seat] += pts;
  s.players.forEach((p, seat) => (p.score += boardPoints[seat] + trackPoints[seat]));
  s.phase = 'over';
  s.respawnQueue = [];
  s.reactions = [];
  const scores = s.players.map((p) => p.score);
  events.push({ type: 'game-ended', scores, winners: winners(scores, s.killTrack), boardPoints, trackPoints });
}
