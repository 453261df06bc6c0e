/**
 * The Nemesis state: plain JSON, the PRNG state added by the kernel. Every physical card or token is one string id,
 * held in exactly one place (a deck, a hand, a room, the bag), so secrecy is a question of which places a viewer
 * may read (view.ts) and replay is exact.
 */
import { z } from 'zod';
import type { BaseState, Seat } from '../../engine';
import type { BoardSide, CharacterId, IntruderType } from './data';
import type { NemesisMove } from './moves/schema';

export const configSchema = z
  .object({
    /** A is the basic side (red arrow top left); B has two technical-corridor networks and double corridors. */
    board: z.enum(['A', 'B']).default('A'),
    /**
     * `standard`: semi-cooperative, secret objectives (a 1-seat standard game is the solo mode: solo objectives, halved
     * item counters). `cooperative`: one open solo/co-op objective per player. `intruder-player`: standard, and the
     * first player whose character dies plays the intruders (rules/intruder-player.ts).
     */
    mode: z.enum(['standard', 'cooperative', 'intruder-player']).default('standard'),
  })
  .strict();
export type NemesisConfig = z.infer<typeof configSchema>;

export type Section = 'A' | 'B';
export type Destination = 'A' | 'B' | 'C' | 'D';
/** `crew-corpse` is the blue corpse of setup step 20: a Character Corpse for every rule, told apart for objectives. */
export type HeavyObject = 'character-corpse' | 'crew-corpse' | 'intruder-carcass' | 'intruder-egg';

/** Something in a hand slot: a heavy item card (with its ammo when it is a weapon) or a heavy object token. */
/** `of`: on a Character Corpse, whose it is (the co-op Revival needs it). */
export type Held = { kind: 'item'; card: string; ammo: number | null } | { kind: 'object'; object: HeavyObject; of?: Seat };

export interface SeriousWound {
  card: string;
  dressed: boolean;
}

/** What a seat saw privately (the Cockpit's coordinates, an engine's top token); shown to that seat only. */
export type Knowledge =
  /** Risk Assessment: the top card of the event deck, as this seat saw it. */
  | { round: number; what: 'event'; card: string }
  | { round: number; what: 'coordinates'; destinations: Record<Destination, string> }
  | { round: number; what: 'engine'; engine: number; top: 'working' | 'damaged' }
  | { round: number; what: 'room'; slot: string; tile: string; token: string | null; items: number | null }
  /** The Comms Key: the objective cards another character held when this seat looked. */
  | { round: number; what: 'objectives'; seat: Seat; objectives: string[] };

export type CharacterStatus = 'drafting' | 'aboard' | 'hibernating' | 'escaped' | 'dead';

export interface PlayerState {
  /** From the help card dealt at setup: the draft order and the "player X" of objectives. Seats keep turn order. */
  playerNumber: number;
  character: CharacterId | null;
  status: CharacterStatus;
  /** The board slot (room) the miniature stands in; null while drafting, and once it has left the ship or died. */
  room: string | null;
  /** Action deck (top first), hand and discard pile; contamination cards live in them too. */
  deck: string[];
  hand: string[];
  discard: string[];
  /** Heavy items and objects, at most one per hand slot. */
  hands: Held[];
  /** Normal item cards, face down to others. */
  inventory: string[];
  /** The two quest items, sideways (inactive) until their requirement is met. */
  quests: Array<{ card: string; active: boolean }>;
  lightWounds: number;
  seriousWounds: SeriousWound[];
  slime: boolean;
  signal: boolean;
  larva: boolean;
  /** Two until the First Encounter (the other is then removed face down, out of the state), one afterwards. */
  objectives: string[];
  passed: boolean;
  knowledge: Knowledge[];
  /**
   * The escape pod the character sits in, waiting (its `room` stays the evacuation section, for noise rolls), and
   * whether it wants the pod launched: a pod launches when every occupant wants it (the shared decision, D21).
   */
  pod: number | null;
  wantsLaunch: boolean;
  /** Nerves of Steel at a surprise attack: play it by itself (`always`, the default) or keep it; private to the seat. */
  nerves?: 'always' | 'never' | 'ask';
  /** Interruption: be asked at each action taken in one's room (`ask`) or not (`never`, the default); public, independent of the hand. */
  interrupt?: 'never' | 'ask';
  /** The Extended Magazine: held weapon card → the magazine card (kept in the inventory) attached to it (rules/magazine.ts). */
  magazines?: Record<string, string>;
  /** Duct Tape: pairs of heavy item cards bound to take one hand slot (a pair ends when either card leaves the hands). */
  taped?: string[][];
}

export interface RoomState {
  /** The room tile (a room id); secret while `explored` is false. */
  tile: string;
  explored: boolean;
  /** The face-down exploration token; null once resolved, and on special rooms. */
  token: string | null;
  /** Searches left; null for rooms without an item counter (special rooms, the Nest, the slime room, unexplored). */
  items: number | null;
  fire: boolean;
  malfunction: boolean;
}

