/**
 * The rules texts of the cards, from the public card data, for the cards a view shows (server side: the client never
 * loads the whole catalogue).
 */
import { powerupNames, weaponById } from '../../../shared/games/adrenaline/data';
import type { PowerupType } from '../../../shared/games/adrenaline/data';
import powerupsJson from '../../../shared/games/adrenaline/data/powerups.json';
import type { AdrenalineView, WeaponCosts } from './view-model';

/** Costs and effect texts of the weapons on the racks and in the players' hands. */
export function weaponCards(view: AdrenalineView): WeaponCosts {
  const ids = [...Object.values(view.racks).flat(), ...view.players.flatMap((p) => [...p.unloaded, ...(p.weapons ?? [])])].flatMap((w) => (w ? [w.id] : []));
  const cards: WeaponCosts = {};
  for (const id of ids) {
    const data = weaponById.get(id);
    if (!data) continue;
    cards[id] = {
      pickup: data.pickupCost.slice(),
      reload: data.reloadCost.slice(),
      effects: data.effects.map((e) => ({ id: e.id, name: e.name, cost: e.extraCost.slice(), text: e.rulesText })),
    };
  }
  return cards;
}

const types = (powerupsJson as { types: Array<{ id: PowerupType; rulesText: string }> }).types;

/** Each powerup's name and rules text. */
export function powerupTexts(): Array<{ type: PowerupType; name: string; text: string }> {
  return types.map((t) => ({ type: t.id, name: powerupNames[t.id], text: t.rulesText }));
}

/** Powerup rules texts by type, for the cards in a hand. */
export function powerupTextByType(): Record<string, string> {
  return Object.fromEntries(powerupTexts().map((p) => [p.type, p.text]));
}
