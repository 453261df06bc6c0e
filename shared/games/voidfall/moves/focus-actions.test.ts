import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { focusGame, play, refusalOf } from '../testing';

const effect = (group: number, index: number, choice: Record<string, unknown> = {}) => ({ type: 'resolve-effect' as const, group, index, choice });

describe('Voidfall Focus turn: actions on a working copy', () => {
  it('given Production selected, when two actions are done, then a third is refused without a flipped Trade token', () => {
    let { s, seat } = focusGame('standard-production');
    s = play(s, seat, { type: 'take-action', action: 'focus-2' });
    expect(s.focusTurn!.pending!.name).toBe('Supply');
    s = play(s, seat, effect(0, 0));
    s = play(s, seat, { type: 'end-action' });
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, effect(0, 0, { track: 'society' }));
    if (s.focusTurn!.pending) s = play(s, seat, { type: 'end-action' });
    expect(s.focusTurn!.done).toEqual(['focus-2', 'focus-1']);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'focus-3' })).toBe('move/illegal');
    expect(legalMoves(s, seat).map((m) => m.type)).not.toContain('take-action');
  });

  it('given a held Trade token, when flipped before the first action, then all three actions are open and the token returns in Clean-up', () => {
    let { s, seat } = focusGame('standard-production');
    s.players[seat].tradeTokens = 1;
    s.players[seat].resources = { food: 5, energy: 5, materials: 5, credits: 5, science: 5 };
    const board = s.tradeSpaces.reduce((a, b) => a + b, 0);
    s = play(s, seat, { type: 'flip-trade-token', from: 'held' });
    for (const action of ['focus-1', 'focus-2', 'focus-3'] as const) {
      s = play(s, seat, { type: 'take-action', action });
      if (s.focusTurn!.pending) s = play(s, seat, { type: 'end-action' });
    }
    expect(s.focusTurn!.done).toHaveLength(3);
    expect(refusalOf(s, seat, { type: 'flip-trade-token', from: 'held' })).toBe('move/illegal');
    s = play(s, seat, { type: 'end-turn', agendaSlot: null });
    expect(s.tradeSpaces.reduce((a, b) => a + b, 0)).toBe(board + 1);
    expect(s.players[seat].tradeTokens).toBe(0);
  });

  it('given a cost of 1 Food and 1 Energy with no Energy, when Optimize is taken, then a Credit stands in for the Energy (A7)', () => {
    let { s, seat } = focusGame('standard-production');
    s.players[seat].resources = { food: 2, energy: 0, materials: 0, credits: 3, science: 0 };
    s.sectors[s.map.starts[seat].outpost].corrupted = true;
    s = play(s, seat, { type: 'take-action', action: 'focus-3' });
    expect(s.players[seat].resources).toMatchObject({ food: 1, energy: 0, credits: 2 });
  });

  it('given an action taken, when undone, then the state before it returns; the Selection can be taken back too', () => {
    const { s: selected, seat } = focusGame('standard-production');
    let s = play(selected, seat, { type: 'take-action', action: 'focus-2' });
    s = play(s, seat, effect(0, 0));
    expect(s.players[seat].resources).not.toEqual(selected.players[seat].resources);
    s = play(s, seat, { type: 'undo-action' });
    expect({ ...s, turnUndo: undefined }).toEqual({ ...selected, turnUndo: undefined });
    s = play(s, seat, { type: 'undo-action' });
    expect(s.focusTurn).toBeNull();
    expect(s.players[seat].focusHand).toContain(`standard-production@${seat}`);
    expect(refusalOf(s, seat, { type: 'undo-action' })).toBe('move/not-your-turn');
  });

  it('given an Agenda drawn from a deck during an action, then nothing before it can be taken back (new information)', () => {
    let { s, seat } = focusGame('standard-conquest');
    s.players[seat].resources.energy = 3;
    s = play(s, seat, { type: 'take-action', action: 'focus-2' });
    const drawn = s.agendaDecks.wealth.slice(0, 2);
    const index = s.focusTurn!.pending!.groups[0].effects.findIndex((e) => e.op === 'gain_agenda');
    s = play(s, seat, effect(0, index, { agendaType: 'wealth', deck: true }));
    expect(legalMoves(s, seat)).toEqual(drawn.map((card) => ({ type: 'keep-agenda', card })));
    s = play(s, seat, { type: 'keep-agenda', card: drawn[0] });
    expect(s.players[seat].agendaHand).toContain(drawn[0]);
    expect(refusalOf(s, seat, { type: 'undo-action' })).toBe('move/illegal');
  });

  it('given a played Wealth Agenda, then its action is free, once, and the turn is confirmed with the Agenda placed', () => {
    let { s, seat } = focusGame('standard-production', 'agenda-w2-quantum-leap');
    const before = { ...s.players[seat].resources };
    s = play(s, seat, { type: 'take-action', action: 'agenda' });
    expect(s.players[seat].resources).toEqual(before);
    const pending = s.focusTurn!.pending!;
    expect([pending.name, pending.groups[0].mode]).toEqual(['Wealth Agenda action', 'any']);
    s = play(s, seat, effect(0, 0, { sector: s.map.starts[seat].outpost, guild: 'bankers' }));
    // If both are done, the type produced matches the Guild established (D1).
    expect(legalMoves(s, seat).filter((m) => m.type === 'resolve-effect')).toEqual([effect(0, 1, { resources: ['credits'] })]);
    s = play(s, seat, { type: 'end-action' });
    expect(refusalOf(s, seat, { type: 'take-action', action: 'agenda' })).toBe('move/illegal');
    s = play(s, seat, { type: 'end-turn', agendaSlot: 1 });
    expect([s.players[seat].agendaSlots[1].agenda, s.turnUndo]).toEqual(['agenda-w2-quantum-leap', []]);
  });
});
