/**
 * Corruption markers of a player (rules addendum A11): on one of their Pure sectors that can be Corrupted (max 1 per
 * sector; a standard Home Sector and a sector without Population never), on Agenda slots 2-4 (never the Starting
 * slot), or on a Civilization-track marker (max 1 per track). Gaining one with no legal place cannot be done; moving
 * relocates one of the player's markers; removing returns it to the supply. Decontamination Chambers (a Technology)
 * add a 4th place: up to 2 Corruption on the card, 3 when improved (A11). Corruption there counts for the Skirmish
 * strength (E1) and is on the House mat for the tie-break; objectives that say so ignore it.
 */
import { z } from 'zod';
import type { Seat } from '../../../engine';
import { houseOf } from '../data';
import { trackSchema, type Track } from '../data/schema';
import type { PlayerState, VoidfallState } from '../state';

export const corruptionPlaceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sector'), sector: z.string().min(1).max(40) }),
  z.strictObject({ kind: z.literal('agenda-slot'), slot: z.number().int().min(1).max(3) }),
  z.strictObject({ kind: z.literal('track'), track: trackSchema }),
  z.strictObject({ kind: z.literal('decontamination') }),
]);
export type CorruptionPlace = z.infer<typeof corruptionPlaceSchema>;

type Draft = Omit<VoidfallState, 'rng'>;

function homeCorruptible(s: Draft, seat: Seat): boolean {
  const house = s.players[seat].house;
  return house !== null && houseOf(house).home_sector_details?.corruptible === true;
}

/** Where `seat` could put a Corruption now. */
export function freeCorruptionPlaces(s: Draft, seat: Seat): CorruptionPlace[] {
  const home = s.map.starts[seat]?.home;
  const sectors = Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === seat && !x.corrupted && x.population !== null && x.population > 0 && (id !== home || homeCorruptible(s, seat)))
    .map(([sector]): CorruptionPlace => ({ kind: 'sector', sector }));
  const p = s.players[seat];
  const slots = [1, 2, 3].filter((i) => !p.agendaSlots[i].corrupted).map((slot): CorruptionPlace => ({ kind: 'agenda-slot', slot }));
  const tracks = trackSchema.options.filter((t) => !p.trackCorruption[t]).map((track): CorruptionPlace => ({ kind: 'track', track }));
  const chambers: CorruptionPlace[] = (p.decontamination ?? 0) < decontaminationCapacity(p) ? [{ kind: 'decontamination' }] : [];
  return [...sectors, ...slots, ...tracks, ...chambers];
}

/** Corruption the Decontamination Chambers card holds: 0 without the Technology, 2 basic, 3 improved (A11). */
export function decontaminationCapacity(p: PlayerState): number {
  if (p.technologies.includes('decontamination-chambers-improved')) return 3;
  return p.technologies.some((t) => t.startsWith('decontamination-chambers-')) ? 2 : 0;
}

/** Where `seat` has a Corruption it may move or remove. */
export function heldCorruptionPlaces(s: Draft, seat: Seat): CorruptionPlace[] {
  const p = s.players[seat];
  return [
    ...Object.entries(s.sectors).filter(([, x]) => x.owner === seat && x.corrupted).map(([sector]): CorruptionPlace => ({ kind: 'sector', sector })),
    ...[1, 2, 3].filter((i) => p.agendaSlots[i].corrupted).map((slot): CorruptionPlace => ({ kind: 'agenda-slot', slot })),
    ...trackSchema.options.filter((t: Track) => p.trackCorruption[t]).map((track): CorruptionPlace => ({ kind: 'track', track })),
    ...((p.decontamination ?? 0) > 0 ? [{ kind: 'decontamination' } as CorruptionPlace] : []),
  ];
}

const same = (a: CorruptionPlace, b: CorruptionPlace) => JSON.stringify(a) === JSON.stringify(b);
export const includesPlace = (list: CorruptionPlace[], place: CorruptionPlace) => list.some((p) => same(p, place));

export function setCorruption(s: Draft, seat: Seat, place: CorruptionPlace, corrupted: boolean): void {
  const p = s.players[seat];
  if (place.kind === 'sector') s.sectors[place.sector].corrupted = corrupted;
  else if (place.kind === 'agenda-slot') p.agendaSlots[place.slot].corrupted = corrupted;
  else if (place.kind === 'decontamination') p.decontamination = (p.decontamination ?? 0) + (corrupted ? 1 : -1);
  else p.trackCorruption[place.track] = corrupted;
}

/**
 * Corruption markers on the House mat (tracks, Agenda slots and the Decontamination Chambers card): the Evaluation
 * Skirmish strength (E1) and the tie-break.
 */
export function matCorruption(s: Draft, seat: Seat): number {
  const p = s.players[seat];
  return p.agendaSlots.filter((a) => a.corrupted).length + trackSchema.options.filter((t) => p.trackCorruption[t]).length
    + (p.decontamination ?? 0);
}

/** Every Corruption marker of a player, mat and sectors (the competitive tie-break, addendum A6). */
export function totalCorruption(s: Draft, seat: Seat): number {
  return matCorruption(s, seat) + Object.values(s.sectors).filter((x) => x.owner === seat && x.corrupted).length;
}
