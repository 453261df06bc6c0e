/**
 * The ship's geometry for one board side, read from the data once: slots (room spaces) by id, their exits by noise
 * number, corridors joining two slots, and technical-corridor entrances with their network. Rooms are board slots:
 * the state keys rooms by slot id, and the tile lying there says which room it is.
 */
import { boardData, type BoardSide, type CorridorData, type SlotData } from '../data';

export type NoiseNumber = 1 | 2 | 3 | 4;

export interface Exit {
  /** A corridor id, or a technical-corridor entrance id. */
  id: string;
  kind: 'corridor' | 'technical-corridor-entrance';
  numbers: NoiseNumber[];
  /** The slot beyond a corridor; null for an entrance. */
  to: string | null;
  /** The technical-corridor network of an entrance; null for a corridor. */
  network: string | null;
}

export interface Board {
  side: BoardSide;
  /** Slot ids in printed room-number order (the order of "ascending room number" readings). */
  slotIds: string[];
  slot(id: string): SlotData;
  /** Every exit of a slot: each corridor and each technical-corridor entrance once. */
  exits(slot: string): Exit[];
  /** The exit a noise number points at. */
  exitFor(slot: string, n: NoiseNumber): Exit;
  corridor(id: string): CorridorData;
  /** Normal corridors only: the ones that may hold a door. */
  corridorIds: string[];
  networks: string[];
  /** The slot that holds a fixed room (special rooms; side B's evacuation sections). */
  slotOfFixedRoom(room: string): string;
}

function build(side: BoardSide): Board {
  const { slots, corridors } = boardData[side];
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const corridorById = new Map(corridors.map((c) => [c.id, c]));
  const exitOf = (slot: string, c: CorridorData): Exit => ({
    id: c.id,
    kind: c.kind,
    numbers: c.numbers as NoiseNumber[],
    to: c.kind === 'corridor' ? c.rooms.find((r) => r !== slot)! : null,
    network: c.network ?? null,
  });
  const exits = new Map(slots.map((s) => [s.id, corridors.filter((c) => c.rooms.includes(s.id)).map((c) => exitOf(s.id, c))]));
  return {
    side,
    slotIds: slots.slice().sort((a, b) => a.roomNumber - b.roomNumber).map((s) => s.id),
    slot: (id) => slotById.get(id)!,
    exits: (slot) => exits.get(slot)!,
    exitFor: (slot, n) => exitOf(slot, corridorById.get(slotById.get(slot)!.exitsByNoiseNumber[n])!),
    corridor: (id) => corridorById.get(id)!,
    corridorIds: corridors.filter((c) => c.kind === 'corridor').map((c) => c.id),
    networks: [...new Set(corridors.flatMap((c) => (c.network ? [c.network] : [])))],
    slotOfFixedRoom: (room) => slots.find((s) => s.fixedRoom === room)!.id,
  };
}

const boards: Record<BoardSide, Board> = { A: build('A'), B: build('B') };

export function boardOf(side: BoardSide): Board {
  return boards[side];
}
