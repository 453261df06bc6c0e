import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine';
import { agendaOf } from './data';
import { voidfall } from './index';
import { legalMoves } from './legal-moves';
import type { VoidfallMove } from './moves/schema';
import { prompts } from './prompts';
import type { VoidfallState } from './state';
import { settleFrames } from './testing';

// Galactic Event frames waiting for a choice take their defaults (rules/event-frames.test.ts tests the choices).
const start = (seats: number, config: Record<string, unknown> = {}, seed = 'flow'): VoidfallState =>
  settleFrames({ ...voidfall.setup(voidfall.configSchema.parse(config), seats, { rng: Rng.fromSeed(`${seed}-${seats}`), now: 0 }), rng: [1, 2, 3, 4] } as VoidfallState);
const ctx = { rng: Rng.fromSeed('ctx'), now: 0 };
function play(s: VoidfallState, seat: number, move: VoidfallMove): VoidfallState {
  const r = voidfall.apply(s, seat, move, ctx);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return settleFrames({ ...r.state, rng: s.rng } as VoidfallState);
}
const refusal = (s: VoidfallState, seat: number, move: VoidfallMove) => {
  const r = voidfall.apply(s, seat, move, ctx);
  return r.ok ? null : r.error.code;
};
/** Plays the first legal move of whoever is prompted (ending a turn without actions) until `until` holds. */
function playUntil(s: VoidfallState, until: (s: VoidfallState) => boolean): VoidfallState {
  for (let i = 0; i < 500 && !until(s); i++) {
    const seat = prompts(s)[0].seat;
    const moves = legalMoves(s, seat);
    s = play(s, seat, moves.find((m) => m.type === 'end-turn') ?? moves[0]);
  }
  return s;
}

describe('Voidfall set-up moves', () => {
  it('given Houses chosen in turn, when the wrong seat or a taken House is chosen, then it is refused; the order is the turn order', () => {
    let s = start(2, { scenario: 'x04' });
    const [first, second] = s.turnOrder;
    expect(prompts(s)).toEqual([expect.objectContaining({ seat: first, kind: 'choose-house' })]);
    expect(refusal(s, second, { type: 'choose-house', house: 'fenrax', origin: 'A' })).toBe('move/not-your-turn');
    expect(refusal(s, first, { type: 'choose-house', house: 'valnis', origin: 'A' })).toBe('move/illegal');
    s = play(s, first, { type: 'choose-house', house: 'kradmor', origin: 'B' });
    expect(refusal(s, second, { type: 'choose-house', house: 'kradmor', origin: 'A' })).toBe('move/illegal');
    s = play(s, second, { type: 'choose-house', house: 'zenor', origin: 'A' });
    expect([s.phase, s.players[first].setupTasks]).toEqual(['set-up', ['gain-agenda', 'remove-corruption']]);
    expect(prompts(s).map((p) => [p.seat, p.kind])).toEqual([[first, 'set-up-task']]);
  });

  it('given a gain-Agenda task, when drawing from a deck, then only the drawer sees the two cards, keeps one and the other goes under', () => {
    let s = start(2, { scenario: 'x04' });
    const [first, second] = s.turnOrder;
    s = play(s, first, { type: 'choose-house', house: 'kradmor', origin: 'B' });
    s = play(s, second, { type: 'choose-house', house: 'zenor', origin: 'A' });
    const deckTop = s.agendaDecks.might.slice(0, 2);
    s = play(s, first, { type: 'gain-agenda', agendaType: 'might', from: 'deck' });
    expect(s.agendaDraw).toEqual({ seat: first, cards: deckTop });
    expect(voidfall.secrets(s, second)).toEqual(expect.arrayContaining(deckTop));
    expect(legalMoves(s, first)).toEqual(deckTop.map((card) => ({ type: 'keep-agenda', card })));
    s = play(s, first, { type: 'keep-agenda', card: deckTop[1] });
    expect(s.players[first].agendaHand).toEqual([deckTop[1]]);
    expect(s.agendaDecks.might.at(-1)).toBe(deckTop[0]);
    s = play(s, first, { type: 'remove-corruption', from: { kind: 'agenda-slot', slot: 3 } });
    expect([s.players[first].agendaSlots[3].corrupted, s.phase, s.round, s.events.length]).toEqual([false, 'focus', 1, 1]);
  });
});

