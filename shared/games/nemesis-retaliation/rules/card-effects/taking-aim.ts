/**
 * Taking Aim ("Shoot or Burst. You may reroll the first roll; you must accept the second result."): the card's Shoot or
 * Burst is played up to its roll (the Shoot's hit landed, the Burst's Ammo spent), then the game waits for the shooter's
 * `aim-reroll`: keep the face, or roll once more and keep that one. Only the kept face takes effect (a kill, an Ammo
 * loss, the hits of a Burst), so a time-out keeps the first roll.
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { MoveOf } from '../../moves/schema';
import type { RetaliationState } from '../../state';
import { burstDie, shootDie } from '../combat';
import { firingWeapons, spendableKinds } from '../equipment';
import { burstCost, burstLanded, shotHit, shotLanded } from '../fire';
import type { CardEffect } from './types';
import { shots } from './weapon-cards';

/** `target`: the weapon in your hands; `choice`: `shoot:<intruder in your room>` or `burst:<corridor around it>`. */
export const takingAim: CardEffect = {
  problem: (s, seat) => (firingWeapons(s, seat).length ? null : 'You need a working, loaded ranged weapon in your hands.'),
  choices: (s, seat) => firingWeapons(s, seat).flatMap((target) => shots(s, seat).map((choice) => ({ target, choice }))),
  choiceError: 'Choose a loaded weapon in your hands, then an intruder in your room to Shoot or a corridor around it to Burst into.',
  ammoKinds: (s, seat, c) => spendableKinds(s, seat, c.target!),
  resolve: (s, seat, play, rng) => {
    const weapon = play.target!;
    const [mode, at] = play.choice!.split(':') as ['shoot' | 'burst', string];
    if (mode === 'burst') {
      const events = burstCost(s, seat, weapon, play.ammo);
      const face = rng.roll(burstDie);
      s.aim = { seat, weapon, corridor: at, face };
      return [...events, { type: 'aim-rolled', seat, die: 'burst', face }];
    }
    const { decided, events } = shotHit(s, seat, weapon, s.intruders.find((i) => i.id === at)!, rng);
    const face = rng.roll(shootDie);
    s.aim = { seat, weapon, target: at, face, decided };
    if (play.ammo) s.aim.ammo = play.ammo;
    return [...events, { type: 'aim-rolled', seat, die: 'shoot', face }];
  },
};

export const aimChoices = (): Array<MoveOf<'aim-reroll'>> => [{ type: 'aim-reroll', reroll: false }, { type: 'aim-reroll', reroll: true }];

/** The kept face takes effect: the Shoot's kill and Ammo loss, or the Burst's hits (then given out, as any Burst's). */
export function resolveAim(s: RetaliationState, seat: Seat, reroll: boolean, rng: Rng): RetaliationEvent[] {
  const aim = s.aim!;
  s.aim = null;
  if (aim.corridor !== undefined) {
    return burstLanded(s, seat, aim.weapon, aim.corridor, reroll ? rng.roll(burstDie) : aim.face);
  }
  const face = reroll ? rng.roll(shootDie) : aim.face;
  // A Queen killed by the hit itself is already off the map: a stand-in keeps her id for the event.
  const target = s.intruders.find((i) => i.id === aim.target) ?? { id: aim.target!, type: 'queen', where: '', hits: 0 };
  return shotLanded(s, seat, aim.weapon, target, face, aim.decided ?? false, rng, aim.ammo);
}
