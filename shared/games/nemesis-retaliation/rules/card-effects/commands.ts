/**
 * The Move, Shoot or Burst command of Chain of Command and First in Command: "Choose a lower-ranking Character in your
 * Room or a neighboring Room. Make the chosen Character Move, Shoot, or Burst." The commander makes every choice
 * (digest §5.3 orders: the corridor, the weapon, the target, a Burst's allocation) and may not order a move that gives
 * intruders an attack (no self-harm commands: a corridor holding intruders, or leaving a room with some). The order is
 * the basic action without its cost. Ranks come from rules/ranks.ts: where one is unknown (all but Medical Support's,
 * data README) the command is refused with a sentence naming it. A commanded character holding Chain of Command set to
 * react ignores it (reactions.ts).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { intrudersAt } from '../board';
import { firingWeapons, type AmmoKind } from '../equipment';
import { burstInto, shootAt } from '../fire';
import { charactersIn } from '../health';
import { exits, moveCharacter, pursuitThreat } from '../movement';
import { moveExits } from '../passage';
import { outranks, rankGap } from '../ranks';
import { roomsInReach } from './people';
import { ignoresCommand } from './reactions';
import { shotKinds, type CardEffect, type PlayChoice } from './types';

const characterOfSeat = (s: RetaliationState, seat: Seat) => s.players[seat].character!;

/** The other characters in the command's reach (your room and its neighbours). */
function inReach(s: RetaliationState, seat: Seat): Seat[] {
  return roomsInReach(s, seat).flatMap((room) => charactersIn(s, room)).filter((x) => x !== seat);
}

const lowerRanking = (s: RetaliationState, seat: Seat) => inReach(s, seat).filter((x) => outranks(characterOfSeat(s, seat), characterOfSeat(s, x), s) === true);

/** The orders a commander may give `x`: `move` along a corridor, `shoot:<weapon>` at an intruder, `burst:<weapon>` into a corridor. */
export function orders(s: RetaliationState, x: Seat): PlayChoice[] {
  const room = s.players[x].space!;
  const ways = exits(s, x);
  const weapons = firingWeapons(s, x);
  return [
    ...moveExits(s, x).filter((c) => !pursuitThreat(s, room, c)).map((target) => ({ seat: x, choice: 'move', target })),
    ...weapons.flatMap((w) => intrudersAt(s, room).map((i) => ({ seat: x, choice: `shoot:${w}`, target: i.id }))),
    ...weapons.flatMap((w) => ways.map((target) => ({ seat: x, choice: `burst:${w}`, target }))),
  ];
}

/** Makes `x` take the order; the Burst's hits wait for the commander's allocation. */
export function carryOut(s: RetaliationState, commander: Seat, x: Seat, order: string, target: string, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const ignored = ignoresCommand(s, x);
  if (ignored) return ignored;
  const [how, weapon] = order.split(':');
  if (how === 'move') return moveCharacter(s, x, target, false, rng);
  if (how === 'shoot') return shootAt(s, x, weapon, s.intruders.find((i) => i.id === target)!, rng, kind);
  return burstInto(s, x, weapon, target, rng, commander, kind);
}

export const moveShootOrBurst: CardEffect = {
  problem: (s, seat) => {
    const near = inReach(s, seat);
    if (!near.length) return 'There is no other character in your room or a neighbouring one to command.';
    const unknown = near.filter((x) => outranks(characterOfSeat(s, seat), characterOfSeat(s, x), s) === null);
    const lower = lowerRanking(s, seat);
    if (!lower.length && unknown.length) return rankGap([seat, ...unknown].map((x) => characterOfSeat(s, x)), s);
    if (!lower.length) return 'No character in your room or a neighbouring one ranks lower than you.';
    return lower.some((x) => orders(s, x).length) ? null : 'No lower-ranking character in reach can move without being attacked, shoot or burst.';
  },
  choices: (s, seat) => lowerRanking(s, seat).flatMap((x) => orders(s, x)),
  choiceError: 'Choose a lower-ranking character in your room or a neighbouring one, and the move (never past intruders), shot or burst they make.',
  // The commander names the commanded character's Ammo token too (O1: every choice of the order).
  ammoKinds: (s, _seat, c) => shotKinds(s, c.seat!, c.choice),
  resolve: (s, seat, play, rng) => carryOut(s, seat, play.seat!, play.choice!, play.target!, rng, play.ammo),
};
