/**
 * Item effects that act on the facility: Repel (Military Taser, Fire Extinguisher), reinforcing an empty adjacent
 * corridor (Phosphates, Engineering Equipment), the Remote Detonator, the RPG Launcher and the Noise Scanner (data
 * items.json texts; repel and reinforcing as rules/doors.ts builds them).
 */
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { answersNoise, corridorsOf, intrudersAt, isRoom, otherEnd, sectionOf } from './board';
import { resolveNoiseMarker } from './bag';
import { reinforce, reinforceProblem, repel } from './doors';
import { charactersIn, loseHealth } from './health';
import { removeIntruder } from './intruders';
import type { ItemEffect } from './items-effect-kind';
import { noiseDie } from './noise';
import { criticalOnQueen } from './queen';

/** HP each character loses in a room blown up by the Remote Detonator or the RPG Launcher. */
export const BLAST_DAMAGE = 3;

const roomOf = (s: RetaliationState, seat: number) => s.players[seat].space!;

export const repelOne: ItemEffect = {
  targets: (s, seat) => intrudersAt(s, roomOf(s, seat)).map((i) => i.id),
  apply: (s, seat, _who, id, rng) => repel(s, id!, roomOf(s, seat), rng),
};

export const reinforceCorridor: ItemEffect = {
  targets: (s, seat) => corridorsOf(s, roomOf(s, seat)).filter((c) => !reinforceProblem(s, c, true)),
  apply: (s, _seat, _who, corridor) => reinforce(s, corridor!),
};

/** A critical hit (instant kill) on every intruder there: the Queen takes a Queen Health card. */
function killAll(s: RetaliationState, where: string): RetaliationEvent[] {
  return intrudersAt(s, where).flatMap((i): RetaliationEvent[] => {
    if (i.type === 'queen') return criticalOnQueen(s);
    removeIntruder(s, i.id);
    return [{ type: 'intruder-killed', intruder: i.id, intruderType: i.type, where }];
  });
}

const blast = (s: RetaliationState, room: string): RetaliationEvent[] => charactersIn(s, room).flatMap((seat) => loseHealth(s, seat, BLAST_DAMAGE, 'an explosion'));

/** Remote Detonator: a secure token of a room in your section is spent to kill everything in that room. */
export const detonator: ItemEffect = {
  targets: (s, seat) => Object.keys(s.spaces).filter((room) => isRoom(s, room) && s.spaces[room].secure > 0 && sectionOf(room) === sectionOf(roomOf(s, seat))),
  apply: (s, _seat, _who, room) => {
    s.spaces[room!].secure -= 1;
    s.markers.secure += 1;
    return [...killAll(s, room!), ...blast(s, room!)];
  },
};

/** RPG Launcher: a neighbouring room and the corridors around it lose their doors and their intruders. */
export const rpg: ItemEffect = {
  targets: (s, seat) => corridorsOf(s, roomOf(s, seat)).map((c) => otherEnd(c, roomOf(s, seat))).filter((room) => isRoom(s, room)),
  apply: (s, _seat, _who, room) => {
    const corridors = corridorsOf(s, room!);
    const events: RetaliationEvent[] = [];
    for (const c of corridors) {
      if (s.corridors[c].door === 'open' || s.corridors[c].door === 'closed') {
        s.corridors[c].door = 'destroyed';
        events.push({ type: 'door-destroyed', corridor: c });
      }
    }
    for (const where of [room!, ...corridors]) events.push(...killAll(s, where));
    return [...events, ...blast(s, room!)];
  },
};

/** Noise Scanner: a noise marker anywhere is discarded for a noise roll; its own value brings an intruder token there. */
export const scanNoise: ItemEffect = {
  targets: (s) => Object.keys(s.corridors).filter((c) => s.corridors[c].noise),
  apply: (s, seat, _who, corridor, rng) => {
    s.corridors[corridor!].noise = false;
    const result = rng.roll(noiseDie);
    const events: RetaliationEvent[] = [{ type: 'noise-discarded', corridor: corridor! }, { type: 'noise-rolled', seat, result }];
    return result !== 'hazard' && answersNoise(s, corridor!, Number(result)) ? [...events, ...resolveNoiseMarker(s, corridor!, rng)] : events;
  },
};
