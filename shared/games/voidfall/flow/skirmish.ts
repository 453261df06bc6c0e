/**
 * Evaluation step 1, the Skirmish (rules addendum E1), for every player in turn order: the Voidborn strength from
 * the House-mat Corruption (+1 in Cycles 2-3); 0 is an automatic successful defence; no target, no Skirmish.
 * Otherwise the Combat is fought on the ranked target (rules/skirmish-combat.ts): recalled cubes go to the Active
 * area; a lost or tied sector is abandoned (A9), discarding the player's lowest Glory token (a reading, as for an
 * invasion).
 */
import type { VoidfallEvent } from '../events';
import { abandonByOwner, packTokens } from '../rules/fleets';
import { skirmishStrength } from '../rules/skirmish';
import { skirmishCombat, skirmishTarget } from '../rules/skirmish-combat';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

export function runSkirmishes(s: Draft): VoidfallEvent[] {
  return s.turnOrder.map((seat): VoidfallEvent => {
    const strength = skirmishStrength(s, seat);
    const sector = strength > 0 ? skirmishTarget(s, seat, strength) : null;
    if (sector === null) return { type: 'skirmish-resolved', seat, strength, sector: null, outcome: 'defended', steps: [] };
    const x = s.sectors[sector];
    const p = s.players[seat];
    const r = skirmishCombat(x.fleets, x.installations.filter((i) => i === 'sector_defense').length, x.installations.filter((i) => i === 'starbase').length, strength);
    p.fleetPower.active += r.recalled;
    x.fleets = r.survivors.flatMap(({ type, power }) => packTokens(p, type, power));
    if (r.outcome !== 'defended') {
      x.fleets = [];
      abandonByOwner(s, seat, sector);
    }
    return { type: 'skirmish-resolved', seat, strength, sector, outcome: r.outcome, steps: r.steps };
  });
}
