/** Step 2, player actions: each member's card for this turn, Captain first, one complete action at a time (§5.5). */
import { cardById } from '../data/cards';
import { COMPUTER_CHECK_BEFORE, neighbour, phaseOfTurn, zoneOf } from '../rules/ship';
import type { Station } from '../state';
import { delay, enterStation } from './crew';
import { hasTile } from './hull';
import { attackIntruder } from './intruders';
import { repairAt } from './repairs';
import { note, type Sim, type SimMember } from './sim';
import { destroyThreat, healthOf } from './threat-state';

export type Programmed =
  | { kind: 'move'; direction: 'red' | 'blue' | 'lift' }
  | { kind: 'teleport'; to: Station }
  | { kind: 'action'; action: 'A' | 'B' | 'C' | 'bots'; heroic: boolean };

export function programmedAt(member: SimMember, turn: number): Programmed | null {
  const placed = member.slots[turn - 1];
  if (!placed) return null;
  const card = cardById(placed.card);
  if (!card) return null;
  if (placed.half === 'move') return card.heroic ? { kind: 'teleport', to: card.teleport } : { kind: 'move', direction: card.move };
  return { kind: 'action', action: card.action, heroic: card.heroic };
}

export function playerActionsStep(sim: Sim): void {
  for (const member of sim.crew) {
    if (member.ko || sim.lost) continue;
    if (member.station === 'space') actInSpace(sim, member);
    else act(sim, member, programmedAt(member, sim.turn));
  }
  endOfActions(sim);
}

/** In space only a battlebot card keeps a member out; any other card is delayed and they come back to UR (§5.5.7). */
function actInSpace(sim: Sim, member: SimMember): void {
  const card = programmedAt(member, sim.turn);
  if (card?.kind === 'action' && card.action === 'bots') {
    sim.scratch.interceptors = { member: member.index, heroic: card.heroic };
    note(sim, 'actions', `${member.name} stays in space and the interceptors attack again.`);
    return;
  }
  if (card) delay(sim, member, sim.turn, 'a card other than battlebots in space');
  note(sim, 'actions', `${member.name} returns from space to UR.`);
  enterStation(sim, member, 'UR');
}

function act(sim: Sim, member: SimMember, card: Programmed | null): void {
  const here = member.station as Station;
  if (!card) return;
  if (card.kind === 'teleport') {
    note(sim, 'actions', `${member.name} makes a heroic move to ${card.to}.`);
    enterStation(sim, member, card.to);
    return;
  }
  if (card.kind === 'move') {
    const to = neighbour(here, card.direction === 'lift' ? 'deck' : card.direction);
    if (!to) return note(sim, 'actions', `${member.name} cannot move further ${card.direction} and stays in ${here}.`);
    if (card.direction === 'lift') {
      const zone = zoneOf(here);
      const slow = hasTile(sim, zone, 'lift') > 0 || sim.ship.liftUsed[zone];
      sim.ship.liftUsed[zone] = true;
      if (slow) delay(sim, member, sim.turn + 1, `the ${zone} gravolift was ${hasTile(sim, zone, 'lift') ? 'damaged' : 'already used'}`);
    }
    note(sim, 'actions', `${member.name} moves from ${here} to ${to}.`);
    enterStation(sim, member, to);
    return;
  }
  if (card.action === 'bots') return attackIntruder(sim, member, card.heroic);
  if (repairAt(sim, member, here, card.action, card.heroic)) return;
  useSystem(sim, member, here, card.action, card.heroic);
}

