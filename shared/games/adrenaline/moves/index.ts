/**
 * Dispatches a move to its handler on a clone of the state; a refusal leaves the input untouched.
 * Who may act is decided first: a pending reaction or respawn belongs to its seat, the rest to the active seat.
 */
import { cloneState, type ApplyContext, type ApplyResult, type Seat } from '../../../engine';
import type { AdrenalineEvent } from '../events';
import { moveContext, type MoveContext } from '../rules/version';
import type { AdrenalineState } from '../state';
import { isRefusal, refuse, type Outcome } from './result';
import type { AdrenalineMove } from './schema';
import { decline, setReaction, tagback } from './reaction-moves';
import { cancel, choose, chooseEffect, chooseWeapon, confirm, reloadInShot, scope, shoot } from './shoot-moves';
import { endTurnMove, grab, newton, reload, respawn, run, spawn, teleporter } from './turn-moves';

function route(s: AdrenalineState, seat: Seat, move: AdrenalineMove, ctx: MoveContext): Outcome {
  if (move.type === 'set-reaction') return setReaction(s, seat, move, ctx);
  if (s.reactions.length > 0) {
    if (move.type === 'tagback') return tagback(s, seat, move, ctx);
    if (move.type === 'decline') return decline(s, seat, move, ctx);
    return refuse('move/waiting-for-reactions', 'The table is waiting for players to answer a Tagback Grenade window.');
  }
  if (s.respawnQueue.length > 0) {
    if (move.type === 'respawn') return respawn(s, seat, move, ctx);
    return refuse('move/waiting-for-respawn', 'The table is waiting for a killed player to respawn.');
  }
  if (seat !== s.turn.seat) return refuse('move/not-your-turn', 'It is not your turn.');
  switch (move.type) {
    case 'spawn':
      return spawn(s, seat, move, ctx);
    case 'run':
      return run(s, seat, move, ctx);
    case 'grab':
      return grab(s, seat, move, ctx);
    case 'newton':
      return newton(s, seat, move, ctx);
    case 'teleporter':
      return teleporter(s, seat, move, ctx);
    case 'shoot':
      return shoot(s, seat, move, ctx);
    case 'weapon':
      return chooseWeapon(s, seat, move, ctx);
    case 'effect':
      return chooseEffect(s, seat, move, ctx);
    case 'target':
    case 'square':
    case 'room':
    case 'direction':
    case 'skip':
      return choose(s, move, ctx);
    case 'scope':
      return scope(s, seat, move, ctx);
    case 'confirm':
      return confirm(s, seat, move, ctx);
    case 'cancel':
      return cancel(s, seat, move, ctx);
    case 'reload':
      return s.turn.shot ? reloadInShot(s, seat, move) : reload(s, seat, move, ctx);
    case 'end-turn':
      return endTurnMove(s, seat, move, ctx);
    case 'respawn':
      return refuse('move/not-now', 'You are not waiting to respawn.');
    case 'tagback':
    case 'decline':
      return refuse('move/not-now', 'There is no Tagback Grenade window open for you.');
    default: {
      const never: never = move;
      return refuse('move/malformed', `Unknown move ${JSON.stringify(never)}.`);
    }
  }
}

export function applyAdrenaline(state: AdrenalineState, seat: Seat, move: AdrenalineMove, ctx: ApplyContext): ApplyResult<AdrenalineState, AdrenalineEvent> {
  if (state.phase === 'over') return { ok: false, error: refuse('game/over', 'This game is over.') };
  const s = cloneState(state);
  const out = route(s, seat, move, moveContext(ctx));
  if (isRefusal(out)) return { ok: false, error: out };
  return { ok: true, state: s, events: out };
}
