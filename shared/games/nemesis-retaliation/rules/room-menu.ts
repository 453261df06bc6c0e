/**
 * The complete menu of Use the Room moves for a seat (the room it stands in, and at the Server Room every computer room
 * used from afar), and the check that a played move is on it: a move is legal exactly when it is listed.
 */
import type { Seat } from '../../../engine';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { doorsInSection } from './doors';
import { pressureDestinations, movableIntruders } from './rooms-facility';
import { gearChoices, remoteRooms, roomOptions, targetsOf, type RoomOption, type RoomParams } from './rooms';

type UseRoom = MoveOf<'use-room'>;
const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((acc, x) => [...acc, ...acc.map((a) => [...a, x])], [[]]);

/** The parameter sets of one option of the room at `space`. */
function paramsOf(s: RetaliationState, seat: Seat, option: RoomOption, space: string): RoomParams[] {
  const p = s.players[seat];
  switch (option) {
    case 'take-gear':
    case 'take-ammo':
      return gearChoices(s, seat, option, space).map((tokens) => ({ tokens }));
    case 'check-anti-aircraft':
      return [{ swap: false }, { swap: true }];
    case 'discard-wound':
      return p.seriousWounds.map((wound) => ({ wound }));
    case 'put-out-fires':
      return (['A', 'B', 'C'] as const).map((section) => ({ section }));
    case 'doors':
      return (['A', 'B', 'C'] as const).flatMap((section) => subsets(doorsInSection(s, section)).filter((d) => d.length).map((doors) => ({ section, doors })));
    case 'move-intruder':
      return movableIntruders(s).flatMap((i) => pressureDestinations(s, i).map((target) => ({ intruder: i.id, target })));
    default: {
      const targets = targetsOf(s, seat, option);
      return targets ? targets.map((target) => ({ target })) : [{}];
    }
  }
}

/** Every Use the Room move (without its payment) open to the seat now. */
export function roomMoves(s: RetaliationState, seat: Seat): Array<Omit<UseRoom, 'pay'>> {
  const here = s.players[seat].space!;
  const at = (space: string, remote?: string) =>
    roomOptions(s, seat, space).flatMap((option) => paramsOf(s, seat, option, space).map((params) => ({ type: 'use-room' as const, option, ...params, ...(remote ? { remote } : {}) })));
  return [...at(here), ...remoteRooms(s, seat).flatMap((space) => at(space, space))];
}

/** A move's parameters as one comparable string; the order of the `unordered` lists does not matter. */
export function moveKey(move: object, unordered: readonly string[] = ['tokens', 'doors']): string {
  const { pay: _pay, ...rest } = move as { pay?: unknown };
  const norm = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) && unordered.includes(k) ? v.slice().sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(norm);
}

/** The sentence for a move that names an open option with the wrong details. */
export const optionHint: Partial<Record<RoomOption, string>> = {
  'take-gear': 'Take only tokens the room can give, that fit your empty belt and item slots.',
  'take-ammo': 'Take only tokens the room can give, that fit your empty belt and item slots.',
  'check-anti-aircraft': 'Say whether the Anti-Aircraft tokens go back swapped.',
  'discard-wound': 'Name one of your serious wounds to discard.',
  'put-out-fires': 'Name the section whose fires go out.',
  doors: 'Name a section and doors of that section that can be opened or closed.',
  'move-intruder': 'Name an intruder and a room, or a corridor with room for it.',
};
