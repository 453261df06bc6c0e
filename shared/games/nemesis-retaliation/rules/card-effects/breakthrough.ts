/**
 * Breakthrough ("Burst with a Ranged Weapon. Then, Move through the Corridor you Burst at. During that Movement, prevent
 * all Intruder Attacks"): a Burst paid by the card, then the move along that corridor with no pursuit attack. When the
 * roll's hits wait for the player's allocation, the move comes after it (`breakthrough` in the state).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { burstRoll } from '../combat';
import { firingWeapons, spendAmmo } from '../equipment';
import { inPlay } from '../health';
import { exits } from '../movement';
import { cardMove } from './move-cards';
import type { CardEffect } from './types';

/** The move of a Breakthrough, if its character can still make it. */
export function breakThrough(s: RetaliationState, seat: Seat, corridor: string, rng: Rng): RetaliationEvent[] {
  s.breakthrough = null;
  if (!inPlay(s.players[seat]) || s.destroyed || !exits(s, seat).includes(corridor)) return [];
  return cardMove(s, seat, corridor, { prevent: Infinity, noise: true }, rng);
}

export const breakthrough: CardEffect = {
  problem: (s, seat) => {
    if (!firingWeapons(s, seat).length) return 'You need a working, loaded ranged weapon in your hands.';
    return exits(s, seat).length ? null : 'No open corridor leads from your room.';
  },
  choices: (s, seat) => firingWeapons(s, seat).flatMap((choice) => exits(s, seat).map((target) => ({ target, choice }))),
  choiceError: 'Burst with a loaded ranged weapon in your hands into an open corridor around your room.',
  resolve: (s, seat, play, rng) => {
    const [weapon, corridor] = [play.choice!, play.target!];
    const left = spendAmmo(s, seat, weapon);
    const events: RetaliationEvent[] = left ? [{ type: 'ammo-spent', seat, item: weapon, left }] : [];
    const { face, hits } = burstRoll(s, seat, corridor, 0, 'burst', rng);
    events.push({ type: 'burst', seat, weapon, corridor, face, hits });
    if (s.allocation) {
      s.breakthrough = { seat, corridor };
      return events;
    }
    return [...events, ...breakThrough(s, seat, corridor, rng)];
  },
};
