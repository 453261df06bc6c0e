/**
 * The Voidfall state (published rules, competitive game for 2-4 players): plain JSON, the PRNG state added by the
 * kernel. Every card and face-down token is one string id held in exactly one place (a deck, an offer, a hand, a
 * discard pile, a slot, a sector), so secrecy is a question of which places a viewer may read (view.ts) and replay is
 * exact. Identical pieces with no identity (Trade tokens, Glory tokens, Fleet Power cubes, Corruption markers) are
 * counts or values.
 *
 * Card ids: a player's Focus card is `<focus card id>@<seat>` (each player owns a set of 9); a Technology card is
 * `<technology id>-plus4` (the basic copy worth +4 Influence), `<technology id>-plain` (the 0-Influence basic copy) or
 * `<technology id>-improved`; Agendas, Starting Agendas and Galactic Events keep their data ids; Bounty and Reclaim
 * tokens are `<kind>-<n>`.
 */
import { z } from 'zod';
import type { BaseState, Seat } from '../../engine';
import type { AgendaType, FleetType, Guild, Installation, Resource, Track } from './data/schema';
import type { GalaxyMap } from './map/schema';
import type { CombatInput } from './rules/combat';

/** The 11 competitive scenarios of the Compendium list (scenarios.json X01-X11); the player count comes from the seats. */
export const scenarioCodes = ['x01', 'x02', 'x03', 'x04', 'x05', 'x06', 'x07', 'x08', 'x09', 'x10', 'x11'] as const;

export const configSchema = z
  .strictObject({
    /** Which competitive scenario: its Fallen Houses (and so the Technology tableau) and the Houses players may take. */
    scenario: z.enum(scenarioCodes).default('x01'),
    /**
     * `chosen`: in turn order each player chooses a House among the scenario's Houses, then one of its two Origins (the
     * rules digest's set-up; the published rules say nothing else). `dealt`: both are dealt at random.
     */
    houses: z.enum(['chosen', 'dealt']).default('chosen'),
    /** The Advanced Focus variant: each Focus round all players pick a Focus card face down at once, revealed on their turns. */
    advancedFocus: z.boolean().default(false),
    /**
     * `per-scenario` (the default record of defaults.json): every game of a scenario and player count gets the same
     * generated galaxy. `per-game`: the galaxy is generated from the game's own seed.
     */
    galaxy: z.enum(['per-scenario', 'per-game']).default('per-scenario'),
  });
export type VoidfallConfig = z.infer<typeof configSchema>;

/** A fleet token: one type, 1-3 Fleet Power cubes. */
export interface FleetToken { type: FleetType; power: number }

export interface SectorState {
  /** The controlling player; null for Voidborn, Fallen House and empty sectors. */
  owner: Seat | null;
  population: number | null;
  corrupted: boolean;
  fleets: FleetToken[];
  voidbornFleetPower: number;
  guilds: Guild[];
  installations: Installation[];
  harbingers: number;
  /** Face-down Bounty and Reclaim tokens lying in the sector (their kinds are secret to everyone). */
  bountyTokens: string[];
  reclaimTokens: string[];
  /** The face-up Glory token in the sector, by value. */
  gloryToken: number | null;
  /** The House whose Fallen House card lies here. */
  fallenHouse: string | null;
}

export interface AgendaSlot {
  agenda: string | null;
  corrupted: boolean;
  /** A Trade token on the slot covers the Agenda's Upkeep icons. */
  tradeToken: boolean;
}

/** Set-up choices an Origin card asks for that need a decision of its owner (resolved before Cycle 1 starts). */
export type SetupTask = 'gain-agenda' | 'upgrade-glory-token' | 'remove-corruption' | 'move-corruption';

export interface PlayerState {
  house: string | null;
  origin: string | null;
  influence: number;
  /** Values of the Glory tokens held (at most 4 after Clean-up). */
  glory: number[];
  resources: Record<Resource, number>;
  /** Permanent Production Level bonuses (Origin / Starting Agenda icon). */
  productionBonus: Record<Resource, number>;
  /** Fleet Power cubes on the House mat; the deployed ones are in the sectors' fleets (14 in all). */
  fleetPower: { inactive: number; active: number };
  tracks: Record<Track, number>;
  /** A Corruption marker on a Civilization-track marker. */
  trackCorruption: Record<Track, boolean>;
  /** Slot 0 holds the Starting Agenda; slots 1-3 take played Agendas. */
  agendaSlots: AgendaSlot[];
  agendaHand: string[];
  focusHand: string[];
  focusDiscard: string[];
  /** Focus cards not usable yet (Innovation until Cycle 2). */
  focusAside: string[];
  /** Technology cards on the House mat (basic copies, improved cards once upgraded). */
  technologies: string[];
  /** The improved card of the player's own starting Technology, upgradable from Cycle 1. */
  ownImproved: string | null;
  /** Unflipped Trade tokens held beside the mat. */
  tradeTokens: number;
  /** Bounty and Reclaim tokens held (known to their owner only). */
  bountyTokens: string[];
  reclaimTokens: string[];
  /** The sector each held Reclaim token was taken from: it resolves "in this sector" (A15). Secret like the tokens. */
  reclaimSectors?: Record<string, string>;
  /** Corruption stored on the Decontamination Chambers Technology card (A11: up to 2, improved 3); absent = none. */
  decontamination?: number;
  setupTasks: SetupTask[];
  /** Corruption removed while event C1-G is in play, kept beside the mat until Cycle 1's Evaluation (rules/frames/lasting.ts). */
  keptCorruption?: number;
  /** improved Trade Nexus: the turn whose first Overproduction has given its bonus (effects/trade-nexus.ts); absent = none yet. */
  tradeNexusTurn?: string;
}

