/**
 * The Intruder, Event and Cleanup phases (digest §5.14-5.16). The Event Phase opens with the Lander take-off window
 * (a question to every character aboard), then draws an event card: intruders move (corridors at the printed angle,
 * then every room), its main effect (event-effects.ts), its secondary effect, then Bag Development. Cleanup
 * passes the start player token, refills hands to 5 and advances time (Lander landing, Autodestruction, round 14).
 */
import type { Rng } from '../../../engine';
import { eventCards } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { intrudersAt, isCorridor, isUnexplored, positionOf, readingOrder, spacesInReadingOrder } from './board';
import { developBag, resolveHazard, resolveNoiseMarker } from './bag';
import { drawCards } from './cards';
import { handSizeOf } from './wound-effects';
import { endGame, gameOverCheck } from './end';
import { reviveAtRoundStart } from './revive';
import { startRound } from './turns';
import { charactersIn, inPlay, turnOrder } from './health';
import { attack } from './attack';
import { moveGroup, removeIntruder } from './intruders';
import { noiseRoll } from './noise';
import { damageQueen } from './queen';
import { resolveMainEffect } from './event-effects';

const eventById = new Map(eventCards.map((c) => [c.id, c]));
const baseEvent = (instance: string) => eventById.get(instance) ?? eventById.get(instance.replace(/-\d+$/, ''))!;

/** Step 1: every intruder in a burning room takes 1 hit, which never kills except a Larva; a fire in the Nest burns an egg. */
function burning(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (const intruder of s.intruders.slice()) {
    if (isCorridor(intruder.where) || !s.spaces[intruder.where].fire) continue;
    if (intruder.type === 'larva') {
      removeIntruder(s, intruder.id);
      events.push({ type: 'intruder-killed', intruder: intruder.id, intruderType: 'larva', where: intruder.where });
    } else if (intruder.type === 'queen') events.push(...damageQueen(s, 1, { rng, source: intruder.where }));
    else {
      intruder.hits += 1;
      events.push({ type: 'intruder-hit', intruder: intruder.id, hits: intruder.hits });
    }
  }
  const nest = Object.entries(s.spaces).find(([, sp]) => sp.room === 'nest');
  if (nest && nest[1].fire && s.eggs > 0) {
    s.eggs -= 1;
    if (s.eggs === 0) s.nestDestroyed = true;
  }
  return events;
}

/** Step 2: in reading order, every intruder in a room with characters attacks the earliest character in turn order there. */
function intruderAttacks(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (const room of spacesInReadingOrder) {
    if (!(room in s.spaces)) continue;
    for (const intruder of intrudersAt(s, room)) {
      const target = charactersIn(s, room)[0];
      if (target === undefined) break;
      if (s.intruders.includes(intruder)) events.push(...attack(s, target, intruder, rng));
    }
  }
  return events;
}

/** Groups at each place, snapshotted first, moved one at a time in reading order. */
function moveIntruders(s: RetaliationState, places: string[], rng: Rng): RetaliationEvent[] {
  const groups = places.sort((a, b) => readingOrder(a) - readingOrder(b)).map((where) => intrudersAt(s, where)).filter((g) => g.length);
  return groups.flatMap((group) => moveGroup(s, group.filter((i) => s.intruders.includes(i) && i.where === group[0].where), rng));
}

function secondaryEffect(s: RetaliationState, card: ReturnType<typeof baseEvent>, instance: string, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  const unexplored = () => Object.keys(s.corridors).filter((c) => isUnexplored(s, c)).sort((a, b) => readingOrder(a) - readingOrder(b));
  for (const effect of card.secondaryEffect.effects ?? []) {
    if (effect.op === 'resolve-noise') {
      for (const c of unexplored()) if (s.corridors[c].noise) events.push(...resolveNoiseMarker(s, c, rng));
    } else if (effect.op === 'place-noise') {
      for (const c of unexplored()) {
        const corridor = s.corridors[c];
        if (corridor.noise || corridor.reinforced || intrudersAt(s, c).length) continue;
        corridor.noise = true;
        events.push({ type: 'noise-placed', corridor: c });
      }
    } else if (effect.op === 'each-character') {
      const hazard = (effect as { do?: Array<{ op: string }> }).do?.[0]?.op === 'resolve-hazard';
      for (const seat of turnOrder(s)) {
        const p = s.players[seat];
        if (!inPlay(p) || (effect.filter && s.spaces[p.space!].secure > 0)) continue;
        events.push(...(hazard ? resolveHazard(s, seat, rng) : noiseRoll(s, seat, rng)));
      }
    } else if (effect.op === 'reshuffle-event-deck') {
      s.decks.events = rng.shuffle([...s.decks.events, ...s.decks.eventDiscard, instance]);
      s.decks.eventDiscard = [];
      return events;
    }
  }
  s.decks.eventDiscard.push(instance);
  return events;
}

