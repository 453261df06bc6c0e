import { describe, expect, it } from 'vitest';
import { galacticEventOf, galacticEvents } from '../data';
import { neighboursOf } from '../map/schema';
import type { SectorState, VoidfallState } from '../state';
import { seatedGame } from '../testing';
import { adjacentVoidborn, frameRules, placementSector, resolveFrames } from './event-frames';

/**
 * Seat 0 (Valnis) with two Voidborn sectors beside its Outpost: low (Population 2, 1 Voidborn Fleet Power) and high
 * (Population 5, 3 Voidborn Fleet Power, a Sector Defense); one more Voidborn sector far away (Population 4, 2 Voidborn).
 * Seat 1 has no Voidborn sector beside its sectors.
 */
function board() {
  const s = seatedGame([['valnis', 'A'], ['zenor', 'A']], 'x01', 'frames');
  s.turnOrder = [0, 1];
  const next = neighboursOf(s.map);
  for (const x of Object.values(s.sectors)) Object.assign(x, { voidbornFleetPower: 0, gloryToken: null, bountyTokens: [], reclaimTokens: [] });
  const near = (seat: number) => new Set(Object.keys(s.sectors).filter((id) => s.sectors[id].owner === seat).flatMap((id) => next.get(id)!));
  const [low, high] = [...near(0)].filter((id) => s.sectors[id].owner === null && !near(1).has(id));
  const far = Object.keys(s.sectors).find((id) => s.sectors[id].owner === null && !near(0).has(id) && !near(1).has(id) && id !== low && id !== high)!;
  const set = (id: string, v: Partial<SectorState>) => Object.assign(s.sectors[id], { guilds: [], installations: [], fallenHouse: null, corrupted: true, ...v });
  set(low, { population: 2, voidbornFleetPower: 1 });
  set(high, { population: 5, voidbornFleetPower: 3, installations: ['sector_defense'] });
  set(far, { population: 4, voidbornFleetPower: 2 });
  s.players.forEach((p) => { p.agendaSlots.forEach((a, i) => { a.corrupted = i === 3; }); p.trackCorruption = { society: false, statecraft: false, economy: false }; });
  return { s, low, high, far };
}

type Board = ReturnType<typeof board>;
const run = (b: Board, text: string) => {
  const rule = frameRules[text];
  return rule.each ? [0, 1].map((seat) => rule.run(b.s, seat)) : rule.run(b.s);
};
const vb = (s: VoidfallState, id: string) => s.sectors[id].voidbornFleetPower;
const unchanged = ({ s }: Board) => {
  const fresh = board().s;
  expect([s.sectors, s.players, s.agendaOfferCorrupted]).toEqual([fresh.sectors, fresh.players, fresh.agendaOfferCorrupted]);
};

