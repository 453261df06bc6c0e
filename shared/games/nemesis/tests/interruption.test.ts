import { describe, expect, it } from 'vitest';
import { cardKind } from '../data';
import { nemesis } from '../index';
import { prompts } from '../prompts';
import type { NemesisState } from '../state';
import { view } from '../view';
import { cardsOf, corridorBetween, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const NEXT = 'a-slot-13';
const CARD = 'captain-interruption-1';
/** The Scout (seat 0) in X; the Captain (seat 1, holding Interruption) and the Pilot (seat 2, without it) with it, both `ask`. */
function table(opts: { captainCard?: boolean; settings?: Array<'never' | 'ask'> } = {}): NemesisState {
  const captain = ['captain-search-1', 'captain-rest-1', 'captain-order-1', 'captain-reload-1'];
  const s = given({
    seats: 3,
    explored: { [X]: 'canteen', [NEXT]: 'storage' },
    players: { 0: { room: X }, 1: { room: X, hand: opts.captainCard === false ? [...captain, 'captain-demolition-1'] : [...captain, CARD] }, 2: { room: X } },
  });
  s.players[2].hand = s.players[2].hand.filter((c) => !c.includes('interruption'));
  const settings = opts.settings ?? ['never', 'ask', 'ask'];
  settings.forEach((setting, seat) => (s.players[seat].interrupt = setting));
  return s;
}
const moveOut = (s: NemesisState) => ({ type: 'move' as const, corridor: corridorBetween(s, X, NEXT), pay: cardsOf(s, 0, 1) });
const interrupt = { type: 'answer-interruption' as const, interrupt: true };
const letIt = { type: 'answer-interruption' as const, interrupt: false };

describe('Interruption (a reaction asked of the `ask` seats in the room)', () => {
  it('given two `ask` seats in the room, when the Scout moves, then the move is paid and held and both are asked the same question', () => {
    const s = table();
    const paid = cardsOf(s, 0, 1);
    const { state, events } = when(s, 0, moveOut(s));
    expect(events).toEqual([
      { type: 'paid', seat: 0, cards: [cardKind(paid[0])] },
      { type: 'action-held', seat: 0, action: 'move', asked: [1, 2] },
    ]);
    expect(state.players[0].room).toBe(X);
    expect(state.players[0].discard).toEqual(paid);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    const asked = prompts(state);
    expect(asked.map((p) => [p.seat, p.kind, p.mode])).toEqual([[1, 'answer-interruption', 'simultaneous'], [2, 'answer-interruption', 'simultaneous']]);
    expect(asked[0].message).toBe(asked[1].message);
    expect(asked[0].message).toContain("Interrupt the Scout's Move?");
  });

  it('given a held move, when the Captain plays Interruption, then the move is cancelled, still paid, and the card discarded', () => {
    const s = table();
    const paid = cardsOf(s, 0, 1);
    const held = when(s, 0, moveOut(s)).state;
    const played = when(held, 1, interrupt);
    expect(played.events).toEqual([
      { type: 'card-played', seat: 1, card: 'interruption' },
      { type: 'action-interrupted', seat: 0, by: 1, action: 'move' },
    ]);
    // The counter round: the Scout and the Pilot may cancel that Interruption with theirs; both let it stand.
    expect(prompts(played.state).map((p) => p.seat)).toEqual([0, 2]);
    expect(prompts(played.state)[0].message).toContain("The Captain interrupted the Scout's Move: cancel that Interruption with yours?");
    const { state, events } = when(when(played.state, 0, letIt).state, 2, letIt);
    expect(events).toEqual([]);
    expect(state.interruption).toBeNull();
    expect(state.players[0].room).toBe(X);
    expect(state.players[0].discard).toEqual(paid);
    expect(state.players[0].hand).not.toContain(paid[0]);
    expect(state.players[1].hand).not.toContain(CARD);
    expect(state.players[1].discard).toEqual([CARD]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given a held second action, when it is interrupted, then the turn passes on', () => {
    const s = table();
    s.turn = { seat: 0, actions: 1 };
    const held = when(s, 0, moveOut(s)).state;
    const played = when(held, 1, interrupt).state;
    expect(when(when(played, 2, letIt).state, 0, letIt).state.turn?.seat).toBe(1);
  });

  it('given an Interruption played, when the Scout cancels it with its own, then (nobody playing a third) the move happens and both cards are discarded', () => {
    const s = table();
    s.players[0].hand.push('scout-interruption-1');
    const held = when(s, 0, moveOut(s)).state;
    const played = when(held, 1, interrupt).state;
    const countered = when(played, 0, interrupt);
    expect(countered.events).toEqual([
      { type: 'card-played', seat: 0, card: 'interruption' },
      { type: 'interruption-cancelled', seat: 1, by: 0 },
    ]);
    expect(prompts(countered.state).map((p) => p.seat)).toEqual([1, 2]);
    expect(prompts(countered.state)[0].message).toContain("The Scout cancelled the Interruption of the Scout's Move: interrupt it again?");
    expect(nemesis.legalMoves(countered.state, 1)).toEqual([letIt]);
    const { state } = when(when(countered.state, 1, letIt).state, 2, letIt);
    expect(state.players[0].room).toBe(NEXT);
    expect(state.players[0].discard).toContain('scout-interruption-1');
    expect(state.players[1].discard).toEqual([CARD]);
    expect(state.interruption).toBeNull();
  });

  it('given a held move, when every seat asked lets it happen, then it resolves exactly as if nobody had been asked', () => {
    const s = table();
    const held = when(s, 0, moveOut(s)).state;
    const one = when(held, 2, letIt);
    expect(one.events).toEqual([]);
    expect(one.state.interruption?.waiting).toEqual([1]);
    const { state, events } = when(one.state, 1, letIt);
    const direct = when(table({ settings: ['never', 'never', 'never'] }), 0, moveOut(s));
    expect(state.players[0].room).toBe(NEXT);
    expect(events).toEqual(direct.events.filter((e) => e.type !== 'paid'));
    expect(state.interruption).toBeNull();
    const strip = (x: NemesisState) => ({ ...x, players: x.players.map((p) => ({ ...p, interrupt: undefined })), interruption: null });
    expect(strip(state)).toEqual(strip(direct.state));
  });

  it('given a held move left unanswered, then the prompts say a timeout lets it happen, and letting it happen is listed for every seat asked', () => {
    const s = table();
    const held = when(s, 0, moveOut(s)).state;
    for (const p of prompts(held)) expect(p.timeoutMove).toEqual({ type: 'answer-interruption', interrupt: false });
    expect(nemesis.legalMoves(held, 1)).toEqual([interrupt, letIt]);
    expect(nemesis.legalMoves(held, 2)).toEqual([letIt]);
    expect(nemesis.legalMoves(held, 0)).toEqual([]);
  });

  it('given nobody `ask` in the room, then an action resolves at once; an `ask` seat elsewhere is not asked', () => {
    const s = table({ settings: ['never', 'never', 'ask'] });
    s.players[2].room = NEXT;
    const { state, events } = when(s, 0, moveOut(s));
    expect(state.interruption ?? null).toBeNull();
    expect(events.some((e) => e.type === 'action-held')).toBe(false);
    expect(state.players[0].room).toBe(NEXT);
  });

  it('given a free move (a setting), then nothing is held', () => {
    const s = table();
    const { state } = when(s, 0, { type: 'set-interruption', setting: 'ask' });
    expect(state.interruption ?? null).toBeNull();
    expect(state.players[0].interrupt).toBe('ask');
  });

  it('keeps secret who holds the card: the hold events, the prompts and the other seats\' views are the same either way', () => {
    const withCard = table();
    const without = table({ captainCard: false });
    const a = when(withCard, 0, moveOut(withCard));
    const b = when(without, 0, moveOut(without));
    expect(a.events).toEqual(b.events);
    expect(prompts(a.state)).toEqual(prompts(b.state));
    for (const viewer of [0, 2]) expect(view(a.state, viewer).players).toEqual(view(b.state, viewer).players);
    expect(view(a.state, 0).players[1].interrupt).toBe('ask');
  });

  it('refuses, changing nothing: interrupting without the card, answering unasked, acting meanwhile, and a setting already in force', () => {
    const s = table();
    const held = when(s, 0, moveOut(s)).state;
    expect(refusal(held, 2, interrupt)).toEqual({ code: 'move/no-card', message: 'You need an Interruption card in hand to interrupt.' });
    expect(refusal(held, 0, letIt).code).toBe('move/not-your-turn');
    expect(refusal(held, 0, { type: 'pass' }).code).toBe('move/not-your-turn');
    expect(refusal(held, 1, { type: 'pass' }).code).toBe('move/not-now');
    expect(refusal(when(held, 2, letIt).state, 2, letIt).code).toBe('move/not-your-turn');
    expect(refusal(s, 0, { type: 'set-interruption', setting: 'never' }).code).toBe('move/no-change');
  });

  it('refuses an illegal action as usual instead of holding it', () => {
    const s = table();
    expect(refusal(s, 0, { type: 'move', corridor: 'a-corridor-nowhere', pay: cardsOf(s, 0, 1) }).code).not.toBe('move/not-now');
    expect(refusal(s, 0, { type: 'move', corridor: corridorBetween(s, X, NEXT), pay: [] }).code).toBe('move/payment');
  });
});
