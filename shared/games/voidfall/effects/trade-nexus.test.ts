import { describe, expect, it } from 'vitest';
import { defaultOf } from '../data';
import { legalMoves } from '../legal-moves';
import { focusGame, play } from '../testing';
import type { VoidfallState } from '../state';
import { resolveEffect } from '.';
import { nexusBonus } from './trade-nexus';
import { takeObjective } from '../flow/objective-step';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const BONUS = { effects: [{ op: 'gain_influence', amount: 3 }, { op: 'gain_trade_token_without_bonus' }], mode: 'one' };

/** A Production Focus turn whose Food stockpile overflows when produced; `cards`: the seat's Trade Nexus cards. */
function overflowingTurn(cards: string[]): { s: VoidfallState; seat: number } {
  const { s, seat } = focusGame('standard-production');
  const p = s.players[seat];
  p.technologies = [...p.technologies.filter((t) => !t.startsWith('trade-nexus-')), ...cards];
  p.resources.food = 15;
  return { s, seat };
}

/** Takes Supply (position 2) and produces Food, Energy and Materials. */
function supply(s: VoidfallState, seat: number): VoidfallState {
  const next = play(s, seat, { type: 'take-action', action: 'focus-2' });
  return play(next, seat, { type: 'resolve-effect', group: 0, index: 0, choice: {} });
}

describe('Voidfall improved Trade Nexus (first Overproduction of a turn, default-trade-nexus-first-overproduction)', () => {
  it('given the labelled default, then it reads the first Overproduction of each turn and is shown to competitive games', () => {
    expect(defaultOf('default-trade-nexus-first-overproduction')).toMatchObject({ value: { per: 'turn' }, label: 'default, not from the published rules' });
    expect(defaultOf('default-trade-nexus-first-overproduction').modes).toContain('competitive');
  });

  it('given improved Trade Nexus, when a production overflows, then 3 Influence OR a Trade token without its windfall is offered, and 3 Influence may be taken', () => {
    let { s, seat } = overflowingTurn(['trade-nexus-plain', 'trade-nexus-improved']);
    const influence = s.players[seat].influence;
    s = supply(s, seat);
    const groups = s.focusTurn!.pending!.groups;
    expect(groups[groups.length - 1]).toMatchObject(BONUS);
    expect(legalMoves(s, seat)).toContainEqual({ type: 'end-action' });
    expect(s.players[seat].influence).toBe(influence + 3);
    s = play(s, seat, { type: 'resolve-effect', group: groups.length - 1, index: 0, choice: {} });
    expect(s.players[seat].influence).toBe(influence + 6);
  });

  it('given improved Trade Nexus, when the Trade token is chosen, then the leftmost token is taken without its space\'s windfall', () => {
    let { s, seat } = overflowingTurn(['trade-nexus-plain', 'trade-nexus-improved']);
    s = supply(s, seat);
    const group = s.focusTurn!.pending!.groups.length - 1;
    const before = { tokens: s.players[seat].tradeTokens, spaces: [...s.tradeSpaces], resources: { ...s.players[seat].resources }, influence: s.players[seat].influence };
    const from = before.spaces.findIndex((n) => n > 0);
    s = play(s, seat, { type: 'resolve-effect', group, index: 1, choice: {} });
    expect(s.players[seat].tradeTokens).toBe(before.tokens + 1);
    expect(s.tradeSpaces[from]).toBe(before.spaces[from] - 1);
    expect({ resources: s.players[seat].resources, influence: s.players[seat].influence }).toEqual({ resources: before.resources, influence: before.influence });
  });

  it('given only basic Trade Nexus, when a production overflows, then no bonus opens', () => {
    let { s, seat } = overflowingTurn(['trade-nexus-plain']);
    s = supply(s, seat);
    expect(s.focusTurn!.pending!.groups).toHaveLength(1);
    const improved = supply(overflowingTurn(['trade-nexus-plain', 'trade-nexus-improved']).s, seat);
    expect(improved.focusTurn!.pending!.groups).toHaveLength(2);
  });

  it('given improved Trade Nexus, when a second Overproduction comes in the same turn, then no second bonus opens; a later turn opens one again', () => {
    const { s, seat } = overflowingTurn(['trade-nexus-plain', 'trade-nexus-improved']);
    const produceFood = { op: 'produce', resources: ['food'] };
    expect(resolveEffect(s, seat, produceFood, {}, ctx).triggered).toEqual([BONUS]);
    s.players[seat].resources.food = 15;
    expect(resolveEffect(s, seat, produceFood, {}, ctx).triggered ?? []).toEqual([]);
    s.turn += 1;
    expect(nexusBonus(s, seat, 1)).toEqual([BONUS]);
    s.phase = 'evaluation';
    expect(nexusBonus(s, seat, 1)).toEqual([BONUS]);
    expect(nexusBonus(s, seat, 1)).toEqual([]);
    expect(nexusBonus(s, seat, 0)).toEqual([]);
  });

  it('given improved Trade Nexus, when a Galactic objective\'s fixed production overflows in the Evaluation, then the bonus opens beside the reward\'s choices', () => {
    const { s, seat } = overflowingTurn(['trade-nexus-plain', 'trade-nexus-improved']);
    Object.assign(s, { phase: 'evaluation', focusTurn: null, objectiveStep: { next: 0, unpaid: [0, 0], choosing: null, reward: null } });
    const influence = s.players[seat].influence;
    takeObjective(s, seat, { index: 0, lines: [], reward: { influence: 0, produce: ['food'] } });
    expect(s.players[seat].influence).toBe(influence + 3);
    expect(s.objectiveStep!.reward!.groups).toEqual([{ ...BONUS, used: [], ifBoth: null }]);
  });
});
