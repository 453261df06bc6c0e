/** The Space Alert data, validated by zod at load (see README.md for provenance). */
import missionsJson from './missions.json';
import threatsJson from './threats.json';
import trajectoriesJson from './trajectories.json';
import { missionFileSchema, threatFileSchema, trajectoryFileSchema, type MissionDef, type ThreatDef, type TrajectoryDef } from './schemas';

export * from './schemas';

export const THREATS: readonly ThreatDef[] = threatFileSchema.parse(threatsJson).threats;
export const TRAJECTORIES: readonly TrajectoryDef[] = trajectoryFileSchema.parse(trajectoriesJson).trajectories;
export const MISSIONS: readonly MissionDef[] = missionFileSchema.parse(missionsJson).missions;

const threatById = new Map(THREATS.map((t) => [t.id, t]));
const trajectoryById = new Map(TRAJECTORIES.map((t) => [t.id, t]));

export function threatDef(id: string): ThreatDef {
  const def = threatById.get(id);
  if (!def) throw new Error(`unknown threat ${id}`);
  return def;
}

export function trajectoryDef(id: string): TrajectoryDef {
  const def = trajectoryById.get(id);
  if (!def) throw new Error(`unknown trajectory ${id}`);
  return def;
}

/** Whether a threat card carries a structured special rule of this type. */
export function hasSpecial(def: ThreatDef, type: string): boolean {
  return def.special.some((s) => s.structured?.type === type);
}

export function specialOf(def: ThreatDef, type: string): Record<string, unknown> | undefined {
  return def.special.find((s) => s.structured?.type === type)?.structured ?? undefined;
}
