/**
 * The Shoot action as one decision sequence of the active seat: shoot (with the adrenaline or frenzy move) ->
 * [frenzy reloads] -> weapon -> effect (paying its extra cost) -> its choices one by one -> Targeting Scopes ->
 * more effects -> confirm. Everything happens on the shot's working copy; only `confirm` touches the table.
 */
import { cloneState, type Seat } from '../../../engine';
import { powerupById, weaponById } from '../data';
import type { AdrenalineEvent } from '../events';
import { actionLimits } from '../rules/actions';
import { pay, paymentProblem } from '../rules/ammo';
import { addMarks } from '../rules/damage';
import { boardOf, dist } from '../rules/geometry';
import { shotSteps } from '../rules/shot-report';
import { applyOps, canConfirm, damagedByPending, envFor, nextEffects, scopeCards, scopePayments, scopePossible } from '../rules/shot-state';
import type { AdrenalineState, Choice, Shot } from '../state';
import { effectScripts } from '../weapons';
import { choiceFor, feasible, runScript } from '../weapons/script';
import { canShootFrom, weaponCanHit } from '../rules/shot-options';
import { rulesAt, type MoveContext } from '../rules/version';
import { refuse, type Handler, type Outcome } from './result';
import type { AdrenalineMove, MoveOf } from './schema';

const noShot = () => refuse('move/no-shot', 'You are not in the middle of a shot.');

export const shoot: Handler<MoveOf<'shoot'>> = (s, seat, move, ctx) => {
  if (s.turn.stage !== 'actions' || s.turn.shot !== null || s.turn.actionsLeft === 0) return refuse('move/not-now', 'You cannot shoot now.');
  const limits = actionLimits(s, seat);
  const me = s.players[seat];
  const board = boardOf(s.map);
  if (board.room[move.from] === undefined) return refuse('move/no-square', 'There is no such square in this arena.');
  if (dist(board, me.square!, move.from) > limits.shootMove) {
    return refuse('move/too-far', limits.shootMove === 0 ? 'You cannot move before shooting yet (that needs 6 damage).' : `You can move at most ${limits.shootMove} before shooting.`);
  }
  const usable = me.weapons.some((w) => w.loaded) || (limits.shootReload && me.weapons.length > 0);
  if (!usable) return refuse('move/no-loaded-weapon', 'You have no loaded weapon to shoot with.');
  if (rulesAt(ctx, 2) && !canShootFrom(s, seat, move.from)) {
    return refuse('move/cannot-hit', 'None of your weapons can hit anyone from that square.');
  }
  const work = cloneState(s.players);
  work[seat].square = move.from;
  s.turn.shot = {
    stage: 'prepare', weapon: null, used: [], current: null, pendingOps: null, scopes: [], memory: { targets: {} },
    work, discarded: [], reloaded: [], damaged: [], killed: [], scopesLog: [], from: move.from, effectsLog: [],
  };
  return [];
};

/** Frenzy shoot actions: reload before choosing the weapon, on the shot's working copy. */
export function reloadInShot(s: AdrenalineState, seat: Seat, move: MoveOf<'reload'>): Outcome {
  const shot = s.turn.shot!;
  if (shot.stage !== 'prepare' || !actionLimits(s, seat).shootReload) return refuse('move/not-now', 'You cannot reload in the middle of this shot.');
  const me = shot.work[seat];
  const owned = me.weapons.find((w) => w.id === move.weapon);
  if (!owned || owned.loaded) return refuse('move/not-unloaded', 'You can only reload one of your unloaded weapons.');
  const cost = weaponById.get(move.weapon)!.reloadCost;
  const problem = paymentProblem(me, cost, move.pay);
  if (problem) return refuse('move/cannot-pay', problem);
  pay(me, cost, move.pay);
  shot.discarded.push(...move.pay);
  owned.loaded = true;
  shot.reloaded.push(move.weapon);
  return [];
}

