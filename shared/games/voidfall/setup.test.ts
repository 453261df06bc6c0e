import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine';
import { focusCardOf, houseOf, originOf, scenarios } from './data';
import { FLEET_POWER_PER_PLAYER, seatHouse } from './houses';
import { setup } from './setup';
import { configSchema, type VoidfallState } from './state';

const start = (seats: number, config: Record<string, unknown> = {}, seed = 'setup') =>
  setup(configSchema.parse(config), seats, { rng: Rng.fromSeed(`${seed}-${seats}`), now: 0 });
const deployed = (s: ReturnType<typeof start>, seat: number) =>
  Object.values(s.sectors).filter((x) => x.owner === seat).flatMap((x) => x.fleets).reduce((n, f) => n + f.power, 0);

describe('Voidfall set-up', () => {
  it('given {} as config, then scenario X01, Houses chosen in turn, no variant, one galaxy per set-up; bad options are refused', () => {
    expect(configSchema.parse({})).toEqual({ scenario: 'x01', houses: 'chosen', advancedFocus: false, galaxy: 'per-scenario' });
    expect(() => configSchema.parse({ houseAbilities: true })).toThrow();
    expect(() => start(1)).toThrow(/2 to 4 players/);
    expect(() => start(5)).toThrow(/2 to 4 players/);
  });

  it('given Houses chosen, then the game waits for the first player in the random turn order to choose among the scenario\'s Houses', () => {
    const s = start(3);
    expect(s.phase).toBe('set-up');
    expect([...s.turnOrder].sort()).toEqual([0, 1, 2]);
    expect(s.houseChoice).toEqual({ pool: ['belitan', 'cortozaar', 'dunlork', 'valnis'], order: s.turnOrder, next: 0 });
    expect(s.players.every((p) => p.house === null && p.influence === 10 && p.glory.join() === '2')).toBe(true);
  });

  it('given every competitive scenario, then its Fallen Houses and the Houses players take never overlap', () => {
    for (const sc of scenarios.filter((x) => x.mode === 'competitive')) {
      expect(sc.fallen_houses!.filter((h) => sc.recommended_player_houses!.includes(h))).toEqual([]);
    }
  });

  it('given 2-4 players, then the tableau holds both copies of the 8 Fallen House techs, +1 plain copy per player from 3 players', () => {
    for (const n of [2, 3, 4]) {
      const s = start(n, { houses: 'dealt', scenario: 'x03' });
      const fallenTechs = ['cortozaar', 'dunlork', 'nervo', 'thegwyn'].flatMap((h) => houseOf(h).technologies);
      expect(s.tableau.slice(0, 8).map((t) => t.technology)).toEqual(fallenTechs);
      expect(s.tableau.slice(0, 8).every((t) => t.cards.join() === `${t.technology}-plus4,${t.technology}-plain`)).toBe(true);
      expect(s.tableau).toHaveLength(n >= 3 ? 8 + n : 8);
      expect([s.improvedOffer.length, s.improvedDeck.length, s.improvedBlocked]).toEqual([4, 4, true]);
      expect(s.tradeSpaces.reduce((a, b) => a + b, 0) + s.players.reduce((a, p) => a + p.tradeTokens + (p.agendaSlots[0].tradeToken ? 1 : 0), 0))
        .toBe({ 2: 6, 3: 10, 4: 12 }[n]);
    }
  });

  it('given dealt Houses, then each player has the Origin\'s pieces, Fleet Power, resources, Starting Agenda and 8 Focus cards in hand', () => {
    const s = start(4, { houses: 'dealt' });
    // X01's Houses ask for no set-up decision, so Cycle 1 starts at once with its Galactic Event (its frames may wait for choices).
    expect([['preparation', 0], ['focus', 1]]).toContainEqual([s.phase, s.round]);
    expect([s.events.length, s.eventDecks[1].length]).toEqual([1, 0]);
    expect(s.focusRounds).toBeGreaterThanOrEqual(4);
    s.players.forEach((p, seat) => {
      const origin = originOf(p.origin!);
      expect(origin.house).toBe(p.house);
      const home = s.sectors[s.map.starts[seat].home];
      expect([home.owner, home.population, home.installations.filter((i) => i === 'shipyard').length >= 1]).toEqual([seat, origin.home_sector.population, true]);
      expect(p.fleetPower.active).toBe(origin.active_fleet_power);
      expect(p.fleetPower.active + p.fleetPower.inactive + deployed(s, seat)).toBe(FLEET_POWER_PER_PLAYER);
      expect(p.resources).toEqual(origin.resources);
      expect(p.agendaSlots.map((a) => [a.agenda, a.corrupted])).toEqual([[origin.starting_agenda, false], [null, false], [null, false], [null, true]]);
      expect(p.technologies).toEqual([`${origin.starting_technology}-plus4`]);
      expect(p.focusHand).toHaveLength(8);
      expect(p.focusAside.map((c) => focusCardOf(c.split('@')[0]).focus_type)).toEqual(['innovation']);
      expect(p.focusHand.every((c) => c.endsWith(`@${seat}`))).toBe(true);
    });
  });

  it('given the galaxy, then Voidborn sectors hold their default pieces and face-down tokens, and Fallen Houses their card', () => {
    const s = start(2, { houses: 'dealt' });
    const fallen = Object.values(s.sectors).filter((x) => x.fallenHouse !== null);
    expect(fallen.map((x) => x.fallenHouse).sort()).toEqual(['astoran', 'kradmor', 'shiveus', 'yarvek']);
    for (const f of fallen) expect([f.corrupted, f.population, f.installations.length, f.gloryToken]).toEqual([true, houseOf(f.fallenHouse!).fallen_house.population, 2, 1]);
    const tokens = Object.values(s.sectors).flatMap((x) => [...x.bountyTokens, ...x.reclaimTokens]);
    // Per wedge (the default): 3 Bounty and 2 Reclaim tokens.
    expect(tokens).toHaveLength(2 * (3 + 2));
    expect(new Set([...tokens, ...s.bountySupply, ...s.reclaimSupply, ...s.players.flatMap((p) => p.bountyTokens)]).size).toBe(48 + 18);
  });

  it('given the same scenario and player count, then the same galaxy; with a galaxy per game, it follows the seed', () => {
    expect(start(3, {}, 'one').map).toEqual(start(3, {}, 'two').map);
    expect(start(3, { galaxy: 'per-game' }, 'one').map).not.toEqual(start(3, { galaxy: 'per-game' }, 'two').map);
    expect(start(3).map.label).toBe('generated, not from the Compendium');
  });

  it('given decks, then the agenda offer shows one card per type, events are 10 per cycle without the Tutorial cards', () => {
    const s = start(2);
    expect(Object.values(s.agendaOffer).every((c) => c !== null)).toBe(true);
    expect(Object.values(s.agendaDecks).map((d) => d.length)).toEqual([7, 7, 6, 7]);
    expect([s.eventDecks[1].length, s.eventDecks[2].length, s.eventDecks[3].length, s.phase]).toEqual([10, 10, 10, 'set-up']);
    expect(s.eventDecks[1].every((e) => e.startsWith('event-c1-') && !e.endsWith('-t'))).toBe(true);
  });

  it('given Origins with extra set-up, then tokens are taken now and decisions become set-up tasks', () => {
    const s = start(2, { scenario: 'x04' }) as VoidfallState;
    seatHouse(s, 0, 'kradmor', 'B');
    seatHouse(s, 1, 'fenrax', 'B');
    expect(s.players[0].setupTasks).toEqual(['gain-agenda', 'remove-corruption']);
    expect(s.players[0].agendaSlots[0].tradeToken).toBe(true);
    expect(s.players[1].setupTasks).toEqual(['gain-agenda', 'upgrade-glory-token']);
    expect(() => seatHouse(s, 0, 'zenor', 'A')).toThrow(/already has a House/);
  });
});
