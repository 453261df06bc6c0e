/**
 * Nemesis: Retaliation words for a player: cards, rooms, corridors, characters and intruders by their printed names or
 * places, players by their names. Every id a view, a move or an event carries goes through here; an id nothing knows
 * reads as "a card" or "a place", never raw.
 */
import type { SeatInfo } from '../../../shared/api';
import {
  actionCards,
  boardSpaces,
  attackCards,
  characters,
  corridorPositions,
  corridorTiles,
  eventCards,
  items,
  missionTasks,
  objectives,
  queenHealthCards,
  robotCards,
  rooms,
  seriousWounds,
  soloCoopTasks,
} from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { seatLabel } from '../../lib/format';

export const INTRUDER_WORDS: Record<string, string> = { larva: 'Larva', drone: 'Drone', adult: 'Adult', queen: 'Queen', blank: 'Blank' };
export const GEAR_WORDS: Record<string, string> = { ammo: 'Ammo', grenade: 'Grenade', oxygen: 'Oxygen', medpack: 'Medpack' };
/** The engine's pseudo-place and pseudo-attacker of the Technical Corridor Entrance (rooms README). */
export const TECHNICAL_CORRIDOR = 'technical-corridor';

interface Named {
  id: string;
  name?: string;
  text?: string;
}
const named: Named[] = [
  ...actionCards, ...items, ...objectives, ...seriousWounds, ...eventCards, ...attackCards, ...robotCards, ...missionTasks, ...soloCoopTasks, ...characters,
];
const byId = new Map(named.map((c) => [c.id, c]));
const queenHealth = new Set(queenHealthCards.map((c) => c.id));
const roomById = new Map(rooms.map((r) => [r.id, r]));
const tileById = new Map(corridorTiles.map((t) => [t.id, t]));
const positionById = new Map(corridorPositions.map((p) => [p.id, p]));
const spaceById = new Map(boardSpaces.map((b) => [b.id, b]));
/** Whether an id names a board space or a corridor position (a move's target may also be an intruder, an item or a wound). */
export const isBoardPlace = (id: string): boolean => positionById.has(id) || spaceById.has(id);

/** A board space's printed label in short ("A3" for slot A-R03); the fixed rooms (Landing Zone, Hibernatorium) by name. */
export function spaceLabel(id: string): string {
  const sp = spaceById.get(id);
  if (!sp) return id === TECHNICAL_CORRIDOR ? 'the technical corridors' : 'a space';
  if (sp.fixedRoom) return roomName(sp.fixedRoom);
  // The space ids follow the printed slot labels (a-r03 is slot A-R03).
  const m = /^([a-c])-r0*(\d+)$/.exec(sp.id);
  return m ? `${m[1].toUpperCase()}${m[2]}` : `a space of section ${sp.section}`;
}

/** A place named without a view (log lines): "room A3", "the Landing Zone", "the corridor between A3 and B1". */
export function placeWords(where: string): string {
  const position = positionById.get(where);
  if (position) return `the corridor between ${position.spaces.map(spaceLabel).join(' and ')}`;
  const sp = spaceById.get(where);
  if (sp?.fixedRoom) return `the ${roomName(sp.fixedRoom)}`;
  return sp ? `room ${spaceLabel(where)}` : spaceLabel(where);
}

/** A card instance (`<id>-<n>`) back to its printed card. */
function entryOf(id: string): Named | undefined {
  return byId.get(id) ?? byId.get(id.replace(/-\d+$/, ''));
}

export const isContamination = (id: string) => /^contamination(-\d+)?$/.test(id);

/** Any card id in its printed name; "a card" when the id is unknown. */
export function cardName(id: string | null | undefined): string {
  if (!id) return 'a card';
  if (isContamination(id)) return 'Contamination';
  if (queenHealth.has(id)) return 'a Queen Health card';
  return entryOf(id)?.name ?? 'a card';
}

/** The printed text of a card, when it has one. */
export function cardText(id: string): string | null {
  if (isContamination(id)) return 'Cannot pay for actions. Leaves your hand only when you pass; scanned at the end of the game.';
  return entryOf(id)?.text ?? null;
}

export const roomName = (room: string | null | undefined) => (room ? (roomById.get(room)?.name ?? 'a room') : 'a room');
export const characterName = (c: string | null) => (c ? (entryOf(c)?.name ?? 'a character') : 'no character yet');
export const corridorNumber = (tile: string) => tileById.get(tile)?.number ?? null;

/** The words a board needs about one table: players, places (by what this viewer knows), intruders. */
export interface Names {
  seat(seat: number): string;
  /** "the Armory (A3)", or "unexplored space A3" for a board space with no room yet. */
  space(space: string): string;
  /** "corridor 207", "the unexplored corridor 104". */
  corridor(id: string): string;
  /** A room or a corridor, whichever `where` is. */
  place(where: string): string;
  intruder(id: string): string;
}

export function namesFor(view: RetaliationView, seats: SeatInfo[]): Names {
  const space = (id: string): string => {
    if (id === TECHNICAL_CORRIDOR) return 'the technical corridors';
    const placed = view.spaces[id];
    const fixed = spaceById.get(id)?.fixedRoom;
    if (id === 'hibernatorium' && !view.hibernatoriumDiscovered) return 'the undiscovered Hibernatorium';
    if (!placed) return `unexplored space ${spaceLabel(id)}`;
    return fixed ? `the ${roomName(placed.room)}` : `the ${roomName(placed.room)} (${spaceLabel(id)})`;
  };
  const corridor = (id: string): string => {
    if (id === TECHNICAL_CORRIDOR) return 'the technical corridors';
    const position = positionById.get(id);
    if (!position) return 'a corridor';
    const tile = view.corridors[id]?.tile;
    const number = tile ? corridorNumber(tile) : null;
    const open = position.spaces.every((sp) => view.spaces[sp] && (sp !== 'hibernatorium' || view.hibernatoriumDiscovered));
    if (!number) return `the corridor between ${position.spaces.map(spaceLabel).join(' and ')}`;
    return open ? `corridor ${number}` : `the unexplored corridor ${number}`;
  };
  return {
    seat: (seat) => {
      const name = seatLabel(seats, seat);
      const character = view.players[seat]?.character ?? null;
      return character ? `${name} (${characterName(character)})` : name;
    },
    space,
    corridor,
    place: (where) => (positionById.has(where) ? corridor(where) : space(where)),
    intruder: (id) => {
      if (id === TECHNICAL_CORRIDOR) return 'an Adult from the technical corridors';
      const i = view.intruders.find((x) => x.id === id);
      return i ? `the ${INTRUDER_WORDS[i.type] ?? 'intruder'} #${id.replace(/^\D+/, '')}` : `intruder #${id.replace(/^\D+/, '') || '?'}`;
    },
  };
}
