/**
 * Breakthrough ("Burst with a Ranged Weapon. Then, Move through the Corridor you Burst at. During that Movement, prevent
 * all Intruder Attacks"): a Burst paid by the card, then the move along that corridor with no pursuit attack. When the
 * roll's hits wait for the player's allocation, the move comes after it (`breakthrough` in the state).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { firingWeapons, spendableKinds } from '../equipment';
import { burstInto } from '../fire';
import { inPlay } from '../health';
import { moveExits } from '../passage';
import { cardMove } from './move-cards';
import type { CardEffect } from './types';

/** The move of a Breakthrough, if its character can still make it. */
export function breakThrough(s: RetaliationState, seat: Seat, corridor: string, rng: Rng): RetaliationEvent[] {
  s.breakthrough = null;
  if (!inPlay(s.players[seat]) || s.destroyed || !moveExits(s, seat).includes(corridor)) return [];
  return cardMove(s, seat, corridor, { prevent: Infinity, noise: true }, rng);
}

export const breakthrough: CardEffect = {
  problem: (s, seat) => {
    if (!firingWeapons(s, seat).length) return 'You need a working, loaded ranged weapon in your hands.';
    return moveExits(s, seat).length ? null : 'No open corridor leads from your room.';
  },
  choices: (s, seat) => firingWeapons(s, seat).flatMap((choice) => moveExits(s, seat).map((target) => ({ target, choice }))),
  choiceError: 'Burst with a loaded ranged weapon in your hands into an open corridor around your room.',
  ammoKinds: (s, seat, c) => spendableKinds(s, seat, c.choice!),
  resolve: (s, seat, play, rng) => {
    const [weapon, corridor] = [play.choice!, play.target!];
    const events = burstInto(s, seat, weapon, corridor, rng, seat, play.ammo);
    if (s.allocation) {
      s.breakthrough = { seat, corridor };
      return events;
    }
    return [...events, ...breakThrough(s, seat, corridor, rng)];
  },
};
