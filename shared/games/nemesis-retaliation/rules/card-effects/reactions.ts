/**
 * Reactions (digest §5.3, R1): Stay Calm ("When any Character would be Attacked by an Intruder in your Room: prevent
 * the Attack"), Duck and Cover ("When you would be Attacked by an Intruder in a Room with another Character: the
 * Intruder Attacks the other Character instead") and Chain of Command ("When a Command card is played on you: ignore
 * its effect"). Attacks happen inside the intruder, event and movement sequences, which do not pause, so a reaction is
 * a public standing setting per seat and trigger (`never`, the default, or `always`: played at once whenever its
 * condition is met and the card is in hand). The setting says nothing of the hand and no prompt asks anyone, so nothing
 * reveals who could react (digest §7) until a card is actually played. An "ask" setting, pausing the game for a choice,
 * is not offered for that reason.
 */
import type { Seat } from '../../../../engine';
import { actionCardOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { PlayerState, ReactionTrigger, RetaliationState } from '../../state';
import { charactersIn, inPlay } from '../health';
import { nameOf } from './types';

export const reactionTriggers: readonly ReactionTrigger[] = ['attack', 'command'];
export const reactionSetting = (p: PlayerState, trigger: ReactionTrigger) => p.reactions?.[trigger] ?? 'never';

const cardNamed = (p: PlayerState, name: string) => p.hand.find((c) => !c.startsWith('contamination') && nameOf(c) === name);

function play(s: RetaliationState, seat: Seat, card: string): RetaliationEvent {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  p.discard.push(card);
  return { type: 'card-played', seat, card: actionCardOf(card).name };
}

/**
 * Before an intruder attacks `seat`: a Stay Calm of anyone in its room (turn order) prevents the attack (`to` null); else
 * the target's own Duck and Cover sends it to the other character of the room earliest in turn order (`to`). A
 * redirected attack is not redirected again. Null: nobody reacts.
 */
export function reactToAttack(s: RetaliationState, seat: Seat, redirected: boolean): { events: RetaliationEvent[]; to: Seat | null } | null {
  const room = s.players[seat].space;
  if (room === null || !inPlay(s.players[seat])) return null;
  const present = charactersIn(s, room);
  for (const x of present) {
    const card = reactionSetting(s.players[x], 'attack') === 'always' ? cardNamed(s.players[x], 'stay-calm') : undefined;
    if (card) return { events: [play(s, x, card), { type: 'attack-prevented', seat, by: x }], to: null };
  }
  const other = present.find((x) => x !== seat);
  const dodge = reactionSetting(s.players[seat], 'attack') === 'always' ? cardNamed(s.players[seat], 'duck-and-cover') : undefined;
  if (redirected || other === undefined || !dodge) return null;
  return { events: [play(s, seat, dodge), { type: 'attack-redirected', seat, to: other }], to: other };
}

/** A command played on `seat` (not its owner): a Chain of Command set to `always` makes it ignore the effect. */
export function ignoresCommand(s: RetaliationState, seat: Seat): RetaliationEvent[] | null {
  const p = s.players[seat];
  const card = reactionSetting(p, 'command') === 'always' ? cardNamed(p, 'chain-of-command') : undefined;
  return card ? [play(s, seat, card), { type: 'command-ignored', seat }] : null;
}

export function setReaction(s: RetaliationState, seat: Seat, trigger: ReactionTrigger, setting: 'never' | 'always'): RetaliationEvent[] {
  s.players[seat].reactions = { ...s.players[seat].reactions, [trigger]: setting };
  return [{ type: 'reaction-set', seat, trigger, setting }];
}
