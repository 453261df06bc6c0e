/**
 * "Use that Room" through a card (Computer Skills in a room with a computer icon; Always Prepared, after which every
 * intruder in your room attacks you): any option of the room you stand in, with the same parameters as the Use the
 * Room action (rules/room-menu.ts lists them; the Server Room's use from afar is the room's own action, not this).
 */
import type { Rng, Seat } from '../../../../engine';
import { roomOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { attack } from '../attack';
import { bySizeDesc, intrudersAt } from '../board';
import { inPlay } from '../health';
import { moveKey, roomMoves } from '../room-menu';
import { resolveRoom, type RoomOption, type RoomParams } from '../rooms';
import type { CardEffect, CardPlay, PlayChoice } from './types';

type RoomUse = NonNullable<CardPlay['room']>;

function roomUses(s: RetaliationState, seat: Seat): PlayChoice[] {
  return roomMoves(s, seat)
    .filter((m) => !m.remote)
    .map(({ type: _t, ...room }) => ({ room: room as RoomUse }));
}

export const sameRoomUse = (a: RoomUse | undefined, b: RoomUse | undefined) => (a && b ? moveKey(a) === moveKey(b) : a === b);

function useRoomHere(s: RetaliationState, seat: Seat, room: RoomUse, rng: Rng): RetaliationEvent[] {
  const { option, ...params } = room;
  return resolveRoom(s, seat, option as RoomOption, params as RoomParams, rng);
}

const noUse = 'Your room offers nothing to do now.';

export const computerRoomUse: CardEffect = {
  problem: (s, seat) => {
    if (!roomOf(s.spaces[s.players[seat].space!].room).computer) return 'You are not in a room with a computer icon.';
    return roomUses(s, seat).length ? null : noUse;
  },
  choices: roomUses,
  choiceError: 'Choose one of the options of the room you stand in, with what it acts on.',
  resolve: (s, seat, play, rng) => useRoomHere(s, seat, play.room!, rng),
};

/** Always Prepared: the room, then every intruder in the room you are then in attacks you (biggest first). */
export const preparedRoomUse: CardEffect = {
  problem: (s, seat) => (roomUses(s, seat).length ? null : noUse),
  choices: roomUses,
  choiceError: computerRoomUse.choiceError,
  resolve: (s, seat, play, rng) => {
    const events = useRoomHere(s, seat, play.room!, rng);
    const p = s.players[seat];
    if (!inPlay(p)) return events;
    for (const intruder of intrudersAt(s, p.space!).sort(bySizeDesc)) {
      if (!inPlay(p)) break;
      events.push(...attack(s, seat, intruder, rng));
    }
    return events;
  },
};
