/**
 * The mutable model a resolution runs on. `resolveMission` clones its input into a Sim, so the engine stays pure
 * while each step can read as the rulebook does ("move a cube from the reactor to the cannon").
 */
import type { Placed, Station, Zone } from '../state';
import type { LogEntry } from './record';

export interface SimMember {
  index: number;
  name: string;
  android: boolean;
  station: Station | 'space';
  ko: boolean;
  /** Battlebots carried: active, inactive (can be reactivated) or dead (knocked out with their carrier). */
  bots: null | 'active' | 'inactive' | 'dead';
  slots: Array<Placed | null>;
  delayedTurns: number[];
}

export interface SlimeToken {
  station: Station;
  original: boolean;
}

export interface SimThreat {
  id: string;
  token: number;
  /** Zone of an external threat; null for internal threats. */
  zone: Zone | null;
  trajectory: string;
  status: 'waiting' | 'active' | 'destroyed' | 'survived';
  position: number;
  damage: number;
  speedMod: number;
  shieldMod: number;
  shieldSet: number | null;
  done: Array<'X' | 'Y' | 'Z'>;
  revealed: boolean;
  cryoBroken: boolean;
  /** Internal threats: the stations their oval tokens stand on. */
  stations: Station[];
  slime: SlimeToken[];
  /** Unstable Warheads: its health, fixed when it appears and lowered by destroyed rockets. */
  health: number | null;
  fightsBack: boolean;
}

export interface Tank {
  energy: number;
  capacity: number;
}

export interface SimShip {
  shields: Record<Zone, Tank>;
  reactors: Record<Zone, Tank>;
  capsules: number;
  lightPacks: { red: boolean; blue: boolean };
  /** Cannons armed this turn, by station, with the heroic +1 flag. */
  armed: Partial<Record<Station, { heroic: boolean }>>;
  rockets: number;
  track: [boolean, boolean];
  bays: { LR: 'lying' | 'disabled' | 'empty'; UB: 'lying' | 'disabled' | 'empty' };
  maintenance: [boolean, boolean, boolean];
  visual: [number, number, number];
  damage: Record<Zone, string[]>;
  stacks: Record<Zone, string[]>;
  liftUsed: Record<Zone, boolean>;
  interceptorsLocked: boolean;
  /** Stations where a member entering is knocked out (Contamination after Z). */
  deadlyStations: Station[];
  /** Campaign: zones with a structure tile carried from an earlier mission take double damage. */
  carriedStructure: Zone[];
}

/** What happened in the current turn that later steps need (interceptors, repairs, damage received). */
export interface TurnScratch {
  interceptors: { member: number; heroic: boolean } | null;
  visualCount: number;
  nuclearVotes: number;
  repairStations: Record<string, Station[]>;
  cubesThisStep: Record<string, number>;
  destroyedThisStep: string[];
  pulsed: string[];
}

export interface Sim {
  turn: number;
  /** The step being resolved, for the record. */
  step: LogEntry['step'];
  ship: SimShip;
  crew: SimMember[];
  threats: SimThreat[];
  lost: { reason: string; threat: string | null } | null;
  log: LogEntry[];
  scratch: TurnScratch;
}

export function freshScratch(): TurnScratch {
  return { interceptors: null, visualCount: 0, nuclearVotes: 0, repairStations: {}, cubesThisStep: {}, destroyedThisStep: [], pulsed: [] };
}

export function note(sim: Sim, step: LogEntry['step'], text: string): void {
  sim.log.push({ turn: sim.turn, step, text });
}
