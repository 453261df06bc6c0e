/**
 * A deep copy of a Retaliation state, written for its shape: every move works on one (a refusal leaves the input as
 * it was), and the kernel's generic `cloneState` pays for not knowing the shape (each of its property stores sees
 * every kind of object). The big, always-present parts are copied below (a spread per kind of flat record, `slice`
 * for the lists of ids); every other object-valued key of the state or of a player, such as a pending step or a field
 * added later, goes to `cloneState`, so nothing is shared with the original. A new nested object inside one of the
 * flat records below (a space, a corridor, an intruder, a belt slot) needs a line here: the state-copy test fails
 * until it has one.
 */
import { cloneState } from '../../engine';
import type { GearSlot, PlayerState, RetaliationState } from './state';

type Copier = (value: never) => unknown;
const ids = (list: readonly string[]) => list.slice();
const records = <T extends object>(entries: Record<string, T>): Record<string, T> => {
  const out: Record<string, T> = {};
  for (const key in entries) out[key] = { ...entries[key] };
  return out;
};
const lists = (entries: Record<string, readonly string[]>): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const key in entries) out[key] = entries[key].slice();
  return out;
};
const slot = (g: GearSlot): GearSlot => g && { ...g };

const STATE: Record<string, Copier> = {
  config: (c: RetaliationState['config']) => cloneState(c),
  players: (players: readonly PlayerState[]) => players.map(copyPlayer),
  takeoffAnswers: (seats: readonly number[]) => seats.slice(),
  markers: (m: RetaliationState['markers']) => ({ ...m }),
  explorationRemoved: ids,
  winners: (seats: readonly number[]) => seats.slice(),
  spaces: records,
  roomPiles: lists,
  corridors: records,
  corridorStack: ids,
  bag: ids,
  tokenPiles: lists,
  intruders: (list: RetaliationState['intruders']) => list.map((i) => ({ ...i })),
  decks: (d: RetaliationState['decks']) => {
    const out: Record<string, unknown> = {};
    for (const key in d) {
      const v = (d as Record<string, unknown>)[key];
      out[key] = Array.isArray(v) ? v.slice() : cloneState(v);
    }
    return out;
  },
  rng: (r: readonly number[]) => r.slice(),
};

const PLAYER: Record<string, Copier> = {
  objectives: ids,
  deck: ids,
  hand: ids,
  discard: ids,
  hands: ids,
  backpack: ids,
  belt: (belt: readonly GearSlot[]) => belt.map(slot),
  itemMalfunctions: (m: Record<string, number>) => ({ ...m }),
  seriousWounds: ids,
  taped: ids,
};

/** Copies every object-valued key of `from` into `to` (a spread of `from`): by its copier, else generically. */
function copyKeys<T extends object>(from: T, to: T, copiers: Record<string, Copier>): T {
  for (const key in from) {
    const value = from[key];
    if (typeof value === 'object' && value !== null) to[key] = (copiers[key] ?? cloneState)(value as never) as T[typeof key];
  }
  return to;
}

function copyPlayer(p: PlayerState): PlayerState {
  return copyKeys(p, { ...p }, PLAYER);
}

export function copyRetaliationState(s: RetaliationState): RetaliationState {
  return copyKeys(s, { ...s }, STATE);
}
