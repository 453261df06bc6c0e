/**
 * The interpreter of the threat cards' structured X/Y/Z effects (threats.json `effect_vocabulary`).
 * Card-specific behaviour beyond the vocabulary lives with the step that needs it (damage step, player actions).
 */
import { threatDef, type Effect } from '../data';
import { neighbour, zoneOf } from '../rules/ship';
import type { Station, Zone } from '../state';
import { delay, inShip, knockOut, membersAt } from './crew';
import { attackZone, damageZone, resolveZones } from './hull';
import { note, type Sim, type SimMember, type SimThreat } from './sim';
import { advanceThreat } from './movement';
import { attackBonus, destroyThreat, healthOf, isExternal, structureOf } from './threat-state';

function ownZone(t: SimThreat): Zone | null {
  if (t.zone) return t.zone;
  const station = t.stations[0] ?? (t.slime[0]?.station as Station | undefined);
  return station ? zoneOf(station) : null;
}

function numeric(sim: Sim, t: SimThreat, amount: number | string | undefined): number {
  if (typeof amount === 'number') return amount;
  switch (amount) {
    case 'remaining_structure':
      return structureOf(t) - t.damage;
    case '2x_remaining_structure':
      return 2 * (structureOf(t) - t.damage);
    case '3x_remaining_health':
      return 3 * Math.max(0, healthOf(t) - t.damage);
    case 'central_reactor_energy':
      return sim.ship.reactors.white.energy;
    case 'players_in_station':
      return t.stations[0] ? membersAt(sim, t.stations[0]).length : 0;
    default:
      return 0;
  }
}

function conditionHolds(t: SimThreat, condition: string | undefined): boolean {
  if (!condition) return true;
  if (condition === 'if_damaged') return t.damage > 0;
  const lt = /^damage_taken_lt_(\d+)$/.exec(condition);
  return lt ? t.damage < Number(lt[1]) : true;
}

/** The members a knock-out or delay scope names; members in space are never among them. */
function scoped(sim: Sim, t: SimThreat, scope: string | string[] | undefined): SimMember[] {
  const crew = sim.crew.filter(inShip);
  if (Array.isArray(scope)) return crew.filter((m) => scope.includes(m.station));
  const here = t.stations[0];
  switch (scope) {
    case 'ship':
      return crew;
    case 'zone':
      return crew.filter((m) => t.zone && zoneOf(m.station as Station) === t.zone);
    case 'own_station':
      return crew.filter((m) => m.station === here);
    case 'own_station_without_battlebots':
      return crew.filter((m) => m.station === here && !m.bots);
    case 'ship_except_UW':
      return crew.filter((m) => m.station !== 'UW');
    case 'players_with_active_battlebots_on_ship':
      return crew.filter((m) => m.bots === 'active');
    case 'contaminated_stations':
      return crew.filter((m) => t.stations.includes(m.station as Station));
    default:
      return [];
  }
}

function drain(tank: { energy: number }, amount: number | string | undefined): number {
  const take = amount === 'all' ? tank.energy : Math.min(tank.energy, Number(amount ?? 0));
  tank.energy -= take;
  return take;
}

