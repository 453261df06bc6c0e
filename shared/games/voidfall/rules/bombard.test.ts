import { describe, expect, it } from 'vitest';
import { houseGame } from '../effects/testing-houses';
import { invasionTargets } from '../effects/invasion';
import { applyVoidfall } from '../moves';
import { legalMoves } from '../legal-moves';
import type { VoidfallMove } from '../moves/schema';
import type { VoidfallState } from '../state';
import { focusGame, play, refusalOf } from '../testing';

/**
 * Nervo plays Exaltation and takes Bombard (2 Energy), invading the Voidborn sector beside its Outpost (`voidborn`
 * Fleet Power, `defenses` Sector Defenses) with 2 Corvettes moved in; 5 of each resource before the action.
 */
function bombardInvasion(voidborn: number, defenses: number, s0?: { s: VoidfallState; seat: number }) {
  let { s, seat } = s0 ?? houseGame('nervo', 'nervo-exaltation');
  const { outpost } = s.map.starts[seat];
  const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
  Object.assign(s.sectors[target], { voidbornFleetPower: voidborn, installations: Array(defenses).fill('sector_defense'), gloryToken: 2, bountyTokens: [], reclaimTokens: [] });
  s.sectors[outpost].fleets = [{ type: 'corvette', power: 3 }];
  s.players[seat].technologies = [];
  s = play(s, seat, { type: 'take-action', action: 'focus-1' });
  s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
  s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
  s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
  return { s, seat, target };
}

const bombardMoves = (s: VoidfallState, seat: number) => legalMoves(s, seat).filter((m) => m.type === 'invasion-bombard');

describe('Voidfall Nervo\'s Bombard: 1 Approach or Salvo Absorption for each set of 3 Materials spent (focus-cards.json, A10)', () => {
  it('given 2 Corvettes against 2 Voidborn, when launched without Bombard, then the Combat is a tie; with 1 Salvo Absorption bought, it is won', () => {
    const { s, seat, target } = bombardInvasion(2, 0);
    const plain = play(s, seat, { type: 'invasion-launch' });
    expect(plain.sectors[target].owner).toBeNull();
    expect(plain.players[seat].resources.materials).toBe(5);
    const r = applyVoidfall(s, seat, { type: 'invasion-bombard', absorption: 'salvo' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([{ type: 'bombard-absorption-bought', seat, absorption: 'salvo', paid: { materials: 3 } }]);
    const won = play(r.state, seat, { type: 'invasion-launch' });
    expect(won.sectors[target]).toMatchObject({ owner: seat, fleets: [{ type: 'corvette', power: 2 }] });
    expect(won.players[seat].resources.materials).toBe(2);
  });

  it('given 2 Corvettes against a Sector Defense and 1 Voidborn, when 1 Approach Absorption is bought, then no Corvette is lost in the Approach and the sector is won', () => {
    const { s, seat, target } = bombardInvasion(1, 1);
    expect(play(s, seat, { type: 'invasion-launch' }).sectors[target].owner).toBeNull();
    const bought = play(s, seat, { type: 'invasion-bombard', absorption: 'approach' });
    const won = play(bought, seat, { type: 'invasion-launch' });
    expect(won.sectors[target]).toMatchObject({ owner: seat, fleets: [{ type: 'corvette', power: 2 }] });
  });

  it('given 5 Materials and 5 Credits, then each kind is offered paid with Materials first and with 1-3 Credits standing in; each set bought is spent at once', () => {
    const { s, seat } = bombardInvasion(2, 0);
    const moves = bombardMoves(s, seat);
    expect(moves).toHaveLength(8);
    expect(moves.slice(0, 2)).toEqual([{ type: 'invasion-bombard', absorption: 'approach' }, { type: 'invasion-bombard', absorption: 'approach', pay: { materials: 2, credits: 1 } }]);
    const once = play(s, seat, { type: 'invasion-bombard', absorption: 'approach', pay: { credits: 3 } });
    expect([once.players[seat].resources.materials, once.players[seat].resources.credits]).toEqual([5, 2]);
    expect(once.focusTurn!.pending!.invasion!.bombard).toEqual({ approach: 1, salvo: 0 });
    const twice = play(once, seat, { type: 'invasion-bombard', absorption: 'salvo' });
    expect([twice.players[seat].resources.materials, twice.focusTurn!.pending!.invasion!.bombard]).toEqual([2, { approach: 1, salvo: 1 }]);
    // 2 Materials and 2 Credits left: one more set only with a Credit standing in (the plain payment spends both Materials).
    expect(bombardMoves(twice, seat).map((m) => (m as { pay?: unknown }).pay ?? null)).toEqual([null, { materials: 1, credits: 2 }, null, { materials: 1, credits: 2 }]);
  });

  it('given a set that cannot be paid, a payment equal to the plain one, or an invasion of another action, then Bombard is refused and nothing changes', () => {
    const { s, seat } = bombardInvasion(2, 0);
    const poor = structuredClone(s);
    Object.assign(poor.players[seat].resources, { materials: 1, credits: 1 });
    expect(bombardMoves(poor, seat)).toEqual([]);
    const cases: [VoidfallState, VoidfallMove][] = [
      [poor, { type: 'invasion-bombard', absorption: 'salvo' }],
      [s, { type: 'invasion-bombard', absorption: 'salvo', pay: { materials: 3 } }],
      [s, { type: 'invasion-bombard', absorption: 'salvo', pay: { materials: 1, credits: 1 } }],
    ];
    for (const [state, move] of cases) expect(refusalOf(state, seat, move)).toBe('move/illegal');
    // Engage of the standard Conquest card invades without Bombard.
    const engage = bombardInvasion(2, 0, focusGame('standard-conquest'));
    expect(bombardMoves(engage.s, engage.seat)).toEqual([]);
    expect(refusalOf(engage.s, engage.seat, { type: 'invasion-bombard', absorption: 'approach' })).toBe('move/illegal');
  });

  it('given Absorption bought, when the action is taken back, then the Materials return', () => {
    const { s, seat } = bombardInvasion(2, 0);
    const bought = play(s, seat, { type: 'invasion-bombard', absorption: 'salvo' });
    const undone = play(bought, seat, { type: 'undo-action' });
    expect(undone.players[seat].resources.materials).toBe(5);
    expect(undone.focusTurn!.pending).toBeNull();
  });
});
