/**
 * The Adrenaline view as the board reads it (the engine's own view type), plus the names a player reads: squares as
 * "C2" (column letter, row number), seats by display name, cards by name.
 */
import type { SeatInfo } from '../../../shared/api';
import type { AdrenalineView } from '../../../shared/games/adrenaline/view';
import { seatLabel } from '../../lib/format';

export type { AdrenalineView };
export type AmmoColor = 'red' | 'blue' | 'yellow';
export type PlayerView = AdrenalineView['players'][number];
export type PowerupView = NonNullable<AdrenalineView['me']>['powerups'][number];

/** Weapon costs and effect texts from the public card data, for the weapons this view shows (the view carries only names). */
export type WeaponCosts = Record<string, { pickup: AmmoColor[]; reload: AmmoColor[]; effects: Array<{ id: string; name: string; cost: AmmoColor[]; text: string }> }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Enough of the shape to draw: anything else (an older engine's view, say) falls back to the generic view. */
export function isAdrenalineView(value: unknown): value is AdrenalineView {
  if (!isObject(value) || !isObject(value.arena) || !Array.isArray(value.arena.squares)) return false;
  return Array.isArray(value.players) && isObject(value.racks) && isObject(value.tiles) && Array.isArray(value.killTrack);
}

/** "2,1" → "C2": the column as a letter from the west, the row as a number from the north. */
export function squareName(square: string): string {
  const [x, y] = square.split(',').map(Number);
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

export const POWERUP_NAMES: Record<string, string> = {
  'targeting-scope': 'Targeting Scope',
  newton: 'Newton',
  'tagback-grenade': 'Tagback Grenade',
  teleporter: 'Teleporter',
};

/** The Tagback Grenade setting of a seat, in words. */
export const REACTION_WORDS: Record<string, string> = { ask: 'ask me', always: 'always play it', never: 'never play it' };

export function powerupName(card: { type: string; color: string }): string {
  return `${POWERUP_NAMES[card.type] ?? card.type} (${card.color})`;
}

/** Names for everything a move can mention: seats, weapons and the viewer's own powerups. */
export interface Names {
  seat(seat: number): string;
  weapon(id: string): string;
  powerup(id: string): string;
}

export function namesFor(view: AdrenalineView, seats: SeatInfo[]): Names {
  const weapons = new Map<string, string>();
  for (const rack of Object.values(view.racks)) for (const w of rack) if (w) weapons.set(w.id, w.name);
  for (const p of view.players) {
    for (const w of p.unloaded) weapons.set(w.id, w.name);
    for (const w of p.weapons ?? []) weapons.set(w.id, w.name);
  }
  const powerups = new Map<string, string>();
  for (const c of [...(view.me?.powerups ?? []), ...(view.me?.pendingShot?.myPowerups ?? [])]) powerups.set(c.id, powerupName(c));
  return {
    seat: (seat) => seatLabel(seats, seat),
    weapon: (id) => weapons.get(id) ?? id,
    powerup: (id) => powerups.get(id) ?? 'a powerup',
  };
}

/** Figure colours of the five characters, by seat; rooms use the softer tints of the arena. */
export const SEAT_COLORS = ['#e3b505', '#2f6fd6', '#7a7f87', '#8e44ad', '#2e9d4a'];
export const SEAT_FIGURES = ['yellow', 'blue', 'grey', 'purple', 'green'];
export const AMMO_FILL: Record<AmmoColor, string> = { red: '#d23c2f', blue: '#2f6fd6', yellow: '#e8c21a' };
