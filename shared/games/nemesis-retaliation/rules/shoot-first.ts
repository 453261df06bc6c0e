/**
 * Shoot First ("Move through an empty Corridor. You may Shoot or Burst at any point of that Movement, even before the
 * Movement or right before an Intruder Attack"; Not In Combat; FAQ v1.2: at the intruders that appear from the
 * movement's noise roll). Read here as one Shoot or Burst, paid by the card (no action card, the weapon's Ammo as
 * usual), offered before the movement, then right before each attack on the mover, then at the movement's end (after
 * its noise roll: the intruders it brought into the corridors around), until it is spent. The movement pauses for it
 * (rules/attack-pause.ts): a Shoot at an intruder of the mover's room, or a Burst into a corridor around it, whose
 * hits wait for the mover's allocation in turn. A shot that kills the attacker leaves no attack.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState, ShotChoice } from '../state';
import { decide, registerBeforeAttack } from './attack-pause';
import { intrudersAt } from './board';
import { allocations, applyAllocation } from './combat';
import { ammoChoices, firingWeapons } from './equipment';
import { burstInto, shootAt } from './fire';
import { inPlay } from './health';
import { exits, moveCharacter } from './movement';
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

/**
 * The card's shot, if not spent: the mover chooses (a pause) to fire now, or not. `attacker`: the intruder about to
 * attack; `ended`: the movement is over.
 */
function offerShot(s: RetaliationState, seat: Seat, attacker: string | null, rng: Rng, ended = false): RetaliationEvent[] {
  const first = s.shootFirst;
  if (!first || first.seat !== seat || first.fired || !inPlay(s.players[seat]) || s.destroyed || !shotChoices(s, seat).length) return [];
  const ask = ended ? ({ kind: 'shoot-first', seat, attacker, ended } as const) : ({ kind: 'shoot-first', seat, attacker } as const);
  const { answer, mark } = decide(s, ask, { kind: 'shoot-first', fire: null });
  if (!answer.fire) return mark;
  first.fired = true;
  return [...mark, ...fire(s, seat, answer.fire, rng)];
}

registerBeforeAttack((s, seat, intruder, rng) => (s.intruders.some((i) => i.id === intruder.id) ? offerShot(s, seat, intruder.id, rng) : []));

/** The hits of a paused Burst that the mover may give out now (the allocation's legal lists). */
export const pausedAllocations = (s: RetaliationState) => (s.allocation ? allocations(s, s.allocation.corridor, s.allocation.hits) : [[]]);

const emptyExits = (s: RetaliationState, seat: Seat) => exits(s, seat).filter((c) => intrudersAt(s, c).length === 0);

export const shootFirst: CardEffect = targeted(
  emptyExits,
  'No open corridor around your room is empty of intruders.',
  'Move through an empty corridor around your room.',
  (s, seat, corridor, rng) => {
    s.shootFirst = { seat, fired: false };
    const events = offerShot(s, seat, null, rng);
    // The shot before the move may have emptied the mover's health (Plasma Gun) or ended the game.
    if (inPlay(s.players[seat]) && !s.destroyed && exits(s, seat).includes(corridor)) {
      events.push(...moveCharacter(s, seat, corridor, false, rng), ...offerShot(s, seat, null, rng, true));
    }
    delete s.shootFirst;
    return events;
  },
);
