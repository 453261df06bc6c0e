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
import { intrudersAt } from '../board';
import { burstDie, burstHits, judgeFace, landHit, shootDie } from '../combat';
import { firingWeapons, spendAmmo } from '../equipment';
import { shootResultBonus } from '../wound-effects';
import type { CardEffect } from './types';
import { shots } from './weapon-cards';

function spent(s: RetaliationState, seat: Seat, weapon: string): RetaliationEvent[] {
  const left = spendAmmo(s, seat, weapon);
  return left ? [{ type: 'ammo-spent', seat, item: weapon, left }] : [];
}

/** `target`: the weapon in your hands; `choice`: `shoot:<intruder in your room>` or `burst:<corridor around it>`. */
export const takingAim: CardEffect = {
  problem: (s, seat) => (firingWeapons(s, seat).length ? null : 'You need a working, loaded ranged weapon in your hands.'),
  choices: (s, seat) => firingWeapons(s, seat).flatMap((target) => shots(s, seat).map((choice) => ({ target, choice }))),
  choiceError: 'Choose a loaded weapon in your hands, then an intruder in your room to Shoot or a corridor around it to Burst into.',
  resolve: (s, seat, play, rng) => {
    const weapon = play.target!;
    const [mode, at] = play.choice!.split(':') as ['shoot' | 'burst', string];
    if (mode === 'burst') {
      const events = spent(s, seat, weapon);
      const face = rng.roll(burstDie);
      s.aim = { seat, weapon, corridor: at, face };
      return [...events, { type: 'aim-rolled', seat, die: 'burst', face }];
    }
    const { decided, events } = landHit(s, s.intruders.find((i) => i.id === at)!, rng);
    const face = rng.roll(shootDie);
    s.aim = { seat, weapon, target: at, face, decided };
    return [...events, { type: 'aim-rolled', seat, die: 'shoot', face }];
  },
};

export const aimChoices = (): Array<MoveOf<'aim-reroll'>> => [{ type: 'aim-reroll', reroll: false }, { type: 'aim-reroll', reroll: true }];

/** The kept face takes effect: the Shoot's kill and Ammo loss, or the Burst's hits (then given out, as any Burst's). */
export function resolveAim(s: RetaliationState, seat: Seat, reroll: boolean, rng: Rng): RetaliationEvent[] {
  const aim = s.aim!;
  s.aim = null;
  if (aim.corridor !== undefined) {
    const face = reroll ? rng.roll(burstDie) : aim.face;
    const hits = burstHits(face);
    if (intrudersAt(s, aim.corridor).length) s.allocation = { seat, corridor: aim.corridor, hits, source: 'burst' };
    return [{ type: 'burst', seat, weapon: aim.weapon, corridor: aim.corridor, face, hits }];
  }
  const face = reroll ? rng.roll(shootDie) : aim.face;
  const target = s.intruders.find((i) => i.id === aim.target)!;
  // A Queen killed by the hit itself is already off the map.
  const { killed, events } = target ? judgeFace(s, target, face, aim.decided ?? false, rng, shootResultBonus(s, seat)) : { killed: true, events: [] };
  const loss = face === 'ammo-loss' ? spent(s, seat, aim.weapon) : [];
  return [{ type: 'shot', seat, weapon: aim.weapon, target: aim.target!, face, killed }, ...events, ...loss];
}
