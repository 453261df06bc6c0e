/**
 * What a shot can still become: the effects (with their payments) that can be started and completed, and whether a
 * Shoot action from a square has any weapon that can hit. `legalMoves` lists from these; rules 2 `apply` refuses
 * anything outside them.
 */
import type { Seat } from '../../../engine';
import { weaponById } from '../data';
import type { AdrenalineState, PlayerState, Shot } from '../state';
import { effectScripts } from '../weapons';
import { feasible } from '../weapons/script';
import { actionLimits } from './actions';
import { paymentOptions } from './ammo';
import { envFor, nextEffects } from './shot-state';

/** A shot with `weapon` chosen and nothing resolved yet, over the given players. */
export function draftShot(work: PlayerState[], weapon: string, from: string): Shot {
  return {
    stage: 'effects', weapon, used: [], current: null, pendingOps: null, scopes: [], memory: { targets: {} },
    work, discarded: [], reloaded: [], damaged: [], killed: [], scopesLog: [], from, effectsLog: [],
  };
}

/** The next effects that can be completed, each with every way to pay its extra cost. */
export function usableEffects(s: AdrenalineState, shot: Shot): Array<{ effect: string; pay: string[] }> {
  const env = envFor(s, shot);
  const me = shot.work[s.turn.seat];
  return nextEffects(shot).flatMap((e) => {
    if (!feasible(effectScripts[shot.weapon!][e.id], env, [])) return [];
    return paymentOptions(me, e.extraCost).map((pay) => ({ effect: e.id, pay }));
  });
}

/**
 * Whether `weapon`, once chosen, has a first effect that can be paid for and completed: `usableEffects` is not empty.
 * Asked for every weapon on every Shoot, so it stops at the first such effect and checks the payment (cheap) before
 * searching the script's questions.
 */
export function weaponCanHit(s: AdrenalineState, work: PlayerState[], weapon: string, from: string): boolean {
  const shot = draftShot(work, weapon, from);
  const env = envFor(s, shot);
  const me = shot.work[s.turn.seat];
  return nextEffects(shot).some((e) => paymentOptions(me, e.extraCost).length > 0 && feasible(effectScripts[weapon][e.id], env, []));
}

/** A hypothetical shot from `from`: some weapon (loaded, or reloadable in the frenzy) has a completable first effect. */
export function canShootFrom(s: AdrenalineState, seat: Seat, from: string): boolean {
  // Effect scripts only read squares and the shooter's hand and ammo, so a shallow copy with the moved shooter is enough.
  const work = s.players.map((p, i) => (i === seat ? { ...p, square: from } : p));
  const reloadable = actionLimits(s, seat).shootReload;
  return work[seat].weapons.some((w) => {
    if (!w.loaded && !(reloadable && paymentOptions(work[seat], weaponById.get(w.id)!.reloadCost).length > 0)) return false;
    return weaponCanHit(s, work, w.id, from);
  });
}
