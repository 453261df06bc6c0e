/**
 * Escape pods (digest §5.17): boarding from an Evacuation Section (room action: a noise roll, failing if an intruder
 * appears), waiting seated (noise rolls as if in the section, out of reach of fire and combat, put back into the
 * section when an intruder appears there), and launching: the pod and its occupants leave the game, escaped.
 * A shared pod launches once every occupant wants it (the joint decision of D21, asked of each on their turn).
 * Waiting is passing (§5.17, D18): a character who boards and waits, or who stays seated on its first turn of a later
 * player phase, passes automatically; so the launch decision comes once per player phase, on that first turn.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState, Pod } from '../state';
import { endIfNobodyLeft } from './end';
import { hasWound, intrudersIn } from './ship';
import { sufferLightWounds } from './wounds';

const SEATS_PER_POD = 2;

/** The slot of the explored Evacuation Section of a pod's section, or null. */
export function sectionSlot(s: NemesisState, section: 'A' | 'B'): string | null {
  const tile = section === 'A' ? 'evacuation-section-a' : 'evacuation-section-b';
  return Object.keys(s.rooms).find((k) => s.rooms[k].explored && s.rooms[k].tile === tile) ?? null;
}

/** Pods of the section a character stands in that are unlocked and have a free seat. */
export function boardablePods(s: NemesisState, seat: Seat): Pod[] {
  const room = s.players[seat].room;
  return s.pods.filter((pod) => sectionSlot(s, pod.section) === room && !pod.locked && pod.seats.length < SEATS_PER_POD);
}

export function launch(s: NemesisState, pod: Pod, rng: Rng, events: NemesisEvent[]): void {
  s.pods = s.pods.filter((p) => p !== pod);
  for (const seat of pod.seats) Object.assign(s.players[seat], { status: 'escaped', room: null, pod: null, wantsLaunch: false });
  events.push({ type: 'pod-launched', pod: pod.number, seats: pod.seats.slice() });
  endIfNobodyLeft(s, rng, events);
}

/** Launches the pod if it is unlocked and every occupant wants it. */
export function launchIfAgreed(s: NemesisState, pod: Pod, rng: Rng, events: NemesisEvent[]): void {
  if (!pod.locked && pod.seats.length > 0 && pod.seats.every((seat) => s.players[seat].wantsLaunch)) launch(s, pod, rng, events);
}

/** After the boarding noise roll (or the First Encounter it caused): seated, unless an intruder came in. */
export function finishBoarding(s: NemesisState, seat: Seat, number: number, wantsLaunch: boolean, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const pod = s.pods.find((x) => x.number === number);
  if (p.status !== 'aboard' || !pod || intrudersIn(s, p.room!).length > 0) return void events.push({ type: 'boarding-failed', seat });
  pod.seats.push(seat);
  Object.assign(p, { pod: number, wantsLaunch });
  events.push({ type: 'boarded', seat, pod: number, launch: wantsLaunch });
  launchIfAgreed(s, pod, rng, events);
  stayIfSeated(s, seat, rng, events);
}

/** A character still seated once its decision is made waits: it passes, keeping its hand (a Bleeding wound bleeds). */
export function stayIfSeated(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  if (s.phase !== 'player' || p.status !== 'aboard' || p.pod === null || p.passed) return;
  p.passed = true;
  events.push({ type: 'passed', seat, discarded: [] });
  if (hasWound(s, seat, 'wound-bleeding')) sufferLightWounds(s, seat, 1, rng, events);
}

export function leavePod(s: NemesisState, seat: Seat, forced: boolean, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const pod = s.pods.find((x) => x.number === p.pod)!;
  pod.seats = pod.seats.filter((x) => x !== seat);
  events.push({ type: 'left-pod', seat, pod: pod.number, forced });
  Object.assign(p, { pod: null, wantsLaunch: false });
}

/** Every seated character whose section now holds an intruder is put back into that room (and is in combat). */
export function unseatThreatened(s: NemesisState, events: NemesisEvent[]): void {
  for (const pod of s.pods) {
    if (pod.seats.length === 0) continue; // after every move: an empty pod (most of them) skips the search for its room
    const slot = sectionSlot(s, pod.section);
    if (slot && intrudersIn(s, slot).length > 0) for (const seat of pod.seats.slice()) leavePod(s, seat, true, events);
  }
}
