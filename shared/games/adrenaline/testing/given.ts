/**
 * Given/when/then helpers for the Adrenaline tests: build a table in a chosen position (figures, damage, marks,
 * ammo, cards), then play moves through the kernel exactly as the service does.
 */
import { applyMove, setupGame, type EngineError, type Seat } from '../../../engine';
import { powerupCards, type AmmoColor, type MapId, type PowerupType } from '../data';
import type { AdrenalineEvent } from '../events';
import type { AdrenalineMove } from '../moves/schema';
import { adrenaline } from '../index';
import type { AdrenalineConfig, AdrenalineState, Ammo, Choice } from '../state';

export interface SeatSetup {
  square?: string | null;
  damage?: Seat[];
  marks?: Partial<Record<Seat, number>>;
  ammo?: Partial<Ammo>;
  /** Powerups as "type:colour", e.g. "newton:blue"; taken out of the deck. */
  powerups?: string[];
  /** Weapon ids, loaded unless written "id:unloaded"; taken out of the deck and racks. */
  weapons?: string[];
  skulls?: number;
  frenzyBoard?: boolean;
  score?: number;
}

export interface GivenOptions {
  seats?: number;
  map?: MapId;
  config?: Partial<AdrenalineConfig>;
  active?: Seat;
  seed?: string;
  players?: Record<number, SeatSetup>;
}

/** A table where every figure is on the board and `active` (default 0) has 2 actions left. */
export function given(opts: GivenOptions = {}): AdrenalineState {
  const seats = opts.seats ?? 3;
  // Tagback windows are off unless a test turns them on (powerups.test.ts does).
  const config = { map: opts.map ?? 'map-10', firstPlayer: 0, reactionDefault: 'never' as const, ...opts.config };
  const setup = setupGame<AdrenalineState>(adrenaline, { config, seats, seed: opts.seed ?? 'given', startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  const s = structuredClone(setup.state);
  for (const p of s.players) {
    s.powerupDeck.push(...p.powerups);
    p.powerups = [];
  }
  s.turnNumber = 1;
  s.spawned = s.spawned.map(() => true);
  const active = opts.active ?? 0;
  s.turn = { seat: active, stage: 'actions', actionsLeft: 2, shot: null, killed: [], lastSkullTaken: false };
  for (let seat = 0; seat < seats; seat++) {
    const g = opts.players?.[seat] ?? {};
    const p = s.players[seat];
    p.square = g.square === undefined ? '0,1' : g.square;
    p.damage = g.damage ?? [];
    for (const [attacker, n] of Object.entries(g.marks ?? {})) p.marks[Number(attacker)] = n!;
    p.ammo = { red: 1, blue: 1, yellow: 1, ...g.ammo };
    p.skulls = g.skulls ?? 0;
    p.frenzyBoard = g.frenzyBoard ?? false;
    p.score = g.score ?? 0;
    p.powerups = (g.powerups ?? []).map((spec) => takePowerup(s, spec));
    p.weapons = (g.weapons ?? []).map((spec) => {
      const [id, state] = spec.split(':');
      s.weaponDeck = s.weaponDeck.filter((w) => w !== id);
      for (const c of ['red', 'blue', 'yellow'] as const) s.racks[c] = s.racks[c].map((w) => (w === id ? null : w));
      return { id, loaded: state !== 'unloaded' };
    });
  }
  return s;
}

function takePowerup(s: AdrenalineState, spec: string): string {
  const [type, color] = spec.split(':') as [PowerupType, AmmoColor];
  const card = powerupCards.find((c) => c.type === type && c.color === color && s.powerupDeck.includes(c.id));
  if (!card) throw new Error(`no ${spec} left in the powerup deck`);
  s.powerupDeck = s.powerupDeck.filter((c) => c !== card.id);
  return card.id;
}

/** The id of a powerup a seat holds, by "type:colour". */
export function held(s: AdrenalineState, seat: Seat, spec: string): string {
  const [type, color] = spec.split(':');
  const id = s.players[seat].powerups.find((c) => {
    const card = powerupCards.find((p) => p.id === c)!;
    return card.type === type && card.color === color;
  });
  if (!id) throw new Error(`seat ${seat} holds no ${spec}`);
  return id;
}

/** Puts a weapon into a rack slot (the slot's previous weapon goes back to the deck). */
export function rackWeapon(s: AdrenalineState, color: AmmoColor, slot: number, id: string): void {
  for (const c of ['red', 'blue', 'yellow'] as const) s.racks[c] = s.racks[c].map((w) => (w === id ? null : w));
  s.weaponDeck = s.weaponDeck.filter((w) => w !== id);
  const old = s.racks[color][slot];
  if (old) s.weaponDeck.push(old);
  s.racks[color][slot] = id;
}

export interface Played {
  state: AdrenalineState;
  events: AdrenalineEvent[];
}

/** The move helpers below, playing under rules `version` (undefined: the newest), e.g. `underRules(1).shot(...)`. */
export function underRules(version?: number) {
  /**
   * Plays moves in order; fails the test with the engine's message if one is refused. A choice the engine has just
   * taken by itself (a `choice-taken` event, rules 2) is skipped, so a test lists a shot's whole decision path.
   */
  const when = (state: AdrenalineState, seat: Seat, ...moves: AdrenalineMove[]): Played => {
    let s = state;
    const events: AdrenalineEvent[] = [];
    let taken: string[] = [];
    for (const move of moves) {
      if (taken[0] === JSON.stringify(choiceOf(move))) {
        taken = taken.slice(1);
        continue;
      }
      const r = applyMove<AdrenalineState>(adrenaline, s, seat, move, 1000, version);
      if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by seat ${seat} refused: ${r.error.code} ${r.error.message}`);
      s = r.state;
      const produced = r.events as AdrenalineEvent[];
      events.push(...produced);
      taken = produced.flatMap((e) => (e.type === 'choice-taken' ? [JSON.stringify(e.choice)] : []));
    }
    return { state: s, events };
  };
  /** The refusal of a move (and proof that it changed nothing is left to the kernel contract). */
  const refusal = (state: AdrenalineState, seat: Seat, move: unknown): EngineError => {
    const r = applyMove<AdrenalineState>(adrenaline, state, seat, move, 1000, version);
    if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
    return r.error;
  };
  /** A whole shot: shoot from the current square (or `from`), the weapon, then the listed steps, then confirm. */
  const shot = (state: AdrenalineState, seat: Seat, weapon: string, steps: AdrenalineMove[], from?: string): Played =>
    when(state, seat, { type: 'shoot', from: from ?? state.players[seat].square! }, { type: 'weapon', weapon }, ...steps, { type: 'confirm' });
  return { when, refusal, shot };
}

export const { when, refusal, shot } = underRules();

/** The shot choice a move makes, as the engine records it; null for other moves. */
function choiceOf(move: AdrenalineMove): Choice | null {
  switch (move.type) {
    case 'target':
      return { kind: 'player', seat: move.seat };
    case 'square':
      return { kind: 'square', square: move.square };
    case 'room':
      return { kind: 'room', room: move.room };
    case 'direction':
      return { kind: 'direction', direction: move.direction };
    default:
      return null;
  }
}

export const effect = (id: string, pay: string[] = []): AdrenalineMove => ({ type: 'effect', effect: id, pay });
export const target = (seat: Seat): AdrenalineMove => ({ type: 'target', seat });
export const square = (sq: string): AdrenalineMove => ({ type: 'square', square: sq });
export const dir = (direction: 'N' | 'E' | 'S' | 'W'): AdrenalineMove => ({ type: 'direction', direction });
export const skip: AdrenalineMove = { type: 'skip' };
