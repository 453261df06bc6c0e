/**
 * The Nemesis: Retaliation state: plain JSON, the PRNG state added by the kernel. Every physical card, tile or token is
 * one string id held in exactly one place (a deck, a pile, a hand, a space, the bag), so secrecy is a question of which
 * places a viewer may read (view.ts) and replay is exact.
 */
import { z } from 'zod';
import type { BaseState, Seat } from '../../engine';
import type { RoomPile, Section } from './data/schema';
import type { RetaliationMove } from './moves/schema';

export const configSchema = z
  .object({
    /**
     * The rulebook's 40 corridor tiles (x01-x10 of each noise value), or all 44 of the licensed digital data (adds the
     * four x11 door tiles; which tiles the box lacks is not sourced, see the data README).
     */
    corridorTiles: z.enum(['rulebook-40', 'all-44']).default('rulebook-40'),
    /**
     * How many of the 27 Contamination cards read INFECTED. Not sourced: the default 7 is the original Nemesis
     * proportion (the data README's labelled default), kept as one value to change when the real split is known.
     */
    infectedCount: z.number().int().min(0).max(27).default(7),
    /** Deadly Mode (digest §5.19): corridors printing a second noise number answer to both; tie-breaks use the first. */
    deadly: z.boolean().default(false),
    /**
     * Solo and co-op (digest §5.19): `coop` plays as one team with a Solo/Co-op Mission Task per character and no
     * objectives; `coop-revive` adds Revive (reading 12.31: co-op only). A 1-seat game is always the solo mode.
     */
    mode: z.enum(['standard', 'coop', 'coop-revive']).default('standard'),
    /**
     * Difficulty (digest §5.19, reading 12.32): Solo/Co-op Mission Tasks drawn beyond (or short of) one per character;
     * at least 1, at most every task the deck can give. Solo and co-op only: the standard game's single Mission Task is
     * what the objectives name.
     */
    missionTaskChange: z.number().int().min(-4).max(10).default(0),
    /**
     * Printed character ranks the data lacks (data README, Missing: only Medical Support's rank 2 is sourced), by
     * character id, for a table that has them; a higher number outranks a lower one (digest §12.11). The data's own
     * rank always wins. Read by rules/ranks.ts; the new-game form leaves it alone (an object).
     */
    ranks: z.record(z.string(), z.number().int().min(1).max(9)).optional(),
  })
  .strict();
export type RetaliationConfig = z.infer<typeof configSchema>;

export type TacticalToken = 'ammo' | 'grenade' | 'oxygen' | 'medpack';
export const tacticalTokens: readonly TacticalToken[] = ['ammo', 'grenade', 'oxygen', 'medpack'];

/** A placed room: its tile (a room id) lies face up once the space is explored. Empty spaces are absent. */
export interface SpaceState {
  room: string;
  fire: boolean;
  malfunction: boolean;
  /** Secure tokens in the room (at most 3). */
  secure: number;
  noise: boolean;
}

/** A corridor tile lying on a corridor position; `doorEnd` is the space its door slot faces, for door tiles. */
export interface CorridorState {
  tile: string;
  doorEnd: string | null;
  door: 'none' | 'open' | 'closed' | 'destroyed';
  noise: boolean;
  reinforced: boolean;
}

/** A tactical-gear token on a belt, item or robot slot; an Ammo token is Full or, once spent, Half. */
export type GearToken = { token: TacticalToken; half: boolean };
export type GearSlot = GearToken | null;

/**
 * Where a character is in the game: in the facility, aboard the landed Lander (turns skipped, not yet escaped),
 * hibernating in the Hibernatorium, escaped (Lander take-off or Escape Shuttle), or dead.
 */
export type CharacterStatus = 'in-play' | 'lander' | 'hibernating' | 'escaped' | 'dead';

