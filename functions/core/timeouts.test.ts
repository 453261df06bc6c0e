import { describe, expect, it } from 'vitest';
import { nemesis } from '../../shared/games/nemesis';
import { cardsOf, given, when } from '../../shared/games/nemesis/testing/given';
import type { GameMeta } from './model';
import { timeoutMove } from './timeouts';

const X = 'a-slot-14';

/** Seat 0 has offered its Medkit for seat 1's Grenade: seat 1 is awaited to answer. */
function tradeAsked() {
  const s = given({ seats: 2, explored: { [X]: 'canteen' }, players: { 0: { room: X }, 1: { room: X } } });
  s.players[0].inventory = ['green-medkit-1'];
  s.players[1].inventory = ['red-grenade-1'];
  return when(s, 0, { type: 'propose-trade', offers: [{ seat: 1, give: ['green-medkit-1'], take: ['inventory:0'] }], pay: cardsOf(s, 0, 1) }).state;
}

const meta = (timeoutPolicy: GameMeta['timeoutPolicy'], moveCount: number) => ({ seed: 'timeouts-test', moveCount, timeoutPolicy }) as GameMeta;

describe('the move a time-out plays', () => {
  it('given a trade proposal awaiting its answer, when the answering seat times out under any policy, then the trade is refused as the rules say', () => {
    const state = tradeAsked();
    expect(nemesis.legalMoves(state, 1)).toContainEqual({ type: 'answer-trade', accept: true });
    // Many move counts: a random pick among the legal moves would accept or show a card in some of them.
    for (const policy of ['skip', 'bot'] as const) {
      for (let k = 0; k < 20; k++) expect(timeoutMove(nemesis, meta(policy, k), state, 1)).toEqual({ type: 'answer-trade', accept: false });
    }
  });

  it('given a plain turn whose prompt names no default, when the seat times out under skip, then the least committal move (a pass) is played', () => {
    const s = given({ seats: 2 });
    const move = timeoutMove(nemesis, meta('skip', 3), s, s.turn!.seat) as { type: string };
    expect(move.type).toBe('pass');
  });
});
