/**
 * The finite list of moves a seat may make now: nothing `apply` refuses, and (under rules 2) nothing else it accepts
 * but two: `cancel`, accepted at any step of a shot and listed only when nothing else is, and `set-reaction`, a
 * standing setting accepted whenever the table waits for the seat (listing either everywhere would send random bots
 * in circles). Shot steps are listed only when the effect can still be completed, so a bot never walks into a dead end.
 * Each choice is listed once: of two identical cards (type and colour), the first one held.
 */
import type { Seat } from '../../engine';
import { powerupById, weaponById } from './data';
import type { AdrenalineMove } from './moves/schema';
import { newtonDestinations } from './moves/turn-moves';
import { actionLimits } from './rules/actions';
import { distinctChoices } from './rules/choice-key';
import { paymentOptions } from './rules/ammo';
import { boardOf, squaresWithin } from './rules/geometry';
import { canShootFrom, usableEffects, weaponCanHit } from './rules/shot-options';
import { canConfirm, damagedByPending, envFor, scopeCards, scopePayments } from './rules/shot-state';
import type { AdrenalineState, PlayerState, Shot } from './state';
import { effectScripts } from './weapons';
import { choiceFor, feasible, runScript } from './weapons/script';

const cardsOf = (p: PlayerState, type: string) => p.powerups.filter((c) => powerupById.get(c)!.type === type);

export function legalMoves(s: AdrenalineState, seat: Seat): AdrenalineMove[] {
  return distinctChoices(decisionMoves(s, seat));
}

function decisionMoves(s: AdrenalineState, seat: Seat): AdrenalineMove[] {
  if (s.phase === 'over') return [];
  if (s.reactions.length > 0) {
    if (!s.reactions.some((r) => r.seat === seat)) return [];
    return [...tagbackMoves(cardsOf(s.players[seat], 'tagback-grenade')), { type: 'decline' }];
  }
  if (s.respawnQueue.length > 0) {
    return s.respawnQueue[0] === seat ? s.players[seat].powerups.map((discard): AdrenalineMove => ({ type: 'respawn', discard })) : [];
  }
  if (seat !== s.turn.seat) return [];
  const p = s.players[seat];
  if (s.turn.stage === 'spawn') return p.powerups.map((discard): AdrenalineMove => ({ type: 'spawn', discard }));
  if (s.turn.shot) return shotMoves(s, s.turn.shot);
  const moves: AdrenalineMove[] = [];
  if (s.turn.stage === 'actions') {
    if (s.turn.actionsLeft > 0) moves.push(...actionMoves(s, seat));
    moves.push(...powerupMoves(s, seat));
  }
  for (const w of p.weapons.filter((w) => !w.loaded)) {
    for (const pay of paymentOptions(p, weaponById.get(w.id)!.reloadCost)) moves.push({ type: 'reload', weapon: w.id, pay });
  }
  moves.push({ type: 'end-turn' });
  return moves;
}

/** Every non-empty set of the grenades held, played together. */
function tagbackMoves(grenades: string[]): AdrenalineMove[] {
  const moves: AdrenalineMove[] = [];
  for (let mask = 1; mask < 1 << grenades.length; mask++) {
    const [card, ...also] = grenades.filter((_, i) => mask & (1 << i));
    moves.push(also.length ? { type: 'tagback', card, also } : { type: 'tagback', card });
  }
  return moves;
}

function actionMoves(s: AdrenalineState, seat: Seat): AdrenalineMove[] {
  const board = boardOf(s.map);
  const p = s.players[seat];
  const limits = actionLimits(s, seat);
  const moves: AdrenalineMove[] = [];
  if (limits.run !== null) for (const to of squaresWithin(board, p.square!, 0, limits.run)) moves.push({ type: 'run', to });
  for (const to of squaresWithin(board, p.square!, 0, limits.grab)) {
    const color = board.spawnOf[to];
    if (color === null) {
      if (s.tiles[to]) moves.push({ type: 'grab', to, pay: [] });
      continue;
    }
    for (const weapon of s.racks[color]) {
      if (weapon === null) continue;
      for (const pay of paymentOptions(p, weaponById.get(weapon)!.pickupCost)) {
        if (p.weapons.length < 3) moves.push({ type: 'grab', to, weapon, pay });
        else for (const w of p.weapons) moves.push({ type: 'grab', to, weapon, drop: w.id, pay });
      }
    }
  }
  for (const from of squaresWithin(board, p.square!, 0, limits.shootMove)) {
    if (canShootFrom(s, seat, from)) moves.push({ type: 'shoot', from });
  }
  return moves;
}

function powerupMoves(s: AdrenalineState, seat: Seat): AdrenalineMove[] {
  const p = s.players[seat];
  const moves: AdrenalineMove[] = [];
  for (const card of cardsOf(p, 'newton')) {
    for (let target = 0; target < s.seats; target++) {
      if (target === seat) continue;
      for (const to of newtonDestinations(s, target)) moves.push({ type: 'newton', card, target, to });
    }
  }
  for (const card of cardsOf(p, 'teleporter')) for (const to of boardOf(s.map).squares) moves.push({ type: 'teleporter', card, to });
  return moves;
}

function effectMoves(s: AdrenalineState, shot: Shot): AdrenalineMove[] {
  return usableEffects(s, shot).map(({ effect, pay }): AdrenalineMove => ({ type: 'effect', effect, pay }));
}

function shotMoves(s: AdrenalineState, shot: Shot): AdrenalineMove[] {
  const seat = s.turn.seat;
  const me = shot.work[seat];
  const moves: AdrenalineMove[] = [];
  if (shot.stage === 'prepare') {
    for (const w of me.weapons) {
      if (w.loaded && weaponCanHit(s, shot.work, w.id, shot.from)) moves.push({ type: 'weapon', weapon: w.id });
      if (!w.loaded && actionLimits(s, seat).shootReload) {
        for (const pay of paymentOptions(me, weaponById.get(w.id)!.reloadCost)) moves.push({ type: 'reload', weapon: w.id, pay });
      }
    }
  } else if (shot.stage === 'effects') {
    moves.push(...effectMoves(s, shot));
    if (canConfirm(shot)) moves.push({ type: 'confirm' });
  } else if (shot.stage === 'resolving') {
    const script = effectScripts[shot.weapon!][shot.current!.effect];
    const env = envFor(s, shot);
    const r = runScript(script, env, shot.current!.choices);
    if (r.kind === 'ask') {
      for (const v of [...r.ask.options, ...(r.ask.optional ? [null] : [])]) {
        const choice = choiceFor(r.ask, v);
        if (!feasible(script, env, [...shot.current!.choices, choice])) continue;
        moves.push(toMove(choice));
      }
    }
  } else {
    for (const card of scopeCards(me)) {
      for (const target of damagedByPending(shot)) for (const pay of scopePayments(me, card)) moves.push({ type: 'scope', card, target, pay });
    }
    moves.push({ type: 'skip' });
  }
  return moves.length ? moves : [{ type: 'cancel' }];
}

function toMove(c: ReturnType<typeof choiceFor>): AdrenalineMove {
  switch (c.kind) {
    case 'player':
      return { type: 'target', seat: c.seat };
    case 'square':
      return { type: 'square', square: c.square };
    case 'room':
      return { type: 'room', room: c.room };
    case 'direction':
      return { type: 'direction', direction: c.direction as 'N' };
    case 'skip':
      return { type: 'skip' };
  }
}
