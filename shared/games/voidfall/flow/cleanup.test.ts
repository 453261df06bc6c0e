import { describe, expect, it } from 'vitest';
import { focusGame, play } from '../testing';

describe('Voidfall Clean-up steps 1, 2 and 4', () => {
  it('given 3 fleet tokens in a sector, 5 Glory tokens and a held Trade token, when the turn ends, then Fleet Power fits on 2 tokens, 4 Glory stay and the token goes on an Agenda', () => {
    let { s, seat } = focusGame('standard-production');
    const { home } = s.map.starts[seat];
    const p = s.players[seat];
    s.sectors[home].fleets = [{ type: 'corvette', power: 2 }, { type: 'corvette', power: 2 }, { type: 'sentry', power: 1 }];
    p.glory = [3, 1, 2, 5, 2];
    p.tradeTokens = 1;
    p.agendaSlots[1].agenda = 'agenda-w2-quantum-leap';
    const active = p.fleetPower.active;
    s = play(s, seat, { type: 'end-turn', agendaSlot: null });
    const q = s.players[seat];
    // The 4 Corvettes merge into tokens of 3 and 1; with the Sentry that is 3 tokens, so the first smallest one is recalled.
    expect(s.sectors[home].fleets).toEqual([{ type: 'corvette', power: 3 }, { type: 'sentry', power: 1 }]);
    expect(q.fleetPower.active).toBe(active + 1);
    expect(q.glory).toEqual([2, 2, 3, 5]);
    expect([q.tradeTokens, q.agendaSlots[1].tradeToken]).toEqual([0, true]);
  });
});
