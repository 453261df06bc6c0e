/**
 * Fire at Will's command ("Choose your Room or a neighboring Room. Make each Character in that Room Burst once at
 * adjacent Corridors of your choice."): the play names the room (any room through Officer's Channel); every character
 * there who can Burst (a loaded working ranged weapon and an open corridor) is queued in turn order, the commander
 * included if it is their room; a commanded character's Chain of Command may ignore it (reactions.ts). The commander
 * then names each Burst's weapon and corridor in turn with the follow-up `order-burst`, and gives out its hits; once
 * the queue is empty the card counts as the action. The order is the Burst without its cost (digest §5.3 orders).
 */
import type { Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { MoveOf } from '../../moves/schema';
import type { RetaliationState } from '../../state';
import { ammoChoices, firingWeapons } from '../equipment';
import { charactersIn } from '../health';
import { exits } from '../movement';
import type { Rng } from '../../../../engine';
import { burstInto } from '../fire';
import { roomsInReach } from './people';
import { ignoresCommand } from './reactions';
import { targeted, type CardEffect } from './types';

const canBurst = (s: RetaliationState, x: Seat) => firingWeapons(s, x).length > 0 && exits(s, x).length > 0;
const shooters = (s: RetaliationState, room: string) => charactersIn(s, room).filter((x) => canBurst(s, x));

/** Drops from the head of the queue anyone who can no longer Burst (dead, disarmed); ends the order when it is empty. */
function nextShooter(s: RetaliationState): Seat | null {
  const order = s.fireAtWill!;
  while (order.queue.length && !canBurst(s, order.queue[0])) order.queue.shift();
  if (order.queue.length) return order.queue[0];
  s.fireAtWill = null;
  return null;
}

export const fireAtWill: CardEffect = targeted(
  (s, seat) => roomsInReach(s, seat).filter((room) => shooters(s, room).length),
  'Nobody in your room or a neighbouring one can Burst (a loaded ranged weapon and an open corridor).',
  'Choose your room or a neighbouring room where someone can Burst.',
  (s, seat, room) => {
    const events: RetaliationEvent[] = [];
    const queue = shooters(s, room).filter((x) => {
      const ignored = x === seat ? null : ignoresCommand(s, x);
      if (ignored) events.push(...ignored);
      return !ignored;
    });
    s.fireAtWill = { seat, queue };
    nextShooter(s);
    return events;
  },
);

/** The Bursts the commander may order next, naming the Ammo token when the weapon holds both kinds (§6.2, O1). */
export function orderBurstChoices(s: RetaliationState): Array<MoveOf<'order-burst'>> {
  const x = s.fireAtWill!.queue[0];
  return firingWeapons(s, x).flatMap((weapon) =>
    [undefined, ...ammoChoices(s, x, weapon)].flatMap((ammo) => exits(s, x).map((corridor) => ({ type: 'order-burst', weapon, corridor, ...(ammo && { ammo }) }) as const)),
  );
}

/** The next character Bursts; the order goes on once its hits are given out (`fireAtWillDone`). */
export function orderBurst(s: RetaliationState, move: MoveOf<'order-burst'>, rng: Rng): RetaliationEvent[] {
  const order = s.fireAtWill!;
  const x = order.queue.shift()!;
  return burstInto(s, x, move.weapon, move.corridor, rng, order.seat, move.ammo);
}

/** Whether the order is over (nothing left to Burst and no hits waiting). */
export function fireAtWillDone(s: RetaliationState): boolean {
  return !s.allocation && (s.fireAtWill === null || s.fireAtWill === undefined || nextShooter(s) === null);
}