export const chooseWeapon: Handler<MoveOf<'weapon'>> = (s, seat, move, ctx) => {
  const shot = s.turn.shot;
  if (!shot || shot.stage !== 'prepare') return refuse('move/not-now', 'Choose a weapon at the start of a shot.');
  const owned = shot.work[seat].weapons.find((w) => w.id === move.weapon);
  if (!owned || !owned.loaded) return refuse('move/not-loaded', 'Choose one of your loaded weapons.');
  if (rulesAt(ctx, 2) && !weaponCanHit(s, shot.work, move.weapon, shot.from)) {
    return refuse('move/cannot-hit', 'That weapon cannot hit anyone from here: choose another one, or cancel the shot.');
  }
  owned.loaded = false;
  shot.weapon = move.weapon;
  shot.stage = 'effects';
  return [];
};

export const chooseEffect: Handler<MoveOf<'effect'>> = (s, seat, move, ctx) => {
  const shot = s.turn.shot;
  if (!shot || shot.stage !== 'effects') return refuse('move/not-now', 'You cannot choose an effect now.');
  const effect = nextEffects(shot).find((e) => e.id === move.effect);
  if (!effect) return refuse('move/effect-unavailable', 'That effect cannot be used now (already used, another mode chosen, or it needs an earlier effect).');
  if (rulesAt(ctx, 2) && !feasible(effectScripts[shot.weapon!][effect.id], envFor(s, shot), [])) {
    return refuse('move/illegal-target', 'That effect has no target it could be completed on from here.');
  }
  const me = shot.work[seat];
  const problem = paymentProblem(me, effect.extraCost, move.pay);
  if (problem) return refuse('move/cannot-pay', problem);
  pay(me, effect.extraCost, move.pay);
  shot.discarded.push(...move.pay);
  shot.current = { effect: effect.id, choices: [] };
  return advance(s, shot, ctx);
};

/**
 * Re-runs the current effect over its choices: asks the next question, or resolves it. Under rules 2 a question with
 * exactly one possible answer (no "none") is answered by the engine, told in a `choice-taken` event: a target, square,
 * room or direction spends nothing and, inside a shot nobody else sees yet, reveals nothing.
 */
function advance(s: AdrenalineState, shot: Shot, ctx: MoveContext): Outcome {
  const events: AdrenalineEvent[] = [];
  const { effect, choices } = shot.current!;
  let result = runScript(effectScripts[shot.weapon!][effect], envFor(s, shot), choices);
  while (result.kind === 'ask' && rulesAt(ctx, 2) && result.ask.options.length === 1 && !result.ask.optional) {
    const choice = choiceFor(result.ask, result.ask.options[0]);
    choices.push(choice);
    events.push({ type: 'choice-taken', seat: s.turn.seat, effect, choice, question: result.ask.label });
    result = runScript(effectScripts[shot.weapon!][effect], envFor(s, shot), choices);
  }
  if (result.kind === 'refused') return refuse('move/illegal-target', result.reason);
  if (result.kind === 'ask') {
    shot.stage = 'resolving';
    return events;
  }
  shot.memory = result.resolution.memory;
  shot.used.push(effect);
  shot.current = null;
  shot.pendingOps = result.resolution.ops;
  if (scopePossible(s, shot)) shot.stage = 'scope';
  else applyOps(s, shot, result.resolution.ops, ctx);
  return events;
}

export function choose(s: AdrenalineState, move: AdrenalineMove, ctx: MoveContext): Outcome {
  const shot = s.turn.shot;
  if (!shot) return noShot();
  if (move.type === 'skip' && shot.stage === 'scope') {
    applyOps(s, shot, shot.pendingOps!, ctx);
    return [];
  }
  if (shot.stage !== 'resolving') return refuse('move/not-now', 'Nothing is being chosen in this shot now.');
  const choice: Choice | null =
    move.type === 'target' ? { kind: 'player', seat: move.seat }
    : move.type === 'square' ? { kind: 'square', square: move.square }
    : move.type === 'room' ? { kind: 'room', room: move.room }
    : move.type === 'direction' ? { kind: 'direction', direction: move.direction }
    : move.type === 'skip' ? { kind: 'skip' }
    : null;
  if (!choice) return noShot();
  const choices = [...shot.current!.choices, choice];
  if (rulesAt(ctx, 2) && !feasible(effectScripts[shot.weapon!][shot.current!.effect], envFor(s, shot), choices)) {
    return refuse('move/illegal-target', 'That choice is not possible, or leaves the effect with no way to be completed.');
  }
  shot.current!.choices = choices;
  return advance(s, shot, ctx);
}

