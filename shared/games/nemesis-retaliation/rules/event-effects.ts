/**
 * The main effects (part B) of the 20 event cards (data: event-cards.json `mainEffect.text`), resolved in reading
 * order, characters in turn order. Not built: Panic (each affected player chooses to lose oxygen or spend ammo).
 */
import type { Rng, Seat } from '../../../engine';
import { LANDING_ZONE, roomOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { IntruderKind, RetaliationState } from '../state';
import { addToBag, resolveNoiseMarker } from './bag';
import { corridorsOf, intrudersAt, isCorridor, isRoom, isUnexplored, noiseValues, otherEnd, positionOf, readingOrder, sectionOf, spacesInReadingOrder } from './board';
import { drawCards, gainContamination, isContamination } from './cards';
import { charactersIn, inPlay, kill, loseHealth, turnOrder } from './health';
import { placeInCorridor, placeInRoom } from './intruders';
import { malfunctionRobot } from './robot-actions';
import { startPanic } from './event-panic';
import { placeFire, placeMalfunction } from './markers';

const rooms = (s: RetaliationState) => spacesInReadingOrder.filter((sp) => isRoom(s, sp));
const roomNamed = (s: RetaliationState, id: string) => rooms(s).find((sp) => s.spaces[sp].room === id) ?? null;
const corridorsInOrder = (s: RetaliationState) => Object.keys(s.corridors).sort((a, b) => readingOrder(a) - readingOrder(b));
const characterSpaces = (s: RetaliationState) => new Set(s.players.filter(inPlay).map((p) => p.space!));
const lifeSupportRooms = (s: RetaliationState) => rooms(s).filter((sp) => s.spaces[sp].room.startsWith('life-support-control-'));

/** Fire spreads from a burning room to the rooms across the chosen corridors, never through a closed door. */
function spreadFire(s: RetaliationState, from: string, corridors: string[]): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (const c of corridors) {
    const to = otherEnd(c, from);
    if (!isRoom(s, to) || s.corridors[c].door === 'closed') continue;
    events.push(...placeFire(s, to));
  }
  return events;
}

function eachRoom(s: RetaliationState, pick: (space: string) => boolean, put: (space: string) => RetaliationEvent[]): RetaliationEvent[] {
  return rooms(s).filter(pick).flatMap(put);
}

/** Mid-game eclosion (§5.12): 4 cards drawn; any Contamination card kills and an Adult appears in the room. */
function midGameEclosion(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const events = drawCards(s, seat, 4, rng);
  const found = p.hand.filter(isContamination).length;
  events.push({ type: 'eclosion', seat, contamination: found });
  p.discard.push(...p.hand);
  p.hand = [];
  if (!found) return events;
  const room = p.space!;
  return [...events, ...kill(s, seat, 'eclosion'), ...placeInRoom(s, room, 'adult', null, rng)];
}

function leavingTheShell(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    if (!inPlay(p)) continue;
    if (p.larva) {
      events.push(...gainContamination(s, seat, 1));
      p.deck = rng.shuffle([...p.deck, ...p.discard, ...p.hand]);
      p.discard = [];
      p.hand = [];
      events.push(...midGameEclosion(s, seat, rng));
    } else {
      events.push(...drawCards(s, seat, 4, rng));
      const contamination = p.hand.filter(isContamination);
      const infected = contamination.filter((c) => s.infected.includes(c)).length;
      if (infected) p.larva = true;
      events.push({ type: 'scanned', seat, contamination: contamination.length, infected });
      p.discard.push(...p.hand);
      p.hand = [];
    }
  }
  return events;
}

function placeEverywhere(s: RetaliationState, corridors: string[], types: IntruderKind[]): RetaliationEvent[] {
  return corridors.flatMap((c) => placeInCorridor(s, c, types));
}