/** [frame text, what must hold after it]. */
const table: [string, (b: Board) => void][] = [
  ["Place a Sector Defense and a Scientists' Guild in a Voidborn sector adjacent to one of your sectors.", ({ s, low }) => {
    expect(s.sectors[low]).toMatchObject({ installations: ['sector_defense'], guilds: ['scientists'] });
  }],
  ['Place a Reclaim token and a Sector Defense in a Voidborn sector adjacent to one of your sectors.', ({ s, low }) => {
    expect([s.sectors[low].reclaimTokens.length, s.sectors[low].installations]).toEqual([1, ['sector_defense']]);
  }],
  ['Place a Corruption on the Dominance Agenda offer.', ({ s }) => { expect(s.agendaOfferCorrupted).toMatchObject({ dominance: true, might: false }); }],
  ['Place a Bounty token in the adjacent Voidborn sector with the lowest Population, then place a Reclaim token and a Sector Defense in the adjacent Voidborn sector with the highest Population. If only one Voidborn sector is adjacent to your sectors, place all of these tokens (Bounty, Reclaim and Sector Defense) there.', ({ s, low, high }) => {
    expect([s.sectors[low].bountyTokens.length, s.sectors[high].reclaimTokens.length, s.sectors[high].installations.length]).toEqual([1, 1, 2]);
  }],
  ['Place 1 Voidborn Fleet Power and a Glory token of value 1 in a Voidborn sector adjacent to one of your sectors.', ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].gloryToken]).toEqual([2, 1]);
  }],
  ["Place a Bankers' Guild and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.", ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].guilds]).toEqual([2, ['bankers']]);
  }],
  // The whole amount fits in the low sector (1 of 3), not in the high one (already 3).
  ['Place 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.', ({ s, low, high }) => { expect([vb(s, low), vb(s, high)]).toEqual([2, 3]); }],
  ['Place a Reclaim token and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.', ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].reclaimTokens.length]).toEqual([2, 1]);
  }],
  ['Place a Corruption on the Might Agenda offer.', ({ s }) => { expect(s.agendaOfferCorrupted.might).toBe(true); }],
  ["Place 1 Voidborn Fleet Power and a Bankers' Guild in a Voidborn sector adjacent to one of your sectors.", ({ s, low }) => { expect(s.sectors[low].guilds).toEqual(['bankers']); }],
  ['Place a Corruption on the Support Agenda offer.', ({ s }) => { expect(s.agendaOfferCorrupted.support).toBe(true); }],
  ['Place a Bounty token and a Glory token of value 1 on each Voidborn sector that has at least one Sector Defense.', ({ s, low, high }) => {
    expect([s.sectors[high].bountyTokens.length, s.sectors[high].gloryToken, s.sectors[low].gloryToken]).toEqual([1, 1, null]);
  }],
  ['Place a Corruption on the Wealth Agenda offer.', ({ s }) => { expect(s.agendaOfferCorrupted.wealth).toBe(true); }],
  ['Place a Reclaim token, a Bounty token and 2 Voidborn Fleet Power on each Voidborn sector with at least 4 Population.', ({ s, low, high, far }) => {
    expect([vb(s, high), vb(s, far), vb(s, low), s.sectors[far].reclaimTokens.length, s.sectors[far].bountyTokens.length]).toEqual([3, 3, 1, 1, 1]);
  }],
  ['Gain a Corruption on a Civilization track, if possible. If all your Civilization tracks are already Corrupted, place this Corruption on an Agenda slot, on a sector, or on the Decontamination Chambers Technology card.', ({ s }) => {
    expect(s.players.map((p) => p.trackCorruption.society)).toEqual([true, true]);
  }],
  ['Gain a Corruption on a sector, if possible. If all your (corruptible) sectors are already Corrupted, place this Corruption on your House mat or on the Decontamination Chambers Technology card.', ({ s }) => {
    const outpost = s.map.starts[0].outpost;
    expect(s.sectors[outpost].corrupted).toBe(true);
  }],
  // No Crisis board in a competitive game: nothing changes.
  ['Permanent during Cycle 2: during the Evaluation phase of Cycle 2, ignore the Crisis board.', unchanged],
  ['Increase the Population of one of your Pure sectors (not your Home Sector), if possible. Then place a Corruption on that sector. This Corruption cannot be placed on the Decontamination Chambers card. A player who cannot increase a Population does not gain the Corruption.', ({ s }) => {
    const outpost = s.map.starts[0].outpost;
    expect(s.sectors[outpost].corrupted).toBe(true);
  }],
  ['Place a Sector Defense on each Voidborn sector with 2 or fewer Voidborn Fleet Power.', ({ s, low, high, far }) => {
    expect([low, high, far].map((id) => s.sectors[id].installations.length)).toEqual([1, 1, 1]);
  }],
  ['Each player must place 1 Voidborn Fleet Power, a Glory token of value 3 and a Sector Defense in a Voidborn sector adjacent to one of their sectors.', ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].gloryToken, s.sectors[low].installations]).toEqual([2, 3, ['sector_defense']]);
  }],
  ['Each player must place a Bounty token and a Sector Defense in the adjacent Voidborn sector with the highest Population.', ({ s, high }) => {
    expect([s.sectors[high].bountyTokens.length, s.sectors[high].installations.length]).toEqual([1, 2]);
  }],
  ["Each player with at least one Improved Technology must gain a Corruption on a Civilization track, if possible. If all of that player's Civilization tracks are already Corrupted, they place this Corruption on an Agenda slot, one of their sectors and/or the Decontamination Chambers card, if possible.", ({ s }) => {
    expect(s.players.map((p) => p.trackCorruption.society)).toEqual([false, false]);
  }],
  ["Each player must gain two Corruption on Agenda slots, if possible. If all of a player's Agenda slots are Corrupted, they must place the excess on their Civilization tracks, one of their sectors and/or the Decontamination Chambers card, if possible.", ({ s }) => {
    expect(s.players[0].agendaSlots.map((a) => a.corrupted)).toEqual([false, true, true, true]);
  }],
  ['Each player must place a Glory token of value 3 in a Voidborn sector or in a sector occupied by a Fallen House.', ({ s, low, high, far }) => {
    expect([low, high, far].filter((id) => s.sectors[id].gloryToken === 3)).toHaveLength(2);
  }],
  ["Each player must place a Bankers' Guild, 1 Voidborn Fleet Power and a Sector Defense in a Voidborn sector adjacent to one of their sectors.", ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].guilds, s.sectors[low].installations]).toEqual([2, ['bankers'], ['sector_defense']]);
  }],
  ['Each player gains a Corruption on their House mat, if possible. If every space on their House mat is already Corrupted, they must place it on one of their sectors or on the Decontamination Chambers card.', ({ s }) => {
    expect(s.players[0].agendaSlots[1].corrupted).toBe(true);
  }],
  ['Place a Corruption on each Agenda offer that is not already Corrupted.', ({ s }) => { expect(Object.values(s.agendaOfferCorrupted)).toEqual([true, true, true, true]); }],
  ['Place 1 Voidborn Fleet Power in each Voidborn sector with at least 4 Population.', ({ s, low, high, far }) => { expect([vb(s, low), vb(s, high), vb(s, far)]).toEqual([1, 3, 3]); }],
  ['Each player places a Reclaim token in an adjacent Voidborn sector.', ({ s, low }) => { expect(s.sectors[low].reclaimTokens).toHaveLength(1); }],
  // A competitive galaxy has no Rift: nothing changes.
  ['Place a Harbinger on each Rift.', unchanged],
  ['Place a Reclaim token on each Voidborn sector adjacent to at least one Rift.', unchanged],
];

