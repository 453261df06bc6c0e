/**
 * F4 for the tokens a room gives (Landing Zone, Armory, Experimental Military Lab: "Gain any number of ... tokens") and
 * the tokens received in a Trade: each goes into a legal free place its player names: the belt, or a held item with a
 * free slot of its colour or grey (Ammo straight into a weapon), among the places that leave room for the tokens still
 * waiting (rules/items-fit.ts; the room or the trade only hands out tokens that fit). A token with one choice only is
 * placed at once; otherwise the tokens wait in `placing`, first taken first, for `place-token` (a time-out takes the
 * first place offered: the belt when it fits). A trade's second receiver waits in `then` and names its places after
 * the first. The action that gave them ends once every token is placed (rules/flow.ts defers it to `after`; the move
 * handler then ends it).
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { GearToken, RetaliationState } from '../state';
import { returnToSupply } from './equipment';
import { placeOfChoice, setTokenAt } from './items';
import { fittingChoices } from './items-fit';

type Queue = { seat: Seat; tokens: GearToken[] };

function put(s: RetaliationState, seat: Seat, token: GearToken, choice: string | undefined): RetaliationEvent[] {
  const place = choice === undefined ? undefined : placeOfChoice(s, seat, token.token, choice);
  if (!place) {
    returnToSupply(s, token);
    return [];
  }
  setTokenAt(s, seat, place, token);
  return [{ type: 'gear-gained', seat, token: token.token }];
}

/** Places tokens while each has a single choice; leaves the rest waiting for their player (then the next receiver's). */
function settle(s: RetaliationState, queue: Queue, after?: Seat, then?: Queue): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (let q: Queue | undefined = queue, next = then; q; q = next, next = undefined) {
    while (q.tokens.length) {
      const choices = fittingChoices(s, q.seat, q.tokens);
      if (choices.length > 1) {
        s.placing = { seat: q.seat, tokens: q.tokens, ...(after === undefined ? {} : { after }), ...(next ? { then: next } : {}) };
        return events;
      }
      events.push(...put(s, q.seat, q.tokens.shift()!, choices[0]));
    }
  }
  s.placing = null;
  return events;
}

/** Tokens `seat` gains (already out of their supply), then `then`'s (a trade's other side). */
export const placeTokens = (s: RetaliationState, seat: Seat, tokens: GearToken[], then?: Queue): RetaliationEvent[] =>
  settle(s, { seat, tokens: tokens.slice() }, undefined, then?.tokens.length ? { seat: then.seat, tokens: then.tokens.slice() } : undefined);

/** The places the first waiting token may go. */
export const placingChoices = (s: RetaliationState, seat: Seat): string[] => fittingChoices(s, seat, s.placing!.tokens);

export const placingProblem = (s: RetaliationState, seat: Seat, to: string): string | null =>
  placingChoices(s, seat).includes(to) ? null : 'Put the token on your belt, or on an item you hold with a free slot for it, leaving room for the tokens still to place.';

/** Places the first waiting token; `ends` names the seat whose action ends now that every token is placed. */
export function placeNext(s: RetaliationState, seat: Seat, to: string): { events: RetaliationEvent[]; ends?: Seat } {
  const { tokens, after, then } = s.placing!;
  const events = [...put(s, seat, tokens.shift()!, to), ...settle(s, { seat, tokens }, after, then)];
  return s.placing || after === undefined ? { events } : { events, ends: after };
}
