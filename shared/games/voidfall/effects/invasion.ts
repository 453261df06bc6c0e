/**
 * Invasion (rules addendum A9, A10): target a sector no player controls (never a Home Sector), move in any number of
 * cubes, one at a time, from your sectors adjacent to it (emptying a sector other than your Home Sector abandons it,
 * and you discard a Glory token: the lowest, a reading), then launch the Combat. A win gives you the sector with the
 * surviving Fleet Power: its Installations go, its Glory token and Influence equal to your total Glory (A10), its
 * face-down Bounty and Reclaim tokens are yours (held, resolved later: rules/tokens.ts), its Harbingers return to the
 * supply (the competitive game has no Crisis board). A loss leaves the Voidborn that survived; a tie abandons it.
 */
import type { Seat } from '../../../engine';
import type { FleetType } from '../data/schema';
import type { VoidfallEvent } from '../events';
import { type CombatInput, planInvasion, resolveCombat } from '../rules/combat';
import { moveToHome, playerCombatTech } from '../rules/combat-technologies';
import { abandonDiscarding } from '../rules/abandon-glory';
import { fightWithChoices } from '../rules/damage-choice';
import { abandon, packTokens } from '../rules/fleets';
import { invasionGlory } from '../rules/glory';
import { returnTradeToken } from './economy';
import { keepsInstallations, openInvasionWonTriggers, placeSalvageReclaim } from './tech-triggers';
import { adjacent } from './fleets';
import { payReplicatorToll, tollInput, tollWaits, withUnpayableToll } from './replicator-toll';
import type { DamageChoice } from '../state';
import type { Draft, EffectChoice, EffectFamily } from './types';

const isHome = (s: Draft, sector: string) => s.map.starts.some((st) => st.home === sector);

/** Your sectors adjacent to `target` with a cube of each type that can join the invasion. */
export function invasionSources(s: Draft, seat: Seat, target: string): { sector: string; fleet: FleetType }[] {
  return Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === seat && adjacent(s, id, target))
    .flatMap(([sector, x]) => [...new Set(x.fleets.map((f) => f.type))].map((fleet) => ({ sector, fleet })));
}

/** Sectors `seat` may invade; "a Corrupted sector" effects cannot target a Pure one (A9). */
export function invasionTargets(s: Draft, seat: Seat, corruptedOnly = false): string[] {
  return Object.entries(s.sectors)
    .filter(([id, x]) => x.owner === null && !isHome(s, id) && (!corruptedOnly || x.corrupted) && invasionSources(s, seat, id).length > 0)
    .map(([id]) => id);
}

export const invasionEffects: Record<string, EffectFamily> = {
  invade: {
    choices: (s, seat, e) => invasionTargets(s, seat, e.target === 'corrupted_sector').map((sector): EffectChoice => ({ sector })),
    resolve: (s, seat, e, c) => {
      s.focusTurn!.pending!.invasion = { target: c.sector!, force: [], reward: (e.reward as Record<string, unknown> | undefined) ?? null };
      // Nervo's Bombard: Absorption may be bought while this invasion is gathered (rules/bombard.ts).
      if (e.combat_bonus) s.focusTurn!.pending!.invasion.bombard = { approach: 0, salvo: 0 };
      return { events: [{ type: 'effect-resolved', seat, op: e.op, choice: c }] };
    },
  },
};

/** Moves one cube into the invasion force; an emptied sector other than the Home Sector is abandoned. */
export function addToInvasion(s: Draft, seat: Seat, sector: string, fleet: FleetType, glory?: number): VoidfallEvent[] {
  const invasion = s.focusTurn!.pending!.invasion!;
  const x = s.sectors[sector];
  const token = x.fleets.find((f) => f.type === fleet)!;
  token.power -= 1;
  if (token.power === 0) x.fleets.splice(x.fleets.indexOf(token), 1);
  const joined = invasion.force.find((f) => f.type === fleet);
  if (joined) joined.power += 1;
  else invasion.force.push({ type: fleet, power: 1 });
  const events: VoidfallEvent[] = [{ type: 'fleet-power-moved', seat, from: sector, to: invasion.target, fleet }];
  if (x.fleets.length === 0 && !isHome(s, sector)) {
    events.push({ type: 'sector-abandoned', seat, sector, gloryDiscarded: abandonDiscarding(s, seat, sector, glory) });
  }
  return events;
}

type InvasionRecord = Extract<DamageChoice['combat'], { kind: 'invasion' }>;

