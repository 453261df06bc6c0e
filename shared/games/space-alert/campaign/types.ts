/** A campaign of up to three linked missions (rulebook §6, digest §5.13). */
import type { Difficulty } from '../config';
import type { ScoreLine } from '../resolution/record';
import type { Zone } from '../state';

export interface MissionSummary {
  missionId: string;
  won: boolean;
  reason: string;
  /** Destroyed + survived threat points of this mission (penalties count only after the last one). */
  threatPoints: number;
  visual: number;
  score: ScoreLine | null;
}

/** What the ship carries from one mission to the next. */
export interface Carry {
  /** Damage tiles still on the ship, by zone. */
  damage: Record<Zone, string[]>;
  /** Battlebot units disabled at the end of the last mission and not yet repaired. */
  brokenBots: number;
  /** Where a single usable unit starts, when only one is left (the team's choice, D15). */
  bay: 'LR' | 'UB';
}

export interface Interval {
  stage: 'vote' | 'repair';
  votes: Array<boolean | null>;
  /** Each voter's wish for the next mission's difficulty; the most cautious wins (§5.13). */
  wishes: Array<{ normal: Difficulty; serious: Difficulty } | null>;
  /** Crew indices still to repair, in order from the Captain; knocked-out members do not repair. */
  queue: number[];
  repairedPerZone: Record<Zone, number>;
  /** The ship after the mission, as repairs change it. */
  carry: Carry;
}

export interface CampaignState {
  played: MissionSummary[];
  /** The difficulty of the mission being played (chosen again before each campaign mission). */
  difficulty: { normal: Difficulty; serious: Difficulty };
  carry: Carry | null;
  interval: Interval | null;
  /**
   * Rules version 2: damage tiles repaired between missions. Each was removed from the ship and shuffled back into its
   * zone's stack in view of the whole table, so its being in the stack is public (only the stack's order is secret).
   * Absent until the first such repair, so older logs keep their hashes.
   */
  returned?: string[];
}
