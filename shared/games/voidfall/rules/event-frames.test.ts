import { describe, expect, it } from 'vitest';
import { galacticEvents } from '../data';
import { neighboursOf } from '../map/schema';
import type { SectorState, VoidfallState } from '../state';
import { seatedGame } from '../testing';
import { adjacentVoidborn, frameRules, placementSector } from './event-frames';
import { last, type Pick, resolveRule } from './frames/testing';

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
/** Takes an optional frame's first benefit and each effect's first choice (the default, a time-out's, declines it). */
const take: Pick = (choices) => choices.find((c) => !c.decline) ?? choices[0];
const run = (b: Board, text: string, pick?: Pick) => resolveRule(b.s, frameRules[text], [0, 1], pick);
const vb = (s: VoidfallState, id: string) => s.sectors[id].voidbornFleetPower;
const unchanged = ({ s }: Board) => {
  const fresh = board().s;
  expect([s.sectors, s.players, s.agendaOfferCorrupted]).toEqual([fresh.sectors, fresh.players, fresh.agendaOfferCorrupted]);
};

/** [frame text, what must hold after it, how the players choose (default: the first choice listed, the time-out's)]. */
const table: [string, (b: Board) => void, Pick?][] = [
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
  // ── Optional frames, taken (the default declines: see frames/frames-flow.test.ts) and frames with a choice ──
  ['Spend 1 Science to gain a basic Technology, OR gain 3 Credits.', ({ s }) => {
    expect([s.players[0].technologies.length, s.players[0].resources.science]).toEqual([2, 1]);
  }, take],
  ['Activate 1 Fleet Power, OR deploy 1 Fleet Power in your Home Sector.', ({ s }) => { expect(s.players[0].fleetPower).toEqual({ active: 3, inactive: 7 }); }, take],
  ['Establish a Guild, OR build an Installation.', ({ s }) => { expect(s.sectors[s.map.starts[0].home].guilds).toEqual(['farmers', 'farmers']); }, take],
  ["Activate 1 Fleet Power, OR increase a Pure Population, OR establish a Bankers' Guild.", ({ s }) => { expect(s.players[0].fleetPower.active).toBe(3); }, take],
  ['Advance on a Civilization track.', ({ s }) => { expect(s.players[0].tracks.society).toBe(1); }, take],
  ['Place a Guild and 1 Voidborn Fleet Power in the adjacent Voidborn sector with the lowest Population, OR place a Glory token of value 2 and a Sector Defense in the adjacent Voidborn sector with the highest Population.', ({ s, low }) => {
    expect([vb(s, low), s.sectors[low].guilds]).toEqual([2, ['farmers']]);
  }],
  ['Deploy 1 Fleet Power in your Home Sector, OR upgrade a Glory token.', ({ s }) => { expect(s.players[0].fleetPower.active).toBe(1); }, take],
  ['Gain a Corruption on an Agenda slot or on a Civilization track. If you place it on a track whose marker is not on the rightmost space, you must advance on that track (ignoring the benefit of the space you reach).', ({ s }) => {
    expect(s.players.map((p) => p.agendaSlots[1].corrupted)).toEqual([true, true]);
  }],
  ['Gain a Corruption to gain a Glory token of value 1 OR to recall 1 Fleet Power.', ({ s }) => {
    expect([s.sectors[s.map.starts[0].outpost].corrupted, s.players[0].glory]).toEqual([true, [2, 1]]);
  }],
  ['Upgrade a Glory token and/or activate 1 Fleet Power, OR advance on a Civilization track.', ({ s }) => {
    expect([s.players[0].glory, s.players[0].fleetPower.active]).toEqual([[3], 3]);
  }, take],
  // No Harbinger on the board: nobody may pledge.
  ['Collectively gain two Corruption in total to remove a Harbinger from a sector and return it to the supply. Either of these Corruption may be placed on the Decontamination Chambers Technology card.', unchanged],
  ['Spend up to 6 Science to gain the same number of Credits.', ({ s }) => { expect([s.players[0].resources.science, s.players[0].resources.credits]).toEqual([1, 4]); }, take],
  ['Activate or deploy 2 Fleet Power.', ({ s }) => { expect(s.players[0].fleetPower.active).toBe(4); }, take],
  ['Decrease the Pure Population of one of your sectors (not your Home Sector) to build an Installation and deploy 2 Fleet Power in that same sector.', ({ s }) => {
    const outpost = s.sectors[s.map.starts[0].outpost];
    expect([outpost.population, outpost.installations, outpost.fleets]).toEqual([1, ['shipyard'], [{ type: 'corvette', power: 3 }, { type: 'corvette', power: 1 }]]);
  }, take],
  ['Gain 3 Science OR advance on a Civilization track.', ({ s }) => { expect(s.players[0].resources.science).toBe(5); }, take],
  ['If you have at least six Guilds in your Pure sectors, gain a Trade token; otherwise gain a Bounty token.', ({ s }) => { expect(s.players[0].bountyTokens).toHaveLength(1); }, take],
  ['Choose twice: destroy a Guild OR destroy an Installation (never in your Home Sector).', ({ s }) => { expect(s.sectors[s.map.starts[0].outpost].guilds).toEqual([]); }],
  ['Produce two different resources.', ({ s }) => { expect(s.players[0].resources.food).toBeGreaterThan(4); }, take],
  ['Each player chooses: gain a basic Technology, OR activate 1 Fleet Power and gain a Trade token.', ({ s }) => { expect(s.players[0].technologies).toHaveLength(2); }],
  ['Each player must destroy a Guild in one of their sectors (not their Home Sector), if possible.', ({ s }) => { expect(s.sectors[s.map.starts[0].outpost].guilds).toEqual(['miners']); }],
  ['Each player may move any number of Corruption.', ({ s }) => { expect(s.players[0].agendaSlots[3].corrupted).toBe(false); }, take],
  // No Pure Agenda in play but the Starting Agenda: the Shipyard deployment alone.
  ['Each player may evaluate the objectives of one of their Pure Agendas in play (not their Starting Agenda) and/or deploy 1 Fleet Power in a sector they control that contains a Shipyard.', ({ s }) => {
    expect(s.players[0].fleetPower.active).toBe(1);
  }, take],
  ['A player with at least one Trade token may gain 3 Science. A player with no Trade token may spend 1 Science to gain a Trade token.', ({ s }) => {
    // 2 Science - 1 spent + 1 from the first token's Trade bonus, "1 Science" (A14: 6 left → 1 Science next).
    expect([s.players[0].tradeTokens, s.players[0].resources.science]).toEqual([1, 2]);
  }, take],
  ['Each player may deploy 1 Fleet Power and/or establish a Guild.', ({ s }) => { expect(s.players[0].fleetPower.active).toBe(1); }, take],
  // Seat 1's Corrupted Outpost: its last cube recalled, the Corruption removed, 6 Influence (the empty sector is abandoned, A9).
  ['Each player may recall 1 Fleet Power to remove a Corruption from the same sector or from an adjacent sector. Any player who removes a Corruption this way gains 6 Influence.', ({ s }) => {
    expect([s.players[0].influence, s.players[1].influence, s.sectors[s.map.starts[1].outpost].owner]).toEqual([10, 16, null]);
  }, take],
  ['Each player may either remove a Corruption, or gain a Corruption on an Agenda slot to advance on a Civilization track. This Corruption cannot be placed on the Decontamination Chambers card.', ({ s }) => {
    expect(s.players[0].agendaSlots[3].corrupted).toBe(false);
  }, take],
  ['Each player may either advance on a Civilization track and/or increase a Pure Population, or deploy up to 3 Fleet Power.', ({ s }) => { expect(s.players[0].tracks.society).toBe(1); }, take],
  ['Each player must either spend 1 Credit to upgrade a Glory token, or discard a Glory token to gain 3 Credits.', ({ s }) => {
    expect([s.players[0].glory, s.players[0].resources.credits]).toEqual([[3], 2]);
  }],
  ["Each player must choose one of these three options: discard an ongoing Crisis from the Crisis board and place a Catastrophe token on the right side of the Crisis board (reminder: when a Catastrophe is placed, each player may immediately remove a Corruption or gain 5 resources of their choice); place a Harbinger in a Voidborn sector; gain a Corruption on their House mat.", ({ s, low }) => {
    expect([s.sectors[low].harbingers, s.players[1].agendaSlots[1].corrupted]).toEqual([1, true]);
  }],
  // A competitive galaxy has no Rift: nothing changes.
  ['Place a Harbinger on each Rift.', unchanged],
  ['Place a Reclaim token on each Voidborn sector adjacent to at least one Rift.', unchanged],
];