export interface PlayerState {
  /** From the help card dealt at setup: the draft order and the "player X" of objectives. Seats keep turn order. */
  playerNumber: number;
  character: string | null;
  /** The space the miniature stands on; null until the character is drafted. */
  space: string | null;
  /** One Mission and one Private objective, secret to everyone else. Empty in the solo mode. */
  objectives: string[];
  /** Action deck (top first), hand and face-up discard pile; Contamination cards live in them too. */
  deck: string[];
  hand: string[];
  discard: string[];
  /** Heavy items (at most 2), armor, and the backpack of regular items. */
  hands: string[];
  armor: string | null;
  backpack: string[];
  /** Tactical gear on the 4 belt slots (any type, rulebook p.29); ammo tokens carry their side. */
  belt: GearSlot[];
  /** The tactical slots of held items and armor, by item id (an item's slots in its data order). */
  itemGear: Record<string, GearSlot[]>;
  /** Malfunction markers on held items, by item id (a second one destroys the item). */
  itemMalfunctions: Record<string, number>;
  status: CharacterStatus;
  /** How the character escaped (Hibernation is not an escape for objectives); kept even if it later dies of eclosion. */
  escapedVia: 'lander' | 'shuttle' | null;
  /** A Data token from the Server Room: never lost or traded. */
  dataToken: boolean;
  /** The Suffocating token: the next Oxygen loss kills. */
  suffocating: boolean;
  /** The objective kept (the other is removed from the game, secretly); null until chosen. */
  chosenObjective: string | null;
  /** Slots passed on the Health track (0 = the leftmost slot). */
  health: number;
  oxygen: number;
  seriousWounds: string[];
  larva: boolean;
  passed: boolean;
  /** Revive (co-op): the character died and its miniature lies in `space`, to be carried or revived (rules/revive.ts). */
  fallen?: boolean;
  /** Public standing reaction settings by trigger (rules/card-effects/reactions.ts); absent: never. */
  reactions?: Partial<Record<ReactionTrigger, ReactionSetting>>;
  /** Duck and Cover's chosen character: an attack on you goes to them when they are in your room (public, standing). */
  cover?: Seat;
  /** Heavy items taped on top of another with Duct Tape: each frees a hand slot (rules/items-hands.ts). */
  taped?: string[];
  /** Heavy Armor's standing answer to a serious wound (public; rules/items-armor.ts); absent: `unless-fatal`. */
  heavyArmor?: HeavyArmorSetting;
  /** F7: the standing choice for each passive item the owner may apply or not (public; rules/passive-items.ts); absent: `always`. */
  passive?: Partial<Record<PassiveItem, PassiveSetting>>;
}

/** The passive items whose text their owner may apply or not (F7; rules/passive-items.ts). */
export type PassiveItem = 'perimeter-security-device' | 'biohazard-armor' | 'bulletproof-vest';
/** `ask`: the game pauses to ask when it would apply; `unless-fatal`: applied unless that kills the character. */
export type PassiveSetting = 'always' | 'ask' | 'unless-fatal' | 'never';

/** Lose 2 HP instead of a serious wound: always, never, or only when the 2 HP do not kill. */
export type HeavyArmorSetting = 'always' | 'unless-fatal' | 'never';

/** What a reaction card answers: an intruder attack (Stay Calm, Duck and Cover) or a command (Chain of Command). */
export type ReactionTrigger = 'attack' | 'command';
/** `ask`: the game pauses to ask the seat whenever its trigger comes in reach (rules/attack-pause.ts). */
export type ReactionSetting = 'never' | 'always' | 'ask';

/** A reaction card (or weapon answering like one) a seat plays when asked; `cover`: whom Duck and Cover sends the attack to. */
export type ReactionName = 'stay-calm' | 'duck-and-cover' | 'bayonet' | 'assault-shotgun' | 'chain-of-command';
export interface ReactionPick {
  reaction: ReactionName | null;
  cover?: Seat;
}
/** Shoot First's shot: a Shoot at an intruder of the room, or a Burst into a corridor around it. */
export type ShotChoice = ({ weapon: string; target: string } | { weapon: string; corridor: string }) & { /** the Ammo token it spends, if named (§6.2) */ ammo?: 'half' | 'full' };

/**
 * A choice a sequence stopped for (rules/attack-pause.ts): reactions to an attack about to hit `seat` (or a command
 * played on it), asked of `asked`; Shoot First's shot before its movement (`attacker` null), on arrival before the
 * noise roll (`arrived`), right before an attack (on another character: `attacked`), or at its end (`ended`); the hits
 * of that shot's Burst.
 */
export type PauseAsk =
  | { kind: 'reaction'; trigger: 'attack'; seat: Seat; intruder: string; intruderType: IntruderKind; redirected: boolean; asked: Seat[] }
  | { kind: 'reaction'; trigger: 'command'; seat: Seat; asked: Seat[] }
  | { kind: 'shoot-first'; seat: Seat; attacker: string | null; ended?: true; arrived?: true; attacked?: Seat }
  | { kind: 'allocate'; seat: Seat }
  /** F7: a passive item about to apply (the Perimeter Security Device on a Hazard), asked of its owner. */
  | { kind: 'passive'; seat: Seat; item: PassiveItem };
