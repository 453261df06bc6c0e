/**
 * F4 for the tokens a room gives (Landing Zone, Armory, Experimental Military Lab: "Gain any number of ... tokens"):
 * each goes into a legal free place its player names: the belt, or a held item with a free slot of its colour or grey
 * (Ammo straight into a weapon). A token with one choice only is placed at once; otherwise the tokens wait in
 * `placing`, first taken first, for `place-token` (a time-out puts it on the belt). The room's action ends once every
 * token is placed (rules/flow.ts defers it to `after`; the move handler then ends it). The room takes no more tokens than its empty belt slots, so
 * the belt always has room for the rest.
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { GearToken, RetaliationState } from '../state';
import { returnToSupply } from './equipment';
import { gainChoices, placeOfChoice, setTokenAt } from './items';

function put(s: RetaliationState, seat: Seat, token: GearToken, choice: string | undefined): RetaliationEvent[] {
  const place = choice === undefined ? undefined : placeOfChoice(s, seat, token.token, choice);
  if (!place) {
    returnToSupply(s, token);
    return [];
  }
  setTokenAt(s, seat, place, token);
  return [{ type: 'gear-gained', seat, token: token.token }];
}

/** Places tokens while each has a single choice; leaves the rest waiting for their player. */
function settle(s: RetaliationState, seat: Seat, queue: GearToken[], after?: Seat): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  while (queue.length) {
    const choices = gainChoices(s, seat, queue[0].token);
    if (choices.length > 1) {
      s.placing = { seat, tokens: queue, ...(after === undefined ? {} : { after }) };
      return events;
    }
    events.push(...put(s, seat, queue.shift()!, choices[0]));
  }
  s.placing = null;
  return events;
}

/** Tokens a room gives `seat` (already out of their supply). */
export const placeTokens = (s: RetaliationState, seat: Seat, tokens: GearToken[]): RetaliationEvent[] => settle(s, seat, tokens.slice());

/** The places the first waiting token may go. */
export const placingChoices = (s: RetaliationState, seat: Seat): string[] => gainChoices(s, seat, s.placing!.tokens[0].token);

export const placingProblem = (s: RetaliationState, seat: Seat, to: string): string | null =>
  placingChoices(s, seat).includes(to) ? null : 'Put the token on your belt, or on an item you hold with a free slot for it.';

/** Places the first waiting token; `ends` names the seat whose action ends now that every token is placed. */
export function placeNext(s: RetaliationState, seat: Seat, to: string): { events: RetaliationEvent[]; ends?: Seat } {
  const { tokens, after } = s.placing!;
  const events = [...put(s, seat, tokens.shift()!, to), ...settle(s, seat, tokens, after)];
  return s.placing || after === undefined ? { events } : { events, ends: after };
}
