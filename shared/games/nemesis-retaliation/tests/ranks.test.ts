import { describe, expect, it } from 'vitest';
import { charactersInGame, highestRanking, lowestRanking, outranks, rankGap, rankOf } from '../rules/ranks';
import { given } from '../testing/given';

describe('character ranks (digest §5.2, §12.11; data README: only Medical Support is sourced)', () => {
  it('given the data, then Medical Support is rank 2 and the five others are unknown', () => {
    expect(rankOf('medical-support')).toBe(2);
    for (const id of ['recon', 'officer', 'combat-engineer', 'heavy-gun-operator', 'contractor']) expect(rankOf(id)).toBeNull();
  });

  it('given a table that names printed ranks, then they are read, and the data still wins for Medical Support', () => {
    const s = given({ config: { ranks: { recon: 3, 'medical-support': 5 } } });
    expect(rankOf('recon', s)).toBe(3);
    expect(rankOf('medical-support', s)).toBe(2);
    expect(rankOf('officer', s)).toBeNull();
  });

  it('given the digest example, then rank 3 outranks Medical Support and rank 1 does not; an unknown rank answers null', () => {
    const s = given({ config: { ranks: { recon: 3, officer: 1 } } });
    expect(outranks('recon', 'medical-support', s)).toBe(true);
    expect(outranks('officer', 'medical-support', s)).toBe(false);
    expect(outranks('combat-engineer', 'medical-support', s)).toBeNull();
  });

  it('given ranks known, then the highest and lowest ranking are named (ties keep all); else the unknown ones are', () => {
    const s = given({ config: { ranks: { recon: 3, officer: 3, contractor: 1 } } });
    expect(highestRanking(['recon', 'medical-support', 'officer'], s)).toEqual({ known: ['recon', 'officer'] });
    expect(lowestRanking(['recon', 'medical-support', 'contractor'], s)).toEqual({ known: ['contractor'] });
    expect(highestRanking(['recon', 'combat-engineer'], s)).toEqual({ unknown: ['combat-engineer'] });
  });

  it('given missing ranks, then the sentence names them in game words', () => {
    expect(rankGap(['recon'])).toBe("Recon's rank is not known: only Medical Support's rank is printed in the sources.");
    expect(rankGap(['recon', 'officer', 'medical-support'])).toBe('The ranks of Recon and Officer are not known: only Medical Support\'s rank is printed in the sources.');
  });

  it('given a 2-seat table, then the characters in the game are the drafted ones', () => {
    const s = given({ seats: 2 });
    expect(charactersInGame(s)).toEqual(s.players.map((p) => p.character));
    expect(charactersInGame(s)).toHaveLength(2);
  });
});
