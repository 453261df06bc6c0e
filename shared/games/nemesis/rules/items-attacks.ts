/**
 * Items that hurt (digest §5.15, D14): the Grenade and the Molotov Cocktail, thrown into one's room or a neighbouring
 * room through an open corridor, the Taser, and the Fire Extinguisher's retreat branch. Choices: `intruder:<id>`,
 * `eggs:<room slot>`, `room:<slot>`, `character:<seat>`.
 */
import type { Rng, Seat } from '../../../engine';
import { cardKind } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { destroyEggs, eggsIn, injureIntruder, retreat } from './combat';
import { placeFire } from './markers';
import { charactersIn, intrudersIn, openExits } from './ship';
import { sufferSeriousWound } from './wounds';

/** The rooms a thrown item reaches: one's own and the neighbours through open corridors. */
const throwRooms = (s: NemesisState, seat: Seat): string[] => [s.players[seat].room!, ...openExits(s, s.players[seat].room!).map((e) => e.to!)];

/** Everyone in a room but the target suffers the blast: 1 injury each intruder, 1 serious wound each character. */
function blast(s: NemesisState, room: string, spare: string | null, rng: Rng, events: NemesisEvent[]): void {
  for (const other of charactersIn(s, room)) if (s.phase !== 'over') sufferSeriousWound(s, other, rng, events);
  for (const intruder of intrudersIn(s, room)) if (intruder.id !== spare && s.phase !== 'over') injureIntruder(s, intruder, 1, rng, events);
}

export function throwOptions(s: NemesisState, seat: Seat, kind: 'grenade' | 'molotov'): string[] {
  return throwRooms(s, seat).flatMap((room) => [
    ...(kind === 'grenade' ? intrudersIn(s, room).map((i) => `intruder:${i.id}`) : intrudersIn(s, room).length > 0 ? [`room:${room}`] : []),
    ...(eggsIn(s, room) > 0 ? [`eggs:${room}`] : []),
  ]);
}

function eggsTarget(s: NemesisState, seat: Seat, choice: string | undefined): string | null {
  const room = choice?.startsWith('eggs:') ? choice.slice('eggs:'.length) : null;
  return room && throwRooms(s, seat).includes(room) && eggsIn(s, room) > 0 ? room : null;
}

/** Grenade: 2 injuries to the chosen intruder, then the blast for everyone else there; or 2 eggs destroyed. */
export function grenade(s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  const eggs = eggsTarget(s, seat, choice);
  if (eggs) {
    destroyEggs(s, eggs, 2, events);
    return null;
  }
  const target = s.intruders.find((i) => `intruder:${i.id}` === choice && throwRooms(s, seat).includes(i.room));
  if (!target) return 'Choose an intruder in your room or a neighbouring room (not through a closed door), or eggs.';
  const room = target.room;
  blast(s, room, target.id, rng, events);
  if (s.phase !== 'over' && s.intruders.includes(target)) injureIntruder(s, target, 2, rng, events);
  return null;
}

/** Molotov Cocktail: a fire marker in a room with an intruder, and the blast for everyone there; or 1 egg destroyed. */
export function molotov(s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  const eggs = eggsTarget(s, seat, choice);
  if (eggs) {
    destroyEggs(s, eggs, 1, events);
    return null;
  }
  const room = choice?.startsWith('room:') ? choice.slice('room:'.length) : null;
  if (!room || !throwRooms(s, seat).includes(room) || intrudersIn(s, room).length === 0) return 'Choose your room or a neighbouring one with an intruder in it, or eggs.';
  placeFire(s, room, rng, events);
  if (s.phase !== 'over') blast(s, room, null, rng, events);
  return null;
}

export const retreatOptions = (s: NemesisState, seat: Seat): string[] => intrudersIn(s, s.players[seat].room!).map((i) => `intruder:${i.id}`);

/** Fire Extinguisher's second branch: an intruder in one's room retreats. */
export function extinguisherRetreat(s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  const target = intrudersIn(s, s.players[seat].room!).find((i) => `intruder:${i.id}` === choice);
  if (!target) return 'Choose an intruder in your room.';
  retreat(s, target, rng, events);
  return null;
}

export const taserOptions = (s: NemesisState, seat: Seat): string[] => [
  ...retreatOptions(s, seat),
  ...charactersIn(s, s.players[seat].room!).filter((x) => x !== seat).map((x) => `character:${x}`),
];

/** Taser: an intruder in one's room suffers 1 injury and retreats, or another character there discards its hand. */
export function taser(s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  const other = charactersIn(s, s.players[seat].room!).find((x) => x !== seat && `character:${x}` === choice);
  if (other !== undefined) {
    const p = s.players[other];
    events.push({ type: 'hand-discarded', seat: other, cards: p.hand.map(cardKind) });
    p.discard.push(...p.hand);
    p.hand = [];
    return null;
  }
  const target = intrudersIn(s, s.players[seat].room!).find((i) => `intruder:${i.id}` === choice);
  if (!target) return 'Choose an intruder or another character in your room.';
  injureIntruder(s, target, 1, rng, events);
  if (s.intruders.includes(target)) retreat(s, target, rng, events);
  return null;
}
