/** Test helpers: a fresh game state with chosen Houses seated, for rules tests. */
import { Rng } from '../../engine';
import { seatHouse } from './houses';
import { setup } from './setup';
import { startGame } from './flow/cycle';
import { applyVoidfall } from './moves';
import { legalMoves } from './legal-moves';
import type { VoidfallMove } from './moves/schema';
import { configSchema, type VoidfallState } from './state';

export function seatedGame(houses: [string, 'A' | 'B'][], scenario = 'x04', seed = 'rules'): VoidfallState {
  const s = { ...setup(configSchema.parse({ scenario }), houses.length, { rng: Rng.fromSeed(seed), now: 0 }), rng: [1, 2, 3, 4] } as VoidfallState;
  houses.forEach(([house, origin], seat) => seatHouse(s, seat, house, origin));
  return s;
}

/**
 * A game in the Focus phase of Cycle 1 (Houses without own Focus cards, set-up tasks dropped), the first seat in turn
 * order to play; `card` (a standard Focus card id) is selected when given, with the Agenda `agenda` if given.
 */
export function focusGame(card?: string, agenda: string | null = null): { s: VoidfallState; seat: number } {
  const s = seatedGame([['valnis', 'A'], ['dunlork', 'A']], 'x01');
  s.players.forEach((p) => { p.setupTasks = []; });
  startGame(s);
  Object.assign(s, settleFrames(s));
  const seat = s.turnOrder[0];
  if (agenda !== null) {
    for (const deck of Object.values(s.agendaDecks)) if (deck.includes(agenda)) deck.splice(deck.indexOf(agenda), 1);
    for (const [type, card] of Object.entries(s.agendaOffer)) if (card === agenda) s.agendaOffer[type as keyof typeof s.agendaOffer] = null;
    s.players[seat].agendaHand.push(agenda);
  }
  return { s: card ? play(s, seat, { type: 'select-focus', card: `${card}@${seat}`, agenda }) : s, seat };
}

/** Applies a move through the module and returns the new state; throws on a refusal. */
export function play(s: VoidfallState, seat: number, move: VoidfallMove): VoidfallState {
  const r = applyVoidfall(s, seat, move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { ...r.state, rng: s.rng } as VoidfallState;
}

/** Plays each Galactic Event frame choice waiting with its default (the first listed, a time-out's move). */
export function settleFrames(s: VoidfallState): VoidfallState {
  let state = s;
  while (state.phase === 'preparation' && state.frameStep) {
    const seat = state.turnOrder[state.frameStep.order];
    state = play(state, seat, legalMoves(state, seat)[0]);
  }
  return state;
}

/** The refusal code of a move, or null when it is accepted. */
export function refusalOf(s: VoidfallState, seat: number, move: VoidfallMove): string | null {
  const r = applyVoidfall(s, seat, move);
  return r.ok ? null : r.error.code;
}
