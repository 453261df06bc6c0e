/**
 * Which legal moves belong to which thing on the board, so a player can click a square, a figure, a weapon on a rack
 * or a card in hand and see what it does. Moves with no place on the board (directions, skip, confirm, end turn)
 * stay with the generic prompt panel, which always lists everything.
 */
import type { AdrenalineMove } from '../../../shared/games/adrenaline/moves/schema';
import { REACTION_WORDS, squareName, type AdrenalineView, type Names } from './view-model';

export interface BoardChoice {
  move: AdrenalineMove;
  label: string;
}

/** Element keys: `square:2,1`, `seat:3`, `rack:lock-rifle`, `weapon:zx-2` and `powerup:pu-07` (in my hand), `effect:basic` (of my shot). */
export type ChoiceMap = Map<string, BoardChoice[]>;

export const squareKey = (square: string) => `square:${square}`;
export const seatKey = (seat: number) => `seat:${seat}`;
export const rackKey = (weapon: string) => `rack:${weapon}`;
export const weaponKey = (weapon: string) => `weapon:${weapon}`;
export const powerupKey = (card: string) => `powerup:${card}`;
export const effectKey = (effect: string) => `effect:${effect}`;

const MOVE_TYPES = new Set(['spawn', 'respawn', 'run', 'grab', 'newton', 'teleporter', 'shoot', 'weapon', 'effect', 'target', 'square', 'room', 'scope', 'reload', 'tagback']);

/** Whether the board offers this move (a square, a figure, a card); the rest belong to the decision bar. */
export function isBoardMove(move: unknown): move is AdrenalineMove {
  return typeof move === 'object' && move !== null && MOVE_TYPES.has(String((move as { type?: unknown }).type));
}

/** "paying with cubes" or "discarding Newton (red)": powerups in a payment are the viewer's own cards. */
function payment(pay: string[], names: Names): string {
  return pay.length === 0 ? 'paying with cubes' : `discarding ${pay.map((card) => names.powerup(card)).join(' and ')}`;
}

/** The Scope's any-colour cube: a colour names a cube of the ammo box, anything else is a powerup discarded instead. */
function scopePayment(pay: string, names: Names): string {
  return ['red', 'blue', 'yellow'].includes(pay) ? `paying a ${pay} cube` : `discarding ${names.powerup(pay)} as the cube`;
}

/** The keys a move is attached to, and how it reads there. */
function place(move: AdrenalineMove, view: AdrenalineView, names: Names): Array<[string, string]> {
  switch (move.type) {
    case 'spawn':
    case 'respawn':
    {
      const color = view.me?.powerups.find((c) => c.id === move.discard)?.color;
      const where = color ? `on the ${color} spawnpoint` : 'on its colour\'s spawnpoint';
      return [[powerupKey(move.discard), `Discard ${names.powerup(move.discard)} and ${move.type} ${where}`]];
    }
    case 'run':
      return [[squareKey(move.to), `Run to ${squareName(move.to)}`]];
    case 'grab':
      if (move.weapon === undefined) return [[squareKey(move.to), `Grab the ammo on ${squareName(move.to)}`]];
      return [[rackKey(move.weapon), `Buy ${names.weapon(move.weapon)}, ${payment(move.pay, names)}${move.drop ? `, dropping ${names.weapon(move.drop)}` : ''}`]];
    case 'shoot':
      return [[squareKey(move.from), `Shoot from ${squareName(move.from)}`]];
    case 'square':
      return [[squareKey(move.square), `Choose ${squareName(move.square)}`]];
    case 'room':
      return view.arena.squares.filter((q) => q.room === move.room).map((q) => [squareKey(q.square), `Choose the ${move.room} room`]);
    case 'teleporter':
      return [[squareKey(move.to), `Teleport to ${squareName(move.to)} (${names.powerup(move.card)})`]];
    case 'newton':
      return [[squareKey(move.to), `Newton: move ${names.seat(move.target)} to ${squareName(move.to)} (${names.powerup(move.card)})`]];
    case 'target':
      return [[seatKey(move.seat), `Target ${names.seat(move.seat)}`]];
    case 'scope':
      return [[seatKey(move.target), `Targeting Scope on ${names.seat(move.target)}: ${names.powerup(move.card)}, ${scopePayment(move.pay, names)}`]];
    case 'weapon':
      return [[weaponKey(move.weapon), `Shoot with ${names.weapon(move.weapon)}`]];
    case 'effect': {
      const name = view.me?.pendingShot?.nextEffects.find((e) => e.id === move.effect)?.name ?? move.effect;
      return [[effectKey(move.effect), `Use ${name}, ${payment(move.pay, names)}`]];
    }
    case 'reload':
      return [[weaponKey(move.weapon), `Reload ${names.weapon(move.weapon)}, ${payment(move.pay, names)}`]];
    case 'tagback':
      return [[powerupKey(move.card), `Play ${names.powerup(move.card)} on your attacker`]];
    default:
      return [];
  }
}

/**
 * The legal moves grouped by the board element that offers them, in the engine's order. Two moves that read alike
 * (paying with one of two identical powerups, say) are one choice to the player: the first is kept.
 */
export function boardChoices(legalMoves: readonly unknown[], view: AdrenalineView, names: Names): ChoiceMap {
  const out: ChoiceMap = new Map();
  for (const move of legalMoves) {
    if (!isBoardMove(move)) continue;
    for (const [key, label] of place(move, view, names)) {
      const here = out.get(key) ?? [];
      if (!here.some((c) => c.label === label)) out.set(key, [...here, { move, label }]);
    }
  }
  return out;
}

const PANEL_LABELS: Record<string, string> = {
  skip: 'Skip this effect',
  confirm: 'Confirm the shot',
  cancel: 'Cancel the shot',
  'end-turn': 'End the turn',
  decline: 'Do not play a Tagback Grenade',
};

/** A move in words for the prompt panel: the board's own wording, and the moves that have no place on the board. */
export function moveLabel(move: unknown, view: AdrenalineView, names: Names): string | null {
  if (typeof move !== 'object' || move === null) return null;
  if (isBoardMove(move)) return place(move, view, names)[0]?.[1] ?? null;
  const m = move as AdrenalineMove;
  if (m.type === 'direction') return `Fire ${({ N: 'north', E: 'east', S: 'south', W: 'west' } as const)[m.direction]}`;
  if (m.type === 'set-reaction') return `Tagback Grenade when you are hit: ${REACTION_WORDS[m.setting]}`;
  return PANEL_LABELS[m.type] ?? null;
}