export type PauseAnswer =
  | { kind: 'reaction'; picks: Record<number, ReactionPick> }
  | { kind: 'shoot-first'; fire: ShotChoice | null }
  | { kind: 'allocate'; kill: string[] }
  | { kind: 'passive'; apply: boolean };

/** The move whose sequence stopped, the state before it, the answers so far, the open question, the events already out. */
export interface AttackPause {
  origin: RetaliationState;
  seat: Seat;
  move: RetaliationMove;
  answers: PauseAnswer[];
  ask: PauseAsk;
  /** Reactions answered so far by the seats asked (secret until all have answered and the attack resolves). */
  given: Record<number, ReactionPick>;
  emitted: number;
}

/** Within one run of a move: the answers to its pauses in order; `collect` answers the rest by default instead of stopping. */
export interface ReplayContext {
  answers: PauseAnswer[];
  next: number;
  collect: boolean;
}

/** Character draft (setup step 3.D.3): in player-number order a player is dealt 2 cards and keeps 1. */
export interface CharacterDraft {
  /** The face-down draft cards (their order is secret). */
  deck: string[];
  /** The two cards dealt to the seat now choosing (secret to the others). */
  offer: string[];
  /** Seats in player-number order; `next` indexes the seat now choosing. */
  order: Seat[];
  next: number;
}

/** Support-equipment draft (setup 3.F): 7 cards revealed, taken by non-Contractors from the highest player number down. */
export interface SupportDraft {
  offer: string[];
  order: Seat[];
  next: number;
}

export type IntruderKind = 'queen' | 'drone' | 'adult' | 'larva';
export interface Intruder {
  id: string;
  type: IntruderKind;
  where: string;
  hits: number;
}

/** The seat now taking its turn, and how many actions it has taken. */
export interface TurnState {
  seat: Seat;
  actions: number;
  /** Adrenaline Injection: any number of actions this turn, the last one a Pass. */
  unlimited?: true;
  /** Both actions taken by a seat that may still choose its objective (T0 "after action 2"): `end-turn` or the choice ends it. */
  closing?: true;
}

/** A roll whose hits the player allocates among the intruders of a corridor (Burst, Grenade). */
export interface PendingAllocation {
  seat: Seat;
  corridor: string;
  hits: number;
  source: 'burst' | 'grenade';
}

/** Something changing hands in a Trade: an item (with its tokens), or the token of a belt slot (`belt-<n>`). */
export interface PendingTrade {
  seat: Seat;
  partner: Seat;
  give: string[];
  take: string[];
  /** `compose`: the proposer adds things and sends it; `answer`: the partner accepts or refuses. */
  stage: 'compose' | 'answer';
  /** A counter-offer (C3): the side composing or having sent the offer now (absent: the proposer). */
  by?: Seat;
  /** How many counter-offers this trade has had (rules/trade.ts bounds them). */
  counters?: number;
  /** The other side's things offered in the offer just countered: the counter may ask for them back. */
  offered?: string[];
}

/** `seat` uses `item` (option `option`, on `target`: a serious wound or an item) on the character of seat `on`. */
export interface PendingConsent {
  seat: Seat;
  on: Seat;
  item: string;
  option: number;
  target?: string;
  /** A Medpack or Oxygen token of the user's belt slot `slot` offered instead of an item (FAQ: tokens too, C2). */
  slot?: number;
}

