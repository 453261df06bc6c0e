/**
 * Given/when/then helpers for the Nemesis tests: a table past the draft, in round 1's player phase, with chosen
 * characters placed in chosen rooms, hands, markers and intruders; moves played through the kernel as the service does.
 * Dice are never faked: `seekRoll` finds the first PRNG position (from fixed seeds) under which a move produces the
 * wanted result, so a test still runs the real rules with a real, replayable PRNG state.
 */
import { applyMove, Rng, setupGame, type EngineError, type Seat } from '../../../engine';
import { actionDeckOf, characterById, startingWeaponById, type CharacterId, type IntruderType } from '../data';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisMove } from '../moves/schema';
import { boardOf } from '../rules/board';
import type { NemesisConfig, NemesisState } from '../state';

export interface SeatSetup {
  character?: CharacterId;
  /** A slot id, or a room id (special or placed with `tiles`). */
  room?: string;
  /** The exact hand (that character's action card ids, or contamination ids); default: its first 5 cards in data order. */
  hand?: string[];
  lightWounds?: number;
  seriousWounds?: string[];
  slime?: boolean;
}

export interface GivenOptions {
  seats?: number;
  config?: Partial<NemesisConfig>;
  seed?: string;
  players?: Record<number, SeatSetup>;
  /** Room tiles to put face up (explored) on slots, by slot id: `{ 'a-slot-05': 'canteen' }`; the token is removed. */
  explored?: Record<string, string>;
  /** Room tiles to put face down with a chosen exploration token: `{ 'a-slot-05': ['canteen', 'exploration-silence-1'] }`. */
  unexplored?: Record<string, [string, string]>;
  intruders?: Array<{ type: IntruderType; room: string; injuries?: number }>;
  /** The exact bag, by intruder token id; every other token goes to the supply. */
  bag?: string[];
  /** Cards put on top of the attack deck, in order. */
  attacks?: string[];
}

const defaultCharacters: CharacterId[] = ['scout', 'captain', 'pilot', 'mechanic', 'soldier'];

/** Resolves a room id to the slot it lies on (or returns a slot id unchanged). */
export function slotOf(s: NemesisState, room: string): string {
  if (s.rooms[room]) return room;
  const slot = Object.keys(s.rooms).find((k) => s.rooms[k].tile === room);
  if (!slot) throw new Error(`no slot holds ${room}`);
  return slot;
}

/** Puts `tile` on `slot`; the tile that was there takes `tile`'s old place (if it was on the board). */
function placeTile(s: NemesisState, slot: string, tile: string): void {
  const old = Object.keys(s.rooms).find((k) => s.rooms[k].tile === tile);
  if (old) s.rooms[old].tile = s.rooms[slot].tile;
  s.rooms[slot].tile = tile;
}

export function given(opts: GivenOptions = {}): NemesisState {
  const seats = opts.seats ?? 2;
  const setup = setupGame<NemesisState>(nemesis, { config: opts.config ?? {}, seats, seed: opts.seed ?? 'given', startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.state;
  while (s.draft) s = when(s, s.draft.order[s.draft.next], { type: 'choose-character', character: s.draft.offer[0] }).state;
  s = structuredClone(s);
  for (const [slot, tile] of Object.entries(opts.explored ?? {})) {
    placeTile(s, slot, tile);
    Object.assign(s.rooms[slot], { explored: true, token: null });
  }
  for (const [slot, [tile, token]] of Object.entries(opts.unexplored ?? {})) {
    placeTile(s, slot, tile);
    const holder = Object.values(s.rooms).find((r) => r.token === token);
    if (holder) holder.token = s.rooms[slot].token;
    Object.assign(s.rooms[slot], { explored: false, token });
  }
  for (let seat = 0; seat < seats; seat++) {
    const g = opts.players?.[seat] ?? {};
    const p = s.players[seat];
    p.character = g.character ?? defaultCharacters[seat];
    const data = characterById.get(p.character)!;
    const weapon = startingWeaponById.get(data.startingWeapon)!;
    const cards = actionDeckOf(p.character);
    p.hand = g.hand ?? cards.slice(0, 5);
    p.deck = cards.filter((c) => !p.hand.includes(c));
    p.discard = [];
    p.hands = [{ kind: 'item', card: weapon.id, ammo: weapon.weapon.startingAmmo }];
    p.quests = data.questItems.map((card) => ({ card, active: false }));
    if (g.room) p.room = slotOf(s, g.room);
    p.lightWounds = g.lightWounds ?? 0;
    p.seriousWounds = (g.seriousWounds ?? []).map((card) => ({ card, dressed: false }));
    p.slime = g.slime ?? false;
  }
  for (const i of opts.intruders ?? []) s.intruders.push({ id: `intruder-${s.nextIntruder++}`, type: i.type, room: slotOf(s, i.room), injuries: i.injuries ?? 0 });
  if (opts.bag) {
    s.supply = [...s.supply, ...s.bag].filter((t) => !opts.bag!.includes(t)).sort();
    s.bag = opts.bag.slice().sort();
  }
  if (opts.attacks) s.decks.attacks = [...opts.attacks, ...s.decks.attacks.filter((c) => !opts.attacks!.includes(c))];
  // Seat 0 holds the first player token, whatever help card it was dealt.
  s.firstPlayer = 0;
  s.turn = { seat: 0, actions: 0 };
  return s;
}

export interface Played {
  state: NemesisState;
  events: NemesisEvent[];
}

/** Plays moves in order; fails the test with the engine's message if one is refused. */
export function when(state: NemesisState, seat: Seat, ...moves: NemesisMove[]): Played {
  let s = state;
  const events: NemesisEvent[] = [];
  for (const move of moves) {
    const r = applyMove<NemesisState>(nemesis, s, seat, move, 1000);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by seat ${seat} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...(r.events as NemesisEvent[]));
  }
  return { state: s, events };
}

export function refusal(state: NemesisState, seat: Seat, move: unknown): EngineError {
  const r = applyMove<NemesisState>(nemesis, state, seat, move, 1000);
  if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return r.error;
}

/** Plays `move` from the first PRNG position (seeds `roll-0`, `roll-1`, ...) whose events satisfy `wanted`. */
export function seekRoll(state: NemesisState, seat: Seat, move: NemesisMove, wanted: (events: NemesisEvent[]) => boolean): Played {
  for (let k = 0; k < 500; k++) {
    const played = when({ ...state, rng: Rng.fromSeed(`roll-${k}`).state() }, seat, move);
    if (wanted(played.events)) return played;
  }
  throw new Error('no PRNG position in 500 gives the wanted result');
}

export const rolled = (result: string) => (events: NemesisEvent[]) => events.some((e) => e.type === 'noise-rolled' && e.result === result);

/** The corridor joining two slots (the first one, on side B's double corridors). */
export function corridorBetween(s: NemesisState, from: string, to: string): string {
  const exit = boardOf(s.side).exits(slotOf(s, from)).find((e) => e.to === slotOf(s, to));
  if (!exit) throw new Error(`${from} and ${to} are not adjacent`);
  return exit.id;
}

/** The first action cards (never contamination) of a seat's hand, to pay with. */
export const cardsOf = (s: NemesisState, seat: Seat, n: number) => s.players[seat].hand.filter((c) => !c.startsWith('contamination-')).slice(0, n);
