/**
 * Reactions (digest §5.3, R1): Stay Calm ("When any Character would be Attacked by an Intruder in your Room: prevent
 * the Attack"), Duck and Cover ("When you would be Attacked by an Intruder in a Room with another Character: the
 * Intruder Attacks the other Character instead") and Chain of Command ("When a Command card is played on you: ignore
 * its effect"). Each seat has a public standing setting per trigger: `never` (the default), `always` (played at once
 * whenever its condition is met and the card is in hand) or `ask`: whenever the trigger comes in reach of the seat (an
 * attack on a character in its room, a command played on it), the sequence pauses (rules/attack-pause.ts) and the seat
 * answers with a reaction it can play, or none. Who is asked follows from the public settings and positions alone,
 * never from a hand, so neither a pause nor its prompt says who could react (digest §7) until a card is played.
 *
 * The same `attack` setting answers with the weapons that print "Whenever you would be Attacked by an Intruder": the
 * Bayonet (a Malfunction marker on it prevents the attack) and the Assault Shotgun (all its Ammo spent: 1 hit to the
 * attacker, and the attack prevented), after the Stay Calm of anyone in the room and before Duck and Cover.
 */
import type { Rng, Seat } from '../../../../engine';
import { actionCardOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { Intruder, PlayerState, ReactionName, ReactionPick, ReactionSetting, ReactionTrigger, RetaliationState } from '../../state';
import { ammoSlots, spendAmmo } from '../equipment';
import { charactersIn, inPlay } from '../health';
import { malfunctionWeapon } from '../weapon-texts';
import { hitQueen } from '../queen-hit';
import type { MoveOf } from '../../moves/schema';
import { decide } from '../attack-pause';
import { nameOf } from './types';

export const reactionTriggers: readonly ReactionTrigger[] = ['attack', 'command'];
export const reactionSetting = (p: PlayerState, trigger: ReactionTrigger): ReactionSetting => p.reactions?.[trigger] ?? 'never';

const cardNamed = (p: PlayerState, name: string) => p.hand.find((c) => !c.startsWith('contamination') && nameOf(c) === name);

function play(s: RetaliationState, seat: Seat, card: string): RetaliationEvent {
  const p = s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  p.discard.push(card);
  return { type: 'card-played', seat, card: actionCardOf(card).name };
}

/**
 * Before an intruder attacks `seat`: a Stay Calm of anyone in its room (turn order) prevents the attack (`to` null); else
 * the target's Bayonet or Assault Shotgun does; else the target's own Duck and Cover sends it to the character its
 * holder chose (`cover`: asked, or the standing choice made with `set-reaction`) if in the room, else to the other
 * character of the room earliest in turn order (`to`). A seat plays a card on `always`, or when it picked it in `picks`
 * (its answer to the pause of `ask`). A redirected attack is not redirected again. Null: nobody reacts.
 */
export function reactToAttack(s: RetaliationState, seat: Seat, redirected: boolean, intruder?: Intruder, picks: Record<number, ReactionPick> = {}, rng?: Rng): { events: RetaliationEvent[]; to: Seat | null } | null {
  const room = s.players[seat].space;
  if (room === null || !inPlay(s.players[seat])) return null;
  const present = charactersIn(s, room);
  const plays = (x: Seat, name: ReactionName) => reactionSetting(s.players[x], 'attack') === 'always' || picks[x]?.reaction === name;
  for (const x of present) {
    const card = plays(x, 'stay-calm') ? cardNamed(s.players[x], 'stay-calm') : undefined;
    if (card) return { events: [play(s, x, card), { type: 'attack-prevented', seat, by: x }], to: null };
  }
  const picked = picks[seat]?.reaction;
  const guard = reactionSetting(s.players[seat], 'attack') === 'always' ? 'any' : picked === 'bayonet' || picked === 'assault-shotgun' ? picked : null;
  const guarded = guard ? weaponGuard(s, seat, intruder, guard, rng) : null;
  if (guarded) return { events: [...guarded, { type: 'attack-prevented', seat, by: seat }], to: null };
  const chosen = picks[seat]?.cover ?? s.players[seat].cover;
  const other = chosen !== undefined && chosen !== seat && present.includes(chosen) ? chosen : present.find((x) => x !== seat);
  const dodge = plays(seat, 'duck-and-cover') ? cardNamed(s.players[seat], 'duck-and-cover') : undefined;
  if (redirected || other === undefined || !dodge) return null;
  return { events: [play(s, seat, dodge), { type: 'attack-redirected', seat, to: other }], to: other };
}

/** The seats asked before an attack on `seat`: the characters of its room set to `ask` (public facts, not hands). */
export function attackAsked(s: RetaliationState, seat: Seat): Seat[] {
  const room = s.players[seat].space;
  if (room === null || !inPlay(s.players[seat])) return [];
  return charactersIn(s, room).filter((x) => reactionSetting(s.players[x], 'attack') === 'ask');
}

/** What `x` can answer to an attack on `seat` (besides none): the reactions in its hand whose condition is met. */
export function attackReactions(s: RetaliationState, x: Seat, seat: Seat, redirected: boolean): ReactionPick[] {
  const p = s.players[x];
  const picks: ReactionPick[] = cardNamed(p, 'stay-calm') ? [{ reaction: 'stay-calm' }] : [];
  if (x !== seat) return picks;
  const working = (item: string) => p.hands.includes(item) && !p.itemMalfunctions[item];
  if (working('bayonet')) picks.push({ reaction: 'bayonet' });
  if (working('assault-shotgun') && ammoSlots(s, seat, 'assault-shotgun').length) picks.push({ reaction: 'assault-shotgun' });
  if (!redirected && cardNamed(p, 'duck-and-cover')) {
    for (const other of charactersIn(s, p.space!)) if (other !== seat) picks.push({ reaction: 'duck-and-cover', cover: other });
  }
  return picks;
}

/** The Bayonet's or the Assault Shotgun's answer (`any`: the first that can) to an attack on its holder, or null. */
function weaponGuard(s: RetaliationState, seat: Seat, intruder: Intruder | undefined, which: 'any' | 'bayonet' | 'assault-shotgun', rng?: Rng): RetaliationEvent[] | null {
  const p = s.players[seat];
  const working = (item: string) => p.hands.includes(item) && !p.itemMalfunctions[item];
  if (which !== 'assault-shotgun' && working('bayonet')) return malfunctionWeapon(s, seat, 'bayonet');
  if (which === 'bayonet' || !working('assault-shotgun') || !ammoSlots(s, seat, 'assault-shotgun').length) return null;
  while (ammoSlots(s, seat, 'assault-shotgun').length) spendAmmo(s, seat, 'assault-shotgun');
  const events: RetaliationEvent[] = [{ type: 'ammo-spent', seat, item: 'assault-shotgun', left: 'none' }];
  const target = intruder && s.intruders.find((i) => i.id === intruder.id);
  // A Larva dies to any hit; the Queen's hit goes on her track (rules/queen-hit.ts: this module cannot import hers).
  if (target?.type === 'queen' && rng) return [...events, ...hitQueen(s, rng, s.players[seat].space!)];
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

/**
 * A command played on `seat` (not its owner): a Chain of Command set to `always`, or picked when the seat set to `ask`
 * is asked (the play pauses), makes it ignore the effect.
 */
export function ignoresCommand(s: RetaliationState, seat: Seat): RetaliationEvent[] | null {
  const p = s.players[seat];
  const setting = reactionSetting(p, 'command');
  if (setting === 'never') return null;
  const asked = setting === 'ask' ? decide(s, { kind: 'reaction', trigger: 'command', seat, asked: [seat] }, { kind: 'reaction', picks: {} }) : null;
  // Declined. The mark (only while collecting the events before an open question) ends what is kept of that run, so
  // returning it as if ignored changes nothing that is kept.
  if (asked && asked.answer.picks[seat]?.reaction !== 'chain-of-command') return asked.mark.length ? asked.mark : null;
  const card = cardNamed(p, 'chain-of-command');
  return card ? [...(asked?.mark ?? []), play(s, seat, card), { type: 'command-ignored', seat }] : null;
}

/** What `seat` can answer to a command played on it (besides none). */
export const commandReactions = (s: RetaliationState, seat: Seat): ReactionPick[] => (cardNamed(s.players[seat], 'chain-of-command') ? [{ reaction: 'chain-of-command' }] : []);

export function setReaction(s: RetaliationState, seat: Seat, trigger: ReactionTrigger, setting: ReactionSetting, cover?: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  p.reactions = { ...p.reactions, [trigger]: setting };
  if (trigger === 'attack') {
    if (cover === undefined) delete p.cover;
    else p.cover = cover;
  }
  return [{ type: 'reaction-set', seat, trigger, setting, ...(cover === undefined ? {} : { cover }) }];
}

/** The `ask` settings a seat may switch to, or from (to `never`), on its turn (action-cards.ts lists the others). */
export function askSettingMoves(s: RetaliationState, seat: Seat): Array<MoveOf<'set-reaction'>> {
  const p = s.players[seat];
  if (p.hand.length === 0) return [];
  return reactionTriggers.map((trigger) => ({ type: 'set-reaction', trigger, setting: reactionSetting(p, trigger) === 'ask' ? 'never' : 'ask' }));
}
