/** Tagback Grenade reactions and each seat's standing reaction setting. */
import { powerupById } from '../data';
import type { AdrenalineEvent } from '../events';
import { rulesAt } from '../rules/version';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';
import { playTagback } from './shoot-moves';

export const tagback: Handler<MoveOf<'tagback'>> = (s, seat, move, ctx) => {
  const i = s.reactions.findIndex((r) => r.seat === seat);
  if (i < 0) return refuse('move/not-now', 'You can play a Tagback Grenade only right after someone you can see damages you.');
  const p = s.players[seat];
  const cards = [move.card, ...(move.also ?? [])];
  if (new Set(cards).size !== cards.length) return refuse('move/same-card', 'Each Tagback Grenade can be played only once.');
  if (cards.some((card) => !p.powerups.includes(card) || powerupById.get(card)?.type !== 'tagback-grenade')) {
    return refuse('move/not-in-hand', 'You have no such Tagback Grenade in your hand.');
  }
  const events: AdrenalineEvent[] = [];
  const { attacker } = s.reactions[i];
  for (const card of cards) playTagback(s, seat, attacker, card, events);
  // Rules 2: one answer closes the window (several grenades go in one move), so nobody is asked to decline after it.
  if (rulesAt(ctx, 2)) s.reactions = s.reactions.filter((_, k) => k !== i);
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
