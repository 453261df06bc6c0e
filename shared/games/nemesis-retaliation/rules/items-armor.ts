/**
 * Armor texts (data items.json, armor cards; digest §5.4: armor absorbs nothing unless its text says so):
 * - Tactical Armor: HP lost "as a result of an Intruder Attack" is 1 less: intruder attacks only (rules/attack.ts),
 *   never fire, events or items;
 * - Bulletproof Vest: "when you would gain a Serious Wound", the vest is discarded instead (unless its owner's F7
 *   setting keeps it: rules/passive-items.ts, as for Biohazard Armor);
 * - Heavy Armor: "whenever you would gain a Serious Wound, you may lose 2 HP instead": the owner's choice (F7) is a
 *   public standing setting, changed for free on its turn with `set-heavy-armor` (`unless-fatal`, the default,
 *   `always`, `never`): serious wounds arrive inside attack and event sequences that do not pause;
 * - Biohazard Armor: "whenever you would gain a Contamination card", 1 HP instead: every source (attacks, events,
 *   wounds, cards, melee), applied where cards are gained (rules/cards.ts).
 * Serious wounds come only from intruder attacks (rules/attack.ts), so `attackSeriousWound` covers every source today.
 * The Utility Vest and the Autoloader Belt have no damage text (their slots are rules/items.ts and combat's).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { HeavyArmorSetting, RetaliationState } from '../state';
import { discardItem } from './equipment';
import { gainSeriousWound, loseHealth } from './health';
import { survivesHpLoss, vestApplies } from './passive-items';

const wearing = (s: RetaliationState, seat: Seat, armor: string) => {
  const worn = s.players[seat].armor;
  return worn !== null && itemOfInstance(worn).id === armor;
};
const used = (seat: Seat, item: string): RetaliationEvent => ({ type: 'item-used', seat, item, option: 0, on: null });

export function attackHealthLoss(s: RetaliationState, seat: Seat, amount: number, cause: string): RetaliationEvent[] {
  if (!wearing(s, seat, 'tactical-armor') || amount <= 0) return loseHealth(s, seat, amount, cause);
  return [used(seat, 'tactical-armor'), ...loseHealth(s, seat, amount - 1, cause)];
}

export function attackSeriousWound(s: RetaliationState, seat: Seat, cause: string): RetaliationEvent[] {
  if (wearing(s, seat, 'bulletproof-vest') && vestApplies(s, seat)) return [used(seat, 'bulletproof-vest'), ...discardItem(s, seat, s.players[seat].armor!)];
  if (wearing(s, seat, 'heavy-armor') && takesHp(s, seat)) return [used(seat, 'heavy-armor'), ...loseHealth(s, seat, 2, cause)];
  return gainSeriousWound(s, seat, cause);
}

const heavyArmorSetting = (s: RetaliationState, seat: Seat): HeavyArmorSetting => s.players[seat].heavyArmor ?? 'unless-fatal';

function takesHp(s: RetaliationState, seat: Seat): boolean {
  const setting = heavyArmorSetting(s, seat);
  return setting === 'always' || (setting === 'unless-fatal' && survivesHpLoss(s, seat, 2));
}

const SETTINGS: readonly HeavyArmorSetting[] = ['unless-fatal', 'always', 'never'];

/** The settings a Heavy Armor wearer may change to now (free, on its turn). */
export const heavyArmorSettings = (s: RetaliationState, seat: Seat): HeavyArmorSetting[] =>
  wearing(s, seat, 'heavy-armor') ? SETTINGS.filter((x) => x !== heavyArmorSetting(s, seat)) : [];

export function heavyArmorProblem(s: RetaliationState, seat: Seat, setting: HeavyArmorSetting): string | null {
  if (!wearing(s, seat, 'heavy-armor')) return 'Only a character wearing the Heavy Armor chooses how it answers serious wounds.';
  return setting === heavyArmorSetting(s, seat) ? 'That is already your Heavy Armor setting.' : null;
}

export function setHeavyArmor(s: RetaliationState, seat: Seat, setting: HeavyArmorSetting): RetaliationEvent[] {
  s.players[seat].heavyArmor = setting;
  return [{ type: 'heavy-armor-set', seat, setting }];
}
