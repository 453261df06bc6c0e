/** The battlebot action in the ship: attack the intruder in your station (§5.5.5, Slime and Contamination §9.1.8). */
import type { Station } from '../state';
import { knockOut } from './crew';
import { note, type Sim, type SimMember, type SimThreat } from './sim';
import { destroyThreat, healthOf, internalDef } from './threat-state';

export function intrudersAt(sim: Sim, station: Station): SimThreat[] {
  return sim.threats
    .filter((t) => {
      if (t.zone !== null || t.status !== 'active' || internalDef(t).category !== 'intruder') return false;
      return t.stations.includes(station) || t.slime.some((s) => s.station === station);
    })
    .sort((a, b) => a.token - b.token);
}

export function attackIntruder(sim: Sim, member: SimMember, heroic: boolean): void {
  const here = member.station as Station;
  const say = (text: string) => note(sim, 'actions', `${member.name} (${here}, ${heroic ? 'heroic ' : ''}battlebots): ${text}`);
  if (member.bots !== 'active') return say(member.bots ? 'the battlebots are inactive.' : 'no battlebots.');
  const target = intrudersAt(sim, here)[0];
  if (!target) return say('no intruder here.');
  const def = internalDef(target);
  hit(sim, target, here);
  say(`attacks ${def.name} (T+${target.token}).`);
  const fightsBack = def.fights_back === true || (def.fights_back === 'after_X' && target.fightsBack);
  if (target.status === 'destroyed' && target.id === 'SI2-02') {
    knockOut(sim, member, 'destroying the Seeker');
    return;
  }
  if (fightsBack && !heroic) {
    member.bots = 'inactive';
    say('the intruder fights back: the battlebots are now inactive.');
  }
}

function hit(sim: Sim, t: SimThreat, here: Station): void {
  if (t.slime.length) {
    const token = t.slime.find((s) => s.station === here)!;
    if (!token.original) t.slime = t.slime.filter((s) => s !== token);
    else {
      t.damage += 1;
      if (t.damage >= healthOf(t)) t.slime = t.slime.filter((s) => s !== token);
    }
    if (t.slime.length === 0) destroyThreat(sim, t, 'every slime token removed');
    return;
  }
  if (t.id === 'SI2-04') {
    // Contamination: each hit removes this station's token; the third removal also removes the fourth.
    t.stations = t.stations.filter((s) => s !== here);
    t.damage += 1;
    if (t.damage >= healthOf(t)) destroyThreat(sim, t, 'decontaminated');
    return;
  }
  t.damage += 1;
  if (t.damage >= healthOf(t)) destroyThreat(sim, t, 'defeated by battlebots');
}