export function resolveMainEffect(s: RetaliationState, card: string, rng: Rng): RetaliationEvent[] {
  const unexplored = corridorsInOrder(s).filter((c) => isUnexplored(s, c));
  const nearCharacters = (c: string) => positionOf(c).spaces.some((sp) => characterSpaces(s).has(sp));
  switch (card) {
    case 'breaking-in':
      for (const sp of rooms(s)) {
        if (s.spaces[sp].secure === 0) continue;
        s.spaces[sp].secure -= 1;
        s.markers.secure += 1;
      }
      return [];
    case 'damage':
      return eachRoom(s, (sp) => intrudersAt(s, sp).length > 0, (sp) => placeMalfunction(s, sp));
    case 'damaging-fire': {
      const burning = rooms(s).filter((sp) => s.spaces[sp].fire);
      const events = burning.flatMap((sp) => placeMalfunction(s, sp));
      for (const sp of burning) {
        const around = corridorsOf(s, sp).filter((c) => !isUnexplored(s, c));
        // Deadly Mode: a corridor has both its numbers for every effect, this one included (§5.19).
        const lowest = Math.min(...around.flatMap((c) => noiseValues(s, c)));
        events.push(...spreadFire(s, sp, around.filter((c) => noiseValues(s, c).includes(lowest))));
      }
      return events;
    }
    case 'egg-protection': {
      const nest = roomNamed(s, 'nest');
      const events = nest ? [...placeInRoom(s, nest, 'drone', null, rng), ...placeInRoom(s, nest, 'drone', null, rng)] : [];
      return [...events, ...placeEverywhere(s, unexplored.filter((c) => positionOf(c).sections.includes('C')), ['drone'])];
    }
    case 'fire-breath': {
      const burning = rooms(s).filter((sp) => s.spaces[sp].fire);
      return burning.flatMap((sp) => spreadFire(s, sp, corridorsOf(s, sp).filter((c) => s.lifeSupport[sectionOf(otherEnd(c, sp))])));
    }
    case 'generators-overheat':
      return lifeSupportRooms(s).flatMap((sp) => (s.lifeSupport[sectionOf(sp)] ? placeFire(s, sp) : placeMalfunction(s, sp)));
    case 'hatching': {
      const nest = roomNamed(s, 'nest');
      return [...(nest ? placeInRoom(s, nest, 'larva', null, rng) : []), ...placeEverywhere(s, unexplored.filter(nearCharacters), ['larva'])];
    }
    case 'landing-zone-explodes':
      return [...placeFire(s, LANDING_ZONE), ...placeMalfunction(s, LANDING_ZONE)];
    case 'leaving-the-shell':
      return leavingTheShell(s, rng);
    case 'life-support-failure':
      s.lifeSupport = { A: false, B: false, C: false };
      return lifeSupportRooms(s).flatMap((sp) => placeMalfunction(s, sp));
    case 'no-way-out':
      return placeEverywhere(s, corridorsOf(s, LANDING_ZONE).filter((c) => !s.corridors[c].reinforced), ['adult', 'adult', 'adult', 'adult']);
    case 'overwhelming-enemies':
      return placeEverywhere(s, corridorsInOrder(s).filter((c) => s.corridors[c].noise && nearCharacters(c)), ['drone']);
    case 'protect-and-serve': {
      const queen = s.intruders.find((i) => i.type === 'queen');
      if (!queen) return addToBag(s, 'drone', 2);
      if (isCorridor(queen.where)) return placeInCorridor(s, queen.where, ['drone', 'drone']);
      // Placed beside the Queen, they do not attack.
      return [...placeInRoom(s, queen.where, 'drone', null, rng, false), ...placeInRoom(s, queen.where, 'drone', null, rng, false)];
    }
    case 'reactor-overheating': {
      const targets = ['cooling-system', 'reactor'].map((r) => roomNamed(s, r)).filter((sp): sp is string => sp !== null);
      const events: RetaliationEvent[] = [];
      if (!s.powerCut && s.autodestruction === null && targets.some((sp) => s.spaces[sp].malfunction)) {
        s.autodestruction = s.round + 5;
        events.push({ type: 'autodestruction', round: s.autodestruction });
      }
      return [...events, ...targets.flatMap((sp) => placeMalfunction(s, sp))];
    }
    case 'rise-of-the-machine': {
      const marked = malfunctionRobot(s);
      const room = s.robot.space;
      if (!isRoom(s, room)) return marked;
      return [...marked, ...placeMalfunction(s, room), ...charactersIn(s, room).flatMap((seat) => loseHealth(s, seat, 2, 'an event'))];
    }
    case 'scent-of-prey':
      return corridorsInOrder(s).filter((c) => s.corridors[c].noise && nearCharacters(c)).flatMap((c) => resolveNoiseMarker(s, c, rng));
    case 'short-circuit':
      return eachRoom(s, (sp) => s.spaces[sp].malfunction && s.lifeSupport[sectionOf(sp)], (sp) => placeFire(s, sp));
    case 'system-failure':
      return eachRoom(s, (sp) => roomOf(s.spaces[sp].room).computer, (sp) => placeMalfunction(s, sp));
    case 'the-queen-awakens':
      return s.queenDead ? [] : addToBag(s, 'queen', s.tokenPiles.queen.length);
    case 'panic':
      return startPanic(s);
    default:
      return [];
  }
}
