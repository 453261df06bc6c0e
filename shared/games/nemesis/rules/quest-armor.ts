/**
 * The Soldier's Armor (quest item, once face up): "After an Intruder Attack against you, you may discard this card to
 * ignore that Attack." Reading: it is used by itself on the first attack card that hits its holder (the card is
 * public, so nothing secret is told), and the attack has no effect. Kept apart from quest-items.ts so that the attack
 * rules can call it without an import cycle.
 */
import type { Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

const ARMOR = 'armor';

/** Discards a face-up Armor of the character (it leaves the game); true when the attack is ignored. */
export function armorIgnores(s: NemesisState, seat: Seat, events: NemesisEvent[]): boolean {
  const p = s.players[seat];
  if (!p.quests.some((q) => q.card === ARMOR && q.active)) return false;
  p.quests = p.quests.filter((q) => q.card !== ARMOR);
  events.push({ type: 'quest-used', seat, card: ARMOR, choice: null });
  return true;
}
