/**
 * Noise rolls and Danger (digest §5.5): a number marks its corridor (or the technical-corridor space of its network)
 * or, when already marked, causes an Encounter; Silence is Danger for a slimed character; Danger pulls in every
 * adjacent intruder not in combat, or else marks every free corridor of the room.
 */
import type { Rng, Seat } from '../../../engine';
import { noiseDieFaces } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf, type Exit, type NoiseNumber } from './board';
import { fillNoise, isMarked, mark, targetOf } from './noise-markers';
import { encounter } from './encounter';
import { scannerRerolls } from './quest-scanner';
import { intruderInCombat } from './ship';
import { breaksDoors } from './weaknesses';

/** Places one noise marker behind an exit, or resolves an Encounter when it already holds one. */
export function noiseAt(s: NemesisState, seat: Seat, room: string, exit: Exit, rng: Rng, events: NemesisEvent[]): void {
  if (isMarked(s, exit)) return encounter(s, seat, room, rng, events);
  mark(s, exit);
  events.push({ type: 'noise-placed', room, targets: [targetOf(exit)] });
}

/**
 * Every intruder not in combat in a room next to `room` comes in. A closed door on its way is destroyed instead and it
 * stays (all moves are simultaneous, §12.7; any non-combat neighbour counts as responding, §12.6). Side B's double
 * corridors: an intruder uses an open one when there is one. Returns whether any intruder responded.
 */
export function dangerPull(s: NemesisState, room: string, events: NemesisEvent[]): boolean {
  const board = boardOf(s.side);
  const exits = board.exits(room).filter((e) => e.kind === 'corridor');
  const responders = s.intruders.filter((i) => i.room !== room && exits.some((e) => e.to === i.room) && !intruderInCombat(s, i));
  if (responders.length === 0) return false;
  const moves: Array<{ intruder: string; from: string; to: string }> = [];
  const destroyed = new Set<string>();
  for (const i of responders) {
    const ways = exits.filter((e) => e.to === i.room);
    const open = ways.find((e) => s.corridors[e.id].door !== 'closed');
    if (open) moves.push({ intruder: i.id, from: i.room, to: room });
    else if (breaksDoors(s, i.type)) destroyed.add(ways[0].id);
  }
  for (const corridor of destroyed) {
    s.corridors[corridor].door = 'destroyed';
    events.push({ type: 'door-destroyed', corridor });
  }
  for (const m of moves) s.intruders.find((i) => i.id === m.intruder)!.room = room;
  if (moves.length > 0) events.push({ type: 'intruders-moved', moves });
  return true;
}

export function danger(s: NemesisState, room: string, events: NemesisEvent[]): void {
  if (!dangerPull(s, room, events)) fillNoise(s, room, events);
}

/** One noise roll for the character of `seat`, in its room. */
export function noiseRoll(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const room = p.room!;
  let face = rng.roll(noiseDieFaces);
  events.push({ type: 'noise-rolled', seat, room, result: face });
  if (scannerRerolls(s, seat, face, events)) {
    face = rng.roll(noiseDieFaces);
    events.push({ type: 'noise-rolled', seat, room, result: face });
  }
  if (face === 'danger' || (face === 'silence' && p.slime)) return danger(s, room, events);
  if (face === 'silence') return;
  noiseAt(s, seat, room, boardOf(s.side).exitFor(room, Number(face) as NoiseNumber), rng, events);
}
