/** Step 4, threat actions: every threat advances by its speed in token order, acting on each X/Y/Z it reaches (§5.7). */
import { threatDef } from '../data';
import { applyEffect } from './effects';
import { note, type Sim, type SimThreat } from './sim';
import { speedOf, trajectoryOf } from './threat-state';

/** Moves a threat `spaces` toward Z, performing each action space reached or passed, in order; Z ends its run. */
export function advanceThreat(sim: Sim, t: SimThreat, spaces: number): void {
  const track = trajectoryOf(t);
  for (let step = 0; step < spaces && t.status === 'active' && !sim.lost; step++) {
    t.position -= 1;
    const mark = t.position === 1 ? 'Z' : track.x_spaces.includes(t.position) ? 'X' : track.y_spaces.includes(t.position) ? 'Y' : null;
    if (mark) performAction(sim, t, mark);
    if (t.position <= 1) break;
  }
}

export function performAction(sim: Sim, t: SimThreat, mark: 'X' | 'Y' | 'Z'): void {
  if (t.status !== 'active') return;
  const def = threatDef(t.id);
  note(sim, 'threats', `${def.name} (T+${t.token}) performs ${mark}: ${def.actions[mark].text}`);
  t.done.push(mark);
  const stillHere = () => t.status === 'active' && !sim.lost;
  for (const effect of def.actions[mark].effects) {
    if (!stillHere()) break;
    applyEffect(sim, t, effect);
  }
  if (mark === 'Z' && stillHere()) survive(t);
}

/** After Z the card goes to the CO; malfunction tokens stay (irreparable), intruders leave (§5.7). */
function survive(t: SimThreat): void {
  t.status = 'survived';
  const def = threatDef(t.id);
  // Intruders' tokens leave the ship, except Slime and Contamination whose tokens stay after Z (§9.1.8).
  if (def.kind === 'internal' && def.category === 'intruder' && t.id !== 'SI2-04' && t.slime.length === 0) t.stations = [];
}

export function threatActionsStep(sim: Sim): void {
  const order = sim.threats.filter((t) => t.status === 'active').sort((a, b) => a.token - b.token);
  for (const t of order) {
    if (sim.lost) return;
    if (t.status !== 'active') continue;
    advanceThreat(sim, t, Math.max(0, speedOf(t)));
  }
  if (sim.ship.track[0]) {
    sim.ship.track = [false, true];
    note(sim, 'threats', 'The rocket flies on to the second space of the rocket track.');
  }
}