export function applyEffect(sim: Sim, t: SimThreat, e: Effect): void {
  if (sim.lost) return;
  const name = threatDef(t.id).name;
  const own = ownZone(t);
  switch (e.type) {
    case 'attack': {
      if (!conditionHolds(t, e.condition)) return;
      const amount = numeric(sim, t, e.amount) + attackBonus(sim, t);
      for (const zone of resolveZones(e.zones, own)) attackZone(sim, zone, amount, t.id, { ignoreShields: e.ignores_shields, double: e.double_through_shields });
      return;
    }
    case 'internal_damage': {
      const amount = numeric(sim, t, e.amount);
      if (e.zones === 'each_slime_token_zone') for (const s of t.slime) damageZone(sim, zoneOf(s.station), amount, t.id);
      else if (e.zones === 'each_contaminated_station_zone') for (const s of t.stations) damageZone(sim, zoneOf(s), amount, t.id);
      else for (const zone of resolveZones(e.zones, own)) damageZone(sim, zone, amount, t.id);
      return;
    }
    case 'repair': {
      const amount = e.amount === 'half_damage_round_down' ? Math.floor(t.damage / 2) : Number(e.amount);
      t.damage = Math.max(0, t.damage - amount);
      note(sim, 'threats', `${name} repairs ${amount} damage.`);
      return;
    }
    case 'modify_speed':
      t.speedMod += Number(e.amount);
      return;
    case 'modify_shields':
      t.shieldMod += Number(e.amount);
      return;
    case 'set_shields':
      t.shieldSet = Number(e.value);
      t.shieldMod = 0;
      return;
    case 'drain_shields':
      for (const zone of resolveZones(e.zones, own)) drain(sim.ship.shields[zone], e.amount);
      note(sim, 'threats', `${name} drains shield energy.`);
      return;
    case 'drain_reactor':
      for (const zone of resolveZones(e.zones, own)) {
        if (e.if_empty && sim.ship.reactors[zone].energy === 0) applyEffect(sim, t, e.if_empty);
        else drain(sim.ship.reactors[zone], e.amount);
      }
      note(sim, 'threats', `${name} drains reactor energy.`);
      return;
    case 'reveal':
      t.revealed = true;
      return;
    case 'self_damage':
      t.damage += Number(e.amount);
      if (t.damage >= structureOf(t)) destroyThreat(sim, t, 'its own damage');
      return;
    case 'move':
      moveIntruder(sim, t, e.direction as 'red' | 'blue' | 'deck');
      return;
    case 'move_to_most_players':
      seekerMove(sim, t);
      return;
    case 'delay_players':
      for (const m of scoped(sim, t, e.scope)) delay(sim, m, sim.turn + 1, name);
      return;
    case 'knock_out':
      for (const m of scoped(sim, t, e.scope)) knockOut(sim, m, name);
      return;
    case 'knock_out_on_enter':
      sim.ship.deadlyStations = [...new Set([...sim.ship.deadlyStations, ...t.stations])];
      return;
    case 'lose_game':
      sim.lost = { reason: `${name} reached Z: the mission is lost.`, threat: t.id };
      note(sim, 'end', sim.lost.reason);
      return;
    case 'destroy_rocket':
      if (sim.ship.rockets > 0) {
        sim.ship.rockets -= 1;
        lowerWarheads(sim);
        note(sim, 'threats', `${name} destroys a rocket.`);
      }
      return;
    case 'destroy_fuel_capsule':
      sim.ship.capsules = Math.max(0, sim.ship.capsules - Number(e.amount ?? 1));
      return;
    case 'disable_bay_battlebots':
      if (sim.ship.bays.LR === 'lying') sim.ship.bays.LR = 'disabled';
      return;
    case 'slime_spread':
      spreadSlime(t, e.direction as 'red' | 'blue');
      return;
    case 'crossed_wires_x': {
      const energy = sim.ship.reactors.white.energy;
      sim.ship.reactors.white.energy = 0;
      const shield = sim.ship.shields.white;
      const fits = Math.min(energy, Math.max(0, shield.capacity - shield.energy));
      shield.energy += fits;
      damageZone(sim, 'white', energy - fits, t.id);
      return;
    }
    case 'leak':
      for (const zone of resolveZones(e.zones, own)) {
        const tank = e.from === 'shield' ? sim.ship.shields[zone] : sim.ship.reactors[zone];
        const amount = tank.energy;
        tank.energy = 0;
        damageZone(sim, zone, amount, t.id);
      }
      return;
    case 'start_fighting_back':
      t.fightsBack = true;
      return;
    case 'if_damaged': {
      const branch = t.damage > 0 ? e.then : e.else;
      if (branch) applyEffect(sim, t, branch);
      return;
    }
    case 'advance_other_external_threats':
      for (const other of sim.threats.filter((o) => o !== t && o.status === 'active' && isExternal(o)).sort((a, b) => a.token - b.token)) {
        advanceThreat(sim, other, 1);
      }
      return;
    case 'global_external_bonus':
    case 'zone_double_damage':
    case 'count_breakpoint':
      // Read from `done` where it matters (Scout/Marauder bonuses, Fissure doubling, asteroid breakpoints).
      return;
    default:
      note(sim, 'threats', `${name}: unknown effect ${e.type} ignored.`);
  }
}

function moveIntruder(sim: Sim, t: SimThreat, direction: 'red' | 'blue' | 'deck'): void {
  const from = t.stations[0];
  if (!from) return;
  const to = neighbour(from, direction);
  if (to) t.stations = [to];
  note(sim, 'threats', `${threatDef(t.id).name} ${to ? `moves to ${to}` : 'cannot move further and stays'}.`);
}

/** Seeker: to the adjacent station with the most members, unless that most is tied (§9.1.8). */
function seekerMove(sim: Sim, t: SimThreat): void {
  const from = t.stations[0];
  const options = (['red', 'blue', 'deck'] as const).map((d) => neighbour(from, d)).filter((s): s is Station => s !== null);
  const counts = options.map((s) => membersAt(sim, s).length);
  const best = Math.max(...counts);
  if (counts.filter((c) => c === best).length > 1) return;
  t.stations = [options[counts.indexOf(best)]];
  note(sim, 'threats', `Seeker moves to ${t.stations[0]}.`);
}

/** Slime spreads from each token one station further along the lower deck, never into a slimed station. */
function spreadSlime(t: SimThreat, direction: 'red' | 'blue'): void {
  for (const token of [...t.slime]) {
    const to = neighbour(token.station, direction);
    if (to && !t.slime.some((s) => s.station === to)) t.slime.push({ station: to, original: false });
  }
}

/** A destroyed rocket lowers the health of Unstable Warheads; at its damage it is repaired (§13 Ex17). */
export function lowerWarheads(sim: Sim): void {
  for (const w of sim.threats.filter((x) => x.id === 'I1-07' && x.status === 'active')) {
    w.health = Math.max(0, (w.health ?? 0) - 1);
    if (w.damage >= (w.health ?? 0)) destroyThreat(sim, w, 'its last rocket is gone');
  }
}
