/**
 * Nemesis moves in words, from the seat's own view: rooms by name (or number while unexplored), cards by their printed
 * names, payments named card by card. Never an id or an option's code word.
 */
import type { NemesisMove } from '../../../shared/games/nemesis/moves/schema';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { boardData, intruderPlayerCards } from '../../../shared/games/nemesis/data';
import { cardName, characterName, DECK_WORDS, OBJECT_WORDS, roomTileName, type Names } from './names';
import { combatCardWords } from './combat-card-words';

export function paying(pay: readonly string[]): string {
  return pay.length === 0 ? '' : `, paying with ${pay.map(cardName).join(' and ')}`;
}

const DESTINATION = (d: string) => `destination ${d}`;
const TREATMENTS: Record<string, string> = {
  'dress-all': 'dress all your serious wounds',
  'heal-dressed': 'heal one dressed serious wound',
  'heal-light': 'heal your light wounds',
};

/** Where a careful movement puts its noise marker: a corridor toward a room, or the technical corridors. */
function noiseWords(exit: string, names: Names): string {
  return exit.includes('tech') ? 'the technical corridors' : names.corridor(exit);
}

/** The room a corridor leads to from the viewer's room. */
export function destinationOf(corridor: string, view: NemesisView, from: string | null): string | null {
  const both = boardCorridorRooms(view, corridor);
  return both.find((r) => r !== from) ?? null;
}

function boardCorridorRooms(view: NemesisView, corridor: string): readonly string[] {
  return boardData[view.config.board].corridors.find((c) => c.id === corridor)?.rooms ?? [];
}

/** The room action's option in words ("set the destination to C", "put out the fire in the Armory (room 7)"). */
export function roomChoiceWords(tile: string, choice: string | undefined, view: NemesisView, names: Names): string {
  if (choice === undefined) return '';
  if (tile === 'cockpit') return choice === 'check' ? ': check the coordinates' : `: set the ${DESTINATION(choice)}`;
  if (tile === 'emergency-room') return `: ${TREATMENTS[choice] ?? 'a treatment'}`;
  if (tile === 'armory') return `: charge the ${cardName(choice)}`;
  if (tile === 'shower-room' || tile === 'canteen') return choice === 'scan' ? ', scanning your contamination cards' : ', without scanning';
  if (tile === 'storage') return `: the ${DECK_WORDS[choice] ?? 'chosen'} deck`;
  if (tile === 'fire-control-system') return `: put out the fire in ${names.room(choice)}`;
  if (tile === 'monitoring-room') return `: look at ${names.room(choice)}`;
  if (tile === 'airlock-control') return `: lock down ${names.room(choice)}`;
  if (tile === 'command-center') return `: set the doors of ${names.room(choice)}`;
  if (tile === 'laboratory') return `: analyse ${OBJECT_WORDS[choice] ?? 'an object'}`;
  if (tile === 'hatch-control-system') {
    const [verb, pod] = choice.split('-');
    return `: ${verb === 'unlock' ? 'unlock' : 'lock'} escape pod ${pod}`;
  }
  if (tile.startsWith('evacuation-section')) {
    const [pod, how] = choice.split(':');
    return `: board escape pod ${pod}${how === 'launch' ? ' and launch it' : ' and wait'}`;
  }
  return '';
}

/** A computer card's option in words: a free room action (its room and option), the coordinates, a malfunction. */
function cardChoiceWords(choice: string | undefined, view: NemesisView, names: Names): string {
  if (choice === 'coordinates') return ': check the coordinates';
  if (choice === 'intercom') return ', reaching the rooms with a computer by the Intercom';
  if (choice?.startsWith('malfunction:')) return `: a malfunction in ${names.room(choice.slice('malfunction:'.length))}`;
  if (choice?.startsWith('craft:')) {
    const [, kind, using] = choice.split(':');
    return `: craft the ${cardName(kind)} from ${using.split('+').map(cardName).join(' and ')}`;
  }
  if (!choice?.startsWith('room:')) return '';
  const [, slot, ...rest] = choice.split(':');
  const tile = view.rooms.find((r) => r.slot === slot)?.room ?? '';
  return `: the room action of the ${roomTileName(tile)} for free${roomChoiceWords(tile, rest.length ? rest.join(':') : undefined, view, names)}`;
}

