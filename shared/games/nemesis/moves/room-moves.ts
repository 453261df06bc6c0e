/** A room action (digest §5.16): cost 2, in one's own room, not in combat, no malfunction there, and built. */
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { roomAction, roomActionChoices, roomName } from '../rules/room-actions';
import { inCombat } from '../rules/ship';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const ROOM_ACTION_COST = 2;

export const roomActionMove: Handler<MoveOf<'room-action'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  const room = s.rooms[p.room!];
  const action = roomAction(room.tile);
  if (!action) return refuse('move/no-room-action', `The ${roomName(room.tile)} has no room action you can take in this version of the game.`);
  if (inCombat(s, seat)) return refuse('move/in-combat', 'Room actions cannot be taken in combat.');
  if (room.malfunction) return refuse('move/malfunction', `The ${roomName(room.tile)} has a malfunction: its room action is out of order.`);
  if (!roomActionChoices(s, seat, room.tile).includes(move.choice)) {
    return refuse('move/room-action', `That is not an option of the ${roomName(room.tile)}'s action.`);
  }
  const problem = paymentProblem(p, move.pay, ROOM_ACTION_COST);
  if (problem) return refuse('move/payment', problem);
  // A refusal from the room's own rule discards the whole working copy (moves/index.ts), payment included.
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  events.push({ type: 'room-action', seat, room: p.room!, action: room.tile });
  const refusal = action(s, seat, move.choice, rng, events);
  if (refusal) return refuse('move/room-action', refusal);
  settle(s, rng, events);
  return events;
};
