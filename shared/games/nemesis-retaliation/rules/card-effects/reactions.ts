/**
 * Reactions (digest §5.3, R1): Stay Calm ("When any Character would be Attacked by an Intruder in your Room: prevent
 * the Attack"), Duck and Cover ("When you would be Attacked by an Intruder in a Room with another Character: the
 * Intruder Attacks the other Character instead") and Chain of Command ("When a Command card is played on you: ignore
 * its effect"). Attacks happen inside the intruder, event and movement sequences, which do not pause, so a reaction is
 * a public standing setting per seat and trigger (`never`, the default, or `always`: played at once whenever its
 * condition is met and the card is in hand). The setting says nothing of the hand and no prompt asks anyone, so nothing
 * reveals who could react (digest §7) until a card is actually played. An "ask" setting, pausing the game for a choice,
 * is not offered for that reason.
 *
 * The same `attack` setting answers with the weapons that print "Whenever you would be Attacked by an Intruder": the
 * Bayonet (a Malfunction marker on it prevents the attack) and the Assault Shotgun (all its Ammo spent: 1 hit to the
 * attacker, and the attack prevented), after the Stay Calm of anyone in the room and before Duck and Cover.
 */
import type { Seat } from '../../../../engine';
import { actionCardOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { Intruder, PlayerState, ReactionTrigger, RetaliationState } from '../../state';
import { ammoSlots, spendAmmo } from '../equipment';
import { charactersIn, inPlay } from '../health';
import { malfunctionWeapon } from '../weapon-texts';
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
 * the target's own Duck and Cover sends it to the character its holder chose (`cover`, a standing choice made with
 * `set-reaction`) if in the room, else to the other character of the room earliest in turn order (`to`). A
 * redirected attack is not redirected again. Null: nobody reacts.
 */
export function reactToAttack(s: RetaliationState, seat: Seat, redirected: boolean, intruder?: Intruder): { events: RetaliationEvent[]; to: Seat | null } | null {
  const room = s.players[seat].space;
  if (room === null || !inPlay(s.players[seat])) return null;
  const present = charactersIn(s, room);
  for (const x of present) {
    const card = reactionSetting(s.players[x], 'attack') === 'always' ? cardNamed(s.players[x], 'stay-calm') : undefined;
    if (card) return { events: [play(s, x, card), { type: 'attack-prevented', seat, by: x }], to: null };
  }
  const guarded = reactionSetting(s.players[seat], 'attack') === 'always' ? weaponGuard(s, seat, intruder) : null;
  if (guarded) return { events: [...guarded, { type: 'attack-prevented', seat, by: seat }], to: null };
  const chosen = s.players[seat].cover;
  const other = chosen !== undefined && chosen !== seat && present.includes(chosen) ? chosen : present.find((x) => x !== seat);
  const dodge = reactionSetting(s.players[seat], 'attack') === 'always' ? cardNamed(s.players[seat], 'duck-and-cover') : undefined;
  if (redirected || other === undefined || !dodge) return null;
  return { events: [play(s, seat, dodge), { type: 'attack-redirected', seat, to: other }], to: other };
}

/** The Bayonet's or the Assault Shotgun's answer to an attack on its holder, or null when neither can answer. */
function weaponGuard(s: RetaliationState, seat: Seat, intruder: Intruder | undefined): RetaliationEvent[] | null {
  const p = s.players[seat];
  const working = (item: string) => p.hands.includes(item) && !p.itemMalfunctions[item];
  if (working('bayonet')) return malfunctionWeapon(s, seat, 'bayonet');
  if (!working('assault-shotgun') || !ammoSlots(s, seat, 'assault-shotgun').length) return null;
  while (ammoSlots(s, seat, 'assault-shotgun').length) spendAmmo(s, seat, 'assault-shotgun');
  const events: RetaliationEvent[] = [{ type: 'ammo-spent', seat, item: 'assault-shotgun', left: 'none' }];
  const target = intruder && s.intruders.find((i) => i.id === intruder.id);
  // A Larva dies to any hit. The Queen's track is not reached from here (the attack sequence's module cannot import
  // the Queen's without a cycle): the attack on her holder is prevented, her hit is not dealt (README, What is left).
  if (target?.type === 'larva') {
    s.intruders = s.intruders.filter((i) => i !== target);
    return [...events, { type: 'intruder-killed', intruder: target.id, intruderType: 'larva', where: target.where }];
  }
  if (target && target.type !== 'queen') {
    target.hits += 1;
    events.push({ type: 'intruder-hit', intruder: target.id, hits: target.hits });
  }
  return events;
}

/** A command played on `seat` (not its owner): a Chain of Command set to `always` makes it ignore the effect. */
export function ignoresCommand(s: RetaliationState, seat: Seat): RetaliationEvent[] | null {
  const p = s.players[seat];
  const card = reactionSetting(p, 'command') === 'always' ? cardNamed(p, 'chain-of-command') : undefined;
  return card ? [play(s, seat, card), { type: 'command-ignored', seat }] : null;
}

export function setReaction(s: RetaliationState, seat: Seat, trigger: ReactionTrigger, setting: 'never' | 'always', cover?: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  p.reactions = { ...p.reactions, [trigger]: setting };
  if (trigger === 'attack') {
    if (cover === undefined) delete p.cover;
    else p.cover = cover;
  }
  return [{ type: 'reaction-set', seat, trigger, setting, ...(cover === undefined ? {} : { cover }) }];
}
