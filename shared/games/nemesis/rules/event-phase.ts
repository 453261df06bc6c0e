/**
 * The event phase (digest §4.2), steps 4-9, resumable: a First Encounter during a step pauses the game, and the
 * rest of the phase waits in the pause as `{ kind: 'event-step', step }` (see flow.ts `resume`).
 */
import type { Rng, Seat } from '../../../engine';
import { eventCardById, selfDestructFirstYellow, selfDestructSkull, timeTrackJump } from '../data';
import type { NemesisEvent } from '../events';
import type { Intruder, NemesisState } from '../state';
import { intruderAttack } from './attack';
import { boardOf } from './board';
import { destroyEggs, drawEventCard, eggsIn, injureIntruder } from './combat';
import { explode, jump } from './end';
import { resolveEventEffect } from './event-cards';
import { developBag } from './bag';
import { skippedEventStep } from './intruder-player';
import { attackOrder, enterTechnicalCorridors } from './intruders';
import { unseatThreatened } from './pods';
import { deferIfPaused } from './pause';
import { breaksDoors, known } from './weaknesses';
import { startPlayerPhase } from './round';
import { charactersIn, intruderInCombat, intrudersIn, turnOrder } from './ship';

/** Step 4: the time marker (and a running self-destruct) advance; the jump, yellow and the skull are checked. */
export function advanceTime(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  s.time += 1;
  if (s.selfDestruct !== null) s.selfDestruct += 1;
  events.push({ type: 'time-advanced', time: s.time, selfDestruct: s.selfDestruct });
  if (s.selfDestruct !== null && s.selfDestruct >= selfDestructSkull) return explode(s, 'self-destruct', rng, events);
  if (s.time >= timeTrackJump) return jump(s, rng, events);
  if (s.selfDestruct === selfDestructFirstYellow) {
    for (const pod of s.pods) pod.locked = false;
    events.push({ type: 'pods-unlocked', reason: 'self-destruct' });
  }
}

/** The event-phase target: fewest cards in hand, ties to the one closest to the first player in turn order (E21). */
export function eventTarget(s: NemesisState, room: string): Seat | null {
  const here = charactersIn(s, room);
  const order = turnOrder(s).filter((seat) => here.includes(seat));
  return order.reduce<Seat | null>((best, seat) => (best === null || s.players[seat].hand.length < s.players[best].hand.length ? seat : best), null);
}

/** Step 5: every intruder in a room with a character attacks; rooms by room number, strongest first (§12.2). */
export function intruderAttacks(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  // The Orbital Maneuvering System was used in this round's player phase.
  if (s.quietRound === s.round) return;
  eventAttacks(s, boardOf(s.side).slotIds[0], null, rng, events);
}

/**
 * Step 5 from `from` on: the attackers of that room (`left`: those still to attack, by id, or all of them), then the
 * later rooms'. D23's pick may pause it (a Summoning with no miniature left): the rest is kept in the pause as an
 * `event-attacks` continuation, so the later attackers follow the miniature picked.
 */
export function eventAttacks(s: NemesisState, from: string, left: string[] | null, rng: Rng, events: NemesisEvent[]): void {
  const slots = boardOf(s.side).slotIds;
  for (const room of slots.slice(slots.indexOf(from))) {
    const ids = room === from && left ? left : intrudersIn(s, room).sort((a, b) => attackOrder.indexOf(a.type) - attackOrder.indexOf(b.type)).map((i) => i.id);
    for (let k = 0; k < ids.length; k++) {
      const a = s.intruders.find((i) => i.id === ids[k]);
      if (s.phase === 'over') return;
      if (!a || a.room !== room) continue;
      const target = eventTarget(s, room);
      if (target !== null) intruderAttack(s, a, target, rng, events);
      if (deferIfPaused(s, [{ kind: 'event-attacks', room, attackers: ids.slice(k + 1) }])) return;
    }
  }
}