export type Door = 'open' | 'closed' | 'destroyed';

export interface CorridorState {
  noise: boolean;
  door: Door;
}

export interface Intruder {
  id: string;
  type: IntruderType;
  room: string;
  injuries: number;
}

export interface Pod {
  number: number;
  section: Section;
  locked: boolean;
  seats: Seat[];
}

export interface Weakness {
  object: Exclude<HeavyObject, 'crew-corpse'>;
  card: string;
  revealed: boolean;
}

/**
 * What the engine resumes once a pause for players' answers is over (continuations are data, never closures):
 * a surprise check; the rest of a series of noise rolls or encounters; the event phase from a step.
 */
export type Continuation =
  | { kind: 'surprise-check'; seat: Seat; intruder: string; backNumber: number }
  | { kind: 'noise-rolls'; seats: Seat[]; skipInCombat: boolean }
  | { kind: 'encounters'; seats: Seat[] }
  | { kind: 'event-step'; step: number }
  | { kind: 'hibernate'; seat: Seat }
  | { kind: 'board'; seat: Seat; pod: number; launch: boolean }
  // The rest of a loop that D23's pick (a Summoning, an infection death's Creeper) paused (rules/attack-series.ts):
  // the attackers left on an escaping character, then its move (and Adrenaline's draw);
  | { kind: 'escape-attacks'; seat: Seat; attackers: string[]; from: string; corridor: string; to: string; draw: number }
  // event step 5 from a room (its attackers left, by id), then the later rooms;
  | { kind: 'event-attacks'; room: string; attackers: string[] }
  // the Decoy's movers left (each attacks before leaving) and those already leaving, who then move all at once;
  | { kind: 'decoy'; room: string; movers: string[]; leaving: string[] }
  // the characters left to die of their Larva (Eclosion, Metamorphosis), then the card's draws and scans.
  | { kind: 'larva-deaths'; seats: Seat[]; card: 'eclosion' | 'metamorphosis' }
  // Adrenaline's draw after its escape, when the room entered paused (an encounter's pick, the First Encounter).
  | { kind: 'draw'; seat: Seat; count: number };

/**
 * The intruder-player variant: the seat that plays the intruders (its character is dead), its deck, hand and discard
 * pile of intruder-player cards, and a pending choice among drawn cards (an Attack's attack cards, Planning's events).
 */
export interface IntruderPlayer {
  seat: Seat;
  /** False until the next player phase after the death (the changes start then). */
  active: boolean;
  deck: string[];
  hand: string[];
  discard: string[];
  pending: { kind: 'attack'; intruder: string; target: Seat; cards: string[] } | { kind: 'planning'; cards: string[] } | null;
}

/** A pause that every listed seat must answer, in any order (the First Encounter's secret objective choice). */
export interface ObjectiveChoice {
  waiting: Seat[];
  then: Continuation[];
}

/**
 * A Trade waiting for answers (D11, D22): what the active player gives each counterparty and takes from it. Things are
 * inventory card ids, held item card ids, or held object kinds; each answer is null until given.
 */
export interface PendingTrade {
  seat: Seat;
  offers: Array<{ seat: Seat; give: string[]; take: string[]; answer: boolean | null }>;
  /**
   * The window for the other characters of the room (rules/trade-window.ts), when there are two or more of them:
   * `others` all of them, `trading` those not yet done, `side` their open offers to one another (one per proposer).
   */
  others?: Seat[];
  trading?: Seat[];
  side?: SideOffer[];
}

/** An offer between two characters other than the active player, in a Trade's window: `seat` gives `give` to `with` and takes `take`. */
export interface SideOffer {
  seat: Seat;
  with: Seat;
  give: string[];
  take: string[];
}

/** A Search in progress: the searcher keeps 1 of the 2 drawn cards (secret to others); the other goes to the deck bottom. */
export interface PendingSearch {
  seat: Seat;
  deck: 'red' | 'yellow' | 'green';
  cards: string[];
}

/**
 * `doors`: the Command Center or the Security Key; each door of the chosen room's corridors is set open or closed, one
 * at a time (the first of `corridors` is asked next), so the legal-move list stays at two moves however many doors
 * the room has. `event-look`: Risk Assessment; the seat saw the event deck's top card and puts it back on top or under.
 */
export type PendingDecision = { seat: Seat; kind: 'doors'; room: string; corridors: string[] } | { seat: Seat; kind: 'event-look' }
  /** A shot's reroll offered after the first roll (rules/reroll.ts): the weapon (a held card), the target, the face. */
  | { seat: Seat; kind: 'reroll'; weapon: string; target: string; face: string; bonus: number };

/**
 * A pause for one seat's answer in the middle of a resolution (rules/pause.ts), resumed by `then` as the First
 * Encounter's: which miniature is relocated (D23), or whether Nerves of Steel is played (the `ask` setting).
 */
