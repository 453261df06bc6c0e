/**
 * The player's choices in Clean-up steps 1, 2 and 4 (rules addendum A4), named by the `end-turn` move (`cleanup`):
 * 1. every sector of yours holding 3 or more fleet tokens: which cubes go back to the Active area "until the rest fits
 *    on 2 tokens" (a minimal set: no cube more than needed);
 * 2. more than 4 Glory tokens: which values go back;
 * 4. held Trade tokens: which Agendas in play without a token (after step 3 placed the played one) take one; the rest
 *    go back to the Galactic board.
 * Without `cleanup` the readings of flow/cleanup.ts apply (the smallest tokens, the lowest Glory, slots 1-3 then the
 * Starting Agenda): they are the time-out's choice too.
 */
import { z } from 'zod';
import type { Seat } from '../../../engine';
import { fleetTypeSchema, type FleetType } from '../data/schema';
import type { AgendaSlot, VoidfallState } from '../state';
import { tokenCapacity } from './fleets';
import { MAX_GLORY_HELD } from './glory';

type Draft = Omit<VoidfallState, 'rng'>;
const MAX_TOKENS = 2;

const cube = z.strictObject({ sector: z.string().min(1).max(40), fleet: fleetTypeSchema });
export const cleanupChoiceSchema = z.strictObject({
  /** Step 1: one entry per cube recalled. */
  recall: z.array(cube).max(20).optional(),
  /** Step 2: the values of the Glory tokens returned. */
  glory: z.array(z.number().int().min(1).max(5)).max(10).optional(),
  /** Step 4: the Agenda slots (0-3) that take a held Trade token. */
  trade: z.array(z.number().int().min(0).max(3)).max(4).optional(),
});
export type CleanupChoice = z.infer<typeof cleanupChoiceSchema>;

/** Per type, the cube counts of a sector; tokens needed to hold them. */
function powers(s: Draft, sector: string): Map<FleetType, number> {
  const m = new Map<FleetType, number>();
  for (const f of s.sectors[sector].fleets) m.set(f.type, (m.get(f.type) ?? 0) + f.power);
  return m;
}
const tokensFor = (s: Draft, seat: Seat, counts: [FleetType, number][]) =>
  counts.reduce((n, [type, power]) => n + Math.ceil(power / tokenCapacity(s.players[seat], type)), 0);

/** The minimal recalls of one sector that leave its Fleet Power on 2 tokens (each a list of cubes). */
function sectorRecalls(s: Draft, seat: Seat, sector: string): { sector: string; fleet: FleetType }[][] {
  const counts = [...powers(s, sector).entries()];
  let options: number[][] = [[]];
  for (const [, power] of counts) options = options.flatMap((o) => Array.from({ length: power + 1 }, (_, r) => [...o, r]));
  const fits = (r: number[]) => tokensFor(s, seat, counts.map(([t, p], i) => [t, p - r[i]])) <= MAX_TOKENS;
  const minimal = options.filter((r) => fits(r) && r.every((n, i) => n === 0 || !fits(r.map((m, j) => (j === i ? m - 1 : m)))));
  return minimal.map((r) => counts.flatMap(([fleet], i) => Array.from({ length: r[i] }, () => ({ sector, fleet }))));
}

function recallOptions(s: Draft, seat: Seat): { sector: string; fleet: FleetType }[][] {
  const over = Object.keys(s.sectors).filter((id) => s.sectors[id].owner === seat && tokensFor(s, seat, [...powers(s, id).entries()]) > MAX_TOKENS);
  return over.reduce<{ sector: string; fleet: FleetType }[][]>((acc, id) => acc.flatMap((a) => sectorRecalls(s, seat, id).map((b) => [...a, ...b])), [[]]);
}

function gloryOptions(glory: number[]): number[][] {
  const excess = glory.length - MAX_GLORY_HELD;
  if (excess <= 0) return [[]];
  const values = [...new Set(glory)].sort((a, b) => a - b);
  const pick = (from: number, left: number, counts: Map<number, number>): number[][] => {
    if (left === 0) return [[]];
    return values.slice(from).flatMap((v, i) => ((counts.get(v) ?? 0) === 0 ? [] : pick(from + i, left - 1, new Map(counts).set(v, counts.get(v)! - 1)).map((rest) => [v, ...rest])));
  };
  const counts = new Map<number, number>();
  for (const v of glory) counts.set(v, (counts.get(v) ?? 0) + 1);
  return pick(0, excess, counts);
}

/** Slots that would take a held Trade token once the played Agenda is in `agendaSlot`. */
function tradeSlots(slots: AgendaSlot[], agendaSlot: number | null): number[] {
  return [0, 1, 2, 3].filter((i) => (slots[i].agenda !== null || i === agendaSlot) && !slots[i].tradeToken);
}

function tradeOptions(s: Draft, seat: Seat, agendaSlot: number | null): number[][] {
  const free = tradeSlots(s.players[seat].agendaSlots, agendaSlot);
  const held = s.players[seat].tradeTokens;
  const subsets = (start: number, size: number): number[][] => (size === 0 ? [[]]
    : free.slice(start).flatMap((x, i) => subsets(start + i + 1, size - 1).map((rest) => [x, ...rest])));
  return Array.from({ length: Math.min(held, free.length) + 1 }, (_, n) => subsets(0, n)).flat();
}

/** Every explicit Clean-up choice open to `seat` ending its turn with the played Agenda in `agendaSlot`; [] when nothing is to choose. */
export function cleanupChoices(s: Draft, seat: Seat, agendaSlot: number | null): CleanupChoice[] {
  const recalls = recallOptions(s, seat);
  const glories = gloryOptions(s.players[seat].glory);
  const trades = tradeOptions(s, seat, agendaSlot);
  if (recalls.length <= 1 && glories.length <= 1 && trades.length <= 1) return [];
  return recalls.flatMap((recall) => glories.flatMap((glory) => trades.map((trade): CleanupChoice => ({ recall, glory, trade }))));
}
