/**
 * Clean-up steps 1, 2 and 4 of a Focus turn (rules addendum A4); steps 3 and 5 are the end-turn move's. Each step's
 * choice is made for the player by a reading that no rule makes worse for them (README, "Readings taken"):
 * 1. a sector holding 3 or more fleet tokens recalls Fleet Power, from its smallest tokens, until the rest fits on 2;
 * 2. more than 4 Glory tokens: the lowest values go back;
 * 4. a flipped Trade token returns to the Galactic board; held ones go onto Agendas in play without a token (slots
 *    1-3 first, whose Upkeep they cover, then the Starting Agenda), the rest back to the board.
 */
import type { Seat } from '../../../engine';
import { returnTradeToken } from '../effects/economy';
import type { VoidfallEvent } from '../events';
import { MAX_GLORY_HELD } from '../rules/glory';
import { packTokens } from '../rules/fleets';
import type { FleetType } from '../data/schema';
import type { VoidfallState } from '../state';
import type { CleanupChoice } from '../rules/cleanup-choices';

type Draft = Omit<VoidfallState, 'rng'>;
export const MAX_FLEET_TOKENS = 2;

/** Merges same-type tokens of a sector as far as their capacity allows (split and merge are free, A9). */
function mergeTokens(s: Draft, seat: Seat, sector: string): void {
  const x = s.sectors[sector];
  const totals = new Map<FleetType, number>();
  for (const f of x.fleets) totals.set(f.type, (totals.get(f.type) ?? 0) + f.power);
  x.fleets = [...totals.entries()].flatMap(([type, power]) => packTokens(s.players[seat], type, power));
}

/** Step 1 as the player named it (rules/cleanup-choices.ts lists the legal ones): those cubes go back to the Active area. */
function recallChosen(s: Draft, seat: Seat, cubes: { sector: string; fleet: FleetType }[]): number {
  for (const { sector, fleet } of cubes) {
    const x = s.sectors[sector];
    const token = x.fleets.find((f) => f.type === fleet)!;
    token.power -= 1;
    if (token.power === 0) x.fleets.splice(x.fleets.indexOf(token), 1);
    s.players[seat].fleetPower.active += 1;
  }
  for (const sector of new Set(cubes.map((c) => c.sector))) mergeTokens(s, seat, sector);
  return cubes.length;
}

function recallExcessFleets(s: Draft, seat: Seat, chosen?: { sector: string; fleet: FleetType }[]): number {
  if (chosen) return recallChosen(s, seat, chosen);
  let recalled = 0;
  for (const [id, x] of Object.entries(s.sectors)) {
    if (x.owner !== seat || x.fleets.length <= MAX_FLEET_TOKENS) continue;
    mergeTokens(s, seat, id);
    while (x.fleets.length > MAX_FLEET_TOKENS) {
      const smallest = x.fleets.reduce((a, b) => (b.power < a.power ? b : a));
      smallest.power -= 1;
      if (smallest.power === 0) x.fleets.splice(x.fleets.indexOf(smallest), 1);
      s.players[seat].fleetPower.active += 1;
      recalled += 1;
    }
  }
  return recalled;
}

function returnExcessGlory(s: Draft, seat: Seat, chosen?: number[]): number[] {
  const p = s.players[seat];
  if (chosen) {
    for (const v of chosen) p.glory.splice(p.glory.indexOf(v), 1);
    return chosen.slice();
  }
  const sorted = p.glory.slice().sort((a, b) => a - b);
  const returned = sorted.slice(0, Math.max(0, sorted.length - MAX_GLORY_HELD));
  p.glory = sorted.slice(returned.length);
  return returned;
}

function placeTradeTokens(s: Draft, seat: Seat, flipped: boolean, slots?: number[]): { placed: number; returned: number } {
  const p = s.players[seat];
  let returned = 0;
  if (flipped) { returnTradeToken(s); returned += 1; }
  let placed = 0;
  for (const i of slots ?? [1, 2, 3, 0]) {
    const slot = p.agendaSlots[i];
    if (p.tradeTokens > 0 && slot.agenda !== null && !slot.tradeToken) {
      slot.tradeToken = true;
      p.tradeTokens -= 1;
      placed += 1;
    }
  }
  for (; p.tradeTokens > 0; p.tradeTokens--) { returnTradeToken(s); returned += 1; }
  return { placed, returned };
}

/** Steps 1, 2 and 4 (step 4 after step 3 has placed the played Agenda, so it can take a token). */
export function cleanUpSteps12(s: Draft, seat: Seat, choice?: CleanupChoice): { recalled: number; gloryReturned: number[] } {
  return { recalled: recallExcessFleets(s, seat, choice?.recall), gloryReturned: returnExcessGlory(s, seat, choice?.glory) };
}

export function cleanUpStep4(s: Draft, seat: Seat, flipped: boolean, before: { recalled: number; gloryReturned: number[] }, slots?: number[]): VoidfallEvent {
  const { placed, returned } = placeTradeTokens(s, seat, flipped, slots);
  return { type: 'turn-cleaned-up', seat, ...before, tradeTokensPlaced: placed, tradeTokensReturned: returned };
}
