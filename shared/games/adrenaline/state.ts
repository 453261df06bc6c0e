/** The Adrenaline state: plain JSON, the PRNG state added by the kernel. */
import { z } from 'zod';
import type { BaseState, Seat } from '../../engine';
import { mapIds, type AmmoColor, type MapId } from './data';
import type { Square } from './rules/geometry';

export const reactionSettingSchema = z.enum(['always', 'never', 'ask']);
export type ReactionSetting = z.infer<typeof reactionSettingSchema>;

export const configSchema = z.object({
  map: z.enum(mapIds).default('map-11-a'),
  skulls: z.number().int().min(5).max(8).default(8),
  endMode: z.enum(['final-frenzy', 'sudden-death']).default('final-frenzy'),
  /** The seat holding the first player marker; drawn with the seeded PRNG when absent. */
  firstPlayer: z.number().int().min(0).max(4).optional(),
  /** The Tagback Grenade setting every seat starts with; each seat may change its own during the game. */
  reactionDefault: reactionSettingSchema.default('ask'),
});
export type AdrenalineConfig = z.infer<typeof configSchema>;

export type Ammo = Record<AmmoColor, number>;

export interface OwnedWeapon {
  id: string;
  loaded: boolean;
}

export interface PlayerState {
  /** Null before the first spawn and between death scoring and respawn. */
  square: Square | null;
  /** Damage tokens in order, each the seat that dealt it (at most 12). */
  damage: Seat[];
  /** marks[attacker] = that attacker's marks on this player (0..3). */
  marks: number[];
  /** Skulls on the board (front side): each covers the next value from the left. */
  skulls: number;
  frenzyBoard: boolean;
  ammo: Ammo;
  powerups: string[];
  weapons: OwnedWeapon[];
  score: number;
  reaction: ReactionSetting;
}

/** A damage or marks event, or a figure moved, as produced by one effect. */
export type Op = { op: 'hit'; seat: Seat; damage: number; marks: number } | { op: 'move'; seat: Seat; to: Square };

export type Choice = { kind: 'player'; seat: Seat } | { kind: 'square'; square: Square } | { kind: 'room'; room: string } | { kind: 'direction'; direction: string } | { kind: 'skip' };

/** What earlier effects of the same shot left for later ones: their targets, the vortex, the rocket's origin. */
export interface ShotMemory {
  targets: Record<string, Seat[]>;
  vortex?: Square;
  rocketOrigin?: { square: Square; occupants: Seat[] };
}

export interface Shot {
  stage: 'prepare' | 'effects' | 'resolving' | 'scope';
  weapon: string | null;
  used: string[];
  current: { effect: string; choices: Choice[] } | null;
  pendingOps: Op[] | null;
  scopes: Array<{ card: string; target: Seat }>;
  memory: ShotMemory;
  /** The players as the shot leaves them; committed on confirm, dropped on cancel. */
  work: PlayerState[];
  /** Powerups discarded during the shot (payments, scopes), in order. */
  discarded: string[];
  reloaded: string[];
  /** Seats damaged by the shot and whether each could see the shooter when hit (the Tagback condition). */
  damaged: Array<{ seat: Seat; sawShooter: boolean }>;
  /** Victims of this shot, in the order of their killshot token. */
  killed: Seat[];
  scopesLog: Array<{ card: string; target: Seat }>;
  from: Square;
  /** The shot's public summary, emitted on confirm. */
  effectsLog: Array<{ effect: string; ops: Op[] }>;
}

export interface Reaction {
  seat: Seat;
  attacker: Seat;
}

export interface TurnState {
  seat: Seat;
  stage: 'spawn' | 'actions' | 'reload';
  actionsLeft: number;
  shot: Shot | null;
  /** Victims in the order of their killshot token. */
  killed: Seat[];
  lastSkullTaken: boolean;
}

export interface AdrenalineState extends BaseState {
  config: AdrenalineConfig;
  seats: number;
  map: MapId;
  firstPlayer: Seat;
  players: PlayerState[];
  spawned: boolean[];
  weaponDeck: string[];
  powerupDeck: string[];
  powerupDiscard: string[];
  ammoDeck: string[];
  ammoDiscard: string[];
  /** Ammo tile id per non-spawn square, or null once taken this turn. */
  tiles: Record<Square, string | null>;
  racks: Record<AmmoColor, Array<string | null>>;
  skullsLeft: number;
  /** Kill-shot track spaces, left to right, each the tokens placed there (2 for an overkill). */
  killTrack: Seat[][];
  turn: TurnState;
  /** Dead players still to respawn at the end of the turn, in order. */
  respawnQueue: Seat[];
  /** Tagback prompts waiting on seats set to "ask". */
  reactions: Reaction[];
  frenzy: null | { order: Seat[]; twoActions: Seat[]; lastSkullBy: Seat };
  phase: 'playing' | 'over';
  turnNumber: number;
}
