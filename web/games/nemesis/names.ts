/**
 * Nemesis words for a player: cards, rooms, characters, intruders and corridors by their printed names, players by
 * their names. Every id the view or an event carries goes through here; an id nothing knows reads "a card", never raw.
 */
import type { SeatInfo } from '../../../shared/api';
import {
  actionCardById,
  attackCardById,
  cardKind,
  characterById,
  coordinatesById,
  eventCardById,
  isContamination,
  itemOf,
  objectiveById,
  questItemById,
  roomById,
  seriousWounds,
  startingWeaponById,
  weaknessById,
  boardData,
  type CharacterId,
} from '../../../shared/games/nemesis/data';
import { seatLabel } from '../../lib/format';
import type { NemesisView } from '../../../shared/games/nemesis/view';

export const INTRUDER_WORDS: Record<string, string> = { larva: 'Larva', creeper: 'Creeper', adult: 'Adult', breeder: 'Breeder', queen: 'Queen', blank: 'Blank' };
export const OBJECT_WORDS: Record<string, string> = {
  'character-corpse': 'a character corpse',
  'crew-corpse': 'the crew corpse',
  'intruder-carcass': 'an intruder carcass',
  'intruder-egg': 'an intruder egg',
};
export const DECK_WORDS: Record<string, string> = { red: 'red (military)', yellow: 'yellow (technical)', green: 'green (medical)', blue: 'blue (crafted)', quest: 'quest' };

const strip = (id: string) => id.replace(/-\d+$/, '');

/** Any card or token id in its printed name; "a card" when the id is unknown. */
export function cardName(id: string | null | undefined): string {
  if (!id) return 'a card';
  if (isContamination(id) || id === 'contamination') return 'Contamination';
  const kind = cardKind(id);
  const found =
    actionCardById.get(kind)?.name ??
    itemOf(id)?.name ??
    questItemById.get(id)?.name ??
    startingWeaponById.get(id)?.name ??
    eventCardById.get(id)?.name ??
    eventCardById.get(strip(id))?.name ??
    attackCardById.get(id)?.name ??
    attackCardById.get(strip(id))?.name ??
    objectiveById.get(id)?.name ??
    weaknessById.get(id)?.name ??
    coordinatesById.get(id)?.name ??
    seriousWounds.find((w) => id === w.id || id.startsWith(`${w.id}-`))?.name;
  return found ?? 'a card';
}

export function cardText(id: string): string | null {
  const kind = cardKind(id);
  const action = actionCardById.get(kind);
  if (action) return `${action.cost > 0 ? `Cost ${action.cost}. ` : ''}${action.text}`;
  return itemOf(id)?.text ?? questItemById.get(id)?.text ?? objectiveById.get(id)?.text ?? null;
}

export const characterName = (c: CharacterId | string | null) => (c ? (characterById.get(c as CharacterId)?.name ?? 'a character') : 'no character yet');
export const roomTileName = (tile: string | null) => (tile ? (roomById.get(tile)?.name ?? 'a room') : 'an unexplored room');

/** The words a board needs about one table: players, rooms (by what this viewer knows), corridors, intruders. */
export interface Names {
  seat(seat: number): string;
  /** "the Armory (room 7)", or "room 7 (unexplored)". */
  room(slot: string): string;
  corridor(id: string): string;
  intruder(id: string): string;
}

export function namesFor(view: NemesisView, seats: SeatInfo[]): Names {
  const rooms = new Map(view.rooms.map((r) => [r.slot, r]));
  const corridors = new Map(boardData[view.config.board].corridors.map((c) => [c.id, c]));
  const room = (slot: string) => {
    const r = rooms.get(slot);
    if (!r) return 'a room';
    return r.explored && r.room ? `the ${roomTileName(r.room)} (room ${r.roomNumber})` : `room ${r.roomNumber} (unexplored)`;
  };
  return {
    seat: (seat) => {
      const name = seatLabel(seats, seat);
      const character = view.players[seat]?.character;
      return character ? `${name} (${characterName(character)})` : name;
    },
    room,
    corridor: (id) => {
      const c = corridors.get(id);
      if (!c) return 'a corridor';
      if (c.kind !== 'corridor') return `the technical corridors from room ${rooms.get(c.rooms[0])?.roomNumber ?? ''}`.trim();
      const [a, b] = c.rooms.map((s) => rooms.get(s)?.roomNumber ?? '?');
      return `corridor ${c.numbers.join('/')} between rooms ${a} and ${b}`;
    },
    intruder: (id) => {
      const i = view.intruders.find((x) => x.id === id);
      return i ? `the ${INTRUDER_WORDS[i.type]} ${id.replace(/^\D+/, '#')}` : 'an intruder';
    },
  };
}