/** A Technology stack of the tableau: its basic copies, top first. */
export interface TechStack { technology: string; cards: string[] }

/** An action of the turn: a position (1-3) of the selected Focus card, or the played Agenda's action (D1). */
export type ActionKey = 'focus-1' | 'focus-2' | 'focus-3' | 'agenda' | `tech-${string}`;

/** Effects open within an action: the action's own (group 0), then triggered ones (a track space's benefit). */
export interface EffectGroup {
  effects: ({ op: string } & Record<string, unknown>)[];
  /** `one`: a red line, one effect only; `any`: a green line, any or all of them, in any order. */
  mode: 'one' | 'any';
  /** Indexes of the effects already resolved. */
  used: number[];
  /** A rule tying the group's effects (the Wealth Agenda: the type produced matches the Guild established). */
  ifBoth: string | null;
}

/** The action being resolved: its cost is paid; its effects are open until the player ends it (A3). */
export interface PendingAction {
  action: ActionKey;
  name: string;
  groups: EffectGroup[];
  /** The sector the effects are tied to ("in the sector from which you recalled the Fleet Power"). */
  location: string | null;
  /** The choices made so far in this action, with their effects' ops. */
  earlier: { op: string; choice: Record<string, unknown> }[];
  /** An invasion being gathered: its target, the Fleet Power moved in so far from adjacent sectors (A9), and with Bombard the Absorption bought. */
  invasion?: { target: string; force: FleetToken[]; reward?: Record<string, unknown> | null; bombard?: { approach: number; salvo: number } } | null;
}

/**
 * Evaluation step 3, the Galactic objectives, one player at a time in turn order: `next` is the turn-order index of
 * the player evaluating; `unpaid` the Upkeep each seat left unpaid in step 2; `choosing` the objectives (indexes of
 * the event's choices) the player meets and chooses among, null once one is taken; `reward` the taken objective's
 * effects needing a choice, open as in a Focus action.
 */
export interface ObjectiveStep {
  next: number;
  unpaid: number[];
  choosing: number[] | null;
  reward: { groups: EffectGroup[]; earlier: { op: string; choice: Record<string, unknown> }[] } | null;
}

/** A Corruption place (the shape of rules/corruption.ts `CorruptionPlace`). */
export type CorruptionSpot = { kind: 'sector'; sector: string } | { kind: 'agenda-slot'; slot: number } | { kind: 'track'; track: Track } | { kind: 'decontamination' };

/**
 * Preparation step 5 paused on a player's choice for a Galactic Event frame (rules/event-frames.ts): the frame (its
 * index in the event), the choosing seat (a turn-order index), how many choices it made in this frame, the effects a
 * choice opened (a benefit, resolved one at a time; `all`: every one that can be), and the Corruption pledged so far to
 * a collective frame (event C1-J).
 */
export interface FrameStep {
  frame: number;
  order: number;
  step: number;
  groups: { effects: ({ op: string } & Record<string, unknown>)[]; mode: 'one' | 'any' | 'all'; used: number[] }[];
  location: string | null;
  pledges: { seat: Seat; place: CorruptionSpot }[];
}

export interface FocusTurn {
  seat: Seat;
  focus: string | null;
  agenda: string | null;
  tradeFlipped: boolean;
  /** Actions finished this turn (each at most once, A3). */
  done: ActionKey[];
  pending: PendingAction | null;
  /** Event C1-H: a Corruption was gained for a deployment in this Focus turn (once per Focus covers the rest). */
  deployCorruption?: boolean;
}

/**
 * A Combat paused on a Damage with a choice: it is fought again from the start with `choices` (one per Damage that
 * had a choice, in order) plus the owner's next one among `options`. An invasion keeps its Combat input and what its
 * paid Technologies cost; a Skirmish is fought again from the state (`next`: turn-order index to go on with).
 */
export interface DamageChoice {
  seat: Seat;
  sector: string;
  options: FleetType[];
  choices: FleetType[];
  combat:
    | {
      kind: 'invasion'; input: CombatInput; energySpent: number; tradeTokenReturned: boolean; reward: Record<string, unknown> | null;
      /** Event C1-H's toll on an improved Combat Replicators deployment, once answered (effects/replicator-toll.ts). */
      replicatorToll?: 'material' | 'decline' | CorruptionSpot;
    }
    | { kind: 'skirmish'; strength: number; next: number };
}