function drawEvent(s: RetaliationState, rng: Rng): string {
  if (s.decks.events.length === 0) {
    s.decks.events = rng.shuffle(s.decks.eventDiscard);
    s.decks.eventDiscard = [];
  }
  return s.decks.events.shift()!;
}

/** Event Phase steps 3-4, then Cleanup. */
export function resolveEventCard(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  s.phase = 'player';
  s.takeoffAnswers = [];
  const instance = drawEvent(s, rng);
  const card = baseEvent(instance);
  const events: RetaliationEvent[] = [{ type: 'event-card', card: card.id }];
  const corridors = Object.keys(s.corridors).filter((c) => card.movement.corridorAngles.includes(positionOf(c).angle));
  events.push(...moveIntruders(s, corridors, rng));
  if (card.movement.thenAllRooms) events.push(...moveIntruders(s, Object.keys(s.spaces), rng));
  events.push(...resolveMainEffect(s, card.id, rng));
  if (s.panic) {
    s.panic.instance = instance; // the Event Phase waits for Panic's answers (rules/event-panic.ts)
    return events;
  }
  return [...events, ...finishEventCard(s, instance, rng)];
}

/** Event Phase steps after the main effect: the secondary effect, Bag Development, then Cleanup. */
export function finishEventCard(s: RetaliationState, instance: string, rng: Rng): RetaliationEvent[] {
  const card = baseEvent(instance);
  const events: RetaliationEvent[] = [];
  if (s.destroyed) return gameOverCheck(s, rng) ?? [];
  events.push(...secondaryEffect(s, card, instance, rng));
  events.push(...developBag(s, rng));
  return [...events, ...(gameOverCheck(s, rng) ?? cleanup(s, rng))];
}

/**
 * Step 5: the token goes to the next player clockwise who is still in the game: a dead player "takes no further part in
 * the game" and an escaped or hibernating one has left it (rulebook), while a Lander occupant still receives it (data
 * README 16).
 */
function nextStartPlayer(s: RetaliationState): number {
  for (let k = 1; k <= s.seats; k++) {
    const seat = (s.startPlayer! + k) % s.seats;
    if (inPlay(s.players[seat]) || s.players[seat].status === 'lander') return seat;
  }
  return (s.startPlayer! + 1) % s.seats;
}

function cleanup(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [{ type: 'phase', phase: 'cleanup' }];
  s.startPlayer = nextStartPlayer(s);
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    if (inPlay(p) || p.status === 'lander') events.push(...drawCards(s, seat, Math.max(0, handSizeOf(p) - p.hand.length), rng));
  }
  if (s.round >= 14) return [...events, ...endGame(s, 'Round 14 ended.', rng)];
  s.round += 1;
  events.push({ type: 'time-advanced', round: s.round });
  // Reading 12.25: Autodestruction before the Lander when both lie on the same space.
  if (s.autodestruction === s.round) {
    s.destroyed = 'autodestruction';
    return [...events, { type: 'facility-destroyed', reason: 'autodestruction' }, ...(gameOverCheck(s, rng) ?? [])];
  }
  if (s.lander.space === s.round && s.lander.state === 'arriving') events.push(...landingAttempt(s));
  events.push(...reviveAtRoundStart(s));
  events.push(...startRound(s));
  // Nobody can act (everyone left is aboard the Lander): the round goes straight on to the other phases.
  return s.turn ? events : [...events, ...endPlayerPhase(s, rng)];
}

/** The top Anti-Aircraft token decides: inactive, the Lander lands in the Landing Zone; active, it is shot down. */
function landingAttempt(s: RetaliationState): RetaliationEvent[] {
  const top = s.antiAircraft.stack[0] ?? null;
  s.lander.state = top === 'active' ? 'destroyed' : 'landed';
  return [{ type: 'lander', state: s.lander.state, topToken: top }];
}

export function endPlayerPhase(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [{ type: 'phase', phase: 'intruder' }, ...burning(s, rng), ...intruderAttacks(s, rng)];
  const over = gameOverCheck(s, rng);
  if (over) return [...events, ...over];
  events.push({ type: 'phase', phase: 'event' });
  if (s.players.some((p) => p.status === 'lander')) {
    s.phase = 'takeoff';
    s.takeoffAnswers = [];
    return events;
  }
  return [...events, ...resolveEventCard(s, rng)];
}

