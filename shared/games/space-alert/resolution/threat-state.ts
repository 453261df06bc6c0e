/** Threat stats as they stand now (modifier cubes, Scout and Marauder bonuses) and their fate (destroyed / survived). */
import { hasSpecial, specialOf, threatDef, trajectoryDef, type ExternalThreatDef, type InternalThreatDef } from '../data';
import { distanceOf } from '../rules/ship';
import { note, type Sim, type SimThreat } from './sim';

export const isExternal = (t: SimThreat) => t.zone !== null;

export function externalDef(t: SimThreat): ExternalThreatDef {
  return threatDef(t.id) as ExternalThreatDef;
}

export function internalDef(t: SimThreat): InternalThreatDef {
  return threatDef(t.id) as InternalThreatDef;
}

export function onBoard(t: SimThreat): boolean {
  return t.status === 'active';
}

/** A bonus from Scout (attack) or Marauder (shields) after its X, until it is destroyed (forever if it survived). */
function globalBonus(sim: Sim, source: string, self: SimThreat, othersOnly: boolean): number {
  return sim.threats.filter((t) => t.id === source && t.done.includes('X') && t.status !== 'destroyed' && (!othersOnly || t !== self)).length;
}

export function attackBonus(sim: Sim, t: SimThreat): number {
  return isExternal(t) ? globalBonus(sim, 'E2-02', t, true) : 0;
}

export function shieldsOf(sim: Sim, t: SimThreat): number {
  const base = t.shieldSet ?? externalDef(t).shields;
  return base + t.shieldMod + globalBonus(sim, 'E2-06', t, false);
}

export function speedOf(t: SimThreat): number {
  return threatDef(t.id).speed + t.speedMod;
}

export function structureOf(t: SimThreat): number {
  return externalDef(t).structure;
}

export function healthOf(t: SimThreat): number {
  const def = internalDef(t);
  if (def.health === 'rockets_on_ship') return t.health ?? 0;
  return def.health;
}

export function distance(t: SimThreat): 1 | 2 | 3 {
  return distanceOf(t.position);
}

export function trajectoryOf(t: SimThreat) {
  return trajectoryDef(t.trajectory);
}

/** Whether `weapon` may pick this external threat as a target at all (stealth, satellites far away, card immunities). */
export function targetable(t: SimThreat, weapon: 'heavy' | 'light' | 'pulse' | 'rocket' | 'interceptors'): boolean {
  if (!onBoard(t) || !isExternal(t)) return false;
  const def = externalDef(t);
  if (hasSpecial(def, 'untargetable_until') && !t.revealed) return false;
  const far = specialOf(def, 'untargetable_at_distance');
  if (far && distance(t) >= Number(far.distance)) return false;
  const immune = specialOf(def, 'untargetable_by');
  const names = (immune?.weapons as string[] | undefined) ?? [];
  if (weapon === 'heavy' && names.includes('heavy_laser')) return false;
  // Rocket immunity comes from the data (`targetable_by_rockets`); the rulebook is silent (data README §5).
  if (weapon === 'rocket' && (!def.targetable_by_rockets || names.includes('rocket'))) return false;
  return true;
}

export function destroyThreat(sim: Sim, t: SimThreat, why: string): void {
  if (t.status !== 'active') return;
  t.status = 'destroyed';
  t.stations = [];
  t.slime = [];
  sim.scratch.destroyedThisStep.push(t.id);
  note(sim, sim.step, `${threatDef(t.id).name} (T+${t.token}) is destroyed (${why}).`);
}

/** Puts red cubes on an external threat; destroys it at its structure. Returns the cubes actually placed. */
export function hurtExternal(sim: Sim, t: SimThreat, cubes: number, why: string): number {
  if (cubes <= 0 || t.status !== 'active') return 0;
  t.damage += cubes;
  sim.scratch.cubesThisStep[t.id] = (sim.scratch.cubesThisStep[t.id] ?? 0) + cubes;
  if (t.damage >= structureOf(t)) destroyThreat(sim, t, why);
  return cubes;
}
