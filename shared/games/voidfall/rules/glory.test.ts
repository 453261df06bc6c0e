import { describe, expect, it } from 'vitest';
import { seatedGame } from '../testing';
import { gloryExcess, invasionGlory, returnGlory, upgradeGlory } from './glory';

const game = () => seatedGame([['kradmor', 'A'], ['zenor', 'A']]);

describe('Voidfall Glory tokens (addendum A15, A10)', () => {
  it('given the starting Glory token of 2, when a Voidborn sector with a Glory token of 3 is invaded, then the player holds 2 and 3 and gains 5 Influence', () => {
    const s = game();
    const sector = Object.keys(s.sectors).find((id) => s.sectors[id].gloryToken === 3)!;
    const before = s.players[0].influence;
    expect(invasionGlory(s, 0, sector)).toBe(5);
    expect([s.players[0].glory, s.players[0].influence - before, s.sectors[sector].gloryToken]).toEqual([[2, 3], 5, null]);
  });

  it('given 5 tokens, then one must be returned; upgrading stops at 5; returning needs a held token of that value', () => {
    const p = game().players[0];
    p.glory = [1, 2, 3, 4, 5];
    expect(gloryExcess(p)).toBe(1);
    expect(upgradeGlory(p, 5)).toBe(false);
    expect(upgradeGlory(p, 4)).toBe(true);
    expect(p.glory).toEqual([1, 2, 3, 5, 5]);
    expect(returnGlory(p, 4)).toBe(false);
    expect(returnGlory(p, 1)).toBe(true);
    expect(gloryExcess(p)).toBe(0);
  });
});
