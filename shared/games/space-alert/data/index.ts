/**
 * The Space Alert data, validated by zod once (validated.ts: at import in tests and local dev, when bundled for the
 * Lambdas; see README.md for provenance), and its lookups.
 */
import type { ThreatDef, TrajectoryDef } from './schemas';
import { THREATS, TRAJECTORIES } from './validated';

export * from './schemas';
export * from './validated';

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