/** Step 6: 1 injury to every intruder in a fire room, and 1 egg destroyed in each fire room (no noise roll, §12.15). */
export function fireDamage(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const burning = boardOf(s.side).slotIds.filter((room) => s.rooms[room].fire);
  const injuries = known(s, 'weakness-vulnerability-to-fire') ? 2 : 1;
  for (const i of s.intruders.filter((x) => burning.includes(x.room))) if (s.intruders.includes(i)) injureIntruder(s, i, injuries, rng, events);
  for (const room of burning) if (eggsIn(s, room) > 0) destroyEggs(s, room, 1, events);
}

/** Step 7a: every intruder of the card's types not in combat moves through the corridor of its number, all at once. */
function eventMovement(s: NemesisState, card: string, rng: Rng, events: NemesisEvent[]): void {
  const { intruders: types, corridor } = eventCardById.get(card)!.movement;
  const board = boardOf(s.side);
  const movers = s.intruders.filter((i) => types.includes(i.type) && !intruderInCombat(s, i));
  const moves: Array<{ intruder: string; from: string; to: string }> = [];
  const leaving: Intruder[] = [];
  const blocked = new Set<string>();
  for (const i of movers) {
    const exit = board.exitFor(i.room, corridor);
    if (exit.kind === 'technical-corridor-entrance') leaving.push(i);
    // A door closed at the start of the movement stops everyone using it (§12.7).
    else if (s.corridors[exit.id].door === 'closed') {
      if (breaksDoors(s, i.type)) blocked.add(exit.id);
    }
    else moves.push({ intruder: i.id, from: i.room, to: exit.to! });
  }
  for (const corridor of blocked) {
    s.corridors[corridor].door = 'destroyed';
    events.push({ type: 'door-destroyed', corridor });
  }
  for (const m of moves) s.intruders.find((i) => i.id === m.intruder)!.room = m.to;
  if (moves.length > 0) events.push({ type: 'intruders-moved', moves });
  for (const i of leaving) enterTechnicalCorridors(s, i, rng, events);
}

/** Step 7: draw an event card, move the intruders, resolve the effect, then discard / shuffle back / remove it. */
export function eventCard(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const card = drawEventCard(s, rng);
  events.push({ type: 'event-card-drawn', card, purpose: 'event' });
  resolveEventCard(s, card, rng, events);
}

/** An event card drawn: its movement, its effect, and where it goes afterwards. */
export function resolveEventCard(s: NemesisState, card: string, rng: Rng, events: NemesisEvent[]): void {
  eventMovement(s, card, rng, events);
  if (s.phase !== 'over') resolveEventEffect(s, card, rng, events);
  const after = eventCardById.get(card)!.afterResolution;
  if (after === 'discard') s.decks.eventDiscard.push(card);
  else if (after === 'shuffle-back-into-deck') s.decks.events = rng.shuffle([...s.decks.events, card]);
  else {
    s.decks.events = rng.shuffle([...s.decks.events, ...s.decks.eventDiscard]);
    s.decks.eventDiscard = [];
  }
}

const steps: Array<(s: NemesisState, rng: Rng, events: NemesisEvent[]) => void> = [
  advanceTime,
  intruderAttacks,
  fireDamage,
  eventCard,
  developBag,
  (s, rng, events) => startPlayerPhase(s, rng, events),
];
/** The first step's number in the digest (step 4: time track). */
const FIRST = 4;

/** Runs the event phase from digest step `from` (4-9); stops at the game's end or at a First Encounter pause. */
export function runEventPhase(s: NemesisState, from: number, rng: Rng, events: NemesisEvent[]): void {
  for (let step = from; step < FIRST + steps.length; step++) {
    if (!skippedEventStep(s, step)) steps[step - FIRST](s, rng, events);
    if (s.phase === 'over') return;
    unseatThreatened(s, events);
    if (deferIfPaused(s, [{ kind: 'event-step', step: step + 1 }])) return;
  }
}
