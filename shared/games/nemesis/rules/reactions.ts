/**
 * Reaction cards played on another seat's turn, as standing per-seat settings (so no prompt ever tells the table who
 * holds such a card): Nerves of Steel ("discard this card during a Surprise Attack to ignore its effect").
 * `always` (the default) plays it by itself at a surprise attack on the character when it is in the hand; `never` keeps
 * it; `ask` pauses at every surprise attack on the character (`state.pause`, kind `nerves`), whether the card is in
 * the hand or not, and its player answers `answer-nerves` (timeout: not played). Only the Soldier's deck holds the card, and characters are public, so offering the setting to that seat alone
 * tells nothing; whether the card is in the hand stays secret until it is played.
 */
import type { Prompt, Seat } from '../../../engine';
import { actionDeckOf, cardKind } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisMove } from '../moves/schema';
import type { NemesisState, PendingPause } from '../state';

export type ReactionSetting = 'always' | 'never' | 'ask';
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

/** At a surprise attack on `seat` with the `ask` setting: opens the question (the same whatever the hand); true if asked. */
export function askNerves(s: NemesisState, seat: Seat, intruder: string): boolean {
  if (nervesSetting(s, seat) !== 'ask' || !mayHaveNerves(s, seat)) return false;
  s.pause = { kind: 'nerves', seat, intruder, then: [] };
  return true;
}

/** The asked seat's answers: playing is listed only to a seat holding the card (its legal moves are its own). */
export function nervesAnswers(s: NemesisState, seat: Seat): NemesisMove[] {
  if (s.pause?.kind !== 'nerves' || s.pause.seat !== seat) return [];
  const keep: NemesisMove = { type: 'answer-nerves', play: false };
  return s.players[seat].hand.some((c) => cardKind(c) === NERVES_OF_STEEL) ? [{ type: 'answer-nerves', play: true }, keep] : [keep];
}

/** The question, worded the same whether the card is held or not; on timeout the card is not played. */
export function nervesPrompt(s: NemesisState): Prompt {
  const pause = s.pause as Extract<PendingPause, { kind: 'nerves' }>;
  const message = 'Surprise attack: play Nerves of Steel to ignore it? Only with the card in hand (it is discarded).';
  return { seat: pause.seat, kind: 'answer-nerves', mode: 'turn', message, timeoutMove: { type: 'answer-nerves', play: false } };
}
