/**
 * Reaction cards played on another seat's turn, as standing per-seat settings (so no prompt ever tells the table who
 * holds such a card): Nerves of Steel ("discard this card during a Surprise Attack to ignore its effect").
 * `always` (the default) plays it by itself at a surprise attack on the character when it is in the hand; `never` keeps
 * it. Only the Soldier's deck holds the card, and characters are public, so offering the setting to that seat alone
 * tells nothing; whether the card is in the hand stays secret until it is played.
 */
import type { Seat } from '../../../engine';
import { actionDeckOf, cardKind } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export type ReactionSetting = 'always' | 'never';
export const NERVES_OF_STEEL = 'nerves-of-steel';

export const nervesSetting = (s: NemesisState, seat: Seat): ReactionSetting => s.players[seat].nerves ?? 'always';

/** Whether the character's deck holds Nerves of Steel (public: the decks are printed per character). */
export function mayHaveNerves(s: NemesisState, seat: Seat): boolean {
  const character = s.players[seat].character;
  return character !== null && actionDeckOf(character).some((c) => cardKind(c) === NERVES_OF_STEEL);
}

/** At a surprise attack on `seat`: plays Nerves of Steel from the hand if the setting allows; true when it was played. */
export function playNervesOfSteel(s: NemesisState, seat: Seat, events: NemesisEvent[]): boolean {
  const p = s.players[seat];
  const card = p.hand.find((c) => cardKind(c) === NERVES_OF_STEEL);
  if (!card || nervesSetting(s, seat) === 'never') return false;
  p.hand = p.hand.filter((c) => c !== card);
  p.discard.push(card);
  events.push({ type: 'card-played', seat, card: NERVES_OF_STEEL });
  return true;
}
