/** Read-only questions about the ship: who is where, what is in combat, which room tile lies on a slot. */
import type { Seat } from '../../../engine';
import { roomById, type RoomData } from '../data';
import type { Intruder, NemesisState } from '../state';
import { boardOf, type Exit } from './board';

export const roomOf = (s: NemesisState, slot: string): RoomData => roomById.get(s.rooms[slot].tile)!;

/** Seats whose character stands in the room (aboard, not seated in a pod). */
export function charactersIn(s: NemesisState, slot: string): Seat[] {
  return s.players.flatMap((p, seat) => (p.status === 'aboard' && p.pod === null && p.room === slot ? [seat] : []));
}

export const intrudersIn = (s: NemesisState, slot: string): Intruder[] => s.intruders.filter((i) => i.room === slot);

/** A character is in combat when it shares its room with at least one intruder (eggs are not intruders). */
export function inCombat(s: NemesisState, seat: Seat): boolean {
  const room = s.players[seat].room;
  return room !== null && s.players[seat].status === 'aboard' && s.players[seat].pod === null && intrudersIn(s, room).length > 0;
}

/** An intruder is in combat when a character is in its room. */
export const intruderInCombat = (s: NemesisState, i: Intruder): boolean => charactersIn(s, i.room).length > 0;

/** The corridors a figure may move through: normal corridors without a closed door. */
export function openExits(s: NemesisState, slot: string): Exit[] {
  return boardOf(s.side)
    .exits(slot)
    .filter((e) => e.kind === 'corridor' && s.corridors[e.id].door !== 'closed');
}

/** Seats in turn order starting from the first player (clockwise = seat order). */
export function turnOrder(s: NemesisState): Seat[] {
  return Array.from({ length: s.seats }, (_, i) => (s.firstPlayer + i) % s.seats);
}

/** The held or floor egg, corpse and carcass count of a kind in a room (for the Lab, eggs, weaknesses later). */
export const floorObjects = (s: NemesisState, slot: string) => s.floor.filter((o) => o.room === slot).map((o) => o.object);

/** Face-up (not dressed) serious wounds of a kind: several of the same kind do not stack. */
export function hasWound(s: NemesisState, seat: Seat, kind: string): boolean {
  return s.players[seat].seriousWounds.some((w) => !w.dressed && w.card.startsWith(`${kind}-`));
}

/** A Move costs 1 card; an Escape (a Move in combat) costs 2 with a face-up Leg wound. */
export function escapeCost(s: NemesisState, seat: Seat): number {
  return inCombat(s, seat) && hasWound(s, seat, 'wound-leg') ? 2 : 1;
}

/** Hand slots for heavy items and objects: 2, or 1 with a face-up Arm wound; one more per duct-taped pair. */
export const handSlots = (s: NemesisState, seat: Seat): number => (hasWound(s, seat, 'wound-arm') ? 1 : 2) + tapedPairs(s, seat).length;

/** Duct-taped pairs still whole (both cards held): each frees one hand slot. */
export function tapedPairs(s: NemesisState, seat: Seat): string[][] {
  const held = s.players[seat].hands.flatMap((h) => (h.kind === 'item' ? [h.card] : []));
  return (s.players[seat].taped ?? []).filter((pair) => pair.every((c) => held.includes(c)));
}
