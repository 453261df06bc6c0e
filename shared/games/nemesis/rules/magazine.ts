/**
 * The Extended Magazine (red item, `attachTo: energy-weapon`): "Attach to 1 of your Energy Weapons: add 2 Ammo to it;
 * from now on its Ammo capacity is increased by 2. The two cards count as one item." Used with `attach:<weapon>`.
 * The card stays in its owner's inventory (every card keeps exactly one place) and `magazines` records which held
 * weapon it is attached to; the bonus counts while that weapon is held and the card is still there. The two count as
 * one item (the card, and the rulebook: "두 카드는 이때부터 아이템 1개로 간주합니다"): a weapon handed over in a Trade
 * takes its magazine along into the other's inventory, and a dropped weapon drops it too (`magazineGoesWith`).
 * Reading: the magazine card traded or dropped by itself leaves the weapon, whose bonus ends.
 */
import type { Seat } from '../../../engine';
import { cardKind } from '../data';
import type { NemesisState } from '../state';
import type { ItemEntry, ItemUse } from './items-more';
import { autoloaderBonus } from './quest-autoloader';
import { weaponStats } from './weapons';

const MAGAZINE = 'red-extended-magazine';
const BONUS = 2;

const magazineCard = (s: NemesisState, seat: Seat) => s.players[seat].inventory.find((c) => cardKind(c) === MAGAZINE);

/** The extra capacity a held weapon has from an attached magazine. */
export function magazineBonus(s: NemesisState, seat: Seat, weapon: string): number {
  const p = s.players[seat];
  const card = p.magazines?.[weapon];
  const held = p.hands.some((h) => h.kind === 'item' && h.card === weapon);
  return card && held && p.inventory.includes(card) ? BONUS : 0;
}

/** A printed capacity with the magazine's bonus and the Autoloader's (null stays null: the weapon is of the wrong class). */
export const withMagazine = (s: NemesisState, seat: Seat, weapon: string, capacity: number | null): number | null =>
  capacity === null ? null : capacity + magazineBonus(s, seat, weapon) + autoloaderBonus(s, seat, weapon);

/** Whether the magazine is on a weapon still held (one dropped or handed over frees it). */
const inUse = (s: NemesisState, seat: Seat) => Object.keys(s.players[seat].magazines ?? {}).some((w) => magazineBonus(s, seat, w) > 0);

/** Held energy weapons a free magazine of the inventory can go on. */
function attachable(s: NemesisState, seat: Seat): string[] {
  const card = magazineCard(s, seat);
  if (!card || inUse(s, seat)) return [];
  return s.players[seat].hands.flatMap((h) => (h.kind === 'item' && weaponStats(h.card)?.class === 'energy' && magazineBonus(s, seat, h.card) === 0 ? [h.card] : []));
}

const attach: ItemUse = (s, seat, choice) => {
  const weapon = choice?.startsWith('attach:') ? choice.slice('attach:'.length) : '';
  if (!attachable(s, seat).includes(weapon)) return 'Attach the magazine to an energy weapon you hold.';
  const p = s.players[seat];
  p.magazines = { [weapon]: magazineCard(s, seat)! };
  const held = p.hands.find((h) => h.kind === 'item' && h.card === weapon)!;
  if (held.kind === 'item') held.ammo = Math.min((held.ammo ?? 0) + BONUS, withMagazine(s, seat, weapon, weaponStats(weapon)!.ammoCapacity)!);
  return null;
};

export const magazineUses: Record<string, ItemEntry> = {
  [MAGAZINE]: { options: (s, seat) => attachable(s, seat).map((w) => `attach:${w}`), use: attach },
};

/**
 * A held weapon leaves `seat`'s hands: its attached magazine goes with it, into `to`'s inventory (still attached) or,
 * with `to` null, out of the inventory for the caller to put where the weapon goes. Returns the magazine card moved.
 */
export function magazineGoesWith(s: NemesisState, seat: Seat, weapon: string, to: Seat | null): string | null {
  const p = s.players[seat];
  const card = p.magazines?.[weapon];
  if (!card) return null;
  const { [weapon]: _gone, ...rest } = p.magazines!;
  p.magazines = rest;
  if (!p.inventory.includes(card)) return null;
  p.inventory = p.inventory.filter((c) => c !== card);
  if (to !== null) {
    const q = s.players[to];
    q.inventory.push(card);
    q.magazines = { ...q.magazines, [weapon]: card };
  }
  return card;
}