/** An item's target in words: a room, an intruder, or a card. */
function optionWords(choice: string, view: NemesisView, names: Names): string {
  if (choice.startsWith('bind:')) return `taping the ${choice.slice('bind:'.length).split('+').map(cardName).join(' and the ')} together`;
  if (choice.startsWith('character:')) return names.seat(Number(choice.slice('character:'.length)));
  if (choice.startsWith('attach:')) return `the ${cardName(choice.slice('attach:'.length))}`;
  if (choice.includes('+')) return choice.split('+').map((slot) => names.room(slot)).join(' and ');
  if (boardCorridorRooms(view, choice).length > 0) return `the way out by ${names.corridor(choice)}`;
  if (view.rooms.some((r) => r.slot === choice)) return names.room(choice);
  if (view.intruders.some((i) => i.id === choice)) return names.intruder(choice);
  return OBJECT_WORDS[choice] ?? cardName(choice);
}

/** A quest item's option in words: a pod, a door, a room, an object or a deck. */
function questChoiceWords(choice: string, view: NemesisView, names: Names): string {
  const pod = /^(lock|unlock)-(\d+)$/.exec(choice);
  if (pod) return `escape pod ${pod[2]} (${pod[1]} it)`;
  const door = /^(open|close):(.+)$/.exec(choice);
  if (door) return `the door of ${names.corridor(door[2])} (${door[1]} it)`;
  if (DECK_WORDS[choice]) return `the ${DECK_WORDS[choice]} deck`;
  const objective = /^character:(\d+):(\d+)$/.exec(choice);
  if (objective) return `objective card ${Number(objective[2]) + 1} of ${names.seat(Number(objective[1]))}`;
  return optionWords(choice, view, names);
}

/** An intruder-player card's printed name, from its id or its kind. */
export const intruderCardName = (card: string): string =>
  intruderPlayerCards.find((c) => c.id === card || c.id.replace(/-\d+$/, '') === card)?.name ?? 'an intruder card';

function intruderCardLabel(m: Extract<NemesisMove, { type: 'intruder-card' }>, names: Names): string {
  const card = intruderCardName(m.card);
  const who = m.intruder ? names.intruder(m.intruder) : 'an intruder';
  if (m.as === 'move') return `Play ${card} to move ${who}${m.corridor ? ` through corridor ${m.corridor}` : ''}`;
  if (m.as === 'attack') return `Play ${card}: ${who} attacks ${names.seat(m.target ?? 0)}`;
  if (m.target !== undefined) return `Play ${card}: ${names.seat(m.target)} makes a noise roll`;
  return `Play ${card} for its effect${m.intruder ? ` on ${who}` : ''}`;
}

/** Things in a trade: one's own by name; another's inventory card by place and colour (its face is hidden). */
function tradeWords(things: readonly string[], owner: number | null, view: NemesisView): string {
  if (things.length === 0) return 'nothing';
  const colours = owner === null ? [] : view.players[owner].inventoryColours;
  const word = (t: string) =>
    t.startsWith('inventory:') ? `their ${DECK_WORDS[colours[Number(t.slice('inventory:'.length))]] ?? 'hidden'} item no. ${Number(t.slice('inventory:'.length)) + 1}` : (OBJECT_WORDS[t] ?? `the ${cardName(t)}`);
  return things.map(word).join(' and ');
}

function targetWords(target: string, names: Names): string {
  return target === 'eggs' ? 'the eggs' : names.intruder(target);
}

