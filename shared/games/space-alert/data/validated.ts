/**
 * The Space Alert data files, parsed by their zod schemas (see README.md for provenance): a malformed file throws
 * here. Plain JSON only: the Lambda bundles run this module when they are built and carry its exports as JSON, so a
 * game's first use pays no parse; data/index.ts builds the lookups from them.
 */
import missionsJson from './missions.json';
import threatsJson from './threats.json';
import trajectoriesJson from './trajectories.json';
import { missionFileSchema, threatFileSchema, trajectoryFileSchema, type MissionDef, type ThreatDef, type TrajectoryDef } from './schemas';

export const THREATS: readonly ThreatDef[] = threatFileSchema.parse(threatsJson).threats;
export const TRAJECTORIES: readonly TrajectoryDef[] = trajectoryFileSchema.parse(trajectoriesJson).trajectories;
export const MISSIONS: readonly MissionDef[] = missionFileSchema.parse(missionsJson).missions;
