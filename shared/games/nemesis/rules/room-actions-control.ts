/**
 * Room actions that work the ship (digest §9.1): the Storage (keep 1 of 2 items, the counter untouched), the Fire
 * Control System (a room's fire out, its intruders retreat), the Hatch Control System (lock or unlock a pod), the
 * Engine Control Room (all 3 engines, privately) and the Monitoring Room (an unexplored room and its token, privately).
 */
import { explorationTokenById, eventCardById } from '../data';
import { drawEventCard, injureIntruder, moveIntruderThrough } from './combat';
import { known } from './weaknesses';
import type { RoomActionFn } from './room-action';
import { startSearch, type ItemColour } from './search';
import { intrudersIn } from './ship';

export const storage: RoomActionFn = (s, seat, choice, rng, events) => {
  if (!['red', 'yellow', 'green'].includes(choice ?? '')) return 'Choose the red, yellow or green deck.';
  startSearch(s, seat, choice as ItemColour, rng, events);
  return null;
};

export const fireControl: RoomActionFn = (s, _seat, choice, rng, events) => {
  if (!choice || !s.rooms[choice]) return 'Choose a room.';
  s.rooms[choice].fire = false;
  for (const intruder of intrudersIn(s, choice)) {
    const card = drawEventCard(s, rng);
    s.decks.eventDiscard.push(card);
    events.push({ type: 'event-card-drawn', card, purpose: 'retreat' });
    moveIntruderThrough(s, intruder, eventCardById.get(card)!.movement.corridor, rng, events);
    // Susceptibility to Phosphates: it also suffers 1 injury.
    if (known(s, 'weakness-susceptibility-to-phosphates') && s.intruders.includes(intruder)) injureIntruder(s, intruder, 1, rng, events);
  }
  return null;
};

/** `lock-<n>` or `unlock-<n>` for the pod numbered n. */
export const hatchControl: RoomActionFn = (s, _seat, choice) => {
  const [side, n] = (choice ?? '').split('-');
  const pod = s.pods.find((p) => String(p.number) === n);
  if (!pod || (side !== 'lock' && side !== 'unlock')) return 'Choose a pod on the board to lock or unlock.';
  pod.locked = side === 'lock';
  return null;
};

export const engineControl: RoomActionFn = (s, seat) => {
  for (const [engine, stack] of Object.entries(s.engines)) {
    s.players[seat].knowledge.push({ round: s.round, what: 'engine', engine: Number(engine), top: stack[0].endsWith('working') ? 'working' : 'damaged' });
  }
  return null;
};

export const monitoring: RoomActionFn = (s, seat, choice) => {
  const room = choice ? s.rooms[choice] : undefined;
  if (!room || room.explored) return 'Choose an unexplored room.';
  const token = room.token ? explorationTokenById.get(room.token)! : null;
  s.players[seat].knowledge.push({ round: s.round, what: 'room', slot: choice!, tile: room.tile, token: token?.effect ?? null, items: token?.items ?? null });
  return null;
};
