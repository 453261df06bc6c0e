/**
 * The Scout's Motion Scanner (quest item, heavy, once face up and held): "Discard 1 Action card from your hand to
 * reroll your Noise roll; at most once per Noise roll."
 *
 * Reading (a standing choice, not a pause): the scanner is used by itself, like the Armor, when its holder's own noise
 * roll would bring trouble, an Encounter (a number whose corridor already holds a noise marker) or Danger (the Danger
 * face, or Silence for a slimed character), and the holder has an action card to discard. A plain new noise marker or
 * Silence is kept: a player would not trade a card for an unknown roll that can only be as good or worse. The card
 * discarded is the first action card of the hand (contamination cards cannot be discarded this way); it goes to the
 * discard pile as a paid card does, so others learn only what paying would tell them. The second roll stands.
 * Kept apart from quest-items.ts so that the noise rules can call it without an import cycle.
 */
import type { Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf, type NoiseNumber } from './board';
import { pay, payable } from './cards';
import { isMarked } from './noise-markers';

const SCANNER = 'motion-scanner';

/** Whether the face, rolled in the character's room, would cause an Encounter or Danger. */
function troubling(s: NemesisState, seat: Seat, face: string): boolean {
  const p = s.players[seat];
  if (face === 'danger') return true;
  if (face === 'silence') return p.slime;
  return isMarked(s, boardOf(s.side).exitFor(p.room!, Number(face) as NoiseNumber));
}

/** Uses a held Motion Scanner on a troubling roll (an action card is discarded); true when the roll is to be rerolled. */
export function scannerRerolls(s: NemesisState, seat: Seat, face: string, events: NemesisEvent[]): boolean {
  const p = s.players[seat];
  const held = p.hands.some((h) => h.kind === 'item' && h.card === SCANNER);
  const card = payable(p)[0];
  if (!held || card === undefined || !troubling(s, seat, face)) return false;
  pay(s, seat, [card], events);
  events.push({ type: 'quest-used', seat, card: SCANNER, choice: null });
  return true;
}