export const scope: Handler<MoveOf<'scope'>> = (s, seat, move, ctx) => {
  const shot = s.turn.shot;
  if (!shot || shot.stage !== 'scope') return refuse('move/not-now', 'A Targeting Scope can only be played while your effect deals damage.');
  const me = shot.work[seat];
  if (!scopeCards(me).includes(move.card)) return refuse('move/not-in-hand', 'You have no such Targeting Scope in your hand.');
  if (!damagedByPending(shot).includes(move.target)) return refuse('move/bad-target', 'The Scope adds damage only to a player this effect is damaging.');
  if (!scopePayments(me, move.card).includes(move.pay)) return refuse('move/cannot-pay', 'Pay the Scope with a cube you have or another powerup in your hand.');
  me.powerups = me.powerups.filter((c) => c !== move.card);
  shot.discarded.push(move.card);
  if (powerupById.has(move.pay)) {
    me.powerups = me.powerups.filter((c) => c !== move.pay);
    shot.discarded.push(move.pay);
  } else me.ammo[move.pay as 'red'] -= 1;
  shot.scopes.push({ card: move.card, target: move.target });
  shot.scopesLog.push({ card: move.card, target: move.target });
  if (!scopePossible(s, shot)) applyOps(s, shot, shot.pendingOps!, ctx);
  return [];
};

export const cancel: Handler<MoveOf<'cancel'>> = (s) => {
  if (!s.turn.shot) return noShot();
  s.turn.shot = null;
  return [];
};

export const confirm: Handler<MoveOf<'confirm'>> = (s, seat) => {
  const shot = s.turn.shot;
  if (!shot) return noShot();
  if (!canConfirm(shot)) return refuse('move/incomplete-shot', 'Finish the shot first: resolve the basic effect or mode and every started effect.');
  const steps = shotSteps(s.players, seat, shot);
  s.players = shot.work;
  s.powerupDiscard.push(...shot.discarded);
  s.turn.killed.push(...shot.killed.filter((k) => !s.turn.killed.includes(k)));
  s.turn.actionsLeft -= 1;
  s.turn.shot = null;
  const events: AdrenalineEvent[] = [
    { type: 'shot', seat, weapon: shot.weapon!, from: shot.from, reloaded: shot.reloaded, effects: shot.effectsLog, scopes: shot.scopesLog, discarded: shot.discarded, steps },
  ];
  openTagbacks(s, seat, shot, events);
  return events;
};

/**
 * Tagback windows for the players damaged who could see the shooter, in seat order after the shooter. "always"
 * plays one grenade at once if held, "never" passes, "ask" prompts the player whether or not a grenade is held,
 * so the table cannot tell who holds one.
 */
function openTagbacks(s: AdrenalineState, shooter: Seat, shot: Shot, events: AdrenalineEvent[]): void {
  const order = shot.damaged.filter((d) => d.sawShooter).map((d) => d.seat).sort((a, b) => ((a - shooter + s.seats) % s.seats) - ((b - shooter + s.seats) % s.seats));
  for (const seat of order) {
    const p = s.players[seat];
    if (p.reaction === 'ask') s.reactions.push({ seat, attacker: shooter });
    if (p.reaction !== 'always') continue;
    const card = p.powerups.find((c) => powerupById.get(c)!.type === 'tagback-grenade');
    if (card) playTagback(s, seat, shooter, card, events);
  }
}

export function playTagback(s: AdrenalineState, seat: Seat, attacker: Seat, card: string, events: AdrenalineEvent[]): void {
  const p = s.players[seat];
  p.powerups = p.powerups.filter((c) => c !== card);
  s.powerupDiscard.push(card);
  const marks = s.players[attacker].marks[seat];
  addMarks(s.players[attacker], seat, 1);
  events.push({ type: 'tagback-played', seat, card, target: attacker, marksAdded: s.players[attacker].marks[seat] - marks });
}
