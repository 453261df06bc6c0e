/**
 * Seating a House: what a player takes once their House and Origin are known (rules digest set-up steps 9-10 in
 * retail terms, origins.json): the 9 Focus cards of the House (Innovation aside until Cycle 2), the starting
 * Technology's +4 copy on the mat and its improved card beside it, the Home Sector and Outpost pieces, Active Fleet
 * Power, resources, track positions, production bonus, the Starting Agenda in the leftmost slot and the Origin's
 * extra tokens. As in the digest, set-up grants no Technology, track or Trade bonus (the Origin values include them).
 * Mutates the draft state it is given (set-up and the House-choice move both build a fresh copy first).
 */
import type { Seat } from '../../engine';
import { focusCardOf, focusSetOf, houseOf, originOf, startingAgendaOf } from './data';
import { fleetTypeSchema, resources, type StartingPieces } from './data/schema';
import type { FleetToken, PlayerState, SectorState, SetupTask, VoidfallState } from './state';

/** A state being built or changed (set-up has no PRNG state yet). */
type Draft = Omit<VoidfallState, 'rng'>;

export const FLEET_POWER_PER_PLAYER = 14;
const TOKEN_CAPACITY = 3;

/** Fleet tokens for a number of cubes per type (each token holds up to 3). */
export function fleetTokens(power: StartingPieces['fleet_power']): FleetToken[] {
  return fleetTypeSchema.options.flatMap((type) => {
    let left = power[type] ?? 0;
    const tokens: FleetToken[] = [];
    while (left > 0) {
      tokens.push({ type, power: Math.min(TOKEN_CAPACITY, left) });
      left -= TOKEN_CAPACITY;
    }
    return tokens;
  });
}

const expand = <K extends string>(counts: Partial<Record<K, number>>): K[] =>
  (Object.entries(counts) as [K, number][]).flatMap(([k, n]) => Array<K>(n).fill(k));

function placePieces(sector: SectorState, seat: Seat, pieces: StartingPieces): void {
  Object.assign(sector, {
    owner: seat, population: pieces.population, corrupted: pieces.corrupted, fleets: fleetTokens(pieces.fleet_power),
    guilds: expand(pieces.guilds), installations: expand(pieces.installations),
  });
}

/** The Trade token taken at set-up: from the highest space still holding one (the order tokens are taken in play). */
function takeTradeToken(state: Draft): boolean {
  for (let space = state.tradeSpaces.length - 1; space >= 0; space--) {
    if (state.tradeSpaces[space] > 0) {
      state.tradeSpaces[space] -= 1;
      return true;
    }
  }
  return false;
}

/** The Origin's extra set-up (origins.json `extra_setup`, text only): tokens now, decisions as set-up tasks. */
function extraSetup(state: Draft, player: PlayerState, originId: string): void {
  const text = originOf(originId).extra_setup?.text ?? '';
  const bounty = /(\d+|a) Bounty token/.exec(text);
  const bountyCount = bounty ? (bounty[1] === 'a' ? 1 : Number(bounty[1])) : 0;
  player.bountyTokens.push(...state.bountySupply.splice(0, bountyCount));
  const trade = /(\d+|a) Trade token/.exec(text);
  for (let n = trade ? (trade[1] === 'a' ? 1 : Number(trade[1])) : 0; n > 0; n--) {
    if (!takeTradeToken(state)) break;
    // The first token goes on the Starting Agenda's slot (digest set-up 10I); any other is held.
    if (!player.agendaSlots[0].tradeToken) player.agendaSlots[0].tradeToken = true;
    else player.tradeTokens += 1;
  }
  const tasks: [RegExp, SetupTask][] = [
    [/Gain an Agenda/i, 'gain-agenda'], [/Upgrade a Glory token/i, 'upgrade-glory-token'],
    [/Remove a Corruption/i, 'remove-corruption'], [/\bmove a Corruption/i, 'move-corruption'],
  ];
  for (const [pattern, task] of tasks) if (pattern.test(text)) player.setupTasks.push(task);
}

