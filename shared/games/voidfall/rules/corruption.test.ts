import { describe, expect, it } from 'vitest';
import { seatedGame as seated } from '../testing';
import { freeCorruptionPlaces, heldCorruptionPlaces, matCorruption, totalCorruption } from './corruption';

describe('Voidfall Corruption places (addendum A11)', () => {
  it('given a standard Home Sector, then a Corruption may go on the Outpost, Agenda slots 2-3 and the three tracks, never the Home Sector', () => {
    const s = seated([['kradmor', 'A'], ['zenor', 'A']]);
    const { home, outpost } = s.map.starts[0];
    expect(freeCorruptionPlaces(s, 0)).toEqual([
      { kind: 'sector', sector: outpost },
      { kind: 'agenda-slot', slot: 1 }, { kind: 'agenda-slot', slot: 2 },
      { kind: 'track', track: 'society' }, { kind: 'track', track: 'statecraft' }, { kind: 'track', track: 'economy' },
    ]);
    expect(freeCorruptionPlaces(s, 0)).not.toContainEqual({ kind: 'sector', sector: home });
    expect(heldCorruptionPlaces(s, 0)).toEqual([{ kind: 'agenda-slot', slot: 3 }]);
    expect([matCorruption(s, 0), totalCorruption(s, 0)]).toEqual([1, 1]);
    // Zenor's Origin A starts with its Outpost Corrupted: a marker it may move or remove, and no place for another there.
    const zenorOutpost = { kind: 'sector', sector: s.map.starts[1].outpost } as const;
    expect(heldCorruptionPlaces(s, 1)).toContainEqual(zenorOutpost);
    expect(freeCorruptionPlaces(s, 1)).not.toContainEqual(zenorOutpost);
  });

  it('given Novaris Origin B, then its corruptible Home Sector starts Corrupted and counts in the tie-break total', () => {
    const s = seated([['novaris', 'B'], ['kradmor', 'A']], 'x03');
    const { home } = s.map.starts[0];
    expect(s.sectors[home].corrupted).toBe(true);
    expect(heldCorruptionPlaces(s, 0)).toContainEqual({ kind: 'sector', sector: home });
    expect([matCorruption(s, 0), totalCorruption(s, 0)]).toEqual([1, 2]);
    s.sectors[home].corrupted = false;
    expect(freeCorruptionPlaces(s, 0)).toContainEqual({ kind: 'sector', sector: home });
  });
});
