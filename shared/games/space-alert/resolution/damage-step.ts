/**
 * Step 3, damage computation: every weapon picks its targets first, then each threat takes (sum of powers - shields),
 * with the card exceptions of §9.1.7 (cryoshield, Swarm, Jellyfish, clouds, Juggernaut, Behemoth, Leviathan, Nemesis, asteroids).
 */
import { specialOf } from '../data';
import { HEAVY_POWER, LIGHT_POWER, PULSE_POWER, PULSE_RANGE, ROCKET_POWER, ROCKET_RANGE, ZONES, zoneOf } from '../rules/ship';
import type { Station } from '../state';
import { knockOut } from './crew';
import { attackZone, hasTile } from './hull';
import { finishRepair } from './repairs';
import { note, type Sim, type SimThreat } from './sim';
import { attackBonus, distance, externalDef, hurtExternal, isExternal, shieldsOf, targetable } from './threat-state';

type Weapon = 'heavy' | 'light' | 'pulse' | 'rocket' | 'interceptors';
interface Hit {
  threat: SimThreat;
  weapon: Weapon;
  power: number;
}

const closest = (list: SimThreat[]) => [...list].sort((a, b) => a.position - b.position || a.token - b.token)[0];

function cannonHits(sim: Sim): Hit[] {
  const hits: Hit[] = [];
  const external = sim.threats.filter(isExternal);
  for (const station of Object.keys(sim.ship.armed) as Station[]) {
    const heroic = sim.ship.armed[station]!.heroic ? 1 : 0;
    const zone = zoneOf(station);
    if (station === 'LW') {
      const range = hasTile(sim, 'white', 'lower') ? 1 : PULSE_RANGE;
      for (const t of external.filter((x) => targetable(x, 'pulse') && distance(x) <= range)) hits.push({ threat: t, weapon: 'pulse', power: PULSE_POWER + heroic });
      continue;
    }
    const heavy = station[0] === 'U';
    const weapon = heavy ? 'heavy' : 'light';
    const power = (heavy ? HEAVY_POWER[zone] - hasTile(sim, zone, 'heavy') : LIGHT_POWER - hasTile(sim, zone, 'lower')) + heroic;
    const target = closest(external.filter((x) => x.zone === zone && targetable(x, weapon)));
    if (target) hits.push({ threat: target, weapon, power });
  }
  return hits;
}

function rocketHit(sim: Sim): Hit | null {
  if (!sim.ship.track[1]) return null;
  const live = sim.threats.filter((t) => isExternal(t) && t.status === 'active');
  const juggernaut = live.find((t) => specialOf(externalDef(t), 'rocket_magnet'));
  const target = juggernaut ?? closest(live.filter((t) => targetable(t, 'rocket') && distance(t) <= ROCKET_RANGE));
  if (!target) {
    note(sim, sim.step, 'The rocket finds no target within range and is lost.');
    return null;
  }
  if (specialOf(externalDef(target), 'rocket_destroyed_without_effect')) {
    note(sim, sim.step, `The rocket targets ${externalDef(target).name} and is destroyed without effect.`);
    return null;
  }
  return { threat: target, weapon: 'rocket', power: ROCKET_POWER };
}

/** Interceptors: one target at distance 1 takes 3 (+1 heroic), several take 1 each; an unrepaired Fissure takes them all. */
function interceptorHits(sim: Sim): Hit[] {
  const pilot = sim.scratch.interceptors;
  if (!pilot) return [];
  const bonus = pilot.heroic ? 1 : 0;
  const fissure = sim.threats.find((t) => t.id === 'SI1-04' && t.status === 'active');
  if (fissure) {
    note(sim, sim.step, `The interceptors attack the Fissure (${1 + bonus}).`);
    finishRepair(sim, fissure, 1 + bonus);
    return [];
  }
  const targets = sim.threats.filter((t) => targetable(t, 'interceptors') && distance(t) === 1);
  if (targets.length !== 1) return targets.map((t) => ({ threat: t, weapon: 'interceptors', power: 1 + bonus }));
  const behemoth = specialOf(externalDef(targets[0]), 'interceptor_special');
  if (!behemoth) return [{ threat: targets[0], weapon: 'interceptors', power: 3 + bonus }];
  const member = sim.crew[pilot.member];
  knockOut(sim, member, 'piloting the interceptors against the Behemoth');
  sim.ship.interceptorsLocked = true;
  return [{ threat: targets[0], weapon: 'interceptors', power: Number(behemoth.single_target_strength) + bonus }];
}

