/**
 * Tactical Retreat ("Discard 1 Action card and spend Ammo from your Ranged Weapon to Move through an empty Corridor.
 * You may move another Character with you if they agree; they do not make a Noise roll. During that Movement, prevent
 * all Intruder Attacks."). Naming a companion (`seat`, a character of your room) pays the card and the Ammo, then waits
 * for the companion's `answer-consent` (`retreat` in the state; a time-out refuses, as for every consent); accepted,
 * they come along without a noise roll of theirs; refused, you retreat alone. The card counts as the action then.
 */
import type { Prompt, Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { intrudersAt } from '../board';
import { firingWeapons, needsNoAmmo, spendableKinds } from '../equipment';
import { spendAmmoEvents } from '../fire';
import { charactersIn, inPlay } from '../health';
import { moveCharacter } from '../movement';
import { moveExits } from '../passage';
import type { CardEffect, PlayChoice } from './types';

/** Weapons holding Ammo to spend (a No Ammo weapon has none). */
const ammoWeapons = (s: RetaliationState, seat: Seat) => firingWeapons(s, seat).filter((w) => !needsNoAmmo(w));
const emptyExits = (s: RetaliationState, seat: Seat) => moveExits(s, seat).filter((c) => !intrudersAt(s, c).length);
const companions = (s: RetaliationState, seat: Seat) => charactersIn(s, s.players[seat].space!).filter((x) => x !== seat);

/** The retreat's move (no pursuit attack), and the companion's along with it if they agreed. */
function retreat(s: RetaliationState, seat: Seat, corridor: string, companion: Seat | null, rng: Rng): RetaliationEvent[] {
  const from = s.players[seat].space!;
  const events = moveCharacter(s, seat, corridor, false, rng, { prevent: Infinity, noise: true });
  const me = s.players[seat];
  if (companion === null || !inPlay(me) || me.space === from) return events;
  const other = s.players[companion];
  if (!inPlay(other) || other.space !== from) return events;
  other.space = me.space;
  return [...events, { type: 'moved', seat: companion, from, to: me.space!, corridor, careful: false }];
}

export const tacticalRetreat: CardEffect = {
  extraCost: 1,
  problem: (s, seat) => {
    if (!ammoWeapons(s, seat).length) return 'You need Ammo on a ranged weapon in your hands to spend.';
    return emptyExits(s, seat).length ? null : 'No open corridor around your room is empty.';
  },
  choices: (s, seat) =>
    emptyExits(s, seat).flatMap((target) =>
      ammoWeapons(s, seat).flatMap((choice): PlayChoice[] => [{ target, choice }, ...companions(s, seat).map((x) => ({ target, choice, seat: x }))]),
    ),
  choiceError: 'Move along an empty open corridor, spending Ammo of a loaded ranged weapon in your hands; name a character of your room to ask along, or nobody.',
  ammoKinds: (s, seat, c) => spendableKinds(s, seat, c.choice!),
  resolve: (s, seat, play, rng) => {
    const events = spendAmmoEvents(s, seat, play.choice!, play.ammo);
    if (play.seat === undefined) return [...events, ...retreat(s, seat, play.target!, null, rng)];
    s.retreat = { seat, on: play.seat, corridor: play.target! };
    return [...events, { type: 'retreat-offered', seat, to: play.seat }];
  },
};

/** The companion's answer: the retreat goes on, with them or alone. */
export function answerRetreat(s: RetaliationState, accept: boolean, rng: Rng): RetaliationEvent[] {
  const { seat, on, corridor } = s.retreat!;
  s.retreat = null;
  const events: RetaliationEvent[] = [{ type: 'retreat-answered', seat, to: on, accepted: accept }];
  // The corridor was empty and open when the card was played, and nothing has moved since.
  return [...events, ...retreat(s, seat, corridor, accept ? on : null, rng)];
}

export function retreatPrompt(s: RetaliationState): Prompt | null {
  if (!s.retreat) return null;
  // Unanswered, the offer is refused: nobody is moved without agreeing.
  return { seat: s.retreat.on, kind: 'answer-retreat', mode: 'simultaneous', message: 'Another character offers to take you along on a Tactical Retreat, without a noise roll of yours: accept or refuse?', timeoutMove: { type: 'answer-consent', accept: false } };
}