export function moveLabel(move: unknown, view: NemesisView, names: Names): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as NemesisMove;
  const me = view.me ? view.players[view.me.seat] : null;
  switch (m.type) {
    case 'choose-character':
      return `Play the ${characterName(m.character)}`;
    case 'choose-objective':
      return `Keep the objective ${cardName(m.objective)}`;
    case 'pass':
      return m.discard.length ? `Pass, discarding ${m.discard.map(cardName).join(' and ')}` : 'Pass';
    case 'move': {
      const to = destinationOf(m.corridor, view, me?.room ?? null);
      return `Move to ${to ? names.room(to) : 'the next room'} by ${names.corridor(m.corridor)}${paying(m.pay)}`;
    }
    case 'careful-move': {
      const to = destinationOf(m.corridor, view, me?.room ?? null);
      return `Move carefully to ${to ? names.room(to) : 'the next room'}, noise in ${noiseWords(m.noise, names)}${paying(m.pay)}`;
    }
    case 'shoot':
      return `Shoot ${targetWords(m.target, names)} with the ${cardName(m.weapon)}${paying(m.pay)}`;
    case 'melee':
      return `Attack ${targetWords(m.target, names)} in melee${paying(m.pay)}`;
    case 'pick-up':
      return `Pick up ${OBJECT_WORDS[m.object]}${paying(m.pay)}`;
    case 'play-card':
      return `Play ${cardName(m.card)}${m.deck ? ` on the ${DECK_WORDS[m.deck]} deck` : ''}${cardChoiceWords(m.choice, view, names)}${combatCardWords(m.card, m.choice, names)}${paying(m.pay)}`;
    case 'keep-item':
      return `Keep the ${cardName(m.card)}`;
    case 'craft':
      return `Craft the ${cardName(m.item)} from ${m.using.map(cardName).join(' and ')}${paying(m.pay)}`;
    case 'room-action': {
      const slot = me?.room ?? null;
      const tile = view.rooms.find((r) => r.slot === slot)?.room ?? '';
      return `Take the room action of the ${roomTileName(tile)}${roomChoiceWords(tile, m.choice, view, names)}${paying(m.pay)}`;
    }
    case 'use-item':
      return `Use the ${cardName(m.item)}${m.choice ? ` on ${optionWords(m.choice, view, names)}` : ''}${m.discard ? (m.discard.length ? `, discarding ${m.discard.map(cardName).join(' and ')}` : ', discarding nothing') : ''}${paying(m.pay)}`;
    case 'set-door':
      return `${m.door === 'open' ? 'Open' : 'Close'} the door of ${names.corridor(m.corridor)}${view.corridors[m.corridor]?.door === m.door ? ' (leave it as it is)' : ''}`;
    case 'place-event':
      return m.where === 'top' ? 'Put the event card back on top of the event deck' : 'Put the event card at the bottom of the event deck';
    case 'activate-quest':
      return `Activate the ${cardName(m.card)}${m.discard ? `, discarding the ${cardName(m.discard)}` : ''}${paying(m.pay)}`;
    case 'use-quest':
      return `Use the ${cardName(m.card)}${m.choice ? ` on ${questChoiceWords(m.choice, view, names)}` : ''}${paying(m.pay)}`;
    case 'launch':
      return 'Ask for your escape pod to be launched';
    case 'leave-pod':
      return 'Leave the escape pod';
    case 'intruder-card':
      return intruderCardLabel(m, names);
    case 'move-door':
      return `Take the door token of ${names.corridor(m.corridor)} (that door opens)`;
    case 'intruder-pick':
      return `Resolve ${cardName(m.card)}`;
    case 'intruder-pass':
      return m.keep === undefined ? 'Pass and discard your intruder cards' : `Pass, keeping ${intruderCardName(m.keep)}`;
    case 'set-reaction':
      return m.setting === 'always' ? 'Play Nerves of Steel by itself at a surprise attack' : m.setting === 'ask' ? 'Be asked at every surprise attack whether to play Nerves of Steel' : 'Keep Nerves of Steel in hand at surprise attacks';
    case 'answer-nerves':
      return m.play ? 'Play Nerves of Steel: ignore the surprise attack' : 'Do not play Nerves of Steel';
    case 'relocate-intruder':
{
      const from = view.intruders.find((i) => i.id === m.intruder)?.room;
      return `Move ${names.intruder(m.intruder)}${from ? ` from ${names.room(from)}` : ''} to the new room`;
    }
    case 'choose-reroll':
      return m.reroll ? 'Roll the combat die again' : 'Keep the roll';
    case 'answer-cover':
      return m.agree ? 'Move under the covering fire' : 'Stay where you are';
    case 'drop':
      return `Drop ${OBJECT_WORDS[m.thing] ?? `the ${cardName(m.thing)}`}`;
    case 'propose-trade':
      if (m.offers.length === 0) return `Trade: make no offer of your own, let the others in the room trade among themselves${paying(m.pay)}`;
      return `Trade${m.offers.map((o) => ` with ${names.seat(o.seat)}: give ${tradeWords(o.give, null, view)}, ask for ${tradeWords(o.take, o.seat, view)}`).join(';')}${paying(m.pay)}`;
    case 'set-interruption':
      return m.setting === 'ask' ? 'Be asked whether to interrupt actions taken in your room' : 'Stop being asked whether to interrupt actions';
    case 'answer-interruption':
      return m.interrupt ? 'Play Interruption: cancel the action' : 'Let the action happen';
    case 'answer-trade':
      if (m.from !== undefined) return `${m.accept ? 'Accept' : 'Refuse'} the trade offered by ${names.seat(m.from)}`;
      return m.accept ? 'Accept the trade' : 'Refuse the trade';
    case 'offer-trade':
      return `Offer ${names.seat(m.with)} a trade: give ${tradeWords(m.give, null, view)}, ask for ${tradeWords(m.take, m.with, view)}`;
    case 'end-trade':
      return 'Be done trading (still answer offers made to you)';
    case 'show-card':
      return `Show ${names.seat(m.to)} your ${cardName(m.card)}, without trading it`;
    default:
      return null;
  }
}
