/**
 * Set-up of a competitive game for 2-4 players (published rules; the rules digest's set-up where the retail rules did
 * not change it; defaults.json where no source gives a value). Every random choice comes from the seeded PRNG:
 * turn order, the galaxy (per scenario or per game), Fallen House cards, face-down tokens, decks and offers.
 * The game starts in set-up: with `houses: chosen` players choose a House and Origin in turn order; with `dealt`
 * they are dealt. Once no Origin set-up task is left, Cycle 1 starts (at once when dealt Origins ask for nothing).
 */
import { cloneState, Rng, type SetupContext } from '../../engine';
import {
  agendaDeckOf, bountyTokenCounts, defaultValue, galacticEvents, houseOf, instancesOf, reclaimTokenCounts, scenarioOf,
} from './data';
import { agendaTypeSchema, type AgendaType } from './data/schema';
import { emptyPlayer, seatHouse } from './houses';
import { startGame } from './flow/cycle';
import { generateGalaxy } from './map/generate';
import type { GalaxyMap } from './map/schema';
import type { SectorState, TechStack, VoidfallConfig, VoidfallState } from './state';

const IMPROVED_OFFER = 4;

/** The scenarios.json record of a competitive scenario at a player count, e.g. `scenario-x013`. */
export function scenarioIdOf(config: VoidfallConfig, seats: number): string {
  return `scenario-${config.scenario}${seats}`;
}

/** Trade tokens per Galactic-board space (`default-trade-tokens-by-player-count`). */
function tradeSpaces(seats: number): number[] {
  const rule = defaultValue<Record<string, { per_space: number; leftmost_space?: number }>>('default-trade-tokens-by-player-count')[String(seats)];
  return Array.from({ length: 6 }, (_, i) => (i === 0 && rule.leftmost_space !== undefined ? rule.leftmost_space : rule.per_space));
}

/** The sectors' starting contents: the map's pieces, Fallen House cards dealt at random, face-down tokens drawn. */
function layGalaxy(map: GalaxyMap, fallenHouses: string[], supplies: { bounty: string[]; reclaim: string[] }, rng: Rng) {
  const cards = rng.shuffle(fallenHouses);
  const sectors: Record<string, SectorState> = {};
  for (const s of map.sectors) {
    const fallen = s.kind === 'fallen-house' ? cards.shift() ?? null : null;
    const card = fallen ? houseOf(fallen).fallen_house : null;
    sectors[s.id] = {
      owner: null, population: card ? card.population : s.population, corrupted: s.corrupted, fleets: [],
      voidbornFleetPower: s.voidbornFleetPower, guilds: [],
      installations: Array(s.sectorDefenses + (card ? card.sector_defenses : 0)).fill('sector_defense'),
      harbingers: s.harbingers, bountyTokens: supplies.bounty.splice(0, s.bountyTokens),
      reclaimTokens: supplies.reclaim.splice(0, s.reclaimTokens), gloryToken: s.gloryTokenValue, fallenHouse: fallen,
    };
  }
  return sectors;
}

/** Both basic copies of each Technology of the scenario's Fallen Houses, +4 copy on top; the improved offer. */
function technologies(fallenHouses: string[], rng: Rng) {
  const techs = fallenHouses.flatMap((h) => houseOf(h).technologies);
  const tableau: TechStack[] = techs.map((t) => ({ technology: t, cards: [`${t}-plus4`, `${t}-plain`] }));
  const improved = rng.shuffle(techs.map((t) => `${t}-improved`));
  return { tableau, improvedOffer: improved.slice(0, IMPROVED_OFFER), improvedDeck: improved.slice(IMPROVED_OFFER) };
}

function agendas(rng: Rng) {
  const decks = {} as Record<AgendaType, string[]>;
  const offer = {} as Record<AgendaType, string | null>;
  for (const type of agendaTypeSchema.options) {
    const deck = rng.shuffle(agendaDeckOf(type));
    offer[type] = deck.shift() ?? null;
    decks[type] = deck;
  }
  const clean = Object.fromEntries(agendaTypeSchema.options.map((t) => [t, false])) as Record<AgendaType, boolean>;
  return { agendaDecks: decks, agendaOffer: offer, agendaOfferCorrupted: clean };
}

/** `default-galactic-event-draw`: each cycle's deck shuffled, the Tutorial cards left out. */
function eventDecks(rng: Rng): Record<1 | 2 | 3, string[]> {
  const deck = (cycle: number) => rng.shuffle(galacticEvents.filter((e) => e.cycle === cycle && !e.tutorial).map((e) => e.id));
  return { 1: deck(1), 2: deck(2), 3: deck(3) };
}

/** One galaxy per scenario and player count, seeded by the scenario id; kept once built (a pure function of its key). */
const galaxies = new Map<string, GalaxyMap>();
function scenarioGalaxy(scenario: string, seats: number): GalaxyMap {
  if (!galaxies.has(scenario)) galaxies.set(scenario, generateGalaxy(seats, Rng.fromSeed(`voidfall-galaxy-${scenario}`), `generated-${scenario}`));
  return cloneState(galaxies.get(scenario)!);
}

export function setup(config: VoidfallConfig, seats: number, { rng }: SetupContext): Omit<VoidfallState, 'rng'> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) throw new RangeError(`Voidfall seats 2 to 4 players, not ${seats}`);
  const scenario = scenarioOf(scenarioIdOf(config, seats));
  const fallenHouses = scenario.fallen_houses!;
  const pool = scenario.recommended_player_houses!;
  // `default-competitive-maps`: one galaxy per set-up unless the table asks for one per game.
  const map = config.galaxy === 'per-scenario' ? scenarioGalaxy(scenario.id, seats) : generateGalaxy(seats, rng, `generated-${scenario.id}`);
  const supplies = { bounty: rng.shuffle(instancesOf(bountyTokenCounts)), reclaim: rng.shuffle(instancesOf(reclaimTokenCounts)) };
  const sectors = layGalaxy(map, fallenHouses, supplies, rng);
  const turnOrder = rng.shuffle(Array.from({ length: seats }, (_, s) => s));
  const influence = defaultValue<{ influence: number }>('default-starting-influence').influence;
  const glory = defaultValue<{ glory_tokens: number[] }>('default-starting-glory').glory_tokens;

  const state: Omit<VoidfallState, 'rng'> = {
    config, seats, scenario: scenario.id, phase: 'set-up',
    houseChoice: config.houses === 'chosen' ? { pool: pool.slice(), order: turnOrder.slice(), next: 0 } : null,
    turnOrder, cycle: 1, round: 0, turn: 0,
    players: Array.from({ length: seats }, () => emptyPlayer(influence, glory)),
    map, sectors,
    eventDecks: eventDecks(rng), events: [], eventPeeks: [], eventPeekDraw: null,
    ...agendas(rng),
    ...technologies(fallenHouses, rng), improvedBlocked: true,
    tradeSpaces: tradeSpaces(seats), bountySupply: supplies.bounty, reclaimSupply: supplies.reclaim,
    agendaDraw: null, focusRounds: 0, focusTurn: null, preselected: Array(seats).fill(null),
  };
  if (config.houses === 'dealt') {
    const dealt = rng.shuffle(pool);
    for (const seat of turnOrder) seatHouse(state, seat, dealt.shift()!, rng.pick(['A', 'B'] as const));
    // With nothing left to decide, Cycle 1 starts at once (its Galactic Event revealed).
    startGame(state);
  }
  return state;
}
