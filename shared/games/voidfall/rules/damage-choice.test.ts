import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/hash';
import { invasionTargets } from '../effects/invasion';
import { legalMoves } from '../legal-moves';
import type { VoidfallMove } from '../moves/schema';
import { prompts } from '../prompts';
import { focusGame, play, refusalOf } from '../testing';
import type { VoidfallState } from '../state';
import { type CombatInput, resolveCombat } from './combat';
import { view } from '../view';
import { fightWithChoices } from './damage-choice';

// A Corvette and a Destroyer against 3 Voidborn: equal Initiative (2 + 1 for the Destroyer), both strike at once in
// Salvo 1 (the Destroyer's extra Damage: 2 Voidborn destroyed) and one Damage hits the Invader.
const input: CombatInput = {
  invader: [{ type: 'corvette', power: 1 }, { type: 'destroyer', power: 1 }], activeCubes: 0, voidborn: 3,
  sectorDefenses: 0, starbases: 0, fallenHouse: false,
};

describe('Voidfall Combat: the owner chooses which cube a Damage recalls (A10)', () => {
  it('given a Damage with two fleet types in the Combat, then the Combat waits with both as options, cheapest first', () => {
    expect(fightWithChoices(() => resolveCombat(input, []))).toEqual({ options: ['corvette', 'destroyer'] });
  });

  it('given the Corvette lost (the old reading, no choices), then the Destroyer wins Salvo 2; losing the Destroyer instead ends in a tie', () => {
    const plain = resolveCombat(input);
    expect([plain.outcome, plain.survivors]).toEqual(['win', { corvette: 0, destroyer: 1 }]);
    expect(resolveCombat(input, ['corvette'])).toEqual(plain);
    expect(resolveCombat(input, ['destroyer']).outcome).toBe('tie');
  });

  it('given 2 Approach Damage against 2 Corvettes and a Destroyer, then each Damage with a choice asks again, in order', () => {
    const approach: CombatInput = { ...input, invader: [{ type: 'corvette', power: 2 }, { type: 'destroyer', power: 1 }], voidborn: 0, sectorDefenses: 2 };
    expect(fightWithChoices(() => resolveCombat(approach, []))).toEqual({ options: ['corvette', 'destroyer'] });
    expect(fightWithChoices(() => resolveCombat(approach, ['corvette']))).toEqual({ options: ['corvette', 'destroyer'] });
    expect(resolveCombat(approach, ['corvette', 'corvette']).survivors).toEqual({ corvette: 0, destroyer: 1 });
    // The Destroyer lost first: Corvettes only are left, so the second Damage needs no answer.
    expect(resolveCombat(approach, ['destroyer']).survivors).toEqual({ corvette: 1, destroyer: 0 });
  });

  it('given one fleet type left, then its Damage is resolved without a pause', () => {
    const r = fightWithChoices(() => resolveCombat({ ...input, invader: [{ type: 'corvette', power: 2 }], voidborn: 2 }, []));
    expect(r).toMatchObject({ result: { outcome: 'tie' } });
  });
});

/** Engage from the Outpost with a Corvette and a Destroyer against 3 Voidborn (no Technology), up to the launch. */
function invasion(): { s: VoidfallState; seat: number; target: string; moves: [number, VoidfallMove][] } {
  const { s: start, seat } = focusGame('standard-conquest');
  const { outpost } = start.map.starts[seat];
  const p = start.players[seat];
  p.technologies = [];
  p.resources.energy = 2;
  const target = invasionTargets(start, seat).find((id) => start.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
  Object.assign(start.sectors[target], { voidbornFleetPower: 3, installations: [], gloryToken: 2, bountyTokens: [], reclaimTokens: [], fallenHouse: null });
  start.sectors[outpost].fleets = [{ type: 'corvette', power: 2 }, { type: 'destroyer', power: 1 }];
  const moves: [number, VoidfallMove][] = [
    [seat, { type: 'take-action', action: 'focus-1' }],
    [seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } }],
    [seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' }],
    [seat, { type: 'invasion-add', sector: outpost, fleet: 'destroyer' }],
    [seat, { type: 'invasion-launch' }],
  ];
  return { s: moves.reduce((x, [who, m]) => play(x, who, m), start), seat, target, moves };
}

describe('Voidfall invasion paused on a Damage choice', () => {
  it('given the launch, then only the invader\'s loss choices are open, the prompt\'s time-out loses the Corvette, and nothing is applied yet', () => {
    const { s, seat, target } = invasion();
    expect(s.damageChoice).toMatchObject({ seat, sector: target, options: ['corvette', 'destroyer'], choices: [] });
    expect(legalMoves(s, seat)).toEqual([{ type: 'choose-damage', fleet: 'corvette' }, { type: 'choose-damage', fleet: 'destroyer' }]);
    expect(legalMoves(s, 1 - seat)).toEqual([]);
    expect(prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'combat-damage', timeoutMove: { type: 'choose-damage', fleet: 'corvette' } })]);
    expect(s.sectors[target]).toMatchObject({ owner: null, voidbornFleetPower: 3 });
    expect(view(s, 1 - seat).damageChoice).toEqual({ seat, sector: target, options: ['corvette', 'destroyer'] });
  });

  it('given the pause, then other moves, another seat and a type not in the Combat are refused with nothing changed', () => {
    const { s, seat } = invasion();
    expect(refusalOf(s, seat, { type: 'end-action' })).toBe('move/illegal');
    expect(refusalOf(s, seat, { type: 'undo-action' })).toBe('move/illegal');
    expect(refusalOf(s, 1 - seat, { type: 'choose-damage', fleet: 'corvette' })).toBe('move/not-your-turn');
    expect(refusalOf(s, seat, { type: 'choose-damage', fleet: 'dreadnought' })).toBe('move/illegal');
  });

  it('given the Corvette chosen (the time-out), then the sector is won by the Destroyer; the Destroyer chosen, the Combat is a tie and the sector abandoned', () => {
    const { s, seat, target } = invasion();
    const won = play(s, seat, { type: 'choose-damage', fleet: 'corvette' });
    expect(won.damageChoice).toBeNull();
    expect(won.sectors[target]).toMatchObject({ owner: seat, fleets: [{ type: 'destroyer', power: 1 }] });
    expect(won.focusTurn!.done).toEqual(['focus-1']);
    const tied = play(s, seat, { type: 'choose-damage', fleet: 'destroyer' });
    expect(tied.sectors[target]).toMatchObject({ owner: null, fleets: [] });
    expect(tied.players[seat].fleetPower.active).toBe(s.players[seat].fleetPower.active + 2);
  });

  it('given the same moves replayed from the same start, then the state hash is the same', () => {
    const a = invasion();
    const b = invasion();
    const end = (x: VoidfallState) => play(x, a.seat, { type: 'choose-damage', fleet: 'destroyer' });
    expect(stateHash(end(b.s))).toBe(stateHash(end(a.s)));
  });
});
