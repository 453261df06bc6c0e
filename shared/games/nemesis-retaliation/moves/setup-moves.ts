/** The setup decisions (digest §6.1): S1 character, S2 support equipment, S4 tactical belt. */
import { beltOptions, pickBelt, pickCharacter, pickSupport } from '../rules/draft';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const chooseCharacter: Handler<MoveOf<'choose-character'>> = (s, seat, move, rng) => {
  if (!s.characterDraft!.offer.includes(move.character)) return refuse('move/illegal', 'Keep one of the two characters dealt to you.');
  return pickCharacter(s, seat, move.character, rng);
};

export const chooseSupport: Handler<MoveOf<'choose-support'>> = (s, seat, move) => {
  if (!s.supportDraft!.offer.includes(move.item)) return refuse('move/illegal', 'Take one of the support cards still on offer.');
  return pickSupport(s, seat, move.item);
};

export const chooseBelt: Handler<MoveOf<'choose-belt'>> = (s, seat, move, rng) => {
  const key = (t: readonly string[]) => t.slice().sort().join(',');
  if (!beltOptions(s).some((o) => key(o) === key(move.tokens))) return refuse('move/illegal', 'The supply does not hold those tokens any more.');
  return pickBelt(s, seat, move.tokens, rng);
};
