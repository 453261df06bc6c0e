/**
 * Evaluation step 1, the Skirmish (rules addendum E1), for every player in turn order: the Voidborn strength from
 * the House-mat Corruption (+1 in Cycles 2-3); 0 is an automatic successful defence; no target, no Skirmish.
 * Otherwise the Combat is fought on the ranked target with the defender's Technologies (rules/skirmish-combat.ts):
 * recalled cubes go to the Active area, or to the Home Sector by Escape Pods; a lost or tied sector is abandoned (A9),
 * discarding the player's lowest Glory token (a reading, as for an invasion). Autonomous Drones: a held Trade token
 * returned to the Galactic board defends automatically and successfully, used only when the Skirmish would otherwise
 * be lost or tied (a reading). Targets still tied after the sourced ranking are the defender's choice: the Skirmishes
 * pause on `skirmishChoice` until the `choose-skirmish-sector` move. Permanent frames of Cycle 2 (rules/event-frames.ts): event C2-J reinforces the
 * Harbingers' Voidborn sectors first; event C2-G spares players with 40 Influence or less.
 */
import { returnTradeToken } from '../effects/economy';
import type { Seat } from '../../../engine';
import type { VoidfallEvent } from '../events';
import { moveToHome, playerCombatTech } from '../rules/combat-technologies';
import { frameInPlay, harbingersReinforce, NO_SKIRMISH_AT_40 } from '../rules/event-frames';
import { abandonByOwner, packTokens } from '../rules/fleets';
import { skirmishStrength } from '../rules/skirmish';
import { skirmishCandidates, skirmishOn } from '../rules/skirmish-combat';
import type { FleetToken, VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

/** The Skirmish against `seat` on `sector` (null: no target, defended). */
function skirmishAt(s: Draft, seat: Seat, strength: number, sector: string | null): VoidfallEvent {
  if (sector === null) return { type: 'skirmish-resolved', seat, strength, sector: null, outcome: 'defended', steps: [] };
  const x = s.sectors[sector];
  const p = s.players[seat];
  const r = skirmishOn(s, seat, sector, strength);
  if (r.outcome !== 'defended' && playerCombatTech(s, seat, sector, 'defender').drones !== 'none') {
    p.tradeTokens -= 1;
    returnTradeToken(s);
    return { type: 'skirmish-resolved', seat, strength, sector, outcome: 'defended', steps: ['Autonomous Drones: a Trade token returned, the Skirmish is won.'] };
  }
  x.fleets = r.survivors.flatMap(({ type, power }: FleetToken) => packTokens(p, type, power));
  p.fleetPower.active += r.recalled - moveToHome(s, seat, r.toHome);
  if (r.outcome !== 'defended') {
    x.fleets = [];
    abandonByOwner(s, seat, sector);
  }
  return { type: 'skirmish-resolved', seat, strength, sector, outcome: r.outcome, steps: r.steps };
}

/** The Skirmishes of the players from turn-order index `from`; stops at a defender who must choose among tied targets. */
function skirmishesFrom(s: Draft, from: number): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  for (let i = from; i < s.turnOrder.length; i++) {
    const seat = s.turnOrder[i];
    const strength = skirmishStrength(s, seat);
    // Event C2-G: a player with 40 Influence or less cannot be invaded by a Skirmish in Cycle 2.
    const spared = frameInPlay(s, NO_SKIRMISH_AT_40) && s.players[seat].influence <= 40;
    const candidates = strength > 0 && !spared ? skirmishCandidates(s, seat, strength) : [];
    if (candidates.length > 1) {
      s.skirmishChoice = { seat, sectors: candidates, next: i + 1 };
      return events;
    }
    events.push(skirmishAt(s, seat, strength, candidates[0] ?? null));
  }
  return events;
}

/** Step 1 for every player in turn order (after event C2-J's reinforcement); `skirmishChoice` is set if it pauses. */
export function runSkirmishes(s: Draft): VoidfallEvent[] {
  const reinforced = harbingersReinforce(s);
  const frame: VoidfallEvent[] = reinforced.length > 0
    ? [{ type: 'event-frame-resolved', frame: 3, seat: null, sectors: reinforced, done: 'placed 1 Voidborn Fleet Power on each Voidborn sector with a Harbinger' }] : [];
  return [...frame, ...skirmishesFrom(s, 0)];
}

/** The defender's choice among tied targets: that Skirmish, then the following players'. */
export function chooseSkirmishTarget(s: Draft, sector: string): VoidfallEvent[] {
  const choice = s.skirmishChoice!;
  s.skirmishChoice = null;
  return [skirmishAt(s, choice.seat, skirmishStrength(s, choice.seat), sector), ...skirmishesFrom(s, choice.next)];
}
