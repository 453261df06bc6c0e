/** A seat's standing setting for its reaction card (rules/reactions.ts): free, on its own turn, seen by itself only. */
import { mayHaveNerves, nervesSetting } from '../rules/reactions';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const setReactionMove: Handler<MoveOf<'set-reaction'>> = (s, seat, move) => {
  if (!mayHaveNerves(s, seat)) return refuse('move/no-reaction', 'Your character has no Nerves of Steel card.');
  if (nervesSetting(s, seat) === move.setting) return refuse('move/no-change', 'That is already your Nerves of Steel setting.');
  s.players[seat].nerves = move.setting;
  return [];
};