/** Gives `seat` its House and Origin and lays out everything they bring. */
export function seatHouse(state: Draft, seat: Seat, houseId: string, originLetter: 'A' | 'B'): void {
  const house = houseOf(houseId);
  const origin = originOf(house.origins[originLetter === 'A' ? 0 : 1]);
  const player = state.players[seat];
  if (player.house !== null) throw new Error(`seat ${seat} already has a House`);
  const start = state.map.starts[seat];
  placePieces(state.sectors[start.home], seat, origin.home_sector);
  placePieces(state.sectors[start.outpost], seat, origin.outpost);

  const cards = focusSetOf(houseId).map((id) => ({ id: `${id}@${seat}`, from: focusCardOf(id).available_from_cycle ?? 1 }));
  const deployed = [origin.home_sector, origin.outpost].reduce((n, p) => n + Object.values(p.fleet_power).reduce((a, b) => a + (b ?? 0), 0), 0);
  const tech = origin.starting_technology;
  Object.assign(player, {
    house: houseId, origin: origin.id,
    focusHand: cards.filter((c) => c.from <= 1).map((c) => c.id), focusAside: cards.filter((c) => c.from > 1).map((c) => c.id),
    technologies: [`${tech}-plus4`], ownImproved: `${tech}-improved`,
    fleetPower: { active: origin.active_fleet_power, inactive: FLEET_POWER_PER_PLAYER - origin.active_fleet_power - deployed },
    resources: { ...player.resources, ...origin.resources },
    tracks: { ...origin.civilization_start },
  });
  // A7: the permanent bonus is the Starting Agenda's "+1 Production Level" icon(s) (Belitan B, Thegwyn B: two types;
  // Astoran B: one where its Origin card shows none, data README C2); the Origin's icon where the Agenda has none.
  const printed = startingAgendaOf(origin.starting_agenda).permanent_production_bonus ?? '';
  for (const r of resources) player.productionBonus[r] = origin.production_bonus === r || printed.includes(`+1 ${r[0].toUpperCase()}${r.slice(1)}`) ? 1 : 0;
  player.agendaSlots[0].agenda = origin.starting_agenda;
  // 3-4 players: the 0-Influence copy of each starting Technology joins the tableau; with 2 it goes to the box.
  if (state.seats >= 3) state.tableau.push({ technology: tech, cards: [`${tech}-plain`] });
  // Neural Matrix Origin: also the top card of the Might Agenda deck (supplement fact).
  if (tech === 'neural-matrix') player.agendaHand.push(...state.agendaDecks.might.splice(0, 1));
  extraSetup(state, player, origin.id);
}

/** A player before their House is known: the defaults' starting Influence and Glory, nothing else. */
export function emptyPlayer(influence: number, glory: number[]): PlayerState {
  const zero = Object.fromEntries(resources.map((r) => [r, 0])) as Record<(typeof resources)[number], number>;
  return {
    house: null, origin: null, influence, glory: glory.slice(), resources: { ...zero }, productionBonus: { ...zero },
    fleetPower: { inactive: FLEET_POWER_PER_PLAYER, active: 0 },
    tracks: { society: 0, statecraft: 0, economy: 0 }, trackCorruption: { society: false, statecraft: false, economy: false },
    // The rightmost Agenda slot starts Corrupted (supplement fact `fact-agenda-slot-4-starts-corrupted`).
    agendaSlots: [0, 1, 2, 3].map((i) => ({ agenda: null, corrupted: i === 3, tradeToken: false })),
    agendaHand: [], focusHand: [], focusDiscard: [], focusAside: [], technologies: [], ownImproved: null,
    tradeTokens: 0, bountyTokens: [], reclaimTokens: [], setupTasks: [],
  };
}