export interface RetaliationState extends BaseState {
  config: RetaliationConfig;
  seats: number;
  /** The solo or co-op rules (a 1-seat game, or the co-op mode): Solo/Co-op Mission Tasks instead of objectives. */
  solo: boolean;
  players: PlayerState[];
  /** `final-objectives`: at the end, survivors who never chose an objective choose one, in secret (E1). */
  phase: 'character-draft' | 'support-draft' | 'belts' | 'player' | 'takeoff' | 'panic' | 'final-objectives' | 'over';
  turn: TurnState | null;
  allocation: PendingAllocation | null;
  /** A Search waiting for its player to keep one of the item cards drawn (the others never seen by anyone else). */
  search: { seat: Seat; cards: string[] } | null;
  /** Sprint: after its first move, its player may spend 1 Oxygen to move again (follow-up `sprint-again`). */
  sprint?: { seat: Seat } | null;
  /** Taking Aim: the first roll of its Shoot (`target`) or Burst (`corridor`), waiting for `aim-reroll` (a public roll). */
  aim?: { seat: Seat; weapon: string; target?: string; corridor?: string; face: string; decided?: boolean; /** the Ammo token an Ammo loss spends, if named */ ammo?: 'half' | 'full' } | null;
  /** Continuous Fire: after its hits, its player may Burst with the BF Gun (follow-up `burst-on`). */
  continuousFire?: { seat: Seat } | null;
  /** Tactical Retreat with a companion: waiting for their `answer-consent` (rules/card-effects/retreat.ts). */
  retreat?: { seat: Seat; on: Seat; corridor: string } | null;
  /** Assault Rifle / Gatling Gun: the second Shoot or Burst offered after the action's first (rules/fire-again.ts). */
  again?: { seat: Seat; weapon: string; target?: string; corridor?: string } | null;
  /** A Burst action with the Grenade Launcher: its grenades thrown one by one, then the Burst into `corridor` or none (rules/grenade-launcher.ts). */
  launcher?: { seat: Seat; corridor: string; thrown: number } | null;
  /** Universal markers on item cards, by item id (the Plasma Gun's, rules/weapon-texts.ts); public. */
  itemMarkers?: Record<string, number>;
  /** Fire at Will: the commander and the characters still to Burst, in turn order (rules/card-effects/fire-at-will.ts). */
  fireAtWill?: { seat: Seat; queue: Seat[] } | null;
  /** Officer's Channel: the command card its player now plays on any room (rules/card-effects/channel.ts). */
  channel?: { seat: Seat; card: string } | null;
  /** Breakthrough: after its Burst's hits are given out, its player moves through that corridor (card-moves.ts). */
  breakthrough?: { seat: Seat; corridor: string } | null;
  /** Supply Room / Experimental Military Lab: cards drawn, waiting for their player to keep up to `keep` of them. */
  roomDraw?: { seat: Seat; cards: string[]; keep: number } | null;
  /** Intruder Eggs each escaped character (by seat) carried when escaping. */
  eggsAtEscape?: Record<number, number>;
  /** The robot has stood in the Reactor at least once (Escort Mission's box). */
  robotReachedReactor?: boolean;
  /** Event card Panic (`instance`) waiting for the affected characters to lose oxygen or spend ammo (phase `panic`). */
  panic?: { pending: Seat[]; instance: string } | null;
  /** A sequence paused for a choice inside it (a reaction, Shoot First's shot), rerun from its move (rules/attack-pause.ts). */
  pause?: AttackPause | null;
  /** While a move runs: the answers given to its pauses so far (rules/attack-pause.ts); never left in a returned state. */
  replay?: ReplayContext;
  /** While a Shoot First movement runs: its mover, and whether the card's one Shoot or Burst is spent (rules/shoot-first.ts). */
  shootFirst?: { seat: Seat; fired: boolean } | null;
  /** While a move's pursuit attacks resolve: the mover, and the intruders that follow it (Blood Sense; rules/follow.ts). */
  pursuit?: { seat: Seat; followers: string[] } | null;
  /** Seats aboard the Lander that have answered the take-off question this Event Phase. */
  takeoffAnswers: Seat[];
  /** Markers left in the supply: running out of fire destroys the facility; of malfunction, places fire instead. */
  markers: { fire: number; malfunction: number; secure: number };
  /** Exploration cards 1-3 leave the game after use. */
  explorationRemoved: string[];
  /** Set when the facility is destroyed (Autodestruction, or a fire marker needed with none left): the game ends at once. */
  destroyed: 'autodestruction' | 'fire' | null;
  winners: Seat[];
  ending: string | null;
  characterDraft: CharacterDraft | null;
  supportDraft: SupportDraft | null;
  startPlayer: Seat | null;

  /** Placed rooms by board space id; unexplored spaces are absent. The Hibernatorium is placed but undiscovered. */
  spaces: Record<string, SpaceState>;
  hibernatoriumDiscovered: boolean;
  /** Face-down room piles by back letter (top first). */
  roomPiles: Record<RoomPile, string[]>;
  corridors: Record<string, CorridorState>;
  /** The corridor insert: tiles drawn blind, top first. */
  corridorStack: string[];

