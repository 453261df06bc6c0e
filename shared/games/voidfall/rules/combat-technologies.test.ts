import { describe, expect, it } from 'vitest';
import { invasionTargets } from '../effects/invasion';
import { runSkirmishes } from '../flow/skirmish';
import { focusGame, play } from '../testing';
import type { FleetToken } from '../state';
import { type CombatInput, planInvasion, resolveCombat } from './combat';
import { type CombatTech, combatTechOf, NO_TECH, type TechOptions, withDrones } from './combat-technologies';
import { skirmishCombat } from './skirmish-combat';

/** An invasion's Combat with the paid Technologies as planned and the cheapest-first losses. */
function fightInvasion(input: CombatInput, options: TechOptions) {
  const { tech, ...spent } = planInvasion(input, options);
  return { result: resolveCombat({ ...input, tech }), ...spent };
}

const base: CombatInput = { invader: [], activeCubes: 0, voidborn: 0, sectorDefenses: 0, starbases: 0, fallenHouse: false };
const corvettes = (power: number): FleetToken[] => [{ type: 'corvette', power }];
const tech = (cards: string[], adjacentYards = 0, role: 'invader' | 'defender' = 'invader'): CombatTech => combatTechOf(cards, role, adjacentYards, 0, 0).tech;
const fight = (input: Partial<CombatInput>, t: CombatTech = NO_TECH) => {
  const r = resolveCombat({ ...base, ...input, tech: t });
  return [r.outcome, Object.values(r.survivors).reduce((a, b) => a + (b ?? 0), 0), r.voidbornLeft];
};

describe('Voidfall Technologies in an invasion Combat (A10)', () => {
  it.each([
    // Technology cards, invader, Voidborn, Sector Defenses → [outcome, invader cubes left, Voidborn left] without / with.
    ['Shields: 1 Salvo Absorption with a Corvette', ['shields-plus4'], corvettes(2), 2, 0, ['tie', 0, 0], ['win', 2, 0]],
    ['improved Shields: also 1 Approach Absorption', ['shields-improved'], corvettes(2), 1, 1, ['tie', 0, 0], ['win', 2, 0]],
    ['Targeting: +5 Initiative with a Corvette', ['targeting-plain'], corvettes(2), 2, 0, ['tie', 0, 0], ['win', 1, 0]],
    ['improved Targeting: always strike first, no Corvette needed', ['targeting-improved'], [{ type: 'destroyer', power: 2 }], 3, 0, ['win', 1, 0], ['win', 2, 0]],
    ['Torpedoes: +1 Damage in the first Salvo step', ['torpedoes-plus4'], corvettes(3), 5, 0, ['loss', 0, 3], ['loss', 0, 2]],
    ['improved Torpedoes: +1 Damage in every Salvo step', ['torpedoes-improved'], corvettes(3), 5, 0, ['loss', 0, 3], ['tie', 0, 0]],
    ['improved Destroyers (default-improved-destroyers): +1 Approach Damage', ['destroyers-improved'], [{ type: 'destroyer', power: 1 }], 2, 0, ['tie', 0, 0], ['win', 1, 0]],
  ] as const)('given %s, then the Combat changes', (_, cards, invader, voidborn, sectorDefenses, without, withTech) => {
    const input = { invader: invader.map((f) => ({ ...f })), voidborn, sectorDefenses };
    expect(fight(input)).toEqual(without);
    expect(fight({ ...input, invader: invader.map((f) => ({ ...f })) }, tech([...cards]))).toEqual(withTech);
  });

  it('given improved Deep Space Missiles with 3 adjacent Shipyards, then 2 Approach Damage (at most 2) win before any Salvo', () => {
    expect(tech(['deep-space-missiles-improved'], 3).missiles).toBe(2);
    expect(fight({ invader: corvettes(1), voidborn: 2 }, tech(['deep-space-missiles-improved'], 3))).toEqual(['win', 1, 0]);
    expect(fight({ invader: corvettes(1), voidborn: 2 })).toEqual(['loss', 0, 2]);
  });

  it('given improved Combat Replicators, then a tie becomes a win with 1 Fleet Power deployed from the recalled cubes', () => {
    const r = resolveCombat({ ...base, invader: corvettes(2), voidborn: 2, tech: tech(['combat-replicators-improved']) });
    expect([r.outcome, r.survivors, r.invaderRecalled, r.carrierCorvettes]).toEqual(['win', { corvette: 1 }, 1, 0]);
    // A win with nothing recalled takes the cube from the Active area.
    const won = resolveCombat({ ...base, invader: corvettes(3), voidborn: 1, activeCubes: 2, tech: tech(['combat-replicators-improved']) });
    expect([won.survivors, won.invaderRecalled, won.carrierCorvettes]).toEqual([{ corvette: 4 }, 0, 1]);
  });

  it('given Escape Pods, then the first recalled cube goes to the Home Sector; improved, every one', () => {
    expect(resolveCombat({ ...base, invader: corvettes(2), voidborn: 2, tech: tech(['escape-pods-plain']) }).toHome).toEqual({ corvette: 1 });
    expect(resolveCombat({ ...base, invader: corvettes(2), voidborn: 2, tech: tech(['escape-pods-improved']) }).toHome).toEqual({ corvette: 2 });
  });

  it('given Autonomous Drones and a Trade token, then the token is returned only when the Combat is not won without it', () => {
    const options = combatTechOf(['autonomous-drones-plus4'], 'invader', 0, 0, 1);
    expect(fightInvasion({ ...base, invader: corvettes(3), voidborn: 1 }, options)).toMatchObject({ result: { outcome: 'win' }, tradeTokenReturned: false });
    expect(fightInvasion({ ...base, invader: corvettes(2), voidborn: 2 }, options)).toMatchObject({ result: { outcome: 'win' }, tradeTokenReturned: true });
    expect(withDrones(NO_TECH, 'improved').drones).toEqual({ approach: 1, salvo: 2 });
    expect(combatTechOf(['autonomous-drones-plus4'], 'invader', 0, 0, 0).drones).toBe('none');
  });

  it('given basic Deep Space Missiles, an adjacent Shipyard and Energy, then 1 Energy buys 1 Approach Damage when needed', () => {
    const options = combatTechOf(['deep-space-missiles-plain'], 'invader', 1, 2, 0);
    expect(options.missileForEnergy).toBe(true);
    expect(fightInvasion({ ...base, invader: corvettes(1), voidborn: 1 }, options)).toMatchObject({ result: { outcome: 'win' }, energySpent: 1 });
    expect(combatTechOf(['deep-space-missiles-plain'], 'invader', 0, 2, 0).missileForEnergy).toBe(false);
  });
});

