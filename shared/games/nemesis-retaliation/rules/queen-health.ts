/**
 * The effects printed on Queen Health cards beyond their discards (data: queen-health-cards.json; the schema keeps
 * the text, so an effect is recognised by its printed sentence): Repel the Queen (away from `source`, the room the
 * damage came from), Activate the Queen, remove her model from the map, add every Queen token to the bag, each
 * character in her room draws 2 Action cards or makes a Noise roll, a malfunction marker in her room.
 */
import type { Rng } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { addToBag } from './bag';
import { isCorridor } from './board';
import { drawCards } from './cards';
import { repel } from './doors';
import { charactersIn } from './health';
import { activateQueen, removeIntruder } from './intruders';
import { placeMalfunction } from './markers';
import { noiseRoll } from './noise';

/** Where the damage came from (the attacker's room) and the PRNG, for the effects that need them. */
export interface QueenDamage { rng: Rng; source: string }

export const QUEEN_HEALTH_DRAW = 2;

type Effect = (s: RetaliationState, queen: { id: string; where: string }, ctx: QueenDamage) => RetaliationEvent[];
const inHerRoom = (s: RetaliationState, where: string) => (isCorridor(where) ? [] : charactersIn(s, where));

const EFFECTS: Array<[string, Effect]> = [
  ['Repel the Queen.', (s, q, { rng, source }) => repel(s, q.id, source, rng)],
  ['Activate the Queen.', (s, _q, { rng }) => activateQueen(s, rng)],
  ['Place the Queen back in the pool', (s, q) => {
    removeIntruder(s, q.id);
    return [{ type: 'queen-left-map', intruder: q.id }];
  }],
  ['Add all Queen tokens to the bag.', (s) => addToBag(s, 'queen', s.tokenPiles.queen.length)],
  ['draws 2 Action cards', (s, q, { rng }) => inHerRoom(s, q.where).flatMap((seat) => drawCards(s, seat, QUEEN_HEALTH_DRAW, rng))],
  ['makes a Noise roll', (s, q, { rng }) => inHerRoom(s, q.where).flatMap((seat) => noiseRoll(s, seat, rng))],
  ['Place a Malfunction marker in the Room with the Queen.', (s, q) => (isCorridor(q.where) ? [] : placeMalfunction(s, q.where))],
];

/** The effect of the Queen Health card `text`, resolved while the Queen is alive and on the map. */
export function queenHealthEffect(s: RetaliationState, text: string, ctx: QueenDamage): RetaliationEvent[] {
  const queen = s.intruders.find((i) => i.type === 'queen');
  const effect = EFFECTS.find(([phrase]) => text.includes(phrase));
  if (!queen || s.queenDead || !effect) return [];
  return effect[1](s, queen, ctx);
}