export type PendingPause =
  | { kind: 'relocate'; seat: Seat; intruderType: IntruderType; room: string; candidates: string[]; surprise: { seat: Seat; backNumber: number } | null; then: Continuation[] }
  | { kind: 'nerves'; seat: Seat; intruder: string; then: Continuation[] };

export interface Turn {
  seat: Seat;
  /** Actions taken in this turn (0 or 1); the second ends the turn. */
  actions: number;
  /** Adrenaline Injection: any number of actions this turn, ended only by a pass. */
  unlimited?: true;
}

export interface Draft {
  /** The face-down draft cards left (their order is secret; their set is public). */
  deck: CharacterId[];
  /** The two cards revealed to the seat now choosing. */
  offer: CharacterId[];
  /** Seats in player-number order; `next` indexes the seat now choosing. */
  order: Seat[];
  next: number;
}

export interface Decks {
  events: string[];
  eventDiscard: string[];
  attacks: string[];
  attackDiscard: string[];
  contamination: string[];
  /** Contamination cards removed from the game by scans (public: scan results are public, digest §12.36). */
  contaminationRemoved: string[];
  seriousWounds: string[];
  seriousWoundDiscard: string[];
  items: Record<'red' | 'yellow' | 'green', string[]>;
  itemDiscard: Record<'red' | 'yellow' | 'green', string[]>;
  /** The crafted (blue) deck is open: anyone may look through it. */
  crafted: string[];
}

export interface NemesisState extends BaseState {
  config: NemesisConfig;
  side: BoardSide;
  /** True for a 1-seat standard game: solo objectives and halved item counters. */
  solo: boolean;
  seats: number;
  players: PlayerState[];
  phase: 'draft' | 'player' | 'event' | 'over';
  round: number;
  firstPlayer: Seat;
  draft: Draft | null;
  turn: Turn | null;
  objectiveChoice: ObjectiveChoice | null;
  search: PendingSearch | null;
  /** A Trade proposal waiting for its counterparties' answers (rules/trade.ts); who is asked is public, the things are not. */
  trade?: PendingTrade | null;
  /** A follow-up decision of one seat that holds up the turn (rules/command-center.ts, rules/action-cards-rooms.ts). */
  decision?: PendingDecision | null;
  /** D23's relocation choice or a Nerves of Steel question, holding the rest of a resolution (rules/pause.ts). */
  pause?: PendingPause | null;
  /** The round whose event phase skips the Intruder Attack step (the Orbital Maneuvering System). */
  quietRound?: number;
  /** The Airlock Control's lockdown: the room and the doors closed on it, judged at the end of the player phase. */
  lockdown: { room: string; doors: string[] } | null;
  /** Suppressive or Covering Fire waiting for the other character's player to agree (rules/fire-cover.ts); public. */
  cover?: { seat: Seat; asked: Seat; card: 'suppressive-fire' | 'covering-fire'; movers: Seat[]; corridor: string } | null;
  /**
   * An action paid and held while the `ask` seats in its room may interrupt it (rules/interruption.ts); who is asked is
   * public. `cancelled`: whether it stands cancelled after the Interruptions played so far, the last one by `by`.
   */
  interruption?: { seat: Seat; move: NemesisMove; waiting: Seat[]; cancelled?: boolean; by?: Seat } | null;

  rooms: Record<string, RoomState>;
  corridors: Record<string, CorridorState>;
  /** Noise on each technical-corridor space (one network on side A, red and blue on side B). */
  techNoise: Record<string, boolean>;
  intruders: Intruder[];
  nextIntruder: number;
  /** Heavy objects lying on room floors; the blue crew corpse starts in the Hibernatorium. */
  floor: Array<{ room: string; object: HeavyObject; of?: Seat }>;
  eggs: number;
  nestDestroyed: boolean;
  /** Intruder tokens in the bag (unordered: draws are uniform) and in the supply beside the board. */
  bag: string[];
  supply: string[];

  decks: Decks;
  /** The contamination card ids that read INFECTED under the scanner; known to nobody until scanned. */
  infected: string[];
  pods: Pod[];
  /** Engine k's two tokens, top first; the top one is its status. Ids `engine-<k>-working` / `engine-<k>-damaged`. */
  engines: Record<'1' | '2' | '3', string[]>;
  coordinates: string;
  destination: Destination;
  /** Advances of the time marker from the green start; the jump comes at the last space. */
  time: number;
  /** Advances of the self-destruct marker, or null when the sequence is not running. */
  selfDestruct: number | null;
  weaknesses: Weakness[];
  milestones: { firstEncounter: boolean; firstDeath: boolean; queenKilled: boolean };
  /** D24: a door closed with no token left; `seat` picks which other closed door gives its token (door-shortage.ts). */
  doorShortage?: { seat: Seat; corridor: string } | null;
  /** The intruder-player variant's intruder player, once a character has died in that mode. */
  intruderPlayer?: IntruderPlayer | null;
  /** Why the game ended, once it has, and who won. */
  ending: string | null;
  winners: Seat[];
}
