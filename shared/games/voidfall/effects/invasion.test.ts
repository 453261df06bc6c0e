import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { focusGame, play, refusalOf } from '../testing';
import { invasionTargets } from './invasion';

describe('Voidfall invasion (A9-A10)', () => {
  it('given Engage, when invading a 1-Fleet-Power Voidborn sector beside the Outpost with 2 Corvettes, then the sector is won with its Glory', () => {
    let { s, seat } = focusGame('standard-conquest');
    const { home, outpost } = s.map.starts[seat];
    const p = s.players[seat];
    p.resources.energy = 2;
    const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
    Object.assign(s.sectors[target], { voidbornFleetPower: 1, installations: [], gloryToken: 2, bountyTokens: [], reclaimTokens: [] });
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 3 }];
    p.glory = [2];
    const influence = p.influence;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
    expect(legalMoves(s, seat).map((m) => m.type)).toEqual(expect.arrayContaining(['invasion-add', 'undo-action']));
    expect(refusalOf(s, seat, { type: 'invasion-launch' })).toBe('move/illegal');
    expect(refusalOf(s, seat, { type: 'end-action' })).toBe('move/illegal');
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
    s = play(s, seat, { type: 'invasion-launch' });
    expect(s.sectors[target]).toMatchObject({ owner: seat, voidbornFleetPower: 0, fleets: [{ type: 'corvette', power: 2 }], gloryToken: null });
    expect([s.players[seat].glory, s.players[seat].influence]).toEqual([[2, 2], influence + 4]);
    expect(s.focusTurn!.done).toEqual(['focus-1']);
    expect(home).not.toBe(target);
  });

  it('given the last cube of the Outpost moved into an invasion, then the Outpost is abandoned and a Glory token discarded', () => {
    let { s, seat } = focusGame('standard-conquest');
    const { outpost } = s.map.starts[seat];
    s.players[seat].resources.energy = 2;
    s.players[seat].glory = [3, 1];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
    expect(s.sectors[outpost]).toMatchObject({ owner: null, voidbornFleetPower: 2, corrupted: true });
    expect(s.players[seat].glory).toEqual([3]);
  });
});