/** Launches the gathered invasion: its Technologies decided (Energy and a Trade token spent only when needed), then the Combat. */
export function launchInvasion(s: Draft, seat: Seat): { events: VoidfallEvent[]; revealed: boolean } {
  const pending = s.focusTurn!.pending!;
  const { target, force, reward, bombard } = pending.invasion!;
  pending.invasion = null;
  placeSalvageReclaim(s, seat, target);
  const x = s.sectors[target];
  const input: CombatInput = {
    invader: force, activeCubes: s.players[seat].fleetPower.active, voidborn: x.voidbornFleetPower,
    sectorDefenses: x.installations.filter((i) => i === 'sector_defense').length,
    starbases: x.installations.filter((i) => i === 'starbase').length, fallenHouse: x.fallenHouse !== null,
    ...(bombard && bombard.approach + bombard.salvo > 0 ? { bombard } : {}),
  };
  const { tech, energySpent, tradeTokenReturned } = planInvasion(input, playerCombatTech(s, seat, target, 'invader'));
  return fightInvasionWith(s, seat, target, { kind: 'invasion', input: { ...input, tech }, energySpent, tradeTokenReturned, reward: reward ?? null }, []);
}

/**
 * Fights the invasion with the Invader's Damage `choices` so far (rules/damage-choice.ts): it pauses on
 * `damageChoice`, nothing applied yet, at the next Damage with a choice; else applies the Combat's consequences and
 * returns its events and whether face-down tokens were taken.
 */
export function fightInvasionWith(s: Draft, seat: Seat, target: string, record: InvasionRecord, choices: FleetType[]): { events: VoidfallEvent[]; revealed: boolean } {
  // Event C1-H's toll on the Combat Replicators' deployment: declined when unpayable, asked after the Combat (effects/replicator-toll.ts).
  const combat = withUnpayableToll(s, seat, record);
  const fought = fightWithChoices(() => resolveCombat(tollInput(combat), choices));
  if ('options' in fought) {
    s.damageChoice = { seat, sector: target, options: fought.options, choices, combat };
    return { events: [], revealed: false };
  }
  const { result } = fought;
  if (tollWaits(s, seat, target, combat, choices, result)) return { events: [], revealed: false };
  const { energySpent, tradeTokenReturned, reward } = combat;
  const x = s.sectors[target];
  const p = s.players[seat];
  p.resources.energy -= energySpent;
  if (tradeTokenReturned) {
    p.tradeTokens -= 1;
    returnTradeToken(s);
  }
  // Escape Pods move some recalled cubes to the Home Sector instead of the Active area.
  p.fleetPower.active += result.invaderRecalled - result.carrierCorvettes - moveToHome(s, seat, result.toHome);
  payReplicatorToll(s, seat, combat, result);
  const events: VoidfallEvent[] = [{ type: 'combat-resolved', seat, sector: target, outcome: result.outcome, steps: result.steps }];
  if (result.outcome === 'tie') abandon(s, target);
  if (result.outcome === 'loss') x.voidbornFleetPower = result.voidbornLeft;
  if (result.outcome !== 'win') return { events, revealed: false };
  // House cards' extra rewards: Influence equal to the sector's Population, or per Voidborn Fleet Power removed.
  const extra = (reward?.influence_equal_to_sector_population ? x.population ?? 0 : 0)
    + ((reward?.influence_per_voidborn_fleet_power_removed as number | undefined) ?? 0) * x.voidbornFleetPower;
  p.influence += extra;
  x.owner = seat;
  x.voidbornFleetPower = 0;
  if (!keepsInstallations(s, seat)) x.installations = [];
  openInvasionWonTriggers(s, seat);
  x.harbingers = 0;
  x.fleets = Object.entries(result.survivors).filter(([, n]) => (n ?? 0) > 0).flatMap(([type, n]) => packTokens(p, type as FleetType, n!));
  const influence = invasionGlory(s, seat, target) + extra;
  const tokens = x.bountyTokens.length + x.reclaimTokens.length;
  p.bountyTokens.push(...x.bountyTokens.splice(0));
  // A Reclaim token resolves "in this sector" (A15): the sector it was taken from is remembered with it.
  for (const token of x.reclaimTokens) p.reclaimSectors = { ...p.reclaimSectors, [token]: target };
  p.reclaimTokens.push(...x.reclaimTokens.splice(0));
  events.push({ type: 'sector-invaded', seat, sector: target, influence, tokensTaken: tokens });
  return { events, revealed: tokens > 0 };
}
