/**
 * Armor texts (data items.json, armor cards; digest §5.4: armor absorbs nothing unless its text says so), applied where
 * intruder attacks deal their damage (rules/attack.ts):
 * - Tactical Armor: HP lost to an intruder attack is 1 less;
 * - Bulletproof Vest: a serious wound is taken by discarding the vest instead;
 * - Heavy Armor: a serious wound may be 2 HP instead; the owner's discretion (F7) is read as "whenever that does not
 *   kill", since an asynchronous prompt in the middle of an attack would stall the table;
 * - Biohazard Armor: each Contamination card is 1 HP instead.
 * The Utility Vest and the Autoloader Belt have no damage text (their slots are rules/items.ts and combat's).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { gainContamination } from './cards';
import { discardItem } from './equipment';
import { gainSeriousWound, loseHealth } from './health';

const wearing = (s: RetaliationState, seat: Seat, armor: string) => {
  const worn = s.players[seat].armor;
  return worn !== null && itemOfInstance(worn).id === armor;
};
const used = (seat: Seat, item: string): RetaliationEvent => ({ type: 'item-used', seat, item, option: 0, on: null });

export function attackHealthLoss(s: RetaliationState, seat: Seat, amount: number, cause: string): RetaliationEvent[] {
  if (!wearing(s, seat, 'tactical-armor') || amount <= 0) return loseHealth(s, seat, amount, cause);
  return [used(seat, 'tactical-armor'), ...loseHealth(s, seat, amount - 1, cause)];
}

function survives2Hp(s: RetaliationState, seat: Seat): boolean {
  const trial = structuredClone(s);
  loseHealth(trial, seat, 2, 'a trial');
  return trial.players[seat].status !== 'dead';
}

export function attackSeriousWound(s: RetaliationState, seat: Seat, cause: string): RetaliationEvent[] {
  if (wearing(s, seat, 'bulletproof-vest')) return [used(seat, 'bulletproof-vest'), ...discardItem(s, seat, s.players[seat].armor!)];
  if (wearing(s, seat, 'heavy-armor') && survives2Hp(s, seat)) return [used(seat, 'heavy-armor'), ...loseHealth(s, seat, 2, cause)];
  return gainSeriousWound(s, seat, cause);
}

export function attackContamination(s: RetaliationState, seat: Seat, count: number, cause: string): RetaliationEvent[] {
  if (!wearing(s, seat, 'biohazard-armor') || count <= 0) return gainContamination(s, seat, count);
  return [used(seat, 'biohazard-armor'), ...loseHealth(s, seat, count, cause)];
}