  /** Intruder tokens in the bag (unordered: draws are uniform), and the face-up piles by type (queues, top first). */
  bag: string[];
  tokenPiles: Record<'queen' | 'drone' | 'adult' | 'larva', string[]>;
  /**
   * Intruder miniatures on the map: `where` is a board space (a room) or a corridor position. Miniature ids (`i-<n>`)
   * are not token ids, so nothing about the bag leaks through them. Hits are kept only in rooms.
   */
  intruders: Intruder[];
  nextIntruder: number;
  queenDead: boolean;
  eggs: number;
  /** The Nest is destroyed once its last egg is gone; it stays destroyed even if eggs are added later. */
  nestDestroyed: boolean;
  queenHits: number;

  decks: {
    exploration: string[];
    explorationDiscard: string[];
    events: string[];
    eventDiscard: string[];
    attacks: string[];
    attackDiscard: string[];
    queenHealth: string[];
    items: Record<'red' | 'green' | 'yellow', string[]>;
    itemDiscard: Record<'red' | 'green' | 'yellow', string[]>;
    /** The support cards not drawn for the draft (face down), and the draft's leftovers (face up, usable in play). */
    support: string[];
    supportLeftovers: string[];
    contamination: string[];
    seriousWounds: string[];
  };
  /** The Contamination card instances that read INFECTED under a scan; known to nobody until scanned. */
  infected: string[];
  /** Belt picks (setup 3.F.5): descending player number. */
  beltOrder: Seat[];
  /** Supply of tactical-gear tokens beside the board, and the Landing Zone's supply slots. */
  gearSupply: Record<TacticalToken, number>;
  landingZoneGear: Record<TacticalToken, number>;

  /** The robot card in play (secret until the Hibernatorium is discovered), its space and its gear slots. */
  robot: { card: string; revealed: boolean; space: string; gear: TacticalToken[]; malfunction: boolean };
  /** The Anti-Aircraft stack, top first (face down); `seenBy` lists seats that looked at it. */
  antiAircraft: { stack: Array<'active' | 'inactive'>; seenBy: Seat[] };
  lifeSupport: Record<Section, boolean>;
  /** The Reactor cut all power: life support, Anti-Aircraft and Autodestruction are gone for good. */
  powerCut: boolean;
  /** The Escape Shuttle carries one person, once. */
  shuttleUsed: boolean;
  hibernatoriumActive: boolean;

  /** Support, character and egg cards discarded (face up; the coloured decks have their own discard piles). */
  itemsDiscarded?: string[];
  /** A Use Tactical Gear action left open: its player may use more tokens and rearrange before ending it (rules/gear.ts). */
  gearAction?: { seat: Seat; arranged?: number } | null;
  /** A Trade (C3) being composed by its proposer, then answered by the partner (rules/trade.ts). */
  trade?: PendingTrade | null;
  /** An item used on another character, waiting for that character's consent (C2, rules/items-use.ts). */
  consent?: PendingConsent | null;
  /** A Robot Controller or the Portable Device used: its player now names the robot activation or the room use (free). */
  itemRelay?: { seat: Seat; kind: 'robot' | 'room' } | null;
  /** Ammo, Grenade, Medpack or Oxygen Tank cards just gained: their player may use them at once, free (first first). */
  gained?: { seat: Seat; items: string[]; after?: Seat } | null;
  /** Tokens a room or a trade gave, waiting for their player to name each one's place (F4, rules/items-placing.ts); `then`: a trade's other receiver. */
  placing?: { seat: Seat; tokens: GearToken[]; after?: Seat; then?: { seat: Seat; tokens: GearToken[] } } | null;
  /** Objective cards a seat looked at with Personal Log Codes: looker seat → looked-at seat → the cards then held. */
  objectivesSeen?: Record<string, Record<string, string[]>>;

  /** The face-up Mission Task (standard) or Solo/Co-op Mission Tasks (solo). */
  missionTasks: string[];
  /** Objectives chosen so far: the Objective Choice track's marker position. */
  objectivesChosen: number;
  round: number;
  lander: { space: number; state: 'arriving' | 'landed' | 'destroyed' | 'departed' };
  /** The Autodestruction token's round-track space, or null while it is in its storage slot. */
  autodestruction: number | null;
}