function useSystem(sim: Sim, member: SimMember, here: Station, action: 'A' | 'B' | 'C', heroic: boolean): void {
  const ship = sim.ship;
  const zone = zoneOf(here);
  const upper = here[0] === 'U';
  const say = (text: string) => note(sim, 'actions', `${member.name} (${here}, ${heroic ? 'heroic ' : ''}${action}): ${text}`);
  if (action === 'A') {
    if (ship.armed[here]) return say('the cannon is already fired this turn.');
    if (!upper && zone !== 'white') {
      if (!ship.lightPacks[zone as 'red' | 'blue']) return say('the power pack is empty.');
      ship.lightPacks[zone as 'red' | 'blue'] = false;
      ship.armed[here] = { heroic };
      return say('fires the light laser.');
    }
    if (ship.reactors[zone].energy === 0) return say('no energy in the reactor: nothing happens.');
    ship.reactors[zone].energy -= 1;
    ship.armed[here] = { heroic };
    return say(upper ? 'fires the heavy laser.' : 'fires the pulse cannon.');
  }
  if (action === 'B') {
    if (here === 'LW') {
      if (ship.capsules === 0) return say('no fuel capsule left.');
      ship.capsules -= 1;
      const tank = ship.reactors.white;
      const added = Math.max(0, tank.capacity - tank.energy);
      tank.energy += added + (heroic && added > 0 ? 1 : 0);
      return say(`refuels the central reactor (${tank.energy}).`);
    }
    const target = upper ? ship.shields[zone] : ship.reactors[zone];
    const source = upper ? ship.reactors[zone] : ship.reactors.white;
    const moved = Math.min(source.energy, Math.max(0, target.capacity - target.energy));
    source.energy -= moved;
    target.energy += moved + (heroic && moved > 0 ? 1 : 0);
    return say(`moves ${moved} energy${heroic && moved > 0 ? ' (+1 heroic)' : ''} into the ${upper ? 'shield' : 'reactor'}.`);
  }
  special(sim, member, here, say);
}

function special(sim: Sim, member: SimMember, here: Station, say: (t: string) => void): void {
  const ship = sim.ship;
  switch (here) {
    case 'UW': {
      const phase = phaseOfTurn(sim.turn);
      if (ship.maintenance[phase - 1]) return say('the computer was already maintained this phase.');
      ship.maintenance[phase - 1] = true;
      return say(`maintains the computer for phase ${phase}${COMPUTER_CHECK_BEFORE[sim.turn] ? ' (too late for this phase check)' : ''}.`);
    }
    case 'LB':
      if (ship.rockets === 0 || ship.track[0]) return say('no rocket can be launched.');
      ship.rockets -= 1;
      ship.track[0] = true;
      return say('launches a rocket.');
    case 'LW':
      sim.scratch.visualCount += 1;
      return say('performs visual confirmation.');
    case 'UR':
      if (member.bots !== 'active' || ship.interceptorsLocked || sim.crew.some((m) => m !== member && m.station === 'space')) {
        return say('cannot launch the interceptors.');
      }
      member.station = 'space';
      sim.scratch.interceptors = { member: member.index, heroic: false };
      return say('launches the interceptors.');
    case 'LR':
    case 'UB': {
      const bay = ship.bays[here];
      if (!member.bots && bay !== 'empty') {
        member.bots = bay === 'lying' ? 'active' : 'inactive';
        ship.bays[here] = 'empty';
        return say(bay === 'lying' ? 'takes the battlebots, active.' : 'takes the disabled battlebots, still inactive.');
      }
      if (member.bots === 'inactive') {
        member.bots = 'active';
        return say('reactivates the battlebots.');
      }
      return say('nothing to do with the battlebots.');
    }
  }
}

/** End of the step: visual confirmation of this turn, and multi-station repair bonuses. */
function endOfActions(sim: Sim): void {
  const k = Math.min(5, sim.scratch.visualCount);
  const phase = phaseOfTurn(sim.turn) - 1;
  if (k > sim.ship.visual[phase]) {
    sim.ship.visual[phase] = k;
    note(sim, 'actions', `Visual confirmation by ${k} member(s): box ${k} for phase ${phase + 1}.`);
  }
  for (const t of sim.threats) {
    const bonus = t.id === 'SI1-06' ? { need: 2, cubes: 1 } : t.id === 'SI2-03' ? { need: 3, cubes: 2 } : null;
    const stations = sim.scratch.repairStations[t.id] ?? [];
    if (bonus && t.status === 'active' && new Set(stations).size >= bonus.need) repairBonus(sim, t.id, bonus.cubes);
  }
}

function repairBonus(sim: Sim, id: string, cubes: number): void {
  const t = sim.threats.find((x) => x.id === id)!;
  t.damage += cubes;
  note(sim, 'actions', `Repairs at every station of ${id}: ${cubes} extra repair.`);
  if (t.damage >= healthOf(t)) destroyThreat(sim, t, 'repaired');
}
