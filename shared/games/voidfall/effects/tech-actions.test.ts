import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { heldCorruptionPlaces } from '../rules/corruption';
import { focusGame, play, refusalOf } from '../testing';

const techMoves = (s: Parameters<typeof legalMoves>[0], seat: number) =>
  legalMoves(s, seat).filter((m) => m.type === 'take-action' && m.action.startsWith('tech-'));

describe('Voidfall Technology actions (A3)', () => {
  it('given Purifier and a Temptation Focus, when its action is taken, then 1 Science removes a Corruption, once, beside the two Focus actions', () => {
    let { s, seat } = focusGame('standard-temptation');
    const p = s.players[seat];
    p.technologies.push('purifier-plain');
    p.resources.science = 2;
    const held = heldCorruptionPlaces(s, seat);
    expect(held.length).toBeGreaterThan(0);
    expect(techMoves(s, seat)).toEqual([{ type: 'take-action', action: 'tech-purifier' }]);
    s = play(s, seat, { type: 'take-action', action: 'tech-purifier' });
    expect(s.players[seat].resources.science).toBe(1);
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { from: held[0] } });
    expect(heldCorruptionPlaces(s, seat)).toHaveLength(held.length - 1);
    expect(s.focusTurn!.done).toEqual(['tech-purifier']);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'tech-purifier' })).toBe('move/illegal');
    const open = new Set(legalMoves(s, seat).flatMap((m) => (m.type === 'take-action' ? [m.action] : [])));
    expect([...open].sort()).toEqual(['focus-1', 'focus-2', 'focus-3']);
  });

  it('given Purifier and a Production Focus, then no Technology action is offered, and one without the Technology is refused', () => {
    const { s, seat } = focusGame('standard-production');
    s.players[seat].technologies.push('purifier-plain');
    s.players[seat].resources.science = 2;
    expect(techMoves(s, seat)).toEqual([]);
    const other = focusGame('standard-development');
    expect(refusalOf(other.s, other.seat, { type: 'take-action', action: 'tech-terraforming' })).toBe('move/illegal');
  });

  it('given Terraforming and a Development Focus, then 1 Material grows a Pure Population', () => {
    let { s, seat } = focusGame('standard-development');
    const { outpost } = s.map.starts[seat];
    Object.assign(s.sectors[outpost], { corrupted: false, population: 2 });
    s.players[seat].technologies.push('terraforming-plain');
    s.players[seat].resources.materials = 1;
    s = play(s, seat, { type: 'take-action', action: 'tech-terraforming' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: outpost } });
    expect([s.sectors[outpost].population, s.players[seat].resources.materials]).toEqual([3, 0]);
  });
});
