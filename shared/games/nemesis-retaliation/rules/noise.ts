/**
 * The noise roll (digest §5.9, data: noise die 1-4 and Hazard): every corridor around the character's room whose
 * noise value was rolled either sends its biggest intruder in (a closed door on this side is destroyed instead),
 * resolves its noise marker, or gets a noise marker. The roll is made even in a room already holding intruders.
 */
import type { Rng, Seat } from '../../../engine';
import { dice } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { answersNoise, corridorsOf, doorBlocks, intrudersAt, readingOrder } from './board';
import { resolveHazard, resolveNoiseMarker } from './bag';
import { inPlay } from './health';
import { intoRoom } from './intruders';

export const noiseDie = dice.find((d) => d.id === 'noise-die')!.faces;

/** `ignoreHazard`: the Perimeter Security Device while its holder discovers a new room (a Hazard result does nothing). */
export function noiseRoll(s: RetaliationState, seat: Seat, rng: Rng, ignoreHazard = false): RetaliationEvent[] {
  const p = s.players[seat];
  if (!inPlay(p)) return [];
  const result = rng.roll(noiseDie);
  const events: RetaliationEvent[] = [{ type: 'noise-rolled', seat, result }];
  if (result === 'hazard') return ignoreHazard ? events : [...events, ...resolveHazard(s, seat, rng)];
  const room = p.space!;
  const value = Number(result);
  const matching = corridorsOf(s, room).filter((c) => answersNoise(s, c, value)).sort((a, b) => readingOrder(a) - readingOrder(b));
  for (const corridor of matching) {
    if (!inPlay(p)) break;
    const present = intrudersAt(s, corridor);
    if (present.length) {
      if (doorBlocks(s, corridor, room)) {
        s.corridors[corridor].door = 'destroyed';
        events.push({ type: 'door-destroyed', corridor });
      } else events.push(...intoRoom(s, [present[0]], room, seat, rng));
    } else if (s.corridors[corridor].noise) events.push(...resolveNoiseMarker(s, corridor, rng));
    else {
      s.corridors[corridor].noise = true;
      events.push({ type: 'noise-placed', corridor });
    }
  }
  return events;
}
