/**
 * Evaluation step 2, Upkeep (rules addendum A6). A player's Upkeep is the icons of each Agenda in slots 2-4 not covered
 * by a Trade token (2 per Agenda; a Starting Agenda shows none), plus the icons of the sectors they control: the
 * sectors' icons are in no data file, so `default-sector-upkeep-icons` puts one on the rightmost Guild space and one on
 * the rightmost Installation space (the Home Sector: its rightmost Guild space only), counted when that space is
 * occupied, plus the Novaris Home Sector's fixed extra (`default-novaris-home-upkeep`). Each Upkeep is paid with 1 Food
 * or 2 Energy/Materials in any mix; improved Data Refinery lets 1 Credit pay 2; improved Energy Cells pays the sectors'
 * Upkeep. Every unpaid Upkeep costs 3 Influence (never below 0, A7); a player must pay what they can.
 *
 * Which resources pay is the player's choice (rules/upkeep-payment.ts); the time-out's payment is the reading used
 * before: Food first, then Energy and Materials from the larger stockpile, then Credits.
 */
import type { Seat } from '../../../engine';
import { agendaOf, defaultValue, houseOf } from '../data';
import type { VoidfallState } from '../state';
import { guildSpaces, installationSpaces } from './sectors';

type Draft = Omit<VoidfallState, 'rng'>;
export const INFLUENCE_PER_UNPAID_UPKEEP = 3;

const homeOwner = (s: Draft, sector: string) => s.map.starts.findIndex((st) => st.home === sector);

/** The Upkeep icons of a sector that count now (its occupied icon spaces), whoever controls it. */
export function sectorUpkeep(s: Draft, sector: string): number {
  const x = s.sectors[sector];
  const guildsFull = guildSpaces(s, sector) > 0 && x.guilds.length >= guildSpaces(s, sector) ? 1 : 0;
  const owner = homeOwner(s, sector);
  if (owner >= 0) {
    const house = s.players[owner]?.house;
    const extra = house && houseOf(house).home_sector_details?.extra_upkeep
      ? defaultValue<{ extra_upkeep: number }>('default-novaris-home-upkeep').extra_upkeep : 0;
    return guildsFull + extra;
  }
  const spaces = installationSpaces(s, sector);
  return guildsFull + (spaces > 0 && x.installations.length >= spaces ? 1 : 0);
}

/** Upkeep of the Agendas in slots 2-4 (each icon covered by a Trade token does not count). */
export function agendaUpkeep(s: Draft, seat: Seat): number {
  return s.players[seat].agendaSlots.slice(1)
    .filter((slot) => slot.agenda !== null && !slot.tradeToken)
    .reduce((sum, slot) => sum + agendaOf(slot.agenda!).upkeep, 0);
}

/** Upkeep of the sectors `seat` controls (Pure or Corrupted). */
export function sectorsUpkeep(s: Draft, seat: Seat): number {
  return Object.keys(s.sectors).filter((id) => s.sectors[id].owner === seat).reduce((sum, id) => sum + sectorUpkeep(s, id), 0);
}

/** The total Upkeep printed on a player's Agendas and sectors (what objectives like "total Upkeep 10 or more" read). */
export function totalUpkeep(s: Draft, seat: Seat): number {
  return agendaUpkeep(s, seat) + sectorsUpkeep(s, seat);
}

export type UpkeepPayment = Partial<Record<'food' | 'energy' | 'materials' | 'credits', number>>;
export interface UpkeepPaid { upkeep: number; paid: UpkeepPayment; unpaid: number; influenceLost: number }

/** The Upkeep a player owes now (improved Energy Cells: the sectors' Upkeep is free). */
export function upkeepDue(s: Draft, seat: Seat): number {
  const sectorsFree = s.players[seat].technologies.includes('energy-cells-improved');
  return agendaUpkeep(s, seat) + (sectorsFree ? 0 : sectorsUpkeep(s, seat));
}

/** Whether 1 Credit pays 2 Upkeep (improved Data Refinery). */
export const creditsPayUpkeep = (s: Draft, seat: Seat) => s.players[seat].technologies.includes('data-refinery-improved');

/** How many Upkeep a payment covers: 1 per Food, 1 per 2 Energy/Materials, 2 per Credit with improved Data Refinery. */
export function upkeepCovered(payment: UpkeepPayment, credits: boolean): number {
  const n = (k: keyof UpkeepPayment) => payment[k] ?? 0;
  return n('food') + Math.floor((n('energy') + n('materials')) / 2) + (credits ? 2 * n('credits') : 0);
}

/** The reading used when the player does not choose: Food, then Energy and Materials from the larger stockpile, then Credits. */
export function defaultUpkeepPayment(s: Draft, seat: Seat): UpkeepPayment {
  const r = { ...s.players[seat].resources };
  let due = upkeepDue(s, seat);
  const paid: UpkeepPayment = {};
  const spend = (k: keyof UpkeepPayment, n: number) => {
    if (n <= 0) return;
    r[k] -= n;
    paid[k] = (paid[k] ?? 0) + n;
  };
  const food = Math.min(r.food, due);
  spend('food', food);
  due -= food;
  // Two of Energy and Materials in any mix pay one Upkeep: take from the larger stockpile each time.
  while (due > 0 && r.energy + r.materials >= 2) {
    for (let i = 0; i < 2; i++) spend(r.energy >= r.materials ? 'energy' : 'materials', 1);
    due -= 1;
  }
  if (creditsPayUpkeep(s, seat)) spend('credits', Math.min(r.credits, Math.ceil(due / 2)));
  return paid;
}

/** Pays a player's Upkeep with the payment chosen (rules/upkeep-payment.ts) or the reading; each unpaid point loses 3 Influence. */
export function payUpkeep(s: Draft, seat: Seat): UpkeepPaid {
  const p = s.players[seat];
  const upkeep = upkeepDue(s, seat);
  const paid = s.upkeepChoice?.payments[seat] ?? defaultUpkeepPayment(s, seat);
  for (const [k, n] of Object.entries(paid) as [keyof UpkeepPayment, number][]) p.resources[k] -= n;
  const unpaid = Math.max(0, upkeep - upkeepCovered(paid, creditsPayUpkeep(s, seat)));
  const influenceLost = Math.min(p.influence, unpaid * INFLUENCE_PER_UNPAID_UPKEEP);
  p.influence -= influenceLost;
  return { upkeep, paid: { ...paid }, unpaid, influenceLost };
}
