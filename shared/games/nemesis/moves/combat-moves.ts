/**
 * Shoot and Melee (cost 1, in or out of combat): at one intruder in the room, or at eggs there. Shooting spends 1 ammo
 * of a held weapon; Melee first gives a contamination card and, on a miss against an intruder, a serious wound.
 * Every attempt at eggs is followed by a noise roll in the attacker's room (§5.16).
 */
import type { Rng, Seat } from '../../../engine';
import { combatDieFaces } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { eggsIn } from '../rules/combat';
import { settle } from '../rules/flow';
import { intrudersIn } from '../rules/ship';
import { asRead, fireShot, hit } from '../rules/shots';
import { baseInjuries, weaponRuleOf, type CombatFace } from '../rules/weapons';
import { receiveContamination, sufferSeriousWound } from '../rules/wounds';
import type { NemesisState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

/** The intruder or the eggs aimed at, or why the target is not there. */
export function targetIn(s: NemesisState, seat: Seat, target: string) {
  const room = s.players[seat].room!;
  if (target === 'eggs') return eggsIn(s, room) > 0 ? ('eggs' as const) : refuse('move/no-target', 'There are no eggs here to attack.');
  return intrudersIn(s, room).find((i) => i.id === target) ?? refuse('move/no-target', 'That intruder is not in your room.');
}

/** A held weapon with ammo, by card id, or why it cannot shoot. */
export function loadedWeapon(s: NemesisState, seat: Seat, weapon: string) {
  const held = s.players[seat].hands.find((h) => h.kind === 'item' && h.card === weapon);
  if (!held || held.kind !== 'item' || !weaponRuleOf(held.card)) return refuse('move/no-weapon', 'Shoot with a weapon you hold in a hand.');
  if (!held.ammo) return refuse('move/no-ammo', 'That weapon has no ammo left.');
  return held;
}

export const shoot: Handler<MoveOf<'shoot'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  const held = loadedWeapon(s, seat, move.weapon);
  if ('code' in held) return held;
  const target = targetIn(s, seat, move.target);
  if (typeof target === 'object' && 'code' in target) return target;
  const problem = paymentProblem(p, move.pay, 1);
  if (problem) return refuse('move/payment', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  held.ammo! -= 1;
  fireShot(s, seat, held, target, {}, rng, events);
  settle(s, rng, events);
  return events;
};

export const melee: Handler<MoveOf<'melee'>> = (s, seat, move, rng) => {
  const target = targetIn(s, seat, move.target);
  if (typeof target === 'object' && 'code' in target) return target;
  const problem = paymentProblem(s.players[seat], move.pay, 1);
  if (problem) return refuse('move/payment', problem);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  if (target !== 'eggs') receiveContamination(s, seat, events);
  const face = rng.roll(combatDieFaces) as CombatFace;
  const injuries = baseInjuries(asRead(s, face, target), target === 'eggs' ? 'eggs' : target.type, true);
  events.push({ type: 'melee', seat, target: move.target, face, injuries });
  if (injuries === 0 && target !== 'eggs') sufferSeriousWound(s, seat, rng, events);
  else hit(s, seat, target, injuries, rng, events);
  settle(s, rng, events);
  return events;
};
