/**
 * The intruder bag (digest §5.10.2, data: Intruder Help sheet "Queen is Alive" / "Queen is Dead"): tokens drawn for a
 * noise marker (read by their back), a Hazard (read by the front) or Bag Development. A drawn token goes to the bottom
 * of its pile; the Blank goes back into the bag after adding 2 Adults.
 */
import type { Rng, Seat } from '../../../engine';
import { intruderTokens } from '../data';
import type { RetaliationEvent } from '../events';
import type { IntruderKind, RetaliationState } from '../state';
import { activateQueen, placeInCorridor, placeInRoom } from './intruders';

const tokenById = new Map(intruderTokens.map((t) => [t.id, t]));
type TokenType = IntruderKind | 'blank';
const typeOf = (id: string): TokenType => tokenById.get(id)!.type;

/** Adds up to `count` tokens of a type from the top of its pile (an empty pile adds nothing). */
export function addToBag(s: RetaliationState, type: IntruderKind, count: number): RetaliationEvent[] {
  const added = s.tokenPiles[type].splice(0, count);
  s.bag.push(...added);
  s.bag.sort();
  return added.length ? [{ type: 'bag-changed', added: added.map(() => type) }] : [];
}

/** Draws a random token; returns its id (still out of the bag until `discardToken`). */
function drawToken(s: RetaliationState, rng: Rng): string | null {
  if (s.bag.length === 0) return null;
  return s.bag.splice(rng.int(s.bag.length), 1)[0];
}

function discardToken(s: RetaliationState, token: string, removeFromGame = false): void {
  const type = typeOf(token);
  if (type === 'blank') s.bag.push(token);
  else if (!removeFromGame) s.tokenPiles[type].push(token);
  s.bag.sort();
}

/** A Blank drawn anywhere: add 2 random Adults to the bag, the Blank goes back. */
function blank(s: RetaliationState, token: string): RetaliationEvent[] {
  discardToken(s, token);
  return addToBag(s, 'adult', 2);
}

/** Resolves a noise marker in a corridor: the token's back says what appears there. */
export function resolveNoiseMarker(s: RetaliationState, corridor: string, rng: Rng): RetaliationEvent[] {
  const token = drawToken(s, rng);
  s.corridors[corridor].noise = false;
  if (!token) return [];
  const t = tokenById.get(token)!;
  const events: RetaliationEvent[] = [{ type: 'token-drawn', intruderType: t.type, back: t.type === 'adult' || t.type === 'drone' ? t.back : null, where: corridor }];
  if (t.type === 'blank') return [...events, ...blank(s, token)];
  if (t.type === 'queen') {
    if (s.queenDead) {
      discardToken(s, token, true);
      return [...events, ...placeInCorridor(s, corridor, ['drone'])];
    }
    discardToken(s, token);
    const onMap = s.intruders.some((i) => i.type === 'queen');
    return [...events, ...(onMap ? activateQueen(s, rng) : placeInCorridor(s, corridor, ['queen']))];
  }
  discardToken(s, token);
  if (t.type === 'larva') return [...events, ...placeInCorridor(s, corridor, ['larva'])];
  const [adults, drones] = t.back.split('+').map(Number);
  const types: IntruderKind[] = [...Array<IntruderKind>(adults).fill('adult'), ...Array<IntruderKind>(drones || 0).fill('drone')];
  return [...events, ...placeInCorridor(s, corridor, types)];
}

/** A Hazard result: one intruder of the token's front type appears in the character's room and attacks. */
export function resolveHazard(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const room = s.players[seat].space!;
  const token = drawToken(s, rng);
  if (!token) return [];
  const type = typeOf(token);
  const events: RetaliationEvent[] = [{ type: 'token-drawn', intruderType: type, back: null, where: room }];
  if (type === 'blank') return [...events, ...blank(s, token)];
  if (type === 'queen') {
    if (s.queenDead) {
      discardToken(s, token, true);
      return [...events, ...placeInRoom(s, room, 'drone', seat, rng)];
    }
    discardToken(s, token);
    const onMap = s.intruders.some((i) => i.type === 'queen');
    return [...events, ...(onMap ? activateQueen(s, rng) : placeInRoom(s, room, 'queen', seat, rng))];
  }
  discardToken(s, token);
  return [...events, ...placeInRoom(s, room, type, seat, rng)];
}

/** Bag Development (Event Phase step 4), by the token's front. */
export function developBag(s: RetaliationState, rng: Rng): RetaliationEvent[] {
  const token = drawToken(s, rng);
  if (!token) return [];
  const type = typeOf(token);
  const events: RetaliationEvent[] = [{ type: 'bag-developed', drawn: type }];
  if (type === 'blank') return [...events, ...blank(s, token)];
  if (s.queenDead) {
    discardToken(s, token, type === 'queen');
    if (type === 'queen' || type === 'larva') return [...events, ...addToBag(s, 'drone', 2)];
    return [...events, ...addToBag(s, 'larva', 2)];
  }
  discardToken(s, token);
  if (type === 'queen') {
    const onMap = s.intruders.some((i) => i.type === 'queen');
    return [...events, ...(onMap ? activateQueen(s, rng) : addToBag(s, 'larva', 2))];
  }
  if (type === 'larva') return [...events, ...addToBag(s, 'drone', 2)];
  return [...events, ...addToBag(s, 'queen', 2)];
}