/** [frame text, what must hold when each player takes the last choice listed instead of the default]. */
const otherChoices: [string, (b: Board) => void][] = [
  // The OR's second branch: a Glory token of value 2 and a Sector Defense in the highest Population.
  ['Place a Guild and 1 Voidborn Fleet Power in the adjacent Voidborn sector with the lowest Population, OR place a Glory token of value 2 and a Sector Defense in the adjacent Voidborn sector with the highest Population.', ({ s, low, high }) => {
    expect([s.sectors[high].gloryToken, s.sectors[high].installations.length, s.sectors[low].guilds]).toEqual([2, 2, []]);
  }],
  ['Each player must either spend 1 Credit to upgrade a Glory token, or discard a Glory token to gain 3 Credits.', ({ s }) => {
    expect([s.players[0].glory, s.players[0].resources.credits]).toEqual([[], 6]);
  }],
  ["Each player must choose one of these three options: discard an ongoing Crisis from the Crisis board and place a Catastrophe token on the right side of the Crisis board (reminder: when a Catastrophe is placed, each player may immediately remove a Corruption or gain 5 resources of their choice); place a Harbinger in a Voidborn sector; gain a Corruption on their House mat.", ({ s, low, high }) => {
    expect([s.sectors[low].harbingers + s.sectors[high].harbingers, s.players[0].trackCorruption.economy]).toEqual([0, true]);
  }],
  // Both adjacent sectors are valid (no Voidborn Fleet Power placed): the high one instead of the default low one.
  ['Place a Reclaim token and a Sector Defense in a Voidborn sector adjacent to one of your sectors.', ({ s, low, high }) => {
    expect([s.sectors[high].reclaimTokens.length, s.sectors[low].reclaimTokens.length]).toEqual([1, 0]);
  }],
  ['Gain a Corruption on a Civilization track, if possible. If all your Civilization tracks are already Corrupted, place this Corruption on an Agenda slot, on a sector, or on the Decontamination Chambers Technology card.', ({ s }) => {
    expect([s.players[0].trackCorruption.society, s.players[0].trackCorruption.economy]).toEqual([false, true]);
  }],
];

describe('Voidfall Galactic Event frames (addendum A1 Preparation step 5)', () => {
  it('given every built frame rule, then its text is a frame of a Galactic Event and the table tests it', () => {
    const texts = new Set(galacticEvents.flatMap((e) => e.frames.map((f) => f.text)));
    expect(Object.keys(frameRules).filter((t) => !texts.has(t))).toEqual([]);
    expect(Object.keys(frameRules).filter((t) => !table.some(([text]) => text === t))).toEqual([]);
  });

  it.each(table)('given the board, when "%s" is resolved, then it holds', (text, check, pick) => {
    const b = board();
    expect(adjacentVoidborn(b.s, 0).sort()).toEqual([b.low, b.high].sort());
    expect(adjacentVoidborn(b.s, 1)).toEqual([]);
    run(b, text, pick);
    check(b);
  });

  it.each(otherChoices)('given the board, when "%s" is resolved with another choice than the default, then the result differs', (text, check) => {
    const b = board();
    run(b, text, last);
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

});