describe('Voidfall Galactic Event frames (addendum A1 Preparation step 5)', () => {
  it('given every built frame rule, then its text is a frame of a Galactic Event and the table tests it', () => {
    const texts = new Set(galacticEvents.flatMap((e) => e.frames.map((f) => f.text)));
    expect(Object.keys(frameRules).filter((t) => !texts.has(t))).toEqual([]);
    expect(Object.keys(frameRules).filter((t) => !table.some(([text]) => text === t))).toEqual([]);
  });

  it.each(table)('given the board, when "%s" is resolved, then it holds', (text, check) => {
    const b = board();
    expect(adjacentVoidborn(b.s, 0).sort()).toEqual([b.low, b.high].sort());
    expect(adjacentVoidborn(b.s, 1)).toEqual([]);
    run(b, text);
    check(b);
  });

  it('given no sector valid for every piece, then the frame is ignored (A1)', () => {
    const b = board();
    b.s.sectors[b.low].installations = ['sector_defense', 'sector_defense', 'sector_defense'];
    b.s.sectors[b.high].installations = ['sector_defense', 'sector_defense', 'sector_defense'];
    expect(placementSector(b.s, [b.low, b.high], { sectorDefense: true, guild: 'scientists' })).toBeNull();
    const text = table[0][0];
    expect(run(b, text)).toEqual([null, null]);
    expect(b.s.sectors[b.low].guilds).toEqual([]);
  });

  it('given event C1-B, then its frames resolve top to bottom, the "each player" ones in turn order; the optional one is not built', () => {
    const b = board();
    const out = resolveFrames(b.s, galacticEventOf('event-c1-b'));
    expect(out.map((o) => [o.frame, o.seat])).toEqual([[1, 0], [2, null]]);
    expect(out[1].done).toBe('placed a Corruption on the Dominance Agenda offer');
  });
});
