/**
 * One whole Adrenaline game played by random bots from fixed seeds (Final Frenzy, 5 skulls, 4 seats), kept as the
 * positions in which a seat was asked to decide (every kind once, then a sample) and the log of events.
 */
import type { LogEntry } from '../../../../shared/api';
import { applyMove, awaitedSeats, Rng, setupGame, type Seat } from '../../../../shared/engine';
import type { AdrenalineMove } from '../../../../shared/games/adrenaline/moves/schema';
import { adrenaline } from '../../../../shared/games/adrenaline';
import type { AdrenalineState } from '../../../../shared/games/adrenaline/state';

export const SEATS = 4;

/** Changing a setting or dropping a shot decides nothing: a bot that picks them at random may never end the game. */
const IDLE = new Set(['set-reaction', 'cancel']);

/** A random awaited seat and one of its moves that moves the game on (the idle ones only when nothing else is left). */
export function purposefulStep(state: AdrenalineState, rng: Rng): { seat: Seat; move: AdrenalineMove } | null {
  for (const seat of rng.shuffle(awaitedSeats(adrenaline, state))) {
    const moves = adrenaline.legalMoves(state, seat);
    const useful = moves.filter((m) => !IDLE.has(m.type));
    if (moves.length) return { seat, move: rng.pick(useful.length ? useful : moves) };
  }
  return null;
}

export function selfPlayed() {
  const setup = setupGame<AdrenalineState>(adrenaline, { config: { skulls: 5, endMode: 'final-frenzy' }, seats: SEATS, seed: 'table-words', startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  const rng = Rng.fromSeed('table-words-bots');
  const asked: Array<{ state: AdrenalineState; seat: number }> = [];
  const log: Array<{ seq: number; seat: number; at: string; events: unknown[] }> = [];
  const seenKinds = new Set<string>();
  for (let seq = 1; !adrenaline.outcome(state); seq++) {
    if (seq > 6000) throw new Error('the bots did not finish');
    const step = purposefulStep(state, rng)!;
    const kind = adrenaline.prompts(state).find((p) => p.seat === step.seat)?.kind ?? '';
    // Every kind of decision once, and a sample of the rest: rendering every step would take minutes.
    if (!seenKinds.has(kind) || seq % 40 === 0) asked.push({ state, seat: step.seat });
    seenKinds.add(kind);
    const r = applyMove<AdrenalineState>(adrenaline, state, step.seat, step.move, seq * 1000);
    if (!r.ok) throw new Error(r.error.message);
    log.push({ seq, seat: step.seat, at: new Date(seq * 1000).toISOString(), events: r.events });
    state = r.state;
  }
  return { final: state, asked, log, seenKinds };
}

/** The log as `seat` receives it: each event redacted for it. */
export function logFor(log: ReturnType<typeof selfPlayed>['log'], seat: number): LogEntry[] {
  return log.map((e) => ({ ...e, events: e.events.flatMap((ev) => adrenaline.redact(ev as never, seat) ?? []) }));
}

