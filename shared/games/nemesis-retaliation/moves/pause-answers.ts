/**
 * The answers to an open pause (rules/attack-pause.ts): who is awaited, what each may answer, and whether a move is
 * one of those answers. Reactions are asked of every seat of `asked` at once; the others answer alone.
 */
import type { EngineError, Seat } from '../../../engine';
import { attackReactions, commandReactions } from '../rules/card-effects/reactions';
import { namedAmmoProblem, spendableKinds } from '../rules/equipment';
import { pausedAllocations, sameShot, shotChoices } from '../rules/shoot-first';
import type { PauseAnswer, ReactionPick, RetaliationState, ShotChoice } from '../state';
import { refuse } from './result';
import type { MoveOf, RetaliationMove } from './schema';

/** The seats the open pause waits for. */
export function pauseAwaited(s: RetaliationState): Seat[] {
  const { ask, given } = s.pause!;
  return ask.kind === 'reaction' ? ask.asked.filter((x) => !(x in given)) : [ask.seat];
}

function reactionPicks(s: RetaliationState, seat: Seat): ReactionPick[] {
  const ask = s.pause!.ask;
  if (ask.kind !== 'reaction') return [];
  return [{ reaction: null }, ...(ask.trigger === 'attack' ? attackReactions(s, seat, ask.seat, ask.redirected) : commandReactions(s, seat))];
}

const shotMove = (shot: ShotChoice): MoveOf<'shoot-first'> => ({ type: 'shoot-first', ...shot });

/** Every answer `seat` may give now (none when it is not awaited). */
export function pauseMoves(s: RetaliationState, seat: Seat): RetaliationMove[] {
  if (!pauseAwaited(s).includes(seat)) return [];
  const ask = s.pause!.ask;
  if (ask.kind === 'reaction') return reactionPicks(s, seat).map((p) => ({ type: 'react', reaction: p.reaction, ...(p.cover === undefined ? {} : { cover: p.cover }) }));
  if (ask.kind === 'shoot-first') return [{ type: 'shoot-first', weapon: null }, ...shotChoices(s, seat).map(shotMove)];
  if (ask.kind === 'passive') return [true, false].map((apply) => ({ type: 'apply-passive', apply }));
  return pausedAllocations(s).map((kill) => ({ type: 'allocate-hits', kill }));
}

const key = (ids: readonly string[]) => ids.slice().sort().join(',');

/**
 * Whether `move` answers the open pause: a refusal (nothing changes), a reaction waiting for other seats' answers, or
 * the whole answer to run the sequence on with.
 */
export function pauseAnswer(s: RetaliationState, seat: Seat, move: RetaliationMove): EngineError | { waiting: true; pick: ReactionPick } | { waiting: false; answer: PauseAnswer } {
  const { ask, given } = s.pause!;
  if (!pauseAwaited(s).includes(seat)) return refuse('move/not-your-turn', 'Another player is answering now.');
  if (ask.kind === 'reaction') {
    if (move.type !== 'react') return refuse('move/not-now', 'First say whether you play a reaction card, or none.');
    const pick = reactionPicks(s, seat).find((p) => p.reaction === move.reaction && p.cover === move.cover);
    if (!pick) return refuse('move/illegal', 'Play a reaction card you hold whose condition is met now (Duck and Cover naming another character of the room), or none.');
    const picks = { ...given, [seat]: pick };
    return ask.asked.every((x) => x in picks) ? { waiting: false, answer: { kind: 'reaction', picks } } : { waiting: true, pick };
  }
  if (ask.kind === 'shoot-first') {
    if (move.type !== 'shoot-first') return refuse('move/not-now', 'First say whether Shoot First fires now.');
    if (move.weapon === null) return move.target || move.corridor || move.ammo ? refuse('move/illegal', 'To hold fire, name no target and no Ammo token.') : { waiting: false, answer: { kind: 'shoot-first', fire: null } };
    const shot: ShotChoice | null = move.target && !move.corridor ? { weapon: move.weapon, target: move.target } : move.corridor && !move.target ? { weapon: move.weapon, corridor: move.corridor } : null;
    if (!shot || !shotChoices(s, seat).some((c) => sameShot(c, shot))) return refuse('move/illegal', 'Shoot at an intruder in your room or Burst into a corridor around it, with a loaded ranged weapon in your hands.');
    const ammo = shot && namedAmmoProblem(spendableKinds(s, seat, move.weapon), move.ammo);
    if (ammo) return refuse('move/illegal', ammo);
    if (shot && move.ammo) shot.ammo = move.ammo;
    return { waiting: false, answer: { kind: 'shoot-first', fire: shot } };
  }
  if (ask.kind === 'passive') {
    return move.type === 'apply-passive' ? { waiting: false, answer: { kind: 'passive', apply: move.apply } } : refuse('move/not-now', 'First say whether your item applies now.');
  }
  if (move.type !== 'allocate-hits') return refuse('move/not-now', 'First give out the hits of your roll.');
  if (!pausedAllocations(s).some((a) => key(a) === key(move.kill))) return refuse('move/illegal', 'Give each intruder you name enough of your hits to kill it.');
  return { waiting: false, answer: { kind: 'allocate', kill: move.kill } };
}
