/** Shoot, Burst, Melee and the allocation of burst hits (digest §5.11). */
import { costOf } from '../rules/actions';
import { attack } from '../rules/attack';
import { intrudersAt } from '../rules/board';
import { gainContamination, pay, payProblem } from '../rules/cards';
import { allocations, applyAllocation } from '../rules/combat';
import { burstInto, meleeRoll, shootAt } from '../rules/fire';
import { againKinds, fireAgain, offerAgain, repelTargets, SAWED_OFF, sawedOffRepel } from '../rules/fire-again';
import { firingWeapons, malfunctionItem, namedAmmoProblem, spendableKinds } from '../rules/equipment';
import { LAUNCHER, launcherFire, launcherFireProblem, launcherProblem, openLauncher } from '../rules/grenade-launcher';
import { afterAction } from '../rules/flow';
import { placeFire } from '../rules/markers';
import { exits } from '../rules/movement';
import type { RetaliationEvent } from '../events';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const shoot: Handler<MoveOf<'shoot'>> = (s, seat, move, rng) => {
  const problem = payProblem(s, seat, move.pay, costOf('shoot'));
  if (problem) return refuse('move/illegal', problem);
  if (!firingWeapons(s, seat).includes(move.weapon)) return refuse('move/no-weapon', 'Shoot with a working, loaded ranged weapon in your hands.');
  const target = intrudersAt(s, s.players[seat].space!).find((i) => i.id === move.target);
  if (!target) return refuse('move/no-target', 'Shoot only at an intruder in your room.');
  const ammo = namedAmmoProblem(spendableKinds(s, seat, move.weapon), move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  if (move.repel) {
    if (move.weapon !== SAWED_OFF || !repelTargets(s, seat).includes(target.id)) return refuse('move/illegal', 'Only a loaded Sawed-off Shotgun repels, and only an Adult in your room.');
    return [...pay(s, seat, move.pay), ...sawedOffRepel(s, seat, target.id, rng, move.ammo), ...afterAction(s, seat, rng)];
  }
  const events: RetaliationEvent[] = [...pay(s, seat, move.pay), ...shootAt(s, seat, move.weapon, target, rng, move.ammo)];
  offerAgain(s, seat, move.weapon, { target: move.target });
  return [...events, ...afterAction(s, seat, rng)];
};

export const burst: Handler<MoveOf<'burst'>> = (s, seat, move, rng) => {
  const problem = payProblem(s, seat, move.pay, costOf('burst'));
  if (problem) return refuse('move/illegal', problem);
  if (!firingWeapons(s, seat).includes(move.weapon)) return refuse('move/no-weapon', 'Burst with a working, loaded ranged weapon in your hands.');
  if (!exits(s, seat).includes(move.corridor)) return refuse('move/no-target', 'Burst only into a corridor around your room, not behind a closed door.');
  // With the launcher's grenades, the Burst that may follow names its token then (`launcher-fire`).
  if (move.ammo && move.launcher) return refuse('move/illegal', 'Name the Ammo token when the launcher fires its Burst, after its grenades.');
  const ammo = namedAmmoProblem(spendableKinds(s, seat, move.weapon), move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  if (move.launcher) {
    const issue = move.weapon === LAUNCHER ? launcherProblem(s, seat, move.corridor) : 'Only the Grenade Launcher fires grenades with a Burst.';
    if (issue) return refuse('move/illegal', issue);
    const paid = pay(s, seat, move.pay);
    openLauncher(s, seat, move.corridor);
    return [...paid, ...afterAction(s, seat, rng)];
  }
  const events: RetaliationEvent[] = [...pay(s, seat, move.pay), ...burstInto(s, seat, move.weapon, move.corridor, rng, seat, move.ammo)];
  offerAgain(s, seat, move.weapon, { corridor: move.corridor });
  return [...events, ...afterAction(s, seat, rng)];
};

export const launcherFireMove: Handler<MoveOf<'launcher-fire'>> = (s, seat, move, rng) => {
  const problem = launcherFireProblem(s, move);
  return problem ? refuse('move/illegal', problem) : [...launcherFire(s, seat, move, rng), ...afterAction(s, seat, rng)];
};

export const fireAgainMove: Handler<MoveOf<'fire-again'>> = (s, seat, move, rng) => {
  const ammo = namedAmmoProblem(move.go ? againKinds(s) : [], move.ammo);
  if (ammo) return refuse('move/illegal', ammo);
  return [...fireAgain(s, seat, move.go, rng, move.ammo), ...afterAction(s, seat, rng)];
};

export const allocateHits: Handler<MoveOf<'allocate-hits'>> = (s, seat, move, rng) => {
  const pending = s.allocation!;
  const key = (ids: readonly string[]) => ids.slice().sort().join(',');
  if (!allocations(s, pending.corridor, pending.hits).some((a) => key(a) === key(move.kill))) {
    return refuse('move/illegal', `Give each intruder you name enough of your ${pending.hits} hits to kill it.`);
  }
  // The action is the turn's, whoever gives out the hits: a trade partner throwing a Grenade card on gain (free use,
  // no action of its own) allocates them, and the trade then ends as the active character's action.
  return [...applyAllocation(s, seat, move.kill, rng), ...afterAction(s, s.turn?.seat ?? seat, rng)];
};

export const melee: Handler<MoveOf<'melee'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  const problem = payProblem(s, seat, move.pay, costOf('melee'));
  if (problem) return refuse('move/illegal', problem);
  const target = intrudersAt(s, p.space!).find((i) => i.id === move.target);
  if (!target) return refuse('move/no-target', 'Attack only an intruder in your room.');
  if (move.ifSurvives !== 'attack' && !p.hands.includes(move.ifSurvives)) return refuse('move/no-weapon', 'Name a weapon in your hands, or take the attack.');
  const events: RetaliationEvent[] = [...pay(s, seat, move.pay), ...gainContamination(s, seat, 1)];
  const { face, killed, events: hit } = meleeRoll(s, seat, target, rng);
  const survivor = !killed && s.intruders.includes(target);
  events.push({ type: 'melee', seat, target: move.target, face, killed, defence: survivor ? move.ifSurvives : null }, ...hit);
  if (survivor && move.ifSurvives === 'attack') events.push(...attack(s, seat, target, rng));
  else if (survivor && s.markers.malfunction === 0) events.push(...placeFire(s, p.space!));
  else if (survivor) {
    const destroyed = malfunctionItem(s, seat, move.ifSurvives);
    events.push({ type: 'item-malfunctioned', seat, item: move.ifSurvives, destroyed });
  }
  return [...events, ...afterAction(s, seat, rng)];
};
