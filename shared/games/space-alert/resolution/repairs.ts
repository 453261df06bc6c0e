/** A/B/C at a station whose system is covered by malfunctions is a repair, not a use (§5.5.4, §9.1.8). */
import type { Station } from '../state';
import { knockOut, membersAt } from './crew';
import { note, type Sim, type SimMember, type SimThreat } from './sim';
import { destroyThreat, healthOf, internalDef } from './threat-state';

export function coveringMalfunctions(sim: Sim, station: Station, letter: 'A' | 'B' | 'C'): SimThreat[] {
  return sim.threats.filter((t) => {
    if (t.zone !== null || (t.status !== 'active' && t.status !== 'survived')) return false;
    const def = internalDef(t);
    return def.category === 'malfunction' && def.hit_by === letter && t.stations.includes(station);
  });
}

/** Returns true when the system was covered (the action was a repair attempt, even a useless one). */
export function repairAt(sim: Sim, member: SimMember, station: Station, letter: 'A' | 'B' | 'C', heroic: boolean): boolean {
  const covering = coveringMalfunctions(sim, station, letter);
  if (covering.length === 0) return false;
  const target = covering.filter((t) => t.status === 'active').sort((a, b) => a.token - b.token)[0];
  const name = internalDef(covering[0]).name;
  if (!target) {
    note(sim, 'actions', `${member.name} tries to repair ${name} at ${station}, but it can no longer be repaired.`);
    return true;
  }
  if (target.id === 'SI2-05') {
    // Nuclear Device: only three members acting in the same turn repair it; a heroic card counts once.
    sim.scratch.nuclearVotes += 1;
    note(sim, 'actions', `${member.name} works on the Nuclear Device (${sim.scratch.nuclearVotes} of 3 this turn).`);
    if (sim.scratch.nuclearVotes >= 3) finishRepair(sim, target, 1);
    return true;
  }
  const cubes = heroic && letter !== 'C' ? 2 : 1;
  (sim.scratch.repairStations[target.id] ??= []).push(station);
  note(sim, 'actions', `${member.name} repairs ${internalDef(target).name} (T+${target.token}) at ${station}: ${cubes} repair.`);
  finishRepair(sim, target, cubes);
  return true;
}

export function finishRepair(sim: Sim, t: SimThreat, cubes: number): void {
  t.damage += cubes;
  if (t.damage < healthOf(t)) return;
  destroyThreat(sim, t, 'repaired');
  if (t.id === 'I2-06') {
    // Overheated Reactor: whoever is in LR or LB at the moment of the repair is knocked out (§9.1.8).
    for (const m of [...membersAt(sim, 'LR'), ...membersAt(sim, 'LB')]) knockOut(sim, m, 'the overheated reactor blows as it is repaired');
  }
}
