/** A Grenade card received in a Trade and thrown at once (free use on gain, FAQ) by the partner, not the active seat. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { cardsOf, given, when } from '../testing/given';
import { hold } from './items-hold';

const TO_A = 'cp-a-r04--landing-zone';

describe('a partner\'s Grenade card thrown on gain', () => {
  it('given seat 0\'s second action is a trade giving seat 1 a Grenade card, when seat 1 throws it into a corridor with Adults and gives out the hits, then seat 0\'s turn ends (its oxygen check) and seat 1 plays next', () => {
    const s = hold(given({ seats: 3, intruders: [{ type: 'adult', where: TO_A }, { type: 'adult', where: TO_A }] }), 0, 'grenade-1');
    s.turn = { seat: 0, actions: 1 };
    const sent = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'grenade-1', side: 'give' }, { type: 'trade-send' }).state;
    const thrown = when(sent, 1, { type: 'answer-trade', accept: true }, { type: 'use-on-gain', item: 'grenade-1', option: 0, target: TO_A }).state;
    expect(thrown.allocation).toMatchObject({ seat: 1, corridor: TO_A });
    const kill = legalMoves(thrown, 1).find((m) => m.type === 'allocate-hits')!;
    const allocated = when(thrown, 1, kill).state;
    expect(allocated.allocation).toBeNull();
    // Seat 0 has not chosen its objective: after its second action it may still (T0), or end its turn.
    expect(allocated.turn).toEqual({ seat: 0, actions: 2, closing: true });
    const { state } = when(allocated, 0, { type: 'end-turn' });
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
    // Life support is off at setup: the oxygen check is seat 0's, at the end of its turn.
    expect(state.players[0].oxygen).toBe(s.players[0].oxygen - 1);
    expect(state.players[1].oxygen).toBe(s.players[1].oxygen);
  });
});