export interface VoidfallState extends BaseState {
  config: VoidfallConfig;
  seats: number;
  /** The scenario record (scenarios.json) this game plays. */
  scenario: string;
  phase: 'set-up' | 'preparation' | 'focus' | 'evaluation' | 'over';
  /** Houses chosen in turn (config `houses: chosen`): the pool left and whose choice is next; null once all are chosen. */
  houseChoice: { pool: string[]; order: Seat[]; next: number } | null;
  turnOrder: Seat[];
  cycle: 1 | 2 | 3;
  /** Focus round of the current cycle (1-based; 0 before the Focus phase) and whose turn it is within it. */
  round: number;
  turn: number;
  players: PlayerState[];

  map: GalaxyMap;
  sectors: Record<string, SectorState>;

  /** Galactic Event decks by cycle (face down, top first) and the events resolved so far, in cycle order. */
  eventDecks: Record<1 | 2 | 3, string[]>;
  events: string[];
  /** Peeks at the next cycle's deck (A12): only the peeker knows what it put on top and at the bottom. */
  eventPeeks: { seat: Seat; cycle: 2 | 3; top: string; bottom: string | null }[];
  /** A peek in progress: the (up to) two cards drawn, seen by the peeking seat only until it orders them. */
  eventPeekDraw: { seat: Seat; cycle: 2 | 3; cards: string[] } | null;
  /** Agenda decks by type (face down, top first), the face-up offer card, and a Corruption on the offer. */
  agendaDecks: Record<AgendaType, string[]>;
  agendaOffer: Record<AgendaType, string | null>;
  agendaOfferCorrupted: Record<AgendaType, boolean>;
  tableau: TechStack[];
  improvedOffer: string[];
  /** Face-down improved Technologies revealed in Cycle 3. */
  improvedDeck: string[];
  /** The blocking tile on the improved offer, removed in Cycle 2's Preparation. */
  improvedBlocked: boolean;
  /** Trade tokens on the 6 Trade-bonus spaces of the Galactic board (index 0 = space 1). */
  tradeSpaces: number[];
  /** Face-down supplies, in draw order. */
  bountySupply: string[];
  reclaimSupply: string[];

  /** "Draw 2, keep 1" of an Agenda gain: the two cards, seen by the drawing seat only until it keeps one. */
  agendaDraw: { seat: Seat; cards: string[] } | null;
  /** Focus rounds of the current cycle (printed on its Galactic Event; 0 before it is revealed). */
  focusRounds: number;
  focusTurn: FocusTurn | null;
  /** Evaluation step 3 in progress: the player evaluating the Galactic objectives and the choice awaited (flow/objective-step.ts). */
  objectiveStep?: ObjectiveStep | null;
  /** Evaluation Skirmish targets tied after the sourced ranking: the defender chooses (`next`: turn-order index to go on with). */
  skirmishChoice?: { seat: Seat; sectors: string[]; next: number } | null;
  /** Preparation step 5 waiting for a player's choice in a Galactic Event frame; absent or null otherwise. */
  frameStep?: FrameStep | null;
  /** A Combat waiting for its owner's choice of which cube a Damage recalls (rules/damage-choice.ts). */
  damageChoice?: DamageChoice | null;
  /** A sector lost in the Skirmish: its owner chooses which Glory token to discard (`next`: turn-order index to go on with). */
  gloryDiscard?: { seat: Seat; sector: string; values: number[]; next: number } | null;
  /** An invasion's Combat waiting for event C1-H's toll on its Combat Replicators deployment (effects/replicator-toll.ts). */
  replicatorToll?: {
    seat: Seat; sector: string; choices: FleetType[];
    combat: Extract<DamageChoice['combat'], { kind: 'invasion' }>;
    options: ('material' | 'decline' | CorruptionSpot)[];
  } | null;
  /** Event C3-G: the seat whose delayed Skirmish (end of its first turn of Cycle 3) is being fought; absent otherwise. */
  delayedSkirmish?: Seat;
  /** Evaluation step 2: the seats still choosing how to pay their Upkeep, and the payments chosen (rules/upkeep-payment.ts). */
  upkeepChoice?: { waiting: Seat[]; payments: Record<number, Partial<Record<Resource, number>>> } | null;
  /** Advanced Focus variant: each seat's face-down pick for this round, until revealed on its turn. */
  preselected: (string | null)[];
  /**
   * The working copy of a Focus turn: the state before the Selection and before each action, newest last, each never
   * changed once taken (moves/turn-undo.ts). `undo-action` restores the newest; ending the turn confirms it and clears
   * the list; anything that reveals new information (a card drawn, a token turned) clears it too (A2). Never shown to anyone.
   */
  turnUndo?: TurnSnapshot[];
}

/** A take-back snapshot: the state without the PRNG, the galaxy map (never changed after set-up) and the snapshot list. */
export type TurnSnapshot = Readonly<Omit<VoidfallState, 'rng' | 'map' | 'turnUndo'>>;
