import { describe, expect, it } from 'vitest';
import { costChoices } from '../effects/actions';
import { invasionTargets } from '../effects/invasion';
import { legalMoves } from '../legal-moves';
import { focusGame, play, refusalOf } from '../testing';

describe('Voidfall: the Glory token an abandoned sector discards is the owner\'s choice (A9)', () => {
  it('given Glory 1 and 3 and a lone cube in the Outpost, when it joins an invasion naming the 3, then the 3 goes and the 1 stays', () => {
    let { s, seat } = focusGame('standard-conquest');
    const { outpost } = s.map.starts[seat];
    s.players[seat].resources.energy = 2;
    s.players[seat].glory = [1, 3];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
    const adds = legalMoves(s, seat).filter((m) => m.type === 'invasion-add' && m.sector === outpost);
    expect(adds).toEqual([
      { type: 'invasion-add', sector: outpost, fleet: 'corvette' },
      { type: 'invasion-add', sector: outpost, fleet: 'corvette', glory: 1 },
      { type: 'invasion-add', sector: outpost, fleet: 'corvette', glory: 3 },
    ]);
    expect(refusalOf(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette', glory: 2 })).toBe('move/illegal');
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette', glory: 3 });
    expect(s.players[seat].glory).toEqual([1]);
  });

  it('given a recall cost taking the Outpost\'s lone cube, then the Glory value may be named, and only then', () => {
    const { s, seat } = focusGame();
    const { home, outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    s.players[seat].glory = [2, 2, 4];
    const choices = costChoices(s, seat, { recall_fleet_power: 1 });
    expect(choices.filter((c) => c.recall!.sector === outpost)).toEqual([
      { recall: { sector: outpost, fleet: 'corvette' } },
      { recall: { sector: outpost, fleet: 'corvette' }, glory: 2 },
      { recall: { sector: outpost, fleet: 'corvette' }, glory: 4 },
    ]);
    expect(choices.filter((c) => c.recall!.sector === home).every((c) => c.glory === undefined)).toBe(true);
  });
});