export function damageStep(sim: Sim, rocketOnly = false): void {
  sim.scratch.cubesThisStep = {};
  sim.scratch.destroyedThisStep = [];
  const hits = rocketOnly ? [] : [...cannonHits(sim), ...interceptorHits(sim)];
  const rocket = rocketHit(sim);
  if (rocket) hits.push(rocket);
  sim.scratch.pulsed = hits.filter((h) => h.weapon === 'pulse').map((h) => h.threat.id);
  const targets = [...new Set(hits.map((h) => h.threat))].sort((a, b) => a.token - b.token);
  let leviathanDied = false;
  for (const t of targets) {
    const mine = hits.filter((h) => h.threat === t);
    const total = mine.reduce((sum, h) => sum + h.power, 0);
    const def = externalDef(t);
    if (specialOf(def, 'cryoshield') && !t.cryoBroken) {
      t.cryoBroken = true;
      note(sim, sim.step, `${def.name}'s cryoshield absorbs the attack (${total}) and breaks.`);
      continue;
    }
    const shields = specialOf(def, 'shields_zero_when_hit_by_pulse') && sim.scratch.pulsed.includes(t.id) ? 0 : shieldsOf(sim, t);
    let cubes = Math.max(0, total - shields);
    const cap = specialOf(def, 'max_damage_per_turn');
    if (cap) cubes = Math.min(cubes, Number(cap.amount));
    note(sim, sim.step, `${def.name} (T+${t.token}) is hit for ${total} against shields ${shields}: ${cubes} damage.`);
    hurtExternal(sim, t, cubes, 'shot down');
    const magnet = specialOf(def, 'rocket_magnet');
    if (magnet && mine.some((h) => h.weapon === 'rocket') && t.status === 'active') t.shieldMod += Number(magnet.shields_plus_per_rocket_hit);
    if (t.status === 'destroyed' && specialOf(def, 'on_destroyed_damage_others')) leviathanDied = true;
  }
  if (leviathanDied) {
    // Leviathan Tanker: 1 cube on every other external threat on a trajectory, ignoring everything (§12 #21).
    for (const t of sim.threats.filter((x) => isExternal(x) && x.status === 'active')) hurtExternal(sim, t, 1, 'the Leviathan Tanker blew up');
  }
  endOfDamageStep(sim);
}

function endOfDamageStep(sim: Sim): void {
  const external = sim.threats.filter(isExternal).sort((a, b) => a.token - b.token);
  for (const t of external) {
    if (sim.lost) break;
    const def = externalDef(t);
    const nemesis = specialOf(def, 'on_damaged_attack_all');
    if (nemesis && t.status === 'active' && (sim.scratch.cubesThisStep[t.id] ?? 0) > 0) {
      for (const zone of ZONES) attackZone(sim, zone, Number(nemesis.amount) + attackBonus(sim, t), t.id);
    }
    const asteroid = specialOf(def, 'on_destroyed_attack');
    if (asteroid && sim.scratch.destroyedThisStep.includes(t.id)) {
      const crossed = t.done.filter((m) => m === 'X' || m === 'Y').length;
      const amount = Number(asteroid.amount_per_breakpoint_crossed) * crossed;
      if (amount > 0) attackZone(sim, t.zone!, amount + attackBonus(sim, t), t.id);
    }
  }
  sim.ship.armed = {};
  sim.ship.lightPacks = { red: true, blue: true };
  sim.ship.track[1] = false;
}
