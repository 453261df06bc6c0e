/**
 * Draws from the decks, on a mutable state. The powerup and ammo decks are rebuilt from their discards as soon as
 * a draw finds them empty (the digest's reading C4); the weapon deck is never rebuilt.
 */
import type { Rng } from '../../../engine';
import type { AdrenalineState } from '../state';
import { colors } from './ammo';
import { boardOf } from './geometry';

export function drawPowerup(s: AdrenalineState, rng: Rng): string | null {
  if (s.powerupDeck.length === 0 && s.powerupDiscard.length > 0) {
    s.powerupDeck = rng.shuffle(s.powerupDiscard);
    s.powerupDiscard = [];
  }
  return s.powerupDeck.shift() ?? null;
}

export function drawAmmoTile(s: AdrenalineState, rng: Rng): string | null {
  if (s.ammoDeck.length === 0 && s.ammoDiscard.length > 0) {
    s.ammoDeck = rng.shuffle(s.ammoDiscard);
    s.ammoDiscard = [];
  }
  return s.ammoDeck.shift() ?? null;
}

/** End-of-turn replacement: a tile on every empty ammo square, a weapon in every empty rack slot while the deck lasts. */
export function refill(s: AdrenalineState, rng: Rng): { tiles: Record<string, string>; weapons: string[] } {
  const placed: Record<string, string> = {};
  const weapons: string[] = [];
  for (const sq of boardOf(s.map).squares) {
    if (s.tiles[sq] === null) {
      const tile = drawAmmoTile(s, rng);
      s.tiles[sq] = tile;
      if (tile) placed[sq] = tile;
    }
  }
  for (const c of colors) {
    s.racks[c] = s.racks[c].map((w) => {
      if (w !== null) return w;
      const next = s.weaponDeck.shift() ?? null;
      if (next) weapons.push(next);
      return next;
    });
  }
  return { tiles: placed, weapons };
}
