/**
 * Answers to a pending follow-up decision (`state.decision`): a door of the Command Center or Security Key
 * (rules/command-center.ts), or where Risk Assessment's event card goes back (rules/action-cards-rooms.ts).
 * The turn goes on (or ends after its second action) once the decision is over.
 */
import type { NemesisEvent } from '../events';
import { placeEvent } from '../rules/action-cards-rooms';
import { setDoor } from '../rules/command-center';
import { settle } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const setDoorMove: Handler<MoveOf<'set-door'>> = (s, seat, move, rng) => {
  const events: NemesisEvent[] = [];
  const refusal = setDoor(s, seat, move.corridor, move.door, events);
  if (refusal) return refuse('move/set-door', refusal);
  settle(s, rng, events);
  return events;
};

export const placeEventMove: Handler<MoveOf<'place-event'>> = (s, seat, move, rng) => {
  const refusal = placeEvent(s, seat, move.where);
  if (refusal) return refuse('move/place-event', refusal);
  const events: NemesisEvent[] = [];
  settle(s, rng, events);
  return events;
};
