/**
 * Action-card effects on characters: healing, tactical-gear tokens gained or spent, cards drawn, serious wounds, the
 * item draw of Always Prepared, and Stay Calm's command (a command is made by its owner, who makes every choice:
 * digest §5.3 orders and commands).
 */
import type { Rng, Seat } from '../../../../engine';
import { roomOf } from '../../data';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState, TacticalToken } from '../../state';
import { corridorsOf, isRoom, otherEnd } from '../board';
import { discardWound } from '../care-rooms';
import { drawCards, gainContamination } from '../cards';
import { BELT, gainChoices, gainToken as gainTokenAt, placeOfChoice } from '../items';
import { charactersIn, heal } from '../health';
import { ignoresCommand } from './reactions';
import { plain, targeted, type CardEffect } from './types';

const here = (s: RetaliationState, seat: Seat) => s.players[seat].space!;
const tokenWord = (token: TacticalToken) => (token === 'medpack' ? 'Medpack' : 'Grenade');

export const restoreOneHp: CardEffect = plain(
  (s, seat) => (s.players[seat].health > 0 ? null : 'You have no HP to restore.'),
  (s, seat) => heal(s, seat, 1),
);

/**
 * "If you are in a Room with a <colour> Item icon: gain 1 <token> token": F4, the player names where it goes, the belt
 * (no `choice`) or a held item with a free slot for it (`choice` names the item); reading 12.26: no free place, no gain.
 */
export function gainToken(colour: 'green' | 'yellow', token: TacticalToken): CardEffect {
  return {
    problem: (s, seat) => {
      if (!roomOf(s.spaces[here(s, seat)].room).itemIcons.includes(colour)) return `Your room has no ${colour} item icon.`;
      if (!gainChoices(s, seat, token).length) return `You have no free slot for a ${tokenWord(token)} token.`;
      return s.gearSupply[token] ? null : `No ${tokenWord(token)} token is left in the supply.`;
    },
    choices: (s, seat) => gainChoices(s, seat, token).map((place) => (place === BELT ? {} : { choice: place })),
    choiceError: 'Name a held item with a free slot for the token, or nothing for your tactical belt.',
    resolve: (s, seat, play) => gainTokenAt(s, seat, token, placeOfChoice(s, seat, token, play.choice ?? BELT)),
  };
}

/** Takes a token of this type off your belt back to the supply (Combat Drugs, Field Surgery). */
export function spendBeltToken(s: RetaliationState, seat: Seat, token: TacticalToken): RetaliationEvent[] {
  const p = s.players[seat];
  p.belt[p.belt.findIndex((t) => t?.token === token)] = null;
  s.gearSupply[token] += 1;
  return [{ type: 'gear-discarded', seat, token }];
}
const hasToken = (s: RetaliationState, seat: Seat, token: TacticalToken) => s.players[seat].belt.some((t) => t?.token === token);

export const combatDrugs: CardEffect = {
  problem: (s, seat) => (hasToken(s, seat, 'medpack') ? null : 'You have no Medpack token on your belt.'),
  choices: (s, seat) => charactersIn(s, here(s, seat)).map((x) => ({ seat: x })),
  choiceError: 'Choose a character in your room.',
  resolve: (s, seat, play, rng) => {
    const target = play.seat!;
    const events = spendBeltToken(s, seat, 'medpack');
    return [...events, ...drawCards(s, target, Math.max(0, 3 - s.players[target].hand.length), rng)];
  },
};

/** Field Surgery: a serious wound of a character in your room goes; then a Medpack token of yours, or a Contamination card for them. */
export const fieldSurgery: CardEffect = {
  extraCost: 1,
  problem: (s, seat) => (charactersIn(s, here(s, seat)).some((x) => s.players[x].seriousWounds.length) ? null : 'Nobody in your room has a serious wound.'),
  choices: (s, seat) =>
    charactersIn(s, here(s, seat)).flatMap((x) =>
      s.players[x].seriousWounds.flatMap((target) => [...(hasToken(s, seat, 'medpack') ? ['medpack'] : []), 'contamination'].map((choice) => ({ seat: x, target, choice }))),
    ),
  choiceError: 'Choose a serious wound of a character in your room, then your Medpack token or a Contamination card for them.',
  resolve: (s, seat, play) => [
    ...discardWound(s, play.seat!, play.target!),
    ...(play.choice === 'medpack' ? spendBeltToken(s, seat, 'medpack') : gainContamination(s, play.seat!, 1)),
  ],
};

/** Your room and the rooms one corridor away (a command's reach); through Officer's Channel, every room (channel.ts). */
export function roomsInReach(s: RetaliationState, seat: Seat): string[] {
  if (s.channel?.seat === seat) return Object.keys(s.spaces).filter((sp) => isRoom(s, sp));
  const room = here(s, seat);
  const around = corridorsOf(s, room).map((c) => otherEnd(c, room)).filter((sp) => isRoom(s, sp));
  return [room, ...new Set(around)];
}

/** Stay Calm's command: each character in the room draws 1 card; another may ignore it with Chain of Command (reactions.ts). */
const calmRoom = (s: RetaliationState, seat: Seat, room: string, rng: Rng): RetaliationEvent[] =>
  charactersIn(s, room).flatMap((x) => (x !== seat && ignoresCommand(s, x)) || drawCards(s, x, 1, rng));

export const stayCalm: CardEffect = targeted(
  (s, seat) => roomsInReach(s, seat).filter((room) => charactersIn(s, room).length),
  'There is no character in your room or a neighbouring one.',
  'Choose your room or a neighbouring room with characters in it.',
  calmRoom,
);

const colours = ['red', 'green', 'yellow'] as const;

/** Always Prepared: 2 item cards from one deck, keep 1 (the Search follow-up: the other goes under its deck unseen). */
export const drawTwoItems: CardEffect = {
  extraCost: 1,
  problem: (s) => (colours.some((c) => s.decks.items[c].length) ? null : 'Every item deck is empty.'),
  choices: (s) => colours.filter((c) => s.decks.items[c].length).map((choice) => ({ choice })),
  choiceError: 'Choose an item deck that still has cards: red, green or yellow.',
  resolve: (s, seat, play) => {
    const cards = s.decks.items[play.choice as (typeof colours)[number]].splice(0, 2);
    s.search = { seat, cards };
    return [{ type: 'searched', seat, count: cards.length, cards: cards.slice() }];
  },
};
