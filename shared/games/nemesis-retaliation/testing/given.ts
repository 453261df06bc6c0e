/**
 * Given/when/then helpers for the Retaliation tests: a table past the drafts, in round 1's player phase with seat 0 to
 * act, with chosen characters, rooms, corridors (by noise value), markers, intruders, hands and decks. Moves go
 * through the kernel as the service plays them. Dice are never faked: `seekRoll` finds the first PRNG position (fixed
 * seeds) under which a move gives the wanted result, so a test runs the real rules on a real, replayable PRNG state.
 */
import { applyMove, Rng, setupGame, type EngineError, type Seat } from '../../../engine';
import { characterOf, corridorTiles, intruderTokens, LANDING_ZONE } from '../data';
import type { RetaliationEvent } from '../events';
import { nemesisRetaliation } from '../index';
import type { RetaliationMove } from '../moves/schema';
import type { GearSlot, IntruderKind, RetaliationConfig, RetaliationState } from '../state';

export interface SeatSetup {
  space?: string;
  /** The exact hand (that character's action card ids, or contamination ids); default: its first 5 deck cards. */
  hand?: string[];
  health?: number;
  oxygen?: number;
  armor?: string | null;
  /** Held heavy items with their tactical slots, e.g. `{ 'assault-rifle': [{ token: 'ammo', half: true }] }`. */
  hands?: Record<string, GearSlot[]>;
  belt?: GearSlot[];
  seriousWounds?: number;
}

export interface CorridorSetup {
  noise?: number;
  door?: 'open' | 'closed' | 'destroyed';
  /** With a door, the room its door end faces. */
  doorEnd?: string;
  noiseMarker?: boolean;
}

export interface GivenOptions {
  seats?: number;
  config?: Partial<RetaliationConfig>;
  seed?: string;
  players?: Record<number, SeatSetup>;
  /** Room tiles placed (explored) on spaces: `{ 'a-r04': 'surgery-room' }`. */
  rooms?: Record<string, string>;
  /** Corridor tiles laid on positions; `replaceCorridors` first lifts the three setup corridors. */
  corridors?: Record<string, CorridorSetup>;
  replaceCorridors?: boolean;
  intruders?: Array<{ type: IntruderKind; where: string; hits?: number }>;
  /** The exact bag, by token id. */
  bag?: string[];
  attacks?: string[];
  exploration?: string[];
  fire?: string[];
  secure?: Record<string, number>;
}

const characterOrder = ['recon', 'officer', 'medical-support', 'combat-engineer', 'heavy-gun-operator', 'contractor'];

/** A corridor tile with this noise value, not yet used (door tiles only when a door is asked for). */
function tileFor(s: RetaliationState, noise: number, door: boolean): string {
  const used = new Set(Object.values(s.corridors).map((c) => c.tile));
  const tile = corridorTiles.find((t) => t.noise === noise && t.doorSlot === door && !used.has(t.id));
  if (!tile) throw new Error(`no corridor tile of noise ${noise} left`);
  s.corridorStack = s.corridorStack.filter((t) => t !== tile.id);
  return tile.id;
}

function setUpSeat(s: RetaliationState, seat: Seat, g: SeatSetup, character: string): void {
  const p = s.players[seat];
  const data = characterOf(character);
  p.character = character;
  p.space = g.space ?? LANDING_ZONE;
  const cards = data.actionDeck.slice();
  p.hand = g.hand ?? cards.slice(0, 5);
  p.deck = cards.filter((c) => !p.hand.includes(c));
  p.discard = [];
  p.health = g.health ?? 0;
  p.oxygen = g.oxygen ?? data.startingOxygen;
  if (g.hands) {
    p.hands = Object.keys(g.hands);
    p.itemGear = structuredClone(g.hands);
  }
  if (g.armor !== undefined) p.armor = g.armor;
  if (g.belt) p.belt = structuredClone(g.belt);
  p.seriousWounds = s.decks.seriousWounds.splice(0, g.seriousWounds ?? 0);
}

