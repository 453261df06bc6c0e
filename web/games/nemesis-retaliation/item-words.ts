/**
 * Nemesis: Retaliation words for the item moves, events and prompts (Use Item, consent, Trade, tactical gear,
 * discarding): items by printed name and option text, tokens by type, places by the viewer's names.
 */
import { itemOfInstance } from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationEvent } from '../../../shared/games/nemesis-retaliation/events';
import type { MoveOf, RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { cardName, GEAR_WORDS, placeWords, type Names } from './names';
import { spendingWords } from './ammo-words';

type Labeler<K extends RetaliationMove['type']> = (m: MoveOf<K>, view: RetaliationView, names: Names) => string | null;
type EventOf<T extends RetaliationEvent['type']> = Extract<RetaliationEvent, { type: T }>;
type Line<T extends RetaliationEvent['type']> = (e: EventOf<T>, who: (seat: number) => string) => string;

const paid = (pay: readonly string[]) => (pay.length ? `, paying with ${pay.map(cardName).join(' and ')}` : '');
const token = (t: string | undefined) => (t ? (GEAR_WORDS[t] ?? 'a token') : 'a token');
const SPECIAL: Record<string, string> = { belt: 'onto your belt', keep: 'put back as they were', swap: 'swapped', room: 'from your room', fire: 'the fire in your room', A: 'section A', B: 'section B', C: 'section C' };

/** The token in one of the viewer's places (a seat's belt slot, or an item slot). */
function tokenIn(view: RetaliationView, seat: number | null, place: { item?: string; slot: number }): string {
  if (place.item === 'robot') return token(view.robot.gear[place.slot]);
  const p = seat === null ? undefined : view.players[seat];
  const slot = place.item === undefined ? p?.belt[place.slot] : p?.itemGear[place.item]?.[place.slot];
  return token(slot?.token);
}
const placeName = (place: { item?: string }) => (place.item === undefined ? 'your belt' : place.item === 'robot' ? 'the robot' : `the ${cardName(place.item)}`);

function targetWords(target: string, names: Names): string {
  if (/^\d$/.test(target)) return names.seat(Number(target));
  // Security System Control: the room whose secure token is spent, and the corridor fired into.
  if (target.includes('>')) return `a secure token of ${names.place(target.split('>')[0])}, into ${names.place(target.split('>')[1])}`;
  if (target in SPECIAL) return SPECIAL[target];
  return cardName(target) !== 'a card' ? cardName(target) : names.place(target);
}

/** The option's printed text without its closing full stop, so a label can go on after it. */
function optionText(item: string, option: number): string {
  try {
    return (itemOfInstance(item).options?.[option]?.text ?? 'its effect').replace(/\.$/, '');
  } catch {
    return 'its effect';
  }
}

const HEAVY_ARMOR_WORDS: Record<string, string> = {
  always: 'always lose 2 HP instead of a serious wound',
  'unless-fatal': 'lose 2 HP instead of a serious wound unless that kills you',
  never: 'always take serious wounds',
};

/** F7: when a passive item applies (rules/passive-items.ts), by item and setting. */
const PASSIVE_WORDS: Record<string, Record<string, string>> = {
  'perimeter-security-device': { always: 'always ignore Hazards while you discover a room', ask: 'be asked at each Hazard while you discover a room', never: 'never ignore Hazards' },
  'biohazard-armor': { always: 'always lose 1 HP instead of a Contamination card', 'unless-fatal': 'lose 1 HP instead of a Contamination card unless that kills you', never: 'always take Contamination cards' },
  'bulletproof-vest': { always: 'discard it instead of taking a serious wound', never: 'keep it and take serious wounds' },
};

export const ITEM_MOVE_WORDS: { [K in 'place-token' | 'use-on-gain' | 'set-heavy-armor' | 'use-item' | 'answer-consent' | 'discard-item' | 'discard-gear' | 'arrange-gear' | 'end-gear' | 'trade' | 'trade-add' | 'trade-send' | 'trade-cancel' | 'answer-trade' | 'trade-counter' | 'launcher-fire' | 'set-passive' | 'apply-passive']: Labeler<K> } = {
  'launcher-fire': (m, _v, names) =>
    m.fire === 'grenade' ? `Throw a grenade from the Grenade Launcher into ${names.corridor(m.corridor!)}` : m.fire === 'burst' ? `Fire the Grenade Launcher's Burst you declared${spendingWords(m.ammo)}` : 'Stop: no Burst after the grenades',
  'use-item': (m, _v, names) =>
    `Use the ${cardName(m.item)}: ${optionText(m.item, m.option)}${m.target ? ` (${targetWords(m.target, names)})` : ''}${m.on !== undefined ? `, on ${names.seat(m.on)} if they accept` : ''}${paid(m.pay)}`,
  // The same answer serves a companion's Tactical Retreat (the view shows which offer is pending).
  'answer-consent': (m, view) => (view.retreat ? (m.accept ? 'Come along on the Tactical Retreat' : 'Stay behind') : m.accept ? 'Accept the item used on you' : 'Refuse the item used on you'),
  'use-on-gain': (m, _v, names) =>
    m.option === null || m.item === undefined ? 'Keep the item card you gained' : `Use the ${cardName(m.item)} at once, free: ${optionText(m.item, m.option)}${m.target ? ` (${targetWords(m.target, names)})` : ''}`,
  'set-heavy-armor': (m) => `Heavy Armor: ${HEAVY_ARMOR_WORDS[m.setting]}`,
  'set-passive': (m) => `${cardName(m.item)}: ${PASSIVE_WORDS[m.item]?.[m.setting] ?? 'change when it applies'}`,
  'apply-passive': (m) => (m.apply ? 'Ignore the Hazard (Perimeter Security Device)' : 'Let the Hazard happen'),
  'place-token': (m) => (m.to === 'belt' ? 'Put the token on your belt' : `Put the token on the ${cardName(m.to)}`),
  'discard-item': (m) => `Discard the ${cardName(m.item)}`,
  'discard-gear': (m, view) => `Discard the ${tokenIn(view, view.me?.seat ?? null, m)} from ${placeName(m)}`,
  'arrange-gear': (m, view) => `Move the ${tokenIn(view, view.me?.seat ?? null, m.from)} from ${placeName(m.from)} to ${placeName(m.to)}${paid(m.pay)}`,
  'end-gear': () => 'End the Use Tactical Gear action',
  trade: (m, _v, names) => `Trade with ${names.seat(m.with)}${paid(m.pay)}`,
  'trade-add': (m, view) => {
    const seat = m.side === 'give' ? (view.me?.seat ?? null) : otherSide(view);
    const thing = tradeThing(view, seat, m.thing, m.side === 'give' ? 'your' : 'their');
    return m.side === 'give' ? `Offer ${thing}` : `Ask for ${thing}`;
  },
  'trade-send': (_m, view) => (view.trade?.by !== undefined ? 'Send the counter-offer' : 'Send the trade proposal'),
  'trade-cancel': (_m, view) => (view.trade?.by !== undefined ? 'Refuse the trade instead of countering' : 'Withdraw the trade'),
  'answer-trade': (m, view) => {
    const what = view.trade?.by !== undefined ? 'counter-offer' : 'trade';
    return m.accept ? `Accept the ${what}${offerWords(view)}` : `Refuse the ${what}`;
  },
  'trade-counter': () => 'Make a counter-offer instead',
};

/** The other side of the viewer's trade. */
const otherSide = (view: RetaliationView): number | null => (view.trade ? (view.me?.seat === view.trade.seat ? view.trade.partner : view.trade.seat) : null);

function tradeThing(view: RetaliationView, seat: number | null, thing: string, whose: string): string {
  const belt = /^belt-(\d)$/.exec(thing);
  return belt ? `the ${tokenIn(view, seat, { slot: Number(belt[1]) })} from ${whose} belt` : `the ${cardName(thing)}`;
}

/** The offer as the viewer answering it reads it: ": you give X, you get Y" (the view shows it to the two sides only). */
function offerWords(view: RetaliationView): string {
  const t = view.trade;
  if (!t || !t.give || !t.take || !view.me) return '';
  const mine = view.me.seat === t.seat;
  const list = (things: readonly string[], seat: number | null, whose: string) => (things.length ? things.map((x) => tradeThing(view, seat, x, whose)).join(' and ') : 'nothing');
  return `: you give ${list(mine ? t.give : t.take, view.me.seat, 'your')}, you get ${list(mine ? t.take : t.give, otherSide(view), 'their')}`;
}

export const ITEM_EVENT_WORDS: { [K in 'robot-revealed' | 'heavy-armor-set' | 'item-discarded' | 'gear-moved' | 'item-used' | 'consent-asked' | 'consent-answered' | 'objectives-looked' | 'door-opened' | 'malfunction-removed' | 'hand-discarded' | 'trade-proposed' | 'trade-countered' | 'trade-answered' | 'passive-set']: Line<K> } = {
  'robot-revealed': (e) => `The robot was revealed: the ${cardName(e.robot)}.`,
  'heavy-armor-set': (e, who) => `${who(e.seat)} set the Heavy Armor to ${HEAVY_ARMOR_WORDS[e.setting]}.`,
  'passive-set': (e, who) => `${who(e.seat)} set the ${cardName(e.item)} to ${PASSIVE_WORDS[e.item]?.[e.setting] ?? 'a new setting'}.`,
  'item-discarded': (e, who) => `${who(e.seat)} discarded the ${cardName(e.item)}.`,
  'gear-moved': (e, who) => `${who(e.seat)} moved ${token(e.token)} to another slot.`,
  'item-used': (e, who) => `${who(e.seat)} used the ${cardName(e.item)}${e.on !== null ? ` on ${who(e.on)}` : ''}: ${optionText(e.item, e.option)}.`,
  'consent-asked': (e, who) => `${who(e.seat)} offered to use the ${cardName(e.item)} on ${who(e.target)}.`,
  'consent-answered': (e, who) => `${who(e.target)} ${e.accepted ? 'accepted' : 'refused'} the item of ${who(e.seat)}.`,
  'objectives-looked': (e, who) => `${who(e.seat)} looked at the objectives of ${who(e.of)}${e.cards ? `: ${e.cards.map(cardName).join(' and ')}` : ''}.`,
  'door-opened': (e) => `The door in ${placeWords(e.corridor)} was opened.`,
  'malfunction-removed': (e, who) => `A malfunction marker was removed from ${e.item ? `the ${cardName(e.item)} of ${who(e.seat)}` : placeWords(e.where ?? '')}.`,
  'hand-discarded': (e, who) => `${who(e.seat)} discarded the action cards in hand${e.cards.length ? `: ${e.cards.join(', ')}` : ''}.`,
  'trade-proposed': (e, who) => `${who(e.seat)} ${e.counter ? 'sent a counter-offer' : 'proposed a trade'} to ${who(e.partner)}.`,
  'trade-countered': (e, who) => `${who(e.seat)} answered the offer of ${who(e.partner)} with a counter-offer.`,
  'trade-answered': (e, who) =>
    e.by === undefined
      ? `${who(e.partner)} ${e.accepted ? 'accepted' : 'refused'} the trade of ${who(e.seat)}.`
      : `${who(e.by)} ${e.accepted ? 'accepted' : 'refused'} the trade with ${who(e.by === e.seat ? e.partner : e.seat)}.`,
};

export const ITEM_PROMPT_KINDS: Record<string, string> = {
  'answer-consent': 'answering whether an item is used on them',
  'answer-trade': 'answering a trade proposal',
  'compose-trade': 'putting a trade proposal together',
  'compose-counter': 'putting a counter-offer together',
  'apply-passive': 'deciding whether their Perimeter Security Device ignores a Hazard',
  'gear-action': 'using tactical gear',
  'use-on-gain': 'deciding whether to use an item card at once',
  'place-token': 'placing a token they gained',
  'launcher-fire': 'firing the grenades of a Grenade Launcher',
  'item-relay': 'choosing what their item makes the robot or the room do',
  'discard-hand-item': 'discarding an item from a wounded arm',
};
