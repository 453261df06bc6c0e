/**
 * The Exploration sequence (digest §5.9, data README "Exploration cards", "Hibernatorium discovery"): a character moving
 * along an unexplored corridor draws an exploration card (never rotated), places a room from the pile of the new
 * space's section (cards 4-12) or the "?" pile (cards 1-3, then removed from the game), lays the corridors the card
 * shows where the facility allows, its noise markers and room markers, and resolves its entrance effect. An empty pile
 * falls back to "?"; with "?" empty too, no room can be placed and the move ends where it began (reading 12.4).
 */
import type { Rng, Seat } from '../../../engine';
import { corridorTileOf, explorationCards, HIBERNATORIUM, spaceOf } from '../data';
import type { RoomPile } from '../data/schema';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { corridorsOf, directionIds, intrudersAt, isRoom, neighbour, positionBetween } from './board';
import { shotOnArrival } from './attack-pause';
import { resolveHazard } from './bag';
import { holdsWorking } from './equipment';
import { ignoresHazard, passiveSetting } from './passive-items';
import { inPlay } from './health';
import { placeInCorridor } from './intruders';
import { placeFire, placeMalfunction, placeSecure } from './markers';
import { noiseRoll } from './noise';

const cardById = new Map(explorationCards.map((c) => [c.id, c]));

function drawExplorationCard(s: RetaliationState, rng: Rng): string {
  if (s.decks.exploration.length === 0) {
    s.decks.exploration = rng.shuffle(s.decks.explorationDiscard);
    s.decks.explorationDiscard = [];
  }
  return s.decks.exploration.shift()!;
}

function drawRoom(s: RetaliationState, pile: RoomPile): string | null {
  return s.roomPiles[pile].shift() ?? s.roomPiles['?'].shift() ?? null;
}

/** The Hibernatorium is discovered (and the robot revealed) once a corridor joins it to a room. */
function discoverHibernatorium(s: RetaliationState): RetaliationEvent[] {
  if (s.hibernatoriumDiscovered) return [];
  s.hibernatoriumDiscovered = true;
  s.robot.revealed = true;
  return [{ type: 'hibernatorium-discovered', robot: s.robot.card }];
}

/** Lays a corridor tile from the insert between the new room and a neighbouring space; door end toward the new room. */
function layCorridor(s: RetaliationState, space: string, other: string): string | null {
  const position = positionBetween(space, other);
  if (!position || position in s.corridors) return null;
  // Exception b: no corridor newly joins a room already on the map (the undiscovered Hibernatorium excepted).
  if (other in s.spaces && !(other === HIBERNATORIUM && !s.hibernatoriumDiscovered)) return null;
  const tile = s.corridorStack.shift();
  if (!tile) return null;
  const door = corridorTileOf(tile).doorSlot;
  s.corridors[position] = { tile, doorEnd: door ? space : null, door: door ? 'open' : 'none', noise: false, reinforced: false };
  return position;
}

/**
 * Explores `space` for the character at `seat` coming through `corridor`. Returns null when no room can be placed
 * (nothing changed but the card drawn and discarded).
 */
export function explore(s: RetaliationState, seat: Seat, corridor: string, space: string, careful: boolean, rng: Rng, drone = false): RetaliationEvent[] | null {
  const cardId = drawExplorationCard(s, rng);
  const card = cardById.get(cardId)!;
  const pile: RoomPile = card.roomPile === '?' ? '?' : spaceOf(space).section;
  const room = drawRoom(s, pile);
  const discardCard = () => (card.removeFromGameAfterUse ? s.explorationRemoved : s.decks.explorationDiscard).push(cardId);
  if (!room) {
    discardCard();
    return null;
  }
  s.spaces[space] = { room, fire: false, malfunction: false, secure: 0, noise: false };
  const p = s.players[seat];
  const from = p.space!;
  // The Exploring Drone explores without its user moving there, and without the Entrance effect (item text).
  if (!drone) p.space = space;
  const laid: string[] = [];
  const events: RetaliationEvent[] = [];
  for (const dir of card.corridors) {
    const other = neighbour(space, dir);
    if (other === null) continue; // exception a: never out of the facility
    const position = layCorridor(s, space, other);
    if (position) laid.push(position);
    if (position && other === HIBERNATORIUM) events.push(...discoverHibernatorium(s));
  }
  events.unshift(...(drone ? [] : [{ type: 'moved', seat, from, to: space, corridor, careful } as const]), { type: 'explored', seat, space, room, card: cardId, corridors: laid });
  for (const dir of card.noiseMarkers) {
    const other = neighbour(space, dir);
    const position = other === null ? null : positionBetween(space, other);
    if (!position || !(position in s.corridors)) continue;
    const c = s.corridors[position];
    if (c.noise || c.reinforced || intrudersAt(s, position).length) continue;
    c.noise = true;
    events.push({ type: 'noise-placed', corridor: position });
  }
  for (const marker of card.roomTokens) events.push(...(marker === 'fire' ? placeFire(s, space) : placeMalfunction(s, space)));
  if (careful) events.push(...placeSecure(s, space));
  // Perimeter Security Device: "Whenever you Discover a new Room: ignore Hazard results (from all sources)."
  // F7: its owner may set it never to apply, or to be asked at each Hazard (rules/passive-items.ts).
  const shielded = holdsWorking(s, seat, 'perimeter-security-device') && passiveSetting(s, seat, 'perimeter-security-device') !== 'never';
  // Shoot First may fire here, once the room is laid out and before its entrance effect (rules/shoot-first.ts).
  if (!drone) events.push(...shotOnArrival(s, seat, rng));
  for (const effect of drone ? [] : card.entranceEffect.effects) {
    if (!inPlay(p) || s.destroyed) break;
    if (effect.op === 'close-doors-around-room') {
      const closed = corridorsOf(s, space).filter((c) => s.corridors[c].door === 'open');
      for (const c of closed) s.corridors[c].door = 'closed';
      if (closed.length) events.push({ type: 'doors-closed', corridors: closed });
    } else if (effect.op === 'noise-roll') {
      const rolled = noiseRoll(s, seat, rng, shielded);
      events.push(...rolled, ...(shielded && rolled.some((e) => e.type === 'noise-rolled' && e.result === 'hazard') ? hazardUnlessIgnored(s, seat, rng) : []));
    } else if (effect.op === 'resolve-hazard') events.push(...(shielded ? hazardUnlessIgnored(s, seat, rng) : resolveHazard(s, seat, rng)));
    else events.push(...placeInCorridor(s, corridor, Array(effect.amount ?? 0).fill(effect.type ?? 'adult')));
  }
  discardCard();
  return events;
}

/** A Hazard the device would ignore: ignored, or (its owner answering no) resolved as without it. */
function hazardUnlessIgnored(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const { ignore, mark } = ignoresHazard(s, seat);
  return ignore ? mark : [...mark, ...resolveHazard(s, seat, rng)];
}

export const isExplorable = (s: RetaliationState, space: string) => !isRoom(s, space) && space !== HIBERNATORIUM;
export { directionIds };