describe('Voidfall focus rounds', () => {
  it('given a Focus turn, when an Agenda without the Focus icon is played, then it is refused; a matching one is placed in Clean-up', () => {
    let s = start(2, { houses: 'dealt' });
    const seat = s.turnOrder[0];
    const wealth = s.agendaOffer.wealth!;
    s.players[seat].agendaHand.push(wealth);
    const production = s.players[seat].focusHand.find((c) => c.startsWith('standard-production@'))!;
    const politics = s.players[seat].focusHand.find((c) => c.startsWith('standard-politics@'))!;
    expect(agendaOf(wealth).type).toBe('wealth');
    expect(refusal(s, seat, { type: 'select-focus', card: politics, agenda: wealth })).toBe('move/illegal');
    expect(refusal(s, 1 - seat, { type: 'select-focus', card: politics, agenda: null })).toBe('move/not-your-turn');
    s = play(s, seat, { type: 'select-focus', card: production, agenda: wealth });
    expect(refusal(s, seat, { type: 'end-turn', agendaSlot: null })).toBe('move/illegal');
    s = play(s, seat, { type: 'end-turn', agendaSlot: 3 });
    expect(s.players[seat].agendaSlots[3]).toEqual({ agenda: wealth, corrupted: true, tradeToken: false });
    expect([s.players[seat].focusDiscard, s.turn]).toEqual([[production], 1]);
  });

  it('given the Advanced Focus variant, when a round starts, then all pick face down at once and each reveals that pick on their turn', () => {
    let s = start(3, { houses: 'dealt', advancedFocus: true });
    expect(prompts(s).map((p) => p.mode)).toEqual(['simultaneous', 'simultaneous', 'simultaneous']);
    const picks = s.players.map((p) => p.focusHand[2]);
    for (const seat of [2, 0, 1]) s = play(s, seat, { type: 'preselect-focus', card: picks[seat] });
    const first = s.turnOrder[0];
    const other = s.players[first].focusHand[0];
    expect(refusal(s, first, { type: 'select-focus', card: other, agenda: null })).toBe('move/illegal');
    s = play(s, first, { type: 'select-focus', card: picks[first], agenda: null });
    expect(s.focusTurn!.focus).toBe(picks[first]);
  });

  it('given the last turn of Cycle 1, then Focus cards and Innovation return, Cycle 2 boxes the lowest Trade token and opens the improved offer', () => {
    let s = start(2, { houses: 'dealt' });
    const tokens = s.tradeSpaces.reduce((a, b) => a + b, 0);
    s = playUntil(s, (x) => x.cycle === 2);
    expect([s.phase, s.round, s.events.length, s.improvedBlocked]).toEqual(['focus', 1, 2, false]);
    expect(s.tradeSpaces.reduce((a, b) => a + b, 0)).toBe(tokens - 1);
    expect(s.players.map((p) => [p.focusHand.length, p.focusDiscard.length, p.focusAside.length])).toEqual([[9, 0, 0], [9, 0, 0]]);
    const offer = s.improvedDeck.slice();
    s = playUntil(s, (x) => x.cycle === 3);
    expect([s.improvedOffer, s.improvedDeck]).toEqual([offer, []]);
    s = playUntil(s, (x) => x.phase === 'over');
    // Each Evaluation paid Upkeep and scored the Galactic objectives and the Pure Agendas (Starting Agendas included).
    expect(voidfall.outcome(s)).toEqual({ winners: [1], scores: [15, 27], reason: expect.any(String) });
  });
});
