/**
 * The Evaluation Skirmish's Combat and target (rules addendum E1, A10): the Voidborn, fighting as Corvettes, invade one
 * of your sectors. Approach step: your Sector Defenses, Starbases and Sentry Fleet Power each deal 1 Damage (the
 * Voidborn have no absorption). Salvo steps while both sides have Fleet Power: Voidborn Initiative = their Fleet Power;
 * yours = your Fleet Power without Sentries, +1 with any Dreadnought; the higher side strikes 1 first, the other strikes
 * back if its Initiative is still at least 1; equal strikes at once; your Dreadnoughts and Carriers absorb as much
 * Salvo Damage as their Fleet Power, once per Combat. Each Damage to you recalls a cube, the cheapest type first (as in
 * combat.ts). The Voidborn win when you have no Fleet Power left and they do; both at 0 is a tie; either way the sector
 * is abandoned (E1: a loss; A10: a tie abandons it).
 * Target ranking (E1, low confidence): where the Voidborn would win or tie, then the most Fleet Power recalled, then
 * Pure, then the highest Population, then the most Guilds; a full tie, which `default-skirmish-final-tie-break` leaves
 * to the defending player, is broken here by the map's sector order (not built as a choice yet).
 */
import type { Seat } from '../../../engine';
import type { FleetType } from '../data/schema';
import type { FleetToken, VoidfallState } from '../state';
import { LOSS_ORDER } from './combat';
import { skirmishTargets } from './skirmish';

type Draft = Omit<VoidfallState, 'rng'>;

export interface SkirmishResult { outcome: 'defended' | 'lost' | 'tie'; recalled: number; survivors: FleetToken[]; steps: string[] }

export function skirmishCombat(fleets: FleetToken[], sectorDefenses: number, starbases: number, voidborn: number): SkirmishResult {
  const force: Partial<Record<FleetType, number>> = {};
  for (const f of fleets) force[f.type] = (force[f.type] ?? 0) + f.power;
  const total = () => Object.values(force).reduce((a, b) => a + (b ?? 0), 0);
  const steps: string[] = [];
  let recalled = 0;
  let absorb = (force.dreadnought ?? 0) + (force.carrier ?? 0);
  const hitMe = (damage: number) => {
    const absorbed = Math.min(absorb, damage);
    absorb -= absorbed;
    let left = damage - absorbed;
    for (const type of LOSS_ORDER) while (left > 0 && (force[type] ?? 0) > 0) { force[type]! -= 1; left -= 1; recalled += 1; }
    return damage - absorbed;
  };
  const approach = sectorDefenses + starbases + (force.sentry ?? 0);
  if (approach > 0) {
    const hit = Math.min(voidborn, approach);
    voidborn -= hit;
    steps.push(`Approach: your defences destroy ${hit} Voidborn Fleet Power.`);
  }
  const myInitiative = () => total() - (force.sentry ?? 0) + ((force.dreadnought ?? 0) > 0 ? 1 : 0);
  for (let salvo = 1; voidborn > 0 && total() > 0; salvo++) {
    const mine = myInitiative();
    if (voidborn > mine) {
      const hit = hitMe(1);
      const back = myInitiative() >= 1 ? 1 : 0;
      voidborn -= back;
      steps.push(`Salvo ${salvo}: the Voidborn strike first for ${hit}; you strike back for ${back}.`);
    } else if (voidborn < mine) {
      voidborn -= 1;
      const hit = voidborn >= 1 ? hitMe(1) : 0;
      steps.push(`Salvo ${salvo}: you strike first for 1; the Voidborn strike back for ${hit}.`);
    } else {
      voidborn -= 1;
      const hit = hitMe(1);
      steps.push(`Salvo ${salvo}: both sides strike at once: you deal 1, the Voidborn ${hit}.`);
    }
  }
  const left = total();
  const outcome: SkirmishResult['outcome'] = voidborn === 0 ? (left === 0 && fleets.length > 0 ? 'tie' : 'defended') : 'lost';
  const survivors = Object.entries(force).filter(([, n]) => (n ?? 0) > 0).map(([type, n]) => ({ type: type as FleetType, power: n! }));
  return { outcome, recalled, survivors, steps };
}

function simulate(s: Draft, sector: string, strength: number): SkirmishResult {
  const x = s.sectors[sector];
  return skirmishCombat(x.fleets, x.installations.filter((i) => i === 'sector_defense').length, x.installations.filter((i) => i === 'starbase').length, strength);
}

/** The sector the Voidborn strike, or null when none qualifies. */
export function skirmishTarget(s: Draft, seat: Seat, strength: number): string | null {
  const ranked = skirmishTargets(s, seat).map((id) => {
    const r = simulate(s, id, strength);
    const x = s.sectors[id];
    return { id, key: [r.outcome === 'defended' ? 0 : 1, r.recalled, x.corrupted ? 0 : 1, x.population ?? 0, x.guilds.length] };
  });
  ranked.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i] - a.key[i];
    return 0;
  });
  return ranked[0]?.id ?? null;
}
