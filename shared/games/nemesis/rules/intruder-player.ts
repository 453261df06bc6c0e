/**
 * The intruder-player variant (digest §5.22, D25): the first player whose character dies takes the intruders' hand.
 * From the next round's player phase, it draws 3 cards of the intruder-player deck (hand at most 4), takes turns in
 * seat order (never holding the first player token), each turn playing 1 card or passing (keeping at most 1 card),
 * and the event phase keeps only the time track and the fire damage. The intruder player never wins.
 * The playing of the cards is in intruder-player-cards.ts.
 */
import type { Prompt, Rng, Seat, Viewer } from '../../../engine';
import { intruderPlayerCards } from '../data';
import type { NemesisEvent } from '../events';
import type { IntruderPlayer, NemesisState } from '../state';

const DRAW = 3;
const HAND_MAX = 4;

/** The intruder player's seat once its changes apply (the round after the death), or null. */
export const intruderSeat = (s: NemesisState): Seat | null => (s.intruderPlayer?.active ? s.intruderPlayer.seat : null);

export const isIntruderPlayer = (s: NemesisState, seat: Seat): boolean => intruderSeat(s) === seat;

/** The card's kind (its id without the copy number), for events: a reshuffled card must not be traceable. */
export const intruderCardKind = (card: string): string => card.replace(/-\d+$/, '');

export const intruderCardOf = (card: string) => intruderPlayerCards.find((c) => c.id === card);

/** At a character's death: the first one to die in this mode becomes the intruder player (from the next round). */
export function claimIntruders(s: NemesisState, seat: Seat, events: NemesisEvent[]): void {
  if (s.config.mode !== 'intruder-player' || s.intruderPlayer) return;
  s.intruderPlayer = { seat, active: false, deck: [], hand: [], discard: [], pending: null };
  events.push({ type: 'intruder-player-chosen', seat });
}

function drawIntruderCards(ip: IntruderPlayer, count: number, rng: Rng): number {
  let drawn = 0;
  while (drawn < count && ip.hand.length < HAND_MAX) {
    // An exhausted deck is made again from the discards (digest §12.20).
    if (ip.deck.length === 0) {
      if (ip.discard.length === 0) break;
      ip.deck = rng.shuffle(ip.discard);
      ip.discard = [];
    }
    ip.hand.push(ip.deck.shift()!);
    drawn += 1;
  }
  return drawn;
}

/** At the start of a player phase: the intruder player's changes begin, and it draws its 3 cards. */
export function startIntruderTurns(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const ip = s.intruderPlayer;
  if (!ip) return;
  if (!ip.active) {
    ip.active = true;
    ip.deck = rng.shuffle(intruderPlayerCards.map((c) => c.id));
  }
  const count = drawIntruderCards(ip, DRAW, rng);
  s.players[ip.seat].passed = false;
  events.push({ type: 'intruder-cards-drawn', seat: ip.seat, count });
}

/** The event-phase steps the variant skips (digest step numbers): intruder attacks, event card, bag development. */
export const skippedEventStep = (s: NemesisState, step: number): boolean => intruderSeat(s) !== null && [5, 7, 8].includes(step);

/** Passing: the intruder player keeps at most 1 card and discards the rest. */
export function passIntruders(s: NemesisState, keep: string | null, events: NemesisEvent[]): void {
  const ip = s.intruderPlayer!;
  const discarded = ip.hand.filter((c) => c !== keep);
  ip.discard.push(...discarded);
  ip.hand = keep === null ? [] : [keep];
  s.players[ip.seat].passed = true;
  events.push({ type: 'intruder-player-passed', seat: ip.seat, kept: ip.hand.length });
}

/** The intruder player's prompt on its turn: a card to play or a pass, or the pick among drawn cards. */
export function intruderPrompt(s: NemesisState): Prompt {
  const ip = s.intruderPlayer!;
  if (ip.pending) {
    const message =
      ip.pending.kind === 'attack'
        ? 'Choose the attack card to resolve; the others go under the attack deck.'
        : 'Planning: choose the event card to resolve; the others are discarded.';
    // On timeout the first card drawn is resolved.
    return { seat: ip.seat, kind: 'intruder-pick', mode: 'turn', message, options: { cards: ip.pending.cards.slice() }, timeoutMove: { type: 'intruder-pick', card: ip.pending.cards[0] } };
  }
  const message = 'You play the intruders: play one card (to move an intruder, to attack, or for its effect), or pass keeping at most one card.';
  // On timeout the intruder player passes, keeping nothing.
  return { seat: ip.seat, kind: 'intruder-turn', mode: 'turn', message, options: { hand: ip.hand.length }, timeoutMove: { type: 'intruder-pass' } };
}

/** What every viewer may know of the intruder player: its seat, card counts, and what it is choosing (not among what). */
export function intruderPlayerView(s: NemesisState, viewer: Viewer) {
  const ip = s.intruderPlayer;
  if (!ip) return null;
  const own = viewer === ip.seat;
  return {
    seat: ip.seat,
    active: ip.active,
    hand: own ? ip.hand.slice() : ip.hand.length,
    deck: ip.deck.length,
    discard: ip.discard.length,
    pending: ip.pending ? { kind: ip.pending.kind, cards: own ? ip.pending.cards.slice() : ip.pending.cards.length } : null,
  };
}

/** The intruder player's cards, and the cards it drew to choose from, are secret to every other viewer. */
export function intruderSecrets(s: NemesisState, viewer: Viewer): string[] {
  const ip = s.intruderPlayer;
  if (!ip || viewer === ip.seat) return ip ? ip.deck : [];
  return [...ip.deck, ...ip.hand, ...ip.discard, ...(ip.pending?.cards ?? [])];
}
