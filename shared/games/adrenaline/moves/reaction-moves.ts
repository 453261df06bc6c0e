/** Tagback Grenade reactions and each seat's standing reaction setting. */
import { powerupById } from '../data';
import type { AdrenalineEvent } from '../events';
import { rulesAt } from '../rules/version';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';
import { playTagback } from './shoot-moves';

export const tagback: Handler<MoveOf<'tagback'>> = (s, seat, move) => {
  const i = s.reactions.findIndex((r) => r.seat === seat);
  if (i < 0) return refuse('move/not-now', 'You can play a Tagback Grenade only right after someone you can see damages you.');
  const p = s.players[seat];
  if (!p.powerups.includes(move.card) || powerupById.get(move.card)?.type !== 'tagback-grenade') {
    return refuse('move/not-in-hand', 'You have no such Tagback Grenade in your hand.');
  }
  const events: AdrenalineEvent[] = [];
  playTagback(s, seat, s.reactions[i].attacker, move.card, events);
  return events;
};

export const decline: Handler<MoveOf<'decline'>> = (s, seat) => {
  const i = s.reactions.findIndex((r) => r.seat === seat);
  if (i < 0) return refuse('move/not-now', 'There is nothing to decline now.');
  s.reactions = s.reactions.filter((_, k) => k !== i);
  return [];
};

export const setReaction: Handler<MoveOf<'set-reaction'>> = (s, seat, move, ctx) => {
  if (rulesAt(ctx, 2) && s.players[seat].reaction === move.setting) return refuse('move/no-change', 'That is already your Tagback Grenade setting.');
  s.players[seat].reaction = move.setting;
  return [{ type: 'reaction-set', seat, setting: move.setting }];
};
