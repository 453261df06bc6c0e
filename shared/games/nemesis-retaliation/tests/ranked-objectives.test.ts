/**
 * The objectives naming the highest and lowest ranking character (Crew's Favorite, We've Got History; digest §12.11,
 * data README: only Medical Support's rank 2 is sourced, a table may give the others). Seats: 0 Recon, 1 Officer,
 * 2 Medical Support.
 */
import { describe, expect, it } from 'vitest';
import { objectiveMet } from '../rules/objectives';
import type { RetaliationState } from '../state';
import { given } from '../testing/given';

/** Recon 3, Officer 5, Medical Support 2 (the data's): the lowest is Medical Support, the highest the Officer. */
const RANKS = { recon: 3, officer: 5 };

function table(objective: string, seat: number, ranks: Record<string, number> | null = RANKS): RetaliationState {
  const s = given({ seats: 3, config: ranks ? { ranks } : {} });
  s.players[seat].chosenObjective = objective;
  for (const p of s.players) Object.assign(p, { status: 'escaped', escapedVia: 'shuttle' });
  return s;
}
const die = (s: RetaliationState, seat: number) => Object.assign(s.players[seat], { status: 'dead' });

describe.each(['crews-favorite', 'weve-got-history'])('%s', (objective) => {
  it('given every rank known and the lowest ranking character (Medical Support) alive, then it is met for the Recon', () => {
    expect(objectiveMet(table(objective, 0), 0)).toBe(true);
  });

  it('given the lowest ranking character dead and the highest alive, then it is unmet', () => {
    const s = table(objective, 0);
    die(s, 2);
    expect(objectiveMet(s, 0)).toBe(false);
  });

  it('given the lowest dead but the highest ranking character (the Officer) dead too, then the second option meets it', () => {
    const s = table(objective, 0);
    die(s, 2);
    die(s, 1);
    expect(objectiveMet(s, 0)).toBe(true);
  });

  it('given you are the lowest ranking character, then its first option is unavailable: only the highest dying meets it', () => {
    const s = table(objective, 2);
    expect(objectiveMet(s, 2)).toBe(false);
    die(s, 1);
    expect(objectiveMet(s, 2)).toBe(true);
  });

  it('given you are the highest ranking character, then only the lowest surviving meets it', () => {
    const s = table(objective, 1);
    expect(objectiveMet(s, 1)).toBe(true);
    die(s, 2);
    expect(objectiveMet(s, 1)).toBe(false);
  });

  it('given only the data (Medical Support\'s rank alone), then it is unmet whoever lives or dies: the ranks are missing', () => {
    const s = table(objective, 0, null);
    expect(objectiveMet(s, 0)).toBe(false);
    die(s, 1);
    expect(objectiveMet(s, 0)).toBe(false);
  });

  it('given the Officer\'s rank missing from the table\'s ranks, then it stays unmet', () => {
    expect(objectiveMet(table(objective, 0, { recon: 3 }), 0)).toBe(false);
  });
});
