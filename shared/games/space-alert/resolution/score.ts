/** Scoring of a completed mission (§10): threat points, damage, knock-outs, lying battlebots, visual confirmation. */
import { threatDef } from '../data';
import { VISUAL_POINTS, ZONES } from '../rules/ship';
import type { ScoreLine } from './record';
import type { Sim } from './sim';

export function scoreMission(sim: Sim): ScoreLine {
  const destroyed = sim.threats.filter((t) => t.status === 'destroyed').reduce((s, t) => s + threatDef(t.id).points.destroyed, 0);
  const survived = sim.threats.filter((t) => t.status === 'survived').reduce((s, t) => s + threatDef(t.id).points.survived, 0);
  const perZone = ZONES.map((z) => sim.ship.damage[z].length);
  const damageTiles = perZone.reduce((a, b) => a + b, 0);
  const worstZone = Math.max(...perZone);
  const knockedOut = sim.crew.filter((m) => m.ko).length;
  const lyingBays = (['LR', 'UB'] as const).filter((b) => sim.ship.bays[b] !== 'empty').length;
  const lyingCarried = sim.crew.filter((m) => m.bots === 'inactive' || m.bots === 'dead').length;
  const lyingBattlebots = lyingBays + lyingCarried;
  const visual = sim.ship.visual.reduce((s, k) => s + VISUAL_POINTS[k], 0);
  const total = destroyed + survived - damageTiles - worstZone - 2 * knockedOut - lyingBattlebots + visual;
  return { destroyed, survived, damageTiles, worstZone, knockedOut, lyingBattlebots, visual, total };
}
