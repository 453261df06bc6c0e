/**
 * Encounters (digest §5.7): clear the room's noise, draw a bag token; a Blank fills the room with noise and goes back;
 * an intruder appears and, unless this is the First Encounter, makes the surprise check at once. The First Encounter
 * pauses the game for every player's secret objective choice; the surprise check waits in `objectiveChoice.then`.
 * D23's relocation choice and a Nerves of Steel question pause the same way (`state.pause`, rules/pause.ts).
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { Continuation, Intruder, NemesisState } from '../state';
import { intruderAttack } from './attack';
import { askNerves, playNervesOfSteel } from './reactions';
import { addToBag, drawFromBag, tokenBackNumber, tokenType } from './intruders';
import { deferIfPaused } from './pause';
import { placeForEncounter } from './relocation';
import { clearNoise, fillNoise } from './noise-markers';
import { known } from './weaknesses';

/** Surprise check: a hand (action and contamination cards) smaller than the token's number is attacked once. */
export function surpriseCheck(s: NemesisState, c: Extract<Continuation, { kind: 'surprise-check' }>, rng: Rng, events: NemesisEvent[]): void {
  const intruder = s.intruders.find((i) => i.id === c.intruder);
  const p = s.players[c.seat];
  if (!intruder || p.status !== 'aboard' || p.room !== intruder.room) return;
  const handSize = p.hand.length;
  // Reaction to Danger: the token's value counts 1 less (at least 1).
  const threshold = known(s, 'weakness-reaction-to-danger') ? Math.max(1, c.backNumber - 1) : c.backNumber;
  if (handSize < threshold) {
    events.push({ type: 'surprise-attack', seat: c.seat, intruder: intruder.id, handSize, backNumber: c.backNumber });
    // The `ask` setting pauses here, whatever the hand (rules/reactions.ts); the attack then waits in the pause.
    if (askNerves(s, c.seat, intruder.id)) return;
    if (!playNervesOfSteel(s, c.seat, events)) intruderAttack(s, intruder, c.seat, rng, events);
  } else events.push({ type: 'no-surprise', seat: c.seat, handSize, backNumber: c.backNumber });
}

/**
 * An intruder miniature appeared (by an encounter, the Queen in the Nest, an infection death...): at the first one,
 * the First Encounter milestone pauses the game for every living player holding two objectives; the surprise checks
 * of `seats` (none for an appearance that is not an encounter) run then, or at once.
 */
export function afterAppearance(s: NemesisState, seats: Seat[], intruder: Intruder, backNumber: number | null, rng: Rng, events: NemesisEvent[]): void {
  const checks: Continuation[] = backNumber === null ? [] : seats.map((seat) => ({ kind: 'surprise-check', seat, intruder: intruder.id, backNumber }));
  if (!s.milestones.firstEncounter) {
    s.milestones.firstEncounter = true;
    const waiting = s.players.flatMap((p, seat) => (p.objectives.length > 1 && p.status !== 'dead' ? [seat] : []));
    if (waiting.length > 0) {
      s.objectiveChoice = { waiting, then: checks };
      events.push({ type: 'first-encounter', waiting });
      return;
    }
  }
  for (let k = 0; k < checks.length; k++) {
    surpriseCheck(s, checks[k] as Extract<Continuation, { kind: 'surprise-check' }>, rng, events);
    if (deferIfPaused(s, checks.slice(k + 1))) return;
  }
}

export function encounter(s: NemesisState, seat: Seat, room: string, rng: Rng, events: NemesisEvent[]): void {
  clearNoise(s, room);
  const token = drawFromBag(s, rng);
  if (token === null) return;
  const type = tokenType(token);
  const backNumber = tokenBackNumber(token);
  events.push({ type: 'encounter', seat, room, drawn: type, backNumber });
  if (type === 'blank') {
    fillNoise(s, room, events);
    // The last token in the bag was the Blank: an Adult goes in first (if the supply has one).
    if (s.bag.length === 0 && addToBag(s, 'adult', rng)) events.push({ type: 'bag-changed', added: ['adult'] });
    s.bag = [...s.bag, token].sort();
    return;
  }
  s.supply.push(token);
  // D23: with no miniature left, the pick may pause here, keeping the surprise check (rules/relocation.ts).
  const intruder = placeForEncounter(s, type, room, { seat, backNumber: backNumber! }, rng, events);
  if (intruder) afterAppearance(s, [seat], intruder, backNumber!, rng, events);
}
