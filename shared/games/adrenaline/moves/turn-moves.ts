/** Spawn, respawn, Run, Grab, Newton, Teleporter, reload and end of turn. */
import { ammoTileById, powerupById, weaponById } from '../data';
import { drawInto, endTurn, finishEndTurn } from '../flow/turn-flow';
import { actionLimits } from '../rules/actions';
import { rulesAt } from '../rules/version';
import { gainAmmo, pay, paymentProblem } from '../rules/ammo';
import { boardOf, dist, straightLine, directions } from '../rules/geometry';
import type { AdrenalineState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

const notNow = (what: string) => refuse('move/not-now', `You cannot ${what} now.`);

function inActions(s: AdrenalineState): boolean {
  return s.turn.stage === 'actions' && s.turn.shot === null;
}

export const spawn: Handler<MoveOf<'spawn'>> = (s, seat, move) => {
  if (s.turn.stage !== 'spawn') return notNow('spawn');
  const p = s.players[seat];
  const card = powerupById.get(move.discard);
  if (!card || !p.powerups.includes(move.discard)) return refuse('move/not-in-hand', 'That powerup is not in your hand.');
  p.powerups = p.powerups.filter((c) => c !== move.discard);
  s.powerupDiscard.push(move.discard);
  p.square = boardOf(s.map).spawnSquare[card.color];
  s.spawned[seat] = true;
  s.turn.stage = 'actions';
  return [{ type: 'spawned', seat, discarded: move.discard, square: p.square }];
};

export const respawn: Handler<MoveOf<'respawn'>> = (s, seat, move, { rng }) => {
  if (s.respawnQueue[0] !== seat) return notNow('respawn');
  const p = s.players[seat];
  const card = powerupById.get(move.discard);
  if (!card || !p.powerups.includes(move.discard)) return refuse('move/not-in-hand', 'That powerup is not in your hand.');
  p.powerups = p.powerups.filter((c) => c !== move.discard);
  s.powerupDiscard.push(move.discard);
  p.square = boardOf(s.map).spawnSquare[card.color];
  s.respawnQueue = s.respawnQueue.slice(1);
  const events: ReturnType<Handler<unknown>> = [{ type: 'respawned', seat, discarded: move.discard, square: p.square }];
  if (s.respawnQueue.length === 0) finishEndTurn(s, rng, events);
  return events;
};

export const run: Handler<MoveOf<'run'>> = (s, seat, move) => {
  if (!inActions(s) || s.turn.actionsLeft === 0) return notNow('run');
  const limit = actionLimits(s, seat).run;
  if (limit === null) return refuse('move/not-available', 'Run is not one of your actions in the final frenzy.');
  const p = s.players[seat];
  if (dist(boardOf(s.map), p.square!, move.to) > limit) return refuse('move/too-far', `You can run at most ${limit} squares.`);
  p.square = move.to;
  s.turn.actionsLeft -= 1;
  return [{ type: 'ran', seat, to: move.to }];
};

export const grab: Handler<MoveOf<'grab'>> = (s, seat, move, ctx) => {
  const { rng } = ctx;
  if (!inActions(s) || s.turn.actionsLeft === 0) return notNow('grab');
  const board = boardOf(s.map);
  const p = s.players[seat];
  const limit = actionLimits(s, seat).grab;
  if (board.room[move.to] === undefined) return refuse('move/no-square', 'There is no such square in this arena.');
  if (dist(board, p.square!, move.to) > limit) return refuse('move/too-far', `You can move at most ${limit} squares before grabbing.`);
  const spawnColor = board.spawnOf[move.to];
  if (spawnColor === null) {
    if (move.weapon !== undefined) return refuse('move/no-weapons-here', 'Weapons can only be grabbed at a spawnpoint.');
    if (rulesAt(ctx, 2) && (move.pay.length > 0 || move.drop !== undefined)) {
      return refuse('move/nothing-to-pay', 'An ammo tile costs nothing: grab it without paying or dropping anything.');
    }
    const tileId = s.tiles[move.to];
    if (!tileId) return refuse('move/nothing-to-grab', 'There is no ammo tile on that square.');
    const tile = ammoTileById.get(tileId)!;
    p.square = move.to;
    gainAmmo(p, tile.cubes);
    s.tiles[move.to] = null;
    s.ammoDiscard.push(tileId);
    s.turn.actionsLeft -= 1;
    const events: ReturnType<Handler<unknown>> = [{ type: 'grabbed-ammo', seat, square: move.to, tile: tileId, kind: tile.kind }];
    if (tile.powerup && p.powerups.length < 3) drawInto(s, seat, 1, rng, events);
    return events;
  }
  const rack = s.racks[spawnColor];
  if (move.weapon === undefined || !rack.includes(move.weapon)) return refuse('move/not-in-rack', 'Choose one of the weapons at that spawnpoint.');
  const weapon = weaponById.get(move.weapon)!;
  const problem = paymentProblem(p, weapon.pickupCost, move.pay);
  if (problem) return refuse('move/cannot-pay', problem);
  let dropped: string | null = null;
  if (p.weapons.length >= 3) {
    if (move.drop === undefined || !p.weapons.some((w) => w.id === move.drop)) {
      return refuse('move/must-drop', 'You already have 3 weapons: choose one of them to drop here.');
    }
    dropped = move.drop;
  } else if (move.drop !== undefined) return refuse('move/no-drop', 'You have room for this weapon: there is nothing to drop.');
  p.square = move.to;
  pay(p, weapon.pickupCost, move.pay);
  s.powerupDiscard.push(...move.pay);
  p.weapons = [...p.weapons.filter((w) => w.id !== dropped), { id: weapon.id, loaded: true }];
  s.racks[spawnColor] = rack.map((w) => (w === weapon.id ? dropped : w));
  s.turn.actionsLeft -= 1;
  return [{ type: 'grabbed-weapon', seat, square: move.to, weapon: weapon.id, dropped, paidWith: move.pay }];
};

function takePowerup(s: AdrenalineState, seat: number, card: string, type: string) {
  const p = s.players[seat];
  if (!p.powerups.includes(card) || powerupById.get(card)?.type !== type) return false;
  p.powerups = p.powerups.filter((c) => c !== card);
  s.powerupDiscard.push(card);
  return true;
}

/** Squares a Newton can push a figure to: 1 or 2 steps in one straight line, not through walls. */
export function newtonDestinations(s: AdrenalineState, target: number): string[] {
  const from = s.players[target].square;
  if (from === null) return [];
  return directions.flatMap((d) => straightLine(boardOf(s.map), from, d, 2));
}

export const newton: Handler<MoveOf<'newton'>> = (s, seat, move) => {
  if (!inActions(s)) return notNow('play a Newton');
  if (move.target === seat || move.target >= s.seats || s.players[move.target].square === null) {
    return refuse('move/bad-target', 'Newton moves another player whose figure is on the board.');
  }
  if (!newtonDestinations(s, move.target).includes(move.to)) {
    return refuse('move/bad-destination', 'Newton moves a figure 1 or 2 squares in one straight line, never through a wall.');
  }
  if (!takePowerup(s, seat, move.card, 'newton')) return refuse('move/not-in-hand', 'You have no such Newton in your hand.');
  const from = s.players[move.target].square!;
  s.players[move.target].square = move.to;
  return [{ type: 'powerup-played', seat, card: move.card, power: 'newton', target: move.target, to: move.to, from }];
};

export const teleporter: Handler<MoveOf<'teleporter'>> = (s, seat, move) => {
  if (!inActions(s)) return notNow('play a Teleporter');
  if (boardOf(s.map).room[move.to] === undefined) return refuse('move/no-square', 'There is no such square in this arena.');
  if (!takePowerup(s, seat, move.card, 'teleporter')) return refuse('move/not-in-hand', 'You have no such Teleporter in your hand.');
  const from = s.players[seat].square!;
  s.players[seat].square = move.to;
  return [{ type: 'powerup-played', seat, card: move.card, power: 'teleporter', target: seat, to: move.to, from }];
};

/** End-of-turn reload: once you reload, your actions and powerup plays are over. */
export const reload: Handler<MoveOf<'reload'>> = (s, seat, move) => {
  if (s.turn.shot !== null || (s.turn.stage !== 'actions' && s.turn.stage !== 'reload')) return notNow('reload');
  const p = s.players[seat];
  const owned = p.weapons.find((w) => w.id === move.weapon);
  if (!owned || owned.loaded) return refuse('move/not-unloaded', 'You can only reload one of your unloaded weapons.');
  const cost = weaponById.get(move.weapon)!.reloadCost;
  const problem = paymentProblem(p, cost, move.pay);
  if (problem) return refuse('move/cannot-pay', problem);
  pay(p, cost, move.pay);
  s.powerupDiscard.push(...move.pay);
  p.weapons = p.weapons.map((w) => (w.id === move.weapon ? { ...w, loaded: true } : w));
  s.turn.stage = 'reload';
  return [{ type: 'reloaded', seat, weapon: move.weapon, paidWith: move.pay }];
};

export const endTurnMove: Handler<MoveOf<'end-turn'>> = (s, _seat, _move, ctx) => {
  if (s.turn.shot !== null || (s.turn.stage !== 'actions' && s.turn.stage !== 'reload')) return notNow('end your turn');
  const events: ReturnType<Handler<unknown>> = [];
  endTurn(s, ctx, events);
  return events;
};
