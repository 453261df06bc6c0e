/**
 * Test helpers for pacing: a bot that plays as an asynchronous player would with standing orders (plans its whole
 * phase in one visit, watches one zone, stands ready for the rest of the phase), and a count of the moments the
 * table comes to wait on a seat, by the prompt's phase key.
 */
import { applyMove, setupGame } from '../../engine/kernel';
import type { Prompt } from '../../engine/types';
import { spaceAlert } from '.';
import { PHASE_TURNS } from './rules/ship';
import type { SpaceAlertMove } from './moves';
import type { SpaceAlertState, WatchZone } from './state';

const WATCHES: WatchZone[] = ['red', 'white', 'blue', 'internal'];

/** One visit of a seat: every move it makes before it stops being awaited. */
export function visit(s: SpaceAlertState, seat: number): SpaceAlertMove[] {
  if (s.status === 'transfer') return [{ type: 'give', card: null, to: null }];
  if (s.status === 'interval') return s.campaign.interval?.stage === 'vote' ? [{ type: 'campaign-vote', continue: true }] : [{ type: 'campaign-repair', repair: 'nothing' }];
  const moves: SpaceAlertMove[] = [];
  if (s.watch?.[seat] === undefined || s.watch[seat] === null) moves.push({ type: 'watch', zone: WATCHES[seat % WATCHES.length] });
  const me = s.members.find((m) => m.seat === seat)!;
  const hand = [...me.hand];
  for (const slot of s.phase[seat] <= s.phaseCount ? PHASE_TURNS[s.phase[seat]] : []) {
    const card = hand.shift();
    if (!me.slots[slot - 1] && card) moves.push({ type: 'place', card, slot, half: slot % 2 ? 'action' : 'move' });
  }
  moves.push({ type: 'ready-phase' });
  return moves;
}

export interface PacedStep {
  state: SpaceAlertState;
  /** The seat that moved into this state (null for the setup). */
  seat: number | null;
  move: SpaceAlertMove | null;
  at: number;
}

/** A whole game played by the standing bot, lowest awaited seat first, one full visit at a time. */
export function playPaced(config: object, seats: number, seed: string, engineVersion?: number): PacedStep[] {
  const start = setupGame<SpaceAlertState>(spaceAlert, { config, seats, seed, startedAt: 0 }, engineVersion);
  if (!start.ok) throw new Error(start.error.message);
  const steps: PacedStep[] = [{ state: start.state, seat: null, move: null, at: 0 }];
  let s = start.state;
  let at = 0;
  for (let guard = 0; guard < 2000 && !spaceAlert.outcome(s); guard++) {
    const seat = Math.min(...spaceAlert.prompts(s).map((p) => p.seat));
    for (const move of visit(s, seat)) {
      at += 60_000;
      const r = applyMove<SpaceAlertState>(spaceAlert, s, seat, move, at, engineVersion);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      s = r.state;
      steps.push({ state: s, seat, move, at });
    }
  }
  return steps;
}

export const phaseKeyOf = (p: Prompt): string => (p.options as { phaseKey: string }).phaseKey;

/**
 * Awaited transitions: each time a seat becomes awaited after not being awaited (or at the start), counted by seat
 * and by the phase key of the prompt that awaits it.
 */
export function awaitedTransitions(states: SpaceAlertState[]): Map<string, number> {
  const counts = new Map<string, number>();
  let awaited = new Set<number>();
  for (const s of states) {
    const prompts = spaceAlert.prompts(s);
    for (const p of prompts) {
      if (awaited.has(p.seat)) continue;
      const key = `seat ${p.seat} ${phaseKeyOf(p)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    awaited = new Set(prompts.map((p) => p.seat));
  }
  return counts;
}
