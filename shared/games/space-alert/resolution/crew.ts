/** What happens to members: delays (non-stacking, per target turn), knock-outs, entering stations (§5.10, §5.11). */
import type { Station } from '../state';
import { note, type Sim, type SimMember } from './sim';

/** Delays member's turn t: cards from slot t shift one slot later until an empty slot; slot 12's card falls off. */
export function delay(sim: Sim, member: SimMember, turn: number, why: string): void {
  if (turn > 12 || member.ko || member.delayedTurns.includes(turn)) return;
  member.delayedTurns.push(turn);
  if (!member.slots[turn - 1]) return;
  let carry = member.slots[turn - 1];
  member.slots[turn - 1] = null;
  for (let slot = turn; slot < 12 && carry; slot++) {
    const next = member.slots[slot];
    member.slots[slot] = carry;
    carry = next;
  }
  note(sim, sim.step, `${member.name} is delayed in turn ${turn} (${why})${carry ? '; the card pushed off slot 12 is lost' : ''}.`);
}

export function knockOut(sim: Sim, member: SimMember, why: string): void {
  if (member.ko) return;
  member.ko = true;
  if (member.bots) member.bots = 'dead';
  note(sim, sim.step, `${member.name} is knocked out (${why}).`);
}

export function inShip(member: SimMember): boolean {
  return !member.ko && member.station !== 'space';
}

export function membersAt(sim: Sim, station: Station): SimMember[] {
  return sim.crew.filter((m) => inShip(m) && m.station === station);
}

/** Moves a member into a station: Slime delays their next turn, a contaminated station after Z knocks them out. */
export function enterStation(sim: Sim, member: SimMember, station: Station): void {
  member.station = station;
  if (sim.ship.deadlyStations.includes(station)) {
    knockOut(sim, member, `entered ${station}, still contaminated`);
    return;
  }
  const slimed = sim.threats.some((t) => t.status !== 'waiting' && t.status !== 'destroyed' && t.slime.some((s) => s.station === station));
  if (slimed) delay(sim, member, sim.turn + 1, `entered slime in ${station}`);
}
