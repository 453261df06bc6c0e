/**
 * Character wounds, contamination and death (digest §5.12-5.13). Death drops heavy objects, removes items, leaves a
 * corpse, unlocks every pod at the First Death, and ends the game when nobody is left aboard.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { endIfNobodyLeft } from './end';
import { claimIntruders } from './intruder-player';

const LIGHT_TRACK = 2;
const FATAL_SERIOUS = 3;

function drawSeriousWound(s: NemesisState, rng: Rng): string {
  if (s.decks.seriousWounds.length === 0) {
    // Reading (digest §12.13): an empty deck is rebuilt from its discard pile.
    s.decks.seriousWounds = rng.shuffle(s.decks.seriousWoundDiscard);
    s.decks.seriousWoundDiscard = [];
  }
  return s.decks.seriousWounds.shift()!;
}

/** One serious wound: fatal when the character already has 3 serious wound cards (dressed ones count). */
export function sufferSeriousWound(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  if (p.status !== 'aboard') return;
  if (p.seriousWounds.length >= FATAL_SERIOUS) return die(s, seat, rng, events);
  const card = drawSeriousWound(s, rng);
  p.seriousWounds.push({ card, dressed: false });
  events.push({ type: 'wounded', seat, light: 0, serious: [card] });
}

/** Light wounds one at a time: the third on the 2-space track becomes a serious wound and the track restarts. */
export function sufferLightWounds(s: NemesisState, seat: Seat, count: number, rng: Rng, events: NemesisEvent[]): void {
  for (let i = 0; i < count; i++) {
    const p = s.players[seat];
    if (p.status !== 'aboard') return;
    if (p.seriousWounds.length >= FATAL_SERIOUS) return die(s, seat, rng, events);
    if (p.lightWounds < LIGHT_TRACK) {
      p.lightWounds += 1;
      events.push({ type: 'wounded', seat, light: 1, serious: [] });
    } else {
      p.lightWounds = 0;
      sufferSeriousWound(s, seat, rng, events);
    }
  }
}

/** A contamination card goes on top of the character's own discard pile (skipped if the deck is truly empty, §12.13). */
export function receiveContamination(s: NemesisState, seat: Seat, events: NemesisEvent[]): void {
  const card = s.decks.contamination.shift();
  if (card) s.players[seat].discard.push(card);
  events.push({ type: 'contaminated', seat, received: card !== undefined });
}

export function die(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const room = p.room!;
  for (const held of p.hands) if (held.kind === 'object') s.floor.push({ room, object: held.object, ...(held.of === undefined ? {} : { of: held.of }) });
  s.floor.push({ room, object: 'character-corpse', of: seat });
  // Items are removed from the game; in co-op the character keeps its weapons and items, for a Revival (§5.22).
  p.hands = s.config.mode === 'cooperative' ? p.hands.filter((h) => h.kind === 'item') : [];
  if (s.config.mode !== 'cooperative') p.inventory = [];
  p.status = 'dead';
  p.room = null;
  // A character dying in a pod (Eclosion, an infection scan) leaves its seat.
  for (const pod of s.pods) pod.seats = pod.seats.filter((x) => x !== seat);
  p.pod = null;
  events.push({ type: 'character-died', seat, room });
  claimIntruders(s, seat, events);
  if (!s.milestones.firstDeath) {
    s.milestones.firstDeath = true;
    for (const pod of s.pods) pod.locked = false;
    events.push({ type: 'pods-unlocked', reason: 'first-death' });
  }
  endIfNobodyLeft(s, rng, events);
}
