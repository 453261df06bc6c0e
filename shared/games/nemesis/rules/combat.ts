/**
 * Injuring intruders and eggs (digest §5.9-5.10, §5.16): the injury check (a Larva dies of 1 injury; a Creeper or Adult
 * draws 1 attack card, a Breeder or Queen 2, and dies when the blood total is at most its injuries; a retreat icon
 * makes it retreat through the corridor of a drawn event card instead), carcasses, eggs and the Nest's destruction.
 */
import type { Rng } from '../../../engine';
import { attackCardById, eventCardById, roomById } from '../data';
import type { NemesisEvent } from '../events';
import type { Intruder, NemesisState } from '../state';
import { drawAttackCard } from './attack';
import { boardOf, type NoiseNumber } from './board';
import { enterTechnicalCorridors } from './intruders';
import { breaksDoors, known } from './weaknesses';

export function drawEventCard(s: NemesisState, rng: Rng): string {
  if (s.decks.events.length === 0) {
    s.decks.events = rng.shuffle(s.decks.eventDiscard);
    s.decks.eventDiscard = [];
  }
  return s.decks.events.shift()!;
}

/** Moves an intruder through its room's corridor of that number: a closed door is destroyed instead (it stays). */
export function moveIntruderThrough(s: NemesisState, intruder: Intruder, n: NoiseNumber, rng: Rng, events: NemesisEvent[]): void {
  const exit = boardOf(s.side).exitFor(intruder.room, n);
  if (exit.kind === 'technical-corridor-entrance') return enterTechnicalCorridors(s, intruder, rng, events);
  if (s.corridors[exit.id].door === 'closed') {
    if (!breaksDoors(s, intruder.type)) return;
    s.corridors[exit.id].door = 'destroyed';
    events.push({ type: 'door-destroyed', corridor: exit.id });
    return;
  }
  events.push({ type: 'intruders-moved', moves: [{ intruder: intruder.id, from: intruder.room, to: exit.to! }] });
  intruder.room = exit.to!;
}

function kill(s: NemesisState, intruder: Intruder, events: NemesisEvent[]): void {
  s.intruders = s.intruders.filter((i) => i.id !== intruder.id);
  const carcass = intruder.type !== 'larva';
  if (carcass) s.floor.push({ room: intruder.room, object: 'intruder-carcass' });
  if (intruder.type === 'queen') s.milestones.queenKilled = true;
  events.push({ type: 'intruder-killed', intruder: intruder.id, intruderType: intruder.type, room: intruder.room, carcass });
}

/** Deals injuries, then the injury check; the drawn attack cards go to the attack discard pile (§12.31). */
export function injureIntruder(s: NemesisState, intruder: Intruder, injuries: number, rng: Rng, events: NemesisEvent[]): void {
  if (injuries <= 0) return;
  intruder.injuries += injuries;
  if (intruder.type === 'larva') {
    events.push({ type: 'injury-check', intruder: intruder.id, injuries: intruder.injuries, cards: [], result: 'dies' });
    return kill(s, intruder, events);
  }
  const cards = Array.from({ length: intruder.type === 'breeder' || intruder.type === 'queen' ? 2 : 1 }, () => drawAttackCard(s, rng));
  s.decks.attackDiscard.push(...cards);
  const data = cards.map((c) => attackCardById.get(c)!);
  // Species on the Brink of Extinction: 1 injury fewer is needed to kill.
  const needed = data.reduce((n, c) => n + (c.blood ?? 0), 0) - (known(s, 'weakness-species-on-the-brink-of-extinction') ? 1 : 0);
  const result = data.some((c) => c.retreat) ? 'retreats' : needed <= intruder.injuries ? 'dies' : 'survives';
  events.push({ type: 'injury-check', intruder: intruder.id, injuries: intruder.injuries, cards, result });
  if (result === 'dies') return kill(s, intruder, events);
  if (result === 'retreats') retreat(s, intruder, rng, events);
}

/** A retreat: the intruder leaves through the corridor of a drawn event card (Fire Extinguisher, Taser, injury check). */
export function retreat(s: NemesisState, intruder: Intruder, rng: Rng, events: NemesisEvent[]): void {
  const card = drawEventCard(s, rng);
  s.decks.eventDiscard.push(card);
  events.push({ type: 'event-card-drawn', card, purpose: 'retreat' });
  moveIntruderThrough(s, intruder, eventCardById.get(card)!.movement.corridor, rng, events);
}

/** Eggs a character in `room` can attack: eggs dropped on the floor, and the Nest's eggs when `room` is the Nest. */
export function eggsIn(s: NemesisState, room: string): number {
  const floor = s.floor.filter((o) => o.room === room && o.object === 'intruder-egg').length;
  const nest = s.rooms[room].explored && roomById.get(s.rooms[room].tile)!.id === 'nest' ? s.eggs : 0;
  return floor + nest;
}

/** Destroys up to `count` eggs in the room, dropped ones first; the Nest is destroyed for good at 0 eggs. */
export function destroyEggs(s: NemesisState, room: string, count: number, events: NemesisEvent[]): void {
  let left = Math.min(count, eggsIn(s, room));
  const destroyed = left;
  while (left > 0) {
    const dropped = s.floor.findIndex((o) => o.room === room && o.object === 'intruder-egg');
    if (dropped >= 0) s.floor.splice(dropped, 1);
    else s.eggs -= 1;
    left -= 1;
  }
  const nestDestroyed = !s.nestDestroyed && s.eggs === 0;
  if (nestDestroyed) s.nestDestroyed = true;
  if (destroyed > 0) events.push({ type: 'eggs-destroyed', room, count: destroyed, nestDestroyed });
}
