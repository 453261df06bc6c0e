/** The public record of a resolved mission: a log line per thing that happened, and a snapshot per turn. */
import type { Placed, Station, Zone } from '../state';

export interface LogEntry {
  turn: number;
  step: 'start' | 'check' | 'appear' | 'actions' | 'damage' | 'threats' | 'rocket' | 'end';
  text: string;
}

export interface ThreatSnapshot {
  threat: string;
  token: number;
  zone: Zone | null;
  status: 'waiting' | 'active' | 'destroyed' | 'survived';
  position: number;
  damage: number;
  stations: Station[];
}

export interface TurnSnapshot {
  turn: number;
  shields: Record<Zone, { energy: number; capacity: number }>;
  reactors: Record<Zone, { energy: number; capacity: number }>;
  capsules: number;
  rockets: number;
  track: [boolean, boolean];
  bays: { LR: string; UB: string };
  /** `played`: the card in this turn's slot once delays were applied (what the member revealed this turn). */
  crew: Array<{ index: number; station: Station | 'space'; ko: boolean; bots: string | null; played: Placed | null }>;
  threats: ThreatSnapshot[];
  damage: Record<Zone, string[]>;
  maintenance: boolean[];
  visual: number[];
}

export interface ScoreLine {
  destroyed: number;
  survived: number;
  damageTiles: number;
  worstZone: number;
  knockedOut: number;
  lyingBattlebots: number;
  visual: number;
  total: number;
}

export interface ResolutionRecord {
  won: boolean;
  reason: string;
  log: LogEntry[];
  turns: TurnSnapshot[];
  score: ScoreLine | null;
}
