/**
 * Shoot First ("Move through an empty Corridor. You may Shoot or Burst at any point of that Movement, even before the
 * Movement or right before an Intruder Attack"; Not In Combat; FAQ v1.2: at the intruders that appear from the
 * movement's noise roll). Read here as one Shoot or Burst, paid by the card (no action card, the weapon's Ammo as
 * usual), offered until it is spent at each point of the movement where something can happen: before it, on arrival
 * (the room reached or laid out, before its noise roll or entrance effect), right before each Intruder Attack during
 * it, on the mover or on another character, and at its end (after the noise roll: the intruders it brought into the
 * corridors around). The movement pauses for it (rules/attack-pause.ts), only where an intruder is in reach: a Shoot at
 * an intruder of the mover's room, or a Burst into a corridor around it, whose hits wait for the mover's allocation
 * in turn. A shot that kills the attacker leaves no attack.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { PauseAsk, RetaliationState, ShotChoice } from '../state';
import { decide, registerBeforeAttack, registerOnArrival } from './attack-pause';
import { intrudersAt } from './board';
import { allocations, applyAllocation } from './combat';
import { ammoChoices, firingWeapons } from './equipment';
import { burstInto, shootAt } from './fire';
import { inPlay } from './health';
import { exits, moveCharacter } from './movement';
import { moveExits } from './passage';
import { targeted, type CardEffect } from './card-effects/types';

/** Every Shoot or Burst the seat could make now, with any working, loaded ranged weapon in its hands. */
export function shotChoices(s: RetaliationState, seat: Seat): ShotChoice[] {
  const here = intrudersAt(s, s.players[seat].space!);
  // §6.2: each also naming its Ammo token when the weapon's tokens hold both kinds (unnamed: a Half first).
  return firingWeapons(s, seat).flatMap((weapon) => [undefined, ...ammoChoices(s, seat, weapon)].flatMap((ammo): ShotChoice[] => [
    ...here.map((i) => ({ weapon, target: i.id, ...(ammo && { ammo }) })),
    ...exits(s, seat).map((corridor) => ({ weapon, corridor, ...(ammo && { ammo }) })),
  ]));
}

export const sameShot = (a: ShotChoice, b: ShotChoice) =>
  a.weapon === b.weapon && ('target' in a ? 'target' in b && a.target === b.target : 'corridor' in b && a.corridor === b.corridor);

function fire(s: RetaliationState, seat: Seat, shot: ShotChoice, rng: Rng): RetaliationEvent[] {
  if ('target' in shot) return shootAt(s, seat, shot.weapon, s.intruders.find((i) => i.id === shot.target)!, rng, shot.ammo);
  const events = burstInto(s, seat, shot.weapon, shot.corridor, rng, seat, shot.ammo);
  if (!s.allocation) return events;
  // The Burst's hits: the mover gives them out before the movement goes on (another pause).
  const { answer, mark } = decide(s, { kind: 'allocate', seat }, { kind: 'allocate', kill: [] });
  return [...events, ...mark, ...applyAllocation(s, seat, answer.kill, rng)];
}

/** Whether a shot would find a target: an intruder in the room, or in a corridor around it (an empty Burst is no reason to ask). */
const hasTarget = (s: RetaliationState, shot: ShotChoice) => 'target' in shot || intrudersAt(s, shot.corridor).length > 0;

/** Where in the movement the shot is offered besides before it or right before an attack on the mover. */
type Moment = Pick<Extract<PauseAsk, { kind: 'shoot-first' }>, 'ended' | 'arrived' | 'attacked'>;

/**
 * The card's shot, if not spent: the mover chooses (a pause) to fire now, or not. `attacker`: the intruder about to
 * attack. Asked only where the shot has a target, so a Shoot First with nothing around to shoot never stops.
 */
function offerShot(s: RetaliationState, seat: Seat, attacker: string | null, rng: Rng, moment: Moment = {}): RetaliationEvent[] {
  const first = s.shootFirst;
  if (!first || first.seat !== seat || first.fired || !inPlay(s.players[seat]) || s.destroyed) return [];
  if (!shotChoices(s, seat).some((shot) => hasTarget(s, shot))) return [];
  const { answer, mark } = decide(s, { kind: 'shoot-first', seat, attacker, ...moment }, { kind: 'shoot-first', fire: null });
  if (!answer.fire) return mark;
  first.fired = true;
  return [...mark, ...fire(s, seat, answer.fire, rng)];
}

// Right before any Intruder Attack during the movement, on the mover or on another character (a Queen activated by a
// bag token, an attack sent on by Duck and Cover): the card's "right before an Intruder Attack" names no target.
registerBeforeAttack((s, attacked, intruder, rng) => {
  const mover = s.shootFirst!.seat;
  if (!s.intruders.some((i) => i.id === intruder.id)) return [];
  return offerShot(s, mover, intruder.id, rng, attacked === mover ? {} : { attacked });
});
registerOnArrival((s, seat, rng) => offerShot(s, seat, null, rng, { arrived: true }));

/** The hits of a paused Burst that the mover may give out now (the allocation's legal lists). */
export const pausedAllocations = (s: RetaliationState) => (s.allocation ? allocations(s, s.allocation.corridor, s.allocation.hits) : [[]]);

// Through a corridor the mover may walk (no closed door at either end; rules/passage.ts), not every one a Burst reaches.
const emptyExits = (s: RetaliationState, seat: Seat) => moveExits(s, seat).filter((c) => intrudersAt(s, c).length === 0);

export const shootFirst: CardEffect = targeted(
  emptyExits,
  'No open corridor around your room is empty of intruders.',
  'Move through an empty corridor around your room.',
  (s, seat, corridor, rng) => {
    s.shootFirst = { seat, fired: false };
    const events = offerShot(s, seat, null, rng);
    // The shot before the move may have emptied the mover's health (Plasma Gun) or ended the game.
    if (inPlay(s.players[seat]) && !s.destroyed && moveExits(s, seat).includes(corridor)) {
      events.push(...moveCharacter(s, seat, corridor, false, rng), ...offerShot(s, seat, null, rng, { ended: true }));
    }
    delete s.shootFirst;
    return events;
  },
);
