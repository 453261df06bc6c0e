/** Playing an action card, and keeping an item after a Search (rules/action-cards.ts). */
import { keepable, keepItem, playCard, playProblem } from '../rules/action-cards';
import { reactionSetting, setReaction } from '../rules/card-effects/reactions';
import { answerRetreat } from '../rules/card-effects/retreat';
import { afterAction } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const playCardMove: Handler<MoveOf<'play-card'>> = (s, seat, move, rng) => {
  const problem = playProblem(s, seat, move);
  if (problem) return refuse('move/illegal', problem);
  const events = playCard(s, seat, move, rng);
  // Sprint may move again first, Taking Aim reroll: the card counts as the action after its follow-up (sprint-moves.ts, aim-moves.ts).
  // Officer's Channel: the command card's play that follows counts as the action.
  return s.sprint || s.aim || s.channel || s.retreat || s.fireAtWill ? events : [...events, ...afterAction(s, seat, rng)];
};

/** The companion's answer to a Tactical Retreat (rules/card-effects/retreat.ts): then the card counts as the action. */
export const retreatAnswerMove: Handler<MoveOf<'answer-consent'>> = (s, _seat, move, rng) => {
  const holder = s.retreat!.seat;
  return [...answerRetreat(s, move.accept, rng), ...afterAction(s, holder, rng)];
};

export const keepItemMove: Handler<MoveOf<'keep-item'>> = (s, seat, move, rng) => {
  if (move.item !== null && !keepable(s).includes(move.item)) return refuse('move/illegal', 'Keep one of the items you found (a heavy one needs a free hand), or none.');
  return [...keepItem(s, move.item), ...afterAction(s, seat, rng)];
};

/** Free, on your turn: a public setting, so it is open whatever the hand holds. */
export const setReactionMove: Handler<MoveOf<'set-reaction'>> = (s, seat, move) => {
  if (s.players[seat].hand.length === 0) return refuse('move/illegal', 'With an empty hand you can only pass.');
  const p = s.players[seat];
  if (move.cover !== undefined && (move.trigger !== 'attack' || move.setting !== 'always' || move.cover === seat || move.cover >= s.players.length)) {
    return refuse('move/illegal', 'Duck and Cover can send attacks only to another character, with your attack reactions set to always.');
  }
  if (reactionSetting(p, move.trigger) === move.setting && (move.trigger !== 'attack' || move.cover === p.cover)) return refuse('move/no-change', 'That is already your reaction setting.');
  return setReaction(s, seat, move.trigger, move.setting, move.cover);
};
