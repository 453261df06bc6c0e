/**
 * Real Adrenaline positions for the board's tests and screenshots, built by the engine from fixed seeds: a fresh table
 * at its first spawn, a game played on by random bots, and a shot waiting for its target.
 */
import type { SeatInfo } from '../../../../shared/api';
import { applyMove, randomStep, Rng, setupGame } from '../../../../shared/engine';
import { adrenaline } from '../../../../shared/games/adrenaline';
import type { AdrenalineMove } from '../../../../shared/games/adrenaline/moves/schema';
import type { AdrenalineState } from '../../../../shared/games/adrenaline/state';
import { given } from '../../../../shared/games/adrenaline/testing/given';

export interface Position {
  state: AdrenalineState;
  seat: number;
}

export function start(seats = 3, seed = 'board-start'): AdrenalineState {
  const setup = setupGame<AdrenalineState>(adrenaline, { config: { map: 'map-11-a', firstPlayer: 0 }, seats, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.state;
}

/** Random bots play `steps` moves (or until `stop` holds) from a fresh table; the awaited seat is returned. */
export function playedOn(steps: number, seed = 'board-bots', stop: (s: AdrenalineState) => boolean = () => false): Position {
  let state = start(4, seed);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < steps && !stop(state); i++) {
    const step = randomStep(adrenaline, state, rng);
    if (!step) break;
    const r = applyMove<AdrenalineState>(adrenaline, state, step.seat, step.move, i * 1000);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return { state, seat: adrenaline.prompts(state)[0]?.seat ?? 0 };
}

/** Plays moves under the newest rules, or under `rules` (a table pinned to an older version). */
export function playUnder(rules: number | undefined, state: AdrenalineState, seat: number, ...moves: AdrenalineMove[]): AdrenalineState {
  return moves.reduce((s, move) => {
    const r = applyMove<AdrenalineState>(adrenaline, s, seat, move, 0, rules);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.message}`);
    return r.state;
  }, state);
}

export const play = (state: AdrenalineState, seat: number, ...moves: AdrenalineMove[]) => playUnder(undefined, state, seat, ...moves);

/**
 * Seat 0 with a Lock Rifle in the blue room, about to choose whom to hit; seat 1 in sight, seat 2 behind a wall.
 * Under rules 1: rules 2 would take the only possible target without asking.
 */
export function shotAwaitingTarget(): Position {
  const s = given({
    seats: 3,
    players: { 0: { square: '0,0', weapons: ['lock-rifle'], powerups: ['newton:red'] }, 1: { square: '2,0', damage: [2, 2, 0] }, 2: { square: '3,2' } },
  });
  return { state: playUnder(1, s, 0, { type: 'shoot', from: '0,0' }, { type: 'weapon', weapon: 'lock-rifle' }, { type: 'effect', effect: 'basic', pay: [] }), seat: 0 };
}

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

/** The seats as the table page passes them: every seat joined, `mySeat` shown as "You". */
export function seatsFor(count: number, mySeat: number): SeatInfo[] {
  return Array.from({ length: count }, (_, seat) => ({ seat, status: 'joined' as const, name: NAMES[seat], isMe: seat === mySeat }));
}
