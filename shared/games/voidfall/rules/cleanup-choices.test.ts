import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { focusGame, play, refusalOf } from '../testing';
import type { VoidfallState } from '../state';
import { cleanupChoices } from './cleanup-choices';

/** Production played with both its actions done and nothing to take back: only the end of the turn is left. */
function readyToEnd(): { s: VoidfallState; seat: number } {
  const { s, seat } = focusGame('standard-production');
  s.focusTurn!.done = ['focus-1', 'focus-2'];
  s.turnUndo = [];
  return { s, seat };
}

describe('Voidfall Clean-up choices (A4 steps 1, 2, 4)', () => {
  it('given 6 Glory tokens, when the turn ends, then the player chooses which 2 go back; without a choice the lowest go', () => {
    const { s, seat } = readyToEnd();
    s.players[seat].glory = [1, 1, 2, 3, 4, 5];
    const glories = cleanupChoices(s, seat, null).map((c) => c.glory);
    expect(glories).toEqual([[1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [2, 3], [2, 4], [2, 5], [3, 4], [3, 5], [4, 5]]);
    const chosen = play(s, seat, { type: 'end-turn', agendaSlot: null, cleanup: { recall: [], glory: [4, 5], trade: [] } });
    expect(chosen.players[seat].glory.sort()).toEqual([1, 1, 2, 3]);
    const fallback = play(s, seat, { type: 'end-turn', agendaSlot: null });
    expect(fallback.players[seat].glory.sort()).toEqual([2, 3, 4, 5]);
    expect(refusalOf(s, seat, { type: 'end-turn', agendaSlot: null, cleanup: { recall: [], glory: [5], trade: [] } })).toBe('move/illegal');
  });

  it('given three fleet types in the Outpost, then any one type may go back (a minimal recall), and the prompt\'s time-out is the reading', () => {
    const { s, seat } = readyToEnd();
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 2 }, { type: 'destroyer', power: 1 }, { type: 'dreadnought', power: 1 }];
    const recalls = cleanupChoices(s, seat, null).map((c) => c.recall);
    expect(recalls).toContainEqual([{ sector: outpost, fleet: 'destroyer' }]);
    expect(recalls).toContainEqual([{ sector: outpost, fleet: 'dreadnought' }]);
    expect(recalls).toContainEqual([{ sector: outpost, fleet: 'corvette' }, { sector: outpost, fleet: 'corvette' }]);
    expect(recalls.every((r) => r!.length <= 2)).toBe(true);
    const active = s.players[seat].fleetPower.active;
    const after = play(s, seat, { type: 'end-turn', agendaSlot: null, cleanup: { recall: [{ sector: outpost, fleet: 'dreadnought' }], glory: [], trade: [] } });
    expect(after.sectors[outpost].fleets).toEqual([{ type: 'corvette', power: 2 }, { type: 'destroyer', power: 1 }]);
    expect(after.players[seat].fleetPower.active).toBe(active + 1);
    const prompt = prompts(s).find((p) => p.seat === seat)!;
    expect(prompt.kind).toBe('end-turn');
    expect(prompt.timeoutMove).toEqual({ type: 'end-turn', agendaSlot: null });
    expect(legalMoves(s, seat)).toContainEqual(prompt.timeoutMove);
  });

  it('given 2 held Trade tokens and Agendas in slots 0 and 2, then the player picks which take one (none, either, both); the rest go back', () => {
    const { s, seat } = readyToEnd();
    const p = s.players[seat];
    p.tradeTokens = 2;
    p.agendaSlots.forEach((a) => { a.tradeToken = false; });
    p.agendaSlots[2].agenda = s.agendaDecks.might.shift()!;
    expect(cleanupChoices(s, seat, null).map((c) => c.trade)).toEqual([[], [0], [2], [0, 2]]);
    const board = s.tradeSpaces.reduce((a, b) => a + b, 0);
    const after = play(s, seat, { type: 'end-turn', agendaSlot: null, cleanup: { recall: [], glory: [], trade: [0] } });
    expect(after.players[seat].agendaSlots.map((a) => a.tradeToken)).toEqual([true, false, false, false]);
    expect(after.tradeSpaces.reduce((a, b) => a + b, 0)).toBe(board + 1);
  });
});
