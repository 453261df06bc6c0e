/** The Space Alert state: the action round as async windows, then the resolved mission. */
import type { BaseState, Seat } from '../../engine/types';
import type { Config } from './config';
import type { CampaignState } from './campaign/types';
import type { ResolutionRecord } from './resolution/record';

export type Zone = 'red' | 'white' | 'blue';
export type Station = 'UR' | 'UW' | 'UB' | 'LR' | 'LW' | 'LB';
export type Half = 'action' | 'move';
export type PhaseNo = 1 | 2 | 3;
/** What a standing-ready seat watches: a zone's external threats, or the internal ones. */
export type WatchZone = Zone | 'internal';

/** A card on an action board: which card, and which half is up. */
export interface Placed {
  card: string;
  half: Half;
}

export interface Member {
  /** Crew order: index 0 is the Captain; players in seat order, then androids. */
  index: number;
  kind: 'player' | 'android';
  seat: Seat | null;
  hand: string[];
  /** Undealt stacks for phases 2 and 3 (face down, secret even from the owner). */
  stacks: string[][];
  slots: Array<Placed | null>;
  /** An android's heroic card, revealed at the start of phase 1 and usable only on that android. */
  heroic: string | null;
  /** How the table calls this member: `Seat 2`, `Android 1`. */
  name: string;
}

export type TimelineKind =
  | { type: 'threat'; turn: number; threatKind: 'external' | 'internal'; severity: 'common' | 'serious'; zone: Zone | null; unconfirmed: boolean }
  | { type: 'incoming-data' }
  | { type: 'data-transfer' }
  | { type: 'comms-down'; until: number }
  | { type: 'comms-restored' }
  | { type: 'phase-end'; phase: PhaseNo; last: boolean };

/** One consequential announcement of the mission script; `id` is secret until it fires. */
export type TimelineEvent = { id: string; at: number } & TimelineKind;

/** A threat card announced during the action round: public from then on. */
export interface AnnouncedThreat {
  threat: string;
  turn: number;
  zone: Zone | null;
  eventId: string;
}

export interface Window {
  index: number;
  /** Script seconds: the window runs from the last announcement to the next one. */
  fromSec: number;
  toSec: number;
  /** Live mode: the time (ms) after which anyone awaited may close the window. */
  deadlineAt: number | null;
}

export interface SpaceAlertState extends BaseState {
  config: Config;
  status: 'planning' | 'transfer' | 'interval' | 'over';
  missionId: string;
  missionTitle: string;
  members: Member[];
  players: number;
  solo: boolean;
  /** Solo: every normal card lies face up, usable on any android. */
  pool: string[];
  deck: string[];
  threatDecks: Record<string, string[]>;
  trajectories: { red: string; white: string; blue: string; internal: string };
  damageStacks: Record<Zone, string[]>;
  timeline: TimelineEvent[];
  /** Index in `timeline` of the next announcement to fire. */
  next: number;
  window: Window;
  /** The phase each seat is planning: advancing locks the slots of the phase left behind. */
  phase: PhaseNo[];
  /** The script's phase: 1 + the number of phase ends announced. */
  scriptPhase: number;
  /** How many planning phases the mission has (the handbook test runs have 2). */
  phaseCount: number;
  ready: boolean[];
  /**
   * Rules version 2, set by the first `ready-phase` or `watch` move (absent before, so older logs keep their hashes):
   * the phase each seat stands ready for (null: not standing), and what wakes a standing seat (null: anything new).
   */
  standing?: Array<PhaseNo | null>;
  watch?: Array<WatchZone | null>;
  /** Budgeted mode: card operations left per seat in this window. */
  budget: Array<number | null>;
  jumpVotes: boolean[];
  /** Data transfer: each seat's gift, null until submitted. */
  gifts: Array<{ card: string | null; to: Seat | null } | null>;
  announced: AnnouncedThreat[];
  fired: string[];
  commsDown: boolean;
  /** Public log of the action round, by announcement. */
  announcements: Array<{ id: string; at: number; text: string }>;
  resolution: ResolutionRecord | null;
  campaign: CampaignState;
}
