/**
 * Reading a pending shot: the effect environment, which effects may come next, what a Targeting Scope needs,
 * and applying an effect's operations to the shot's working copy of the players.
 */
import type { Seat } from '../../../engine';
import { powerupById, weaponById, type EffectData } from '../data';
import type { AdrenalineState, Op, PlayerState, Shot } from '../state';
import type { EffectEnv } from '../weapons/script';
import { colors } from './ammo';
import { applyHit } from './damage';
import { boardOf, canSee, type Square } from './geometry';
import { rulesAt, type MoveContext } from './version';

export function envFor(s: AdrenalineState, shot: Shot): EffectEnv {
  return { board: boardOf(s.map), shooter: s.turn.seat, squares: shot.work.map((p) => p.square), memory: shot.memory };
}

/** Effects that may be started next: one mode for mode weapons; unused effects whose prerequisites are done otherwise. */
export function nextEffects(shot: Shot): EffectData[] {
  if (shot.stage !== 'effects' || shot.weapon === null) return [];
  const w = weaponById.get(shot.weapon)!;
  if (w.structure !== 'optional-effects') return shot.used.length === 0 ? w.effects : [];
  return w.effects.filter((e) => !shot.used.includes(e.id) && e.requires.every((r) => shot.used.includes(r)));
}

export function canConfirm(shot: Shot): boolean {
  if (shot.stage !== 'effects' || shot.weapon === null || shot.used.length === 0) return false;
  return weaponById.get(shot.weapon)!.structure !== 'optional-effects' || shot.used.includes('basic');
}

export const scopeCards = (p: PlayerState) => p.powerups.filter((c) => powerupById.get(c)!.type === 'targeting-scope');

/** Seats receiving damage from the pending effect: the only legal Targeting Scope targets. */
export function damagedByPending(shot: Shot): Seat[] {
  return [...new Set((shot.pendingOps ?? []).flatMap((o) => (o.op === 'hit' && o.damage > 0 ? [o.seat] : [])))];
}

/** Ways to pay a Scope's 1 cube of any colour: a cube colour, or another powerup card. */
export function scopePayments(p: PlayerState, card: string): string[] {
  return [...colors.filter((c) => p.ammo[c] > 0), ...p.powerups.filter((c) => c !== card)];
}

export function scopePossible(s: AdrenalineState, shot: Shot): boolean {
  const me = shot.work[s.turn.seat];
  return damagedByPending(shot).length > 0 && scopeCards(me).some((c) => scopePayments(me, c).length > 0);
}

/** Where the shooter stood when `effect` resolved: the shot's square, moved by the shooter's own earlier effects. */
function shooterSquareAt(shot: Shot, shooter: Seat, effect: string): Square {
  let square = shot.from;
  for (const logged of shot.effectsLog) {
    if (logged.effect === effect) break;
    for (const op of logged.ops) if (op.op === 'move' && op.seat === shooter) square = op.to;
  }
  return square;
}

/**
 * The squares a hit's Tagback sight is judged from: where victim and shooter stand now, except for the Fragmenting
 * Warhead (rules 2), which goes off during the basic effect: from the target's original square to where the shooter
 * stood then, even if the shooter rocket-jumped since.
 */
function sightSquares(s: AdrenalineState, shot: Shot, effect: string, victim: Seat, ctx: MoveContext): { victim: Square; shooter: Square } {
  const shooter = s.turn.seat;
  if (effect === 'fragmenting-warhead' && rulesAt(ctx, 2)) {
    return { victim: shot.memory.rocketOrigin!.square, shooter: shooterSquareAt(shot, shooter, 'basic') };
  }
  return { victim: shot.work[victim].square!, shooter: shot.work[shooter].square! };
}

/** Applies an effect's operations in order; each Scope adds 1 to its target's first damage of the effect, before marks. */
export function applyOps(s: AdrenalineState, shot: Shot, ops: readonly Op[], ctx: MoveContext): void {
  const shooter = s.turn.seat;
  const board = boardOf(s.map);
  const effect = shot.used[shot.used.length - 1];
  const extra = new Map<Seat, number>();
  for (const sc of shot.scopes) extra.set(sc.target, (extra.get(sc.target) ?? 0) + 1);
  const applied: Op[] = [];
  for (const op of ops) {
    const victim = shot.work[op.seat];
    if (op.op === 'move') {
      victim.square = op.to;
      applied.push(op);
      continue;
    }
    let damage = op.damage;
    if (damage > 0 && extra.has(op.seat)) {
      damage += extra.get(op.seat)!;
      extra.delete(op.seat);
    }
    const result = applyHit(victim, shooter, damage, op.marks);
    applied.push({ ...op, damage });
    if (damage > 0) {
      const at = sightSquares(s, shot, effect, op.seat, ctx);
      const sawShooter = canSee(board, at.victim, at.shooter);
      const prior = shot.damaged.find((d) => d.seat === op.seat);
      if (prior) prior.sawShooter ||= sawShooter;
      else shot.damaged.push({ seat: op.seat, sawShooter });
    }
    if (result.killed) shot.killed.push(op.seat);
  }
  shot.effectsLog.push({ effect, ops: applied });
  shot.pendingOps = null;
  shot.scopes = [];
  shot.stage = 'effects';
}