describe('Voidfall Technologies in an invasion (Conquest)', () => {
  function invade(cards: string[]) {
    let { s, seat } = focusGame('standard-conquest');
    const { outpost, home } = s.map.starts[seat];
    const p = s.players[seat];
    p.resources.energy = 2;
    p.technologies = cards;
    const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
    Object.assign(s.sectors[target], { voidbornFleetPower: 2, installations: [], gloryToken: 2, bountyTokens: [], reclaimTokens: [] });
    s.sectors[outpost].fleets = corvettes(3);
    const homeCorvettes = () => s.sectors[home].fleets.filter((f) => f.type === 'corvette').reduce((a, f) => a + f.power, 0);
    const before = { home: homeCorvettes(), active: p.fleetPower.active };
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
    s = play(s, seat, { type: 'invasion-launch' });
    const after = s.sectors[home].fleets.filter((f) => f.type === 'corvette').reduce((a, f) => a + f.power, 0);
    return { owner: s.sectors[target].owner === seat, home: after - before.home, active: s.players[seat].fleetPower.active - before.active };
  }

  it('given 2 Corvettes against 2 Voidborn, then without Technologies it is a tie; with Shields a win; with Escape Pods the lost cube goes home', () => {
    expect(invade([])).toEqual({ owner: false, home: 0, active: 2 });
    expect(invade(['shields-plus4'])).toEqual({ owner: true, home: 0, active: 0 });
    expect(invade(['escape-pods-improved'])).toEqual({ owner: false, home: 2, active: 0 });
  });
});

