/**
 * Playing action cards (digest §5.3: cost 0; a card listing several effects lets you pick one, which you must be able to
 * resolve whole; then it is discarded). Each card's effects are small scripts (card-effects/registry.ts); a
 * "Discard 1 Action card to ..." effect is paid with other cards of the hand, never Contamination. Not In Combat cards
 * are closed while an intruder is in your room. The Search keep choice (F5) is the follow-up `keep-item`.
 */
import type { Rng, Seat } from '../../../engine';
import { actionCardOf, itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { isContamination, pay, payOptions, payProblem } from './cards';
import { COMMAND_OPTION } from './card-effects/channel';
import { effectsOf, optionCount } from './card-effects/registry';
import { reactionSetting, reactionTriggers } from './card-effects/reactions';
import { sameRoomUse } from './card-effects/room-use';
import type { ItemColour } from './card-effects/search';
import { isUnbuilt, type CardEffect, type CardPlay, type PlayChoice } from './card-effects/types';
import { gainItem, handsFit, namableKinds, namedAmmoProblem } from './equipment';
import { inCombat } from './health';

/** Why the card cannot be played at all now (before any effect is chosen), or null. */
function cardProblem(s: RetaliationState, seat: Seat, card: string): string | null {
  if (isContamination(card) || !s.players[seat].hand.includes(card)) return 'Play an action card from your hand.';
  if (s.channel && s.channel.card !== card) return 'First play the command card you chose through Officer\'s Channel.';
  return actionCardOf(card).notInCombat && inCombat(s, seat) ? 'Not while an intruder is in your room.' : null;
}

/** The effect a play names, or why it cannot be played. */
function effectOf(s: RetaliationState, seat: Seat, card: string, option: number | undefined): CardEffect | string {
  const count = optionCount(card);
  if (count === 1 && option !== undefined) return 'This card has a single effect: name none.';
  if (count > 1 && (option === undefined || option >= count)) return `Choose which of the card's ${count} effects to resolve.`;
  if (s.channel && option !== COMMAND_OPTION) return 'Through Officer\'s Channel, play the card\'s command.';
  const effect = effectsOf(card)[option ?? 0];
  if (isUnbuilt(effect)) return effect.unbuilt;
  return effect.problem(s, seat) ?? effect;
}

/** Cards that can pay an effect's extra cost: never the played card itself. */
function extraPayments(s: RetaliationState, seat: Seat, card: string, cost: number): string[][] {
  return payOptions(s, seat, cost).filter((cards) => !cards.includes(card));
}

const sameChoice = (a: PlayChoice, b: PlayChoice) => a.target === b.target && a.seat === b.seat && a.choice === b.choice && sameRoomUse(a.room, b.room);

/** Why this play is refused (nothing changes), or null. */
export function playProblem(s: RetaliationState, seat: Seat, play: CardPlay): string | null {
  const problem = cardProblem(s, seat, play.card);
  if (problem) return problem;
  const effect = effectOf(s, seat, play.card, play.option);
  if (typeof effect === 'string') return effect;
  const cost = effect.anyCost ? (play.pay?.length ?? 0) : (effect.extraCost ?? 0);
  if (cost === 0 && play.pay !== undefined) return effect.anyCost ? 'To discard no card, name none.' : 'This effect costs no other card.';
  if (cost > 0) {
    const unpaid = payProblem(s, seat, play.pay ?? [], cost);
    if (unpaid) return `This effect makes you discard ${cost} other action card: ${unpaid}`;
    if (play.pay!.includes(play.card)) return 'The card you play cannot also pay for itself.';
  }
  const { target, seat: who, choice, room } = play;
  if (!effect.choices(s, seat).some((c) => sameChoice(c, { target, seat: who, choice, room }))) return effect.choiceError;
  return namedAmmoProblem(effect.ammoKinds?.(s, seat, { target, seat: who, choice, room }) ?? [], play.ammo);
}

/** Every way to play this card now (for the legal-move list). */
export function cardPlays(s: RetaliationState, seat: Seat, card: string): CardPlay[] {
  if (cardProblem(s, seat, card)) return [];
  const count = optionCount(card);
  return Array.from({ length: count }, (_, i) => i).flatMap((i) => {
    const option = count === 1 ? undefined : i;
    const effect = effectOf(s, seat, card, option);
    if (typeof effect === 'string') return [];
    const cost = effect.extraCost ?? 0;
    const counts = effect.anyCost ? s.players[seat].hand.map((_, i) => i + 1) : [cost].filter((n) => n > 0);
    const payments: Array<string[] | undefined> = [...(effect.anyCost || !cost ? [undefined] : []), ...counts.flatMap((n) => extraPayments(s, seat, card, n))];
    return effect.choices(s, seat).flatMap((c) =>
      payments.map((p): CardPlay => {
        const play: CardPlay = { type: 'play-card', card };
        if (option !== undefined) play.option = option;
        if (p) play.pay = p;
        for (const key of ['target', 'seat', 'choice', 'room'] as const) if (c[key] !== undefined) Object.assign(play, { [key]: c[key] });
        return play;
      }),
    ).flatMap((play) => [play, ...namableKinds(effect.ammoKinds?.(s, seat, play) ?? []).map((ammo): CardPlay => ({ ...play, ammo }))]);
  });
}

/** Plays a card already checked by `playProblem`: extra cost paid, card out of the hand, effect, then the discard. */
export function playCard(s: RetaliationState, seat: Seat, play: CardPlay, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const effect = effectOf(s, seat, play.card, play.option) as CardEffect;
  // The channel's far reach was needed to check the play; the command card's own play ends it.
  s.channel = null;
  const events: RetaliationEvent[] = play.pay ? pay(s, seat, play.pay) : [];
  p.hand = p.hand.filter((c) => c !== play.card);
  events.push({ type: 'card-played', seat, card: actionCardOf(play.card).name });
  events.push(...effect.resolve(s, seat, play, rng));
  p.discard.push(play.card);
  return events;
}

/** The reaction settings a seat may switch to on its turn (each trigger to its other value); an empty hand only passes. */
export function reactionSettingMoves(s: RetaliationState, seat: Seat): Array<MoveOf<'set-reaction'>> {
  if (s.players[seat].hand.length === 0) return [];
  const p = s.players[seat];
  const toggles: Array<MoveOf<'set-reaction'>> = reactionTriggers.map((trigger) => ({ type: 'set-reaction', trigger, setting: reactionSetting(p, trigger) === 'always' ? 'never' : 'always' }));
  // Duck and Cover's choice of whom an attack goes to: any other character, a standing public choice.
  const covers = s.players.flatMap((_, x): Array<MoveOf<'set-reaction'>> =>
    x === seat || (reactionSetting(p, 'attack') === 'always' && p.cover === x) ? [] : [{ type: 'set-reaction', trigger: 'attack', setting: 'always', cover: x }]);
  // With a chosen character, "always" without one goes back to the earliest in turn order.
  const uncover: Array<MoveOf<'set-reaction'>> = reactionSetting(p, 'attack') === 'always' && p.cover !== undefined ? [{ type: 'set-reaction', trigger: 'attack', setting: 'always' }] : [];
  return [...toggles, ...covers, ...uncover];
}

/** The item cards of a Search that can be kept: a heavy item needs a free hand (discarding one is not built). */
export function keepable(s: RetaliationState): string[] {
  const { seat, cards } = s.search!;
  return cards.filter((c) => !itemOfInstance(c).heavy || handsFit(s, seat, [c]));
}

export function keepItem(s: RetaliationState, item: string | null): RetaliationEvent[] {
  const { seat, cards } = s.search!;
  s.search = null;
  for (const card of cards) {
    if (card === item) continue;
    s.decks.items[itemOfInstance(card).deck as ItemColour].push(card);
  }
  if (item) gainItem(s, seat, item);
  return [{ type: 'item-kept', seat, kept: item !== null }];
}