export function given(opts: GivenOptions = {}): RetaliationState {
  const seats = opts.seats ?? 2;
  const setup = setupGame<RetaliationState>(nemesisRetaliation, { config: opts.config ?? {}, seats, seed: opts.seed ?? 'given', startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  const s = structuredClone(setup.state);
  if (opts.replaceCorridors) {
    s.corridorStack.push(...Object.values(s.corridors).map((c) => c.tile));
    s.corridors = {};
  }
  for (const [space, room] of Object.entries(opts.rooms ?? {})) {
    for (const pile of Object.values(s.roomPiles)) pile.splice(0, pile.length, ...pile.filter((r) => r !== room));
    s.spaces[space] = { room, fire: false, malfunction: false, secure: 0, noise: false };
  }
  for (const [position, c] of Object.entries(opts.corridors ?? {})) {
    const door = c.door !== undefined;
    s.corridors[position] = { tile: tileFor(s, c.noise ?? 1, door), doorEnd: door ? c.doorEnd ?? null : null, door: c.door ?? 'none', noise: c.noiseMarker ?? false, reinforced: false };
  }
  for (const space of opts.fire ?? []) {
    s.spaces[space].fire = true;
    s.markers.fire -= 1;
  }
  for (const [space, n] of Object.entries(opts.secure ?? {})) s.spaces[space].secure = n;
  s.characterDraft = null;
  s.supportDraft = null;
  for (let seat = 0; seat < seats; seat++) setUpSeat(s, seat, opts.players?.[seat] ?? {}, characterOrder[seat]);
  for (const i of opts.intruders ?? []) s.intruders.push({ id: `i-${s.nextIntruder++}`, type: i.type, where: i.where, hits: i.hits ?? 0 });
  if (opts.bag) {
    for (const t of s.bag) {
      const type = intruderTokens.find((x) => x.id === t)!.type;
      if (type !== 'blank') s.tokenPiles[type].push(t);
    }
    for (const pile of Object.values(s.tokenPiles)) pile.splice(0, pile.length, ...pile.filter((t) => !opts.bag!.includes(t)));
    s.bag = opts.bag.slice().sort();
  }
  if (opts.attacks) s.decks.attacks = [...opts.attacks, ...s.decks.attacks.filter((c) => !opts.attacks!.includes(c))];
  if (opts.exploration) s.decks.exploration = [...opts.exploration, ...s.decks.exploration.filter((c) => !opts.exploration!.includes(c))];
  s.phase = 'player';
  s.startPlayer = 0;
  s.turn = { seat: 0, actions: 0 };
  return s;
}

export interface Played {
  state: RetaliationState;
  events: RetaliationEvent[];
}

/** Plays moves in order; fails the test with the engine's message if one is refused. */
export function when(state: RetaliationState, seat: Seat, ...moves: RetaliationMove[]): Played {
  let s = state;
  const events: RetaliationEvent[] = [];
  for (const move of moves) {
    const r = applyMove<RetaliationState>(nemesisRetaliation, s, seat, move, 1000);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by seat ${seat} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...(r.events as RetaliationEvent[]));
  }
  return { state: s, events };
}

export function refusal(state: RetaliationState, seat: Seat, move: unknown): EngineError {
  const r = applyMove<RetaliationState>(nemesisRetaliation, state, seat, move, 1000);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return r.error;
}

/** Plays `move` from the first PRNG position (seeds `roll-0`, `roll-1`, ...) whose events satisfy `wanted`. */
export function seekRoll(state: RetaliationState, seat: Seat, move: RetaliationMove, wanted: (events: RetaliationEvent[], s: RetaliationState) => boolean): Played {
  for (let k = 0; k < 2000; k++) {
    const played = when({ ...state, rng: Rng.fromSeed(`roll-${k}`).state() }, seat, move);
    if (wanted(played.events, played.state)) return played;
  }
  throw new Error('no PRNG position in 2000 gives the wanted result');
}

/** Runs a rules function on a clone with a PRNG from the first seed whose result satisfies `wanted`. */
export function seekRule<T>(state: RetaliationState, run: (s: RetaliationState, rng: Rng) => T, wanted: (result: T, s: RetaliationState) => boolean): { state: RetaliationState; result: T } {
  for (let k = 0; k < 2000; k++) {
    const s = structuredClone(state);
    const result = run(s, Rng.fromSeed(`rule-${k}`));
    if (wanted(result, s)) return { state: s, result };
  }
  throw new Error('no PRNG position in 2000 gives the wanted result');
}

export const rolled = (result: string) => (events: RetaliationEvent[]) => events.some((e) => e.type === 'noise-rolled' && e.result === result);
export const faced = (face: string) => (events: RetaliationEvent[]) => events.some((e) => (e.type === 'shot' || e.type === 'melee' || e.type === 'burst') && e.face === face);
export const cardsOf = (s: RetaliationState, seat: Seat, n: number) => s.players[seat].hand.filter((c) => !c.startsWith('contamination')).slice(0, n);
export const tokenOf = (type: string, back?: string) => intruderTokens.find((t) => t.type === type && (back === undefined || t.back === back))!.id;
