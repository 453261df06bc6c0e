/**
 * Intruder bag development, event step 8 (digest §5.18): Larva → an Adult joins the bag; Creeper → a Breeder joins;
 * Adult or Breeder → back in, and everyone not in combat rolls noise in turn order; Queen → into the Nest if a
 * character is there (an encounter for each of them), else an egg; Blank → an Adult joins, the Blank goes back.
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { afterAppearance } from './encounter';
import { addToBag, drawFromBag, placeIntruder, tokenBackNumber, tokenType } from './intruders';
import { clearNoise } from './noise-markers';
import { noiseRolls } from './series';
import { charactersIn, turnOrder } from './ship';

const EGG_TOKENS = 8;

/** The slot of the explored Nest, or null while it is face down (or absent). */
export function nestSlot(s: NemesisState): string | null {
  return Object.keys(s.rooms).find((k) => s.rooms[k].explored && s.rooms[k].tile === 'nest') ?? null;
}

/** Eggs that exist: on the intruder board, on floors and in hands; at most the 8 egg tokens. */
function eggTokensInUse(s: NemesisState): number {
  const held = s.players.flatMap((p) => p.hands).filter((h) => h.kind === 'object' && h.object === 'intruder-egg').length;
  return s.eggs + held + s.floor.filter((o) => o.object === 'intruder-egg').length;
}

export function developBag(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const token = drawFromBag(s, rng);
  if (token === null) return;
  const type = tokenType(token);
  events.push({ type: 'bag-developed', drawn: type });
  const back = () => void (s.bag = [...s.bag, token].sort());
  const grow = (kind: 'adult' | 'breeder') => {
    if (addToBag(s, kind, rng)) events.push({ type: 'bag-changed', added: [kind] });
  };
  switch (type) {
    case 'larva':
    case 'creeper':
      s.supply.push(token);
      grow(type === 'larva' ? 'adult' : 'breeder');
      return;
    case 'blank':
      grow('adult');
      return back();
    case 'adult':
    case 'breeder':
      back();
      return noiseRolls(s, turnOrder(s), true, rng, events);
    case 'queen': {
      const nest = nestSlot(s);
      const inNest = nest ? turnOrder(s).filter((seat) => charactersIn(s, nest).includes(seat)) : [];
      if (nest && inNest.length > 0) {
        clearNoise(s, nest);
        s.supply.push(token);
        const queen = placeIntruder(s, 'queen', nest, rng, events);
        if (queen) afterAppearance(s, inNest, queen, tokenBackNumber(token), rng, events);
        return;
      }
      back();
      if (eggTokensInUse(s) < EGG_TOKENS) {
        s.eggs += 1;
        events.push({ type: 'eggs-changed', eggs: s.eggs, reason: 'The Queen laid an egg.' });
      }
    }
  }
}
