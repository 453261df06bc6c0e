import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { play, refusalOf } from '../testing';
import { houseGame } from './testing-houses';
import type { VoidfallState } from '../state';

const effect = (group: number, index: number, choice: Record<string, unknown> = {}) => ({ type: 'resolve-effect' as const, group, index, choice });

/** A second sector of `seat`'s (the Outpost), Pure, with a Population of 3 and the given Installations. */
function outpostOf(s: VoidfallState, seat: number, installations: ('shipyard' | 'sector_defense')[] = []) {
  const { outpost } = s.map.starts[seat];
  Object.assign(s.sectors[outpost], { owner: seat, corrupted: false, population: 3, installations, guilds: [] });
  return outpost;
}

/** Another sector given to `seat` (Pure, Population 2, with a cube), for effects that must act elsewhere. */
function thirdSector(s: VoidfallState, seat: number): string {
  const { home, outpost } = s.map.starts[seat];
  const id = Object.keys(s.sectors).find((x) => x !== home && x !== outpost && s.sectors[x].owner === null && !s.map.starts.some((st) => st.home === x))!;
  Object.assign(s.sectors[id], { owner: seat, corrupted: false, population: 2, installations: [], guilds: [], fleets: [{ type: 'corvette', power: 1 }], voidbornFleetPower: 0, fallenHouse: null });
  return id;
}

describe('Voidfall House actions with House costs', () => {
  it('given Astoran with a Sector Defense in its Outpost, when it Rebuilds destroying it, then the Installation is gone, a Guild goes there only, and a Corruption anywhere may go', () => {
    let { s, seat } = houseGame('astoran', 'astoran-prosperity');
    const outpost = outpostOf(s, seat, ['sector_defense']);
    const other = thirdSector(s, seat);
    s.sectors[other].corrupted = true;
    const { home } = s.map.starts[seat];
    const offered = legalMoves(s, seat).filter((m) => m.type === 'take-action' && m.action === 'focus-3');
    expect(offered).toEqual([{ type: 'take-action', action: 'focus-3', destroy: { sector: outpost, installation: 'sector_defense' } }]);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'focus-3', destroy: { sector: home, installation: 'shipyard' } })).toBe('move/illegal');
    s = play(s, seat, offered[0] as never);
    expect(s.sectors[outpost].installations).toEqual([]);
    const moves = legalMoves(s, seat).filter((m) => m.type === 'resolve-effect');
    const guildSectors = new Set(moves.flatMap((m) => (m.type === 'resolve-effect' && m.index === 0 ? [m.choice.sector] : [])));
    expect([...guildSectors]).toEqual([outpost]);
    s = play(s, seat, effect(0, 1, { from: { kind: 'sector', sector: other } }));
    expect(s.sectors[other].corrupted).toBe(false);
  });

  it('given Fenrax, when it Colonizes decreasing its Outpost\'s Population, then up to two Guilds go anywhere but there', () => {
    let { s, seat } = houseGame('fenrax', 'fenrax-development');
    const outpost = outpostOf(s, seat);
    const other = thirdSector(s, seat);
    s = play(s, seat, { type: 'take-action', action: 'focus-2', decrease: outpost });
    expect(s.sectors[outpost].population).toBe(2);
    const sectors = new Set(legalMoves(s, seat).flatMap((m) => (m.type === 'resolve-effect' ? [m.choice.sector] : [])));
    expect(sectors.has(outpost)).toBe(false);
    expect(sectors.has(other)).toBe(true);
    s = play(s, seat, effect(0, 0, { sector: other, guild: 'farmers' }));
    s = play(s, seat, effect(0, 1, { sector: other, guild: 'miners' }));
    expect(s.sectors[other].guilds).toEqual(['farmers', 'miners']);
    expect(s.focusTurn!.pending).toBeNull();
  });

  it('given Fenrax, when it Disperses, then the Pure Populations of two different other sectors grow, and a Corrupted one cannot pay', () => {
    let { s, seat } = houseGame('fenrax', 'fenrax-dispersion');
    const outpost = outpostOf(s, seat);
    const other = thirdSector(s, seat);
    s.sectors[outpost].corrupted = true;
    expect(refusalOf(s, seat, { type: 'take-action', action: 'focus-3', decrease: outpost })).toBe('move/illegal');
    s.sectors[outpost].corrupted = false;
    s = play(s, seat, { type: 'take-action', action: 'focus-3', decrease: other });
    expect(s.sectors[other].population).toBe(1);
    const grow = () => legalMoves(s, seat).flatMap((m) => (m.type === 'resolve-effect' ? [m.choice.sector] : []));
    expect(grow()).toContain(outpost);
    expect(grow()).not.toContain(other);
    s = play(s, seat, effect(0, 0, { sector: outpost }));
    expect(s.sectors[outpost].population).toBe(4);
    // "Two different sectors": the Outpost is not offered again.
    expect(grow()).not.toContain(outpost);
  });

  it('given Fenrax with a Shipyard in its Outpost, when it Reclaims, then a new Installation goes elsewhere only', () => {
    let { s, seat } = houseGame('fenrax', 'fenrax-dispersion');
    const outpost = outpostOf(s, seat, ['shipyard']);
    const other = thirdSector(s, seat);
    s = play(s, seat, { type: 'take-action', action: 'focus-1', destroy: { sector: outpost, installation: 'shipyard' } });
    expect(s.players[seat].resources.science).toBe(4);
    const places = new Set(legalMoves(s, seat).flatMap((m) => (m.type === 'resolve-effect' && m.index === 0 ? [m.choice.sector] : [])));
    expect(places.has(outpost)).toBe(false);
    s = play(s, seat, effect(0, 0, { sector: other, installation: 'sector_defense' }));
    expect(s.sectors[other].installations).toEqual(['sector_defense']);
  });
});
