/**
 * Continuous Fire ("If you have Ammo on your BF Gun, discard any number of Action cards to deal 1 Hit in an adjacent
 * Corridor for each Action card discarded. Then, you may Burst with the BF Gun."): the cards paid (any number, `pay`)
 * are the hits dealt into the corridor named (`target`), given out as a Burst's are; then the game waits for the
 * follow-up `burst-on` (a corridor around you to Burst into with the BF Gun, or none) before the card counts as the
 * action. The BF Gun is the Heavy Gun Operator's own weapon (data README).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { MoveOf } from '../../moves/schema';
import type { RetaliationState } from '../../state';
import { intrudersAt } from '../board';
import { ammoChoices, ammoSlots, firingWeapons, type AmmoKind } from '../equipment';
import { burstInto } from '../fire';
import { exits } from '../movement';
import type { CardEffect } from './types';

const GUN = 'bf-gun';
const gunLoaded = (s: RetaliationState, seat: Seat) => firingWeapons(s, seat).includes(GUN) && ammoSlots(s, seat, GUN).length > 0;

export const continuousFire: CardEffect = {
  anyCost: true,
  problem: (s, seat) => {
    if (!gunLoaded(s, seat)) return 'You need Ammo on the BF Gun in your hands.';
    return exits(s, seat).length ? null : 'No corridor around your room is open to fire into.';
  },
  choices: (s, seat) => exits(s, seat).map((target) => ({ target })),
  choiceError: 'Fire into a corridor around your room, not behind a closed door.',
  resolve: (s, seat, play) => {
    const hits = play.pay?.length ?? 0;
    if (hits > 0 && intrudersAt(s, play.target!).length) s.allocation = { seat, corridor: play.target!, hits, source: 'burst' };
    s.continuousFire = { seat };
    return [];
  },
};

/** No Burst, or one into a corridor around you, naming the Ammo token when the BF Gun's two slots hold both kinds (§6.2). */
export function burstOnChoices(s: RetaliationState, seat: Seat): Array<MoveOf<'burst-on'>> {
  const corridors = gunLoaded(s, seat) ? exits(s, seat) : [];
  const kinds = ammoChoices(s, seat, GUN);
  return [null, ...corridors].flatMap((corridor): Array<MoveOf<'burst-on'>> => [
    { type: 'burst-on', corridor },
    ...(corridor === null ? [] : kinds.map((ammo) => ({ type: 'burst-on', corridor, ammo }) as const)),
  ]);
}

export function burstOn(s: RetaliationState, seat: Seat, corridor: string | null, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  s.continuousFire = null;
  if (corridor === null) return [];
  return burstInto(s, seat, GUN, corridor, rng, seat, kind);
}
