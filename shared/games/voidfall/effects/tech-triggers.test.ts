import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { focusGame, play } from '../testing';

describe('Voidfall triggered Technology abilities', () => {
  it('given Cybernetics, when Grow establishes a Miners\' Guild, then 2 Materials may be gained (optional: the action can end without them)', () => {
    let { s, seat } = focusGame('standard-development');
    const { outpost } = s.map.starts[seat];
    const p = s.players[seat];
    p.technologies.push('cybernetics-plain');
    p.resources.materials = 1;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: outpost, guild: 'miners' } });
    expect(s.focusTurn!.pending!.groups[1]).toMatchObject({ effects: [{ op: 'gain_resources', resources: { materials: 2 } }], mode: 'any' });
    expect(legalMoves(s, seat)).toContainEqual({ type: 'end-action' });
    s = play(s, seat, { type: 'resolve-effect', group: 1, index: 0, choice: {} });
    expect(s.players[seat].resources.materials).toBe(2);
  });

  it('given no Cybernetics, then establishing a Guild triggers nothing', () => {
    let { s, seat } = focusGame('standard-development');
    s.players[seat].technologies = s.players[seat].technologies.filter((t) => !t.startsWith('cybernetics'));
    s.players[seat].resources.materials = 1;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: s.map.starts[seat].outpost, guild: 'miners' } });
    expect(s.focusTurn!.pending).toBeNull();
  });

  it('given Cloning and improved Cybernetics, when Harmonize grows a Population beside a Farmers\' and a Miners\' Guild, then 1 Credit or 1 activation, and 2 Food and 2 Materials', () => {
    let { s, seat } = focusGame('standard-development');
    const { outpost } = s.map.starts[seat];
    const p = s.players[seat];
    Object.assign(s.sectors[outpost], { corrupted: false, population: 2, guilds: ['farmers', 'miners'] });
    p.technologies.push('cloning-plain', 'cybernetics-improved');
    p.resources = { food: 0, energy: 0, materials: 0, credits: 0, science: 1 };
    s = play(s, seat, { type: 'take-action', action: 'focus-3' });
    const grow = s.focusTurn!.pending!.groups[0].effects.findIndex((e) => e.op === 'increase_pure_population');
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: grow, choice: { sector: outpost } });
    const [, cloning, improved] = s.focusTurn!.pending!.groups;
    expect(cloning).toMatchObject({ mode: 'one', effects: [{ op: 'gain_resources', resources: { credits: 1 } }, { op: 'activate_fleet_power', count: 1 }] });
    expect(improved).toMatchObject({ mode: 'any', effects: [{ op: 'gain_resources', resources: { food: 2, materials: 2 } }] });
    s = play(s, seat, { type: 'resolve-effect', group: 1, index: 0, choice: {} });
    s = play(s, seat, { type: 'resolve-effect', group: 2, index: 0, choice: {} });
    expect(s.players[seat].resources).toMatchObject({ credits: 1, food: 2, materials: 2 });
  });
});