describe('Voidfall Technologies in the Evaluation Skirmish (E1)', () => {
  it.each([
    // cards, your fleets, Sector Defenses, Voidborn → outcome without / with
    ['Energy Cells: +1 Approach Damage when dealing at least 1', ['energy-cells-plain'], [], 1, 2, 'lost', 'defended'],
    ['improved Deep Space Missiles: 1 per adjacent Shipyard', ['deep-space-missiles-improved'], corvettes(1), 0, 2, 'lost', 'tie'],
    ['Shields: 1 Salvo Absorption', ['shields-plain'], corvettes(2), 0, 2, 'tie', 'defended'],
    ['Targeting: +5 Initiative', ['targeting-plus4'], corvettes(2), 0, 2, 'tie', 'defended'],
    ['improved Targeting does nothing for Sentries only', ['targeting-improved'], [{ type: 'sentry', power: 1 }], 0, 3, 'lost', 'lost'],
    ['Torpedoes: +1 Damage in the first Salvo', ['torpedoes-plain'], corvettes(2), 0, 2, 'tie', 'defended'],
  ] as const)('given %s, then the Skirmish changes', (_, cards, fleets, defenses, voidborn, without, withTech) => {
    const copy = () => fleets.map((f) => ({ ...f }));
    expect(skirmishCombat(copy(), defenses, 0, voidborn).outcome).toBe(without);
    expect(skirmishCombat(copy(), defenses, 0, voidborn, tech([...cards], 1, 'defender')).outcome).toBe(withTech);
  });

  function lostOutpost(cards: string[], tradeTokens: number) {
    const { s, seat } = focusGame();
    const { outpost, home } = s.map.starts[seat];
    const p = s.players[seat];
    const beside = s.map.adjacency.flatMap(([a, b]) => (a === outpost ? [b] : b === outpost ? [a] : [])).find((id) => s.sectors[id].owner === null)!;
    s.sectors[beside].voidbornFleetPower = 1;
    s.sectors[outpost].fleets = corvettes(1);
    p.agendaSlots.forEach((a, i) => { a.corrupted = i >= 2; });
    p.trackCorruption.society = false;
    s.players.forEach((x, other) => { if (other !== seat) x.agendaSlots.forEach((a) => { a.corrupted = false; }); });
    p.technologies.push(...cards);
    p.tradeTokens = tradeTokens;
    return { s, seat, outpost, home, p };
  }

  it('given Autonomous Drones and a held Trade token, then a Skirmish that would be lost is defended by returning the token', () => {
    const { s, seat, outpost, p } = lostOutpost(['autonomous-drones-plain'], 1);
    const spaces = s.tradeSpaces.reduce((a, b) => a + b, 0);
    const event = runSkirmishes(s).find((e) => e.type === 'skirmish-resolved' && e.seat === seat);
    expect(event).toMatchObject({ sector: outpost, outcome: 'defended' });
    expect([p.tradeTokens, s.tradeSpaces.reduce((a, b) => a + b, 0), s.sectors[outpost].owner]).toEqual([0, spaces + 1, seat]);
  });

  it('given event C2-G in Cycle 2, then a player with 40 Influence or less is not invaded by the Skirmish; with 41 they are', () => {
    const { s, seat, outpost, p } = lostOutpost([], 0);
    s.cycle = 2;
    s.events = [s.events[0], 'event-c2-g'];
    p.influence = 40;
    expect(runSkirmishes(s).find((e) => e.type === 'skirmish-resolved' && e.seat === seat)).toMatchObject({ sector: null, outcome: 'defended' });
    p.influence = 41;
    expect(runSkirmishes(s).find((e) => e.type === 'skirmish-resolved' && e.seat === seat)).toMatchObject({ sector: outpost, outcome: 'lost' });
  });

  it('given event C2-J in Cycle 2, then each Voidborn sector with a Harbinger gains 1 Voidborn Fleet Power before the Skirmish', () => {
    const { s, outpost } = lostOutpost([], 0);
    const beside = s.map.adjacency.flatMap(([a, b]) => (a === outpost ? [b] : b === outpost ? [a] : [])).find((id) => s.sectors[id].voidbornFleetPower === 1)!;
    s.sectors[beside].harbingers = 1;
    s.cycle = 2;
    s.events = [s.events[0], 'event-c2-j'];
    const withHarbinger = Object.keys(s.sectors).filter((id) => s.sectors[id].harbingers > 0 && s.sectors[id].voidbornFleetPower > 0);
    const before = withHarbinger.map((id) => s.sectors[id].voidbornFleetPower);
    expect(runSkirmishes(s)[0]).toMatchObject({ type: 'event-frame-resolved', frame: 3, sectors: withHarbinger });
    expect(withHarbinger).toContain(beside);
    expect(withHarbinger.map((id) => s.sectors[id].voidbornFleetPower)).toEqual(before.map((n) => Math.min(3, n + 1)));
  });

  it('given Escape Pods and a lost Skirmish, then the recalled cube moves to the Home Sector instead of the Active area', () => {
    const { s, seat, outpost, home, p } = lostOutpost(['escape-pods-plain'], 0);
    const active = p.fleetPower.active;
    const before = s.sectors[home].fleets.filter((f) => f.type === 'corvette').reduce((a, f) => a + f.power, 0);
    runSkirmishes(s);
    expect(s.sectors[outpost].owner).toBeNull();
    expect(p.fleetPower.active).toBe(active);
    expect(s.sectors[home].fleets.filter((f) => f.type === 'corvette').reduce((a, f) => a + f.power, 0)).toBe(before + 1);
  });
});
