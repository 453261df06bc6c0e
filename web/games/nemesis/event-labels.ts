/**
 * Nemesis log events in words, with the players' names. Events carry board slots, not what lies there, so a room is
 * "room 7" unless the event names its tile; cards are named by kind ("Search"), never by id.
 */
import type { SeatInfo } from '../../../shared/api';
import { boardData, roomById } from '../../../shared/games/nemesis/data';
import type { NemesisEvent } from '../../../shared/games/nemesis/events';
import { actionWords } from '../../../shared/games/nemesis/rules/interruption';
import { seatLabel } from '../../lib/format';
import { intruderCardName } from './move-labels';
import { cardName, characterName, DECK_WORDS, INTRUDER_WORDS, OBJECT_WORDS, roomTileName } from './names';

const slots = [...boardData.A.slots, ...boardData.B.slots];
const corridors = [...boardData.A.corridors, ...boardData.B.corridors];

export const roomNumber = (slot: string) => `room ${slots.find((s) => s.id === slot)?.roomNumber ?? '?'}`;
const rooms = (list: string[]) => (list.length ? list.map(roomNumber).join(', ') : 'no room');
const intruder = (id: string | null) => (id ? `intruder ${id.replace(/^\D+/, '#')}` : 'an intruder');
const thing = (id: string) => OBJECT_WORDS[id] ?? cardName(id);
/** A traded thing: named when the viewer may know it, else by its colour. */
const traded = (t: { colour: string | null; thing: string | null }) => (t.thing ? thing(t.thing) : `a ${DECK_WORDS[t.colour ?? ''] ?? 'hidden'} item`);
const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? 'nothing'));

function corridor(id: string): string {
  const c = corridors.find((x) => x.id === id);
  if (!c) return 'a corridor';
  if (c.kind !== 'corridor') return 'the technical corridors';
  return `the corridor between ${c.rooms.map(roomNumber).join(' and ')}`;
}

const EXPLORATION: Record<string, string> = {
  silence: 'Silence',
  danger: 'Danger',
  slime: 'Slime',
  fire: 'Fire',
  malfunction: 'Malfunction',
  door: 'Door',
};
const NOISE: Record<string, string> = { silence: 'Silence', danger: 'Danger' };
const HIT: Record<string, string> = { blank: 'a blank', creeper: 'a Creeper hit', adult: 'an Adult hit', 'single-hit': 'one hit', 'double-hit': 'two hits' };
const CHECK: Record<string, string> = { clean: 'clean', survived: 'infected, but survived', died: 'infected, and died' };
const INJURY: Record<string, string> = { dies: 'it dies', survives: 'it survives', retreats: 'it retreats' };
const DESTROYED: Record<string, string> = { fire: 'fire', malfunction: 'malfunctions', 'self-destruct': 'the self-destruct sequence' };

function engineTop(token: string): string {
  const m = /engine-(\d)-(working|damaged)/.exec(token);
  return m ? `engine ${m[1]} ${m[2]}` : 'an engine';
}

export function eventLabel(event: unknown, seats: SeatInfo[]): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const e = event as NemesisEvent;
  const who = (seat: number) => seatLabel(seats, seat);
  switch (e.type) {
    case 'draft-offered':
      return `${who(e.seat)} drew the ${e.characters.map(characterName).join(' and the ')} to choose from`;
    case 'character-chosen':
      return `${who(e.seat)} plays the ${characterName(e.character)}; the ${characterName(e.returned)} went back`;
    case 'round-started':
      return `Round ${e.round} began; ${who(e.firstPlayer)} goes first`;
    case 'cards-drawn':
      return e.cards ? `${who(e.seat)} drew ${list(e.cards.map(cardName))}` : `${who(e.seat)} drew ${e.count} card${e.count === 1 ? '' : 's'}`;
    case 'passed':
      return e.discarded.length ? `${who(e.seat)} passed, discarding ${list(e.discarded.map(cardName))}` : `${who(e.seat)} passed`;
    case 'paid':
      return `${who(e.seat)} paid with ${list(e.cards.map(cardName))}`;
    case 'moved':
      return `${who(e.seat)} moved${e.careful ? ' carefully' : ''} from ${roomNumber(e.from)} to ${roomNumber(e.to)}`;
    case 'room-explored':
      return `${who(e.seat)} explored ${roomNumber(e.room)}: the ${roomTileName(e.tile)}, ${EXPLORATION[e.effect]}${e.ignored ? ' (ignored)' : ''}${e.items !== null ? `, ${e.items} item${e.items === 1 ? '' : 's'} to search` : ''}`;
    case 'noise-rolled':
      return `${who(e.seat)} rolled for noise in ${roomNumber(e.room)}: ${NOISE[e.result] ?? e.result}`;
    case 'noise-placed':
      return `Noise in ${e.targets.map((t) => ('corridor' in t ? corridor(t.corridor) : 'the technical corridors')).join(' and ')}`;
    case 'marker-placed':
      return e.marker === 'slime' ? `${e.seat !== undefined ? who(e.seat) : 'A character'} is covered in slime` : `${e.marker === 'fire' ? 'Fire' : 'A malfunction'} in ${roomNumber(e.room)}`;
    case 'door-closed':
      return `A door closed in ${corridor(e.corridor)}`;
    case 'door-destroyed':
      return `The door in ${corridor(e.corridor)} was destroyed`;
    case 'intruders-moved':
      return `Intruders moved: ${e.moves.map((m) => `${intruder(m.intruder)} from ${roomNumber(m.from)} to ${roomNumber(m.to)}`).join('; ')}`;
    case 'encounter':
      return `${who(e.seat)} drew a ${INTRUDER_WORDS[e.drawn]} token in ${roomNumber(e.room)}${e.backNumber !== null ? ` (back ${e.backNumber})` : ''}`;
    case 'intruder-appeared':
      return `A ${INTRUDER_WORDS[e.intruderType]} appeared in ${roomNumber(e.room)}`;
    case 'bag-changed':
      return `Added to the intruder bag: ${list(e.added.map((t) => INTRUDER_WORDS[t]))}`;
    case 'first-encounter':
      return `The First Encounter: ${list(e.waiting.map(who))} keep one of their two objectives`;
    case 'objective-chosen':
      return `${who(e.seat)} kept an objective`;
    case 'surprise-attack':
      return `Surprise attack on ${who(e.seat)} (${e.handSize} cards in hand against ${e.backNumber})`;
    case 'no-surprise':
      return `No surprise attack on ${who(e.seat)} (${e.handSize} cards in hand against ${e.backNumber})`;
    case 'wounded':
      return `${who(e.seat)} took ${[e.light ? `${e.light} light wound${e.light === 1 ? '' : 's'}` : '', ...e.serious.map((w) => `a serious wound (${cardName(w)})`)].filter(Boolean).join(' and ') || 'no wound'}`;
    case 'contaminated':
      return e.received ? `${who(e.seat)} got a Contamination card` : `${who(e.seat)} escaped contamination`;
    case 'infested':
      return `${who(e.seat)} is infested${e.intruder ? `: a Creeper burst out` : ': a Larva took hold'}`;
    case 'character-died':
      return `${who(e.seat)} died in ${roomNumber(e.room)}`;
    case 'pods-unlocked':
      return `The escape pods unlocked (${e.reason === 'first-death' ? 'the first death' : 'the self-destruct sequence'})`;
    case 'time-advanced':
      return `Time passes: ${15 - e.time} left on the time track${e.selfDestruct !== null ? `, ${6 - e.selfDestruct} before self-destruct` : ''}`;
    case 'bag-developed':
      return `Intruder bag development: ${INTRUDER_WORDS[e.drawn]}`;
    case 'eggs-changed':
      return `${e.reason} Eggs in the Nest: ${e.eggs}`;
    case 'scanned':
      return `${who(e.seat)} scanned ${e.contamination} Contamination card${e.contamination === 1 ? '' : 's'}: ${e.infected} INFECTED`;
    case 'intruders-healed':
      return `The intruders healed ${e.amount} injur${e.amount === 1 ? 'y' : 'ies'}`;
    case 'intruders-lurked':
      return `${e.intruders.length} intruder${e.intruders.length === 1 ? '' : 's'} went back to lurk in the technical corridors`;
    case 'doors-opened':
      return `${e.corridors.length} door${e.corridors.length === 1 ? '' : 's'} opened`;
    case 'event-deck-looked':
      return `${who(e.seat)} looked at the top card of the event deck (Risk Assessment)`;
    case 'quest-activated':
      return `${who(e.seat)} activated the quest item ${cardName(e.card)}${e.discarded ? `, discarding ${cardName(e.discarded)}` : ''}`;
    case 'quest-used':
      return `${who(e.seat)} used the ${cardName(e.card)}`;
    case 'item-counters-emptied':
      return `Item counters emptied in ${rooms(e.rooms)}`;
    case 'self-destruct-started':
      return `Self-destruct sequence started. ${e.reason}`;
    case 'pod-ejected':
      return `Escape pod ${e.pod} was ejected`;
    case 'attacked':
      return `${intruder(e.intruder)} attacked ${who(e.seat)}${e.card ? ` (${cardName(e.card)})` : ''}: ${e.hit ? 'a hit' : 'it missed'}`;
    case 'intruder-transformed':
      return `${intruder(e.intruder)} turned into a ${INTRUDER_WORDS[e.into]}`;
    case 'ship-destroyed':
      return `The ship was destroyed by ${DESTROYED[e.reason]}`;
    case 'game-ended':
      return `The game is over. ${e.reason}${e.winners.length ? ` Won by ${list(e.winners.map(who))}.` : ''}`;
    case 'shot-rolled':
      return `${who(e.seat)} shot at ${e.target === 'eggs' ? 'the eggs' : intruder(e.target)} with the ${cardName(e.weapon)} and rolled ${HIT[e.face] ?? 'a roll'}: keep it or roll again?`;
    case 'relocation-asked':
      return `No ${INTRUDER_WORDS[e.intruderType] ?? 'intruder'} miniature is left: ${who(e.seat)} chooses which one on the board moves to ${roomNumber(e.room)}`;
    case 'shot':
      return `${who(e.seat)} shot at ${e.target === 'eggs' ? 'the eggs' : intruder(e.target)} with the ${cardName(e.weapon)}: ${e.rerolled ? `${HIT[e.rerolled] ?? 'a roll'}, rolled again: ` : ''}${HIT[e.face] ?? 'a roll'}, ${e.injuries} injur${e.injuries === 1 ? 'y' : 'ies'}`;
    case 'malfunction-repaired':
      return `The malfunction in ${roomNumber(e.room)} was repaired`;
    case 'cover-asked':
      return `${who(e.seat)} played ${cardName(e.card)} and asked ${who(e.asked)} to move too`;
    case 'cover-answered':
      return `${who(e.seat)} ${e.agree ? 'agreed to move' : 'stayed'}`;
    case 'melee':
      return `${who(e.seat)} attacked ${e.target === 'eggs' ? 'the eggs' : intruder(e.target)} in melee: ${HIT[e.face] ?? 'a roll'}, ${e.injuries} injur${e.injuries === 1 ? 'y' : 'ies'}`;
    case 'injury-check':
      return `Injury check on ${intruder(e.intruder)} (${e.injuries} injur${e.injuries === 1 ? 'y' : 'ies'}): ${INJURY[e.result]}`;
    case 'intruder-killed':
      return `The ${INTRUDER_WORDS[e.intruderType]} in ${roomNumber(e.room)} was killed${e.carcass ? ', leaving a carcass' : ''}`;
    case 'eggs-destroyed':
      return `${e.count} egg${e.count === 1 ? '' : 's'} destroyed in ${roomNumber(e.room)}${e.nestDestroyed ? '; the Nest is destroyed' : ''}`;
    case 'event-card-drawn':
      return `Event card ${e.purpose === 'retreat' ? 'drawn for the retreat' : 'drawn'}: ${cardName(e.card)}`;
    case 'picked-up':
      return `${who(e.seat)} picked up ${thing(e.object)}`;
    case 'dropped':
      return `${who(e.seat)} dropped ${e.thing ? thing(e.thing) : `a ${DECK_WORDS[e.colour ?? ''] ?? 'hidden'} item`}`;
    case 'card-played':
      return `${who(e.seat)} played ${cardName(e.card)}`;
    case 'searched':
      return `${who(e.seat)} searched ${roomNumber(e.room)} in the ${DECK_WORDS[e.deck] ?? 'item'} deck${e.cards ? `: ${list(e.cards.map(cardName))}` : ''}`;
    case 'item-kept':
      return `${who(e.seat)} kept ${e.heavy ? `the ${cardName(e.heavy)}` : `a ${DECK_WORDS[e.deck] ?? ''} item`.replace('a  item', 'an item')}`;
    case 'crafted':
      return `${who(e.seat)} crafted the ${cardName(e.item)} from ${list(e.used.map(cardName))}`;
    case 'trade-proposed':
      return `${who(e.seat)} proposed a trade to ${list(e.with.map(who))}`;
    case 'item-used': {
      // The option in words where it names a door; other options show on the board.
      const door = /^(open|close):(.+)$/.exec(e.choice ?? '');
      return `${who(e.seat)} used the ${cardName(e.item)}${door ? ` to ${door[1]} the door of ${corridor(door[2])}` : ''}`;
    }
    case 'action-held':
      return `${who(e.seat)} took an action (${actionWords(e.action)}); ${list(e.asked.map(who))} may interrupt it`;
    case 'action-interrupted':
      return `${who(e.by)} interrupted an action (${actionWords(e.action)}) of ${who(e.seat)}, who still paid for it`;
    case 'interruption-cancelled':
      return `${who(e.by)} cancelled the Interruption of ${who(e.seat)} with another`;
    case 'interruption-set':
      return e.setting === 'ask' ? `${who(e.seat)} will be asked whether to interrupt actions in the room` : `${who(e.seat)} will not be asked to interrupt actions`;
    case 'trade-answered':
      return `${who(e.seat)} ${e.accepted ? 'accepted' : 'refused'} the trade${e.from === undefined ? '' : ` offered by ${who(e.from)}`}`;
    case 'trade-done':
      return `${who(e.seat)} is done trading`;
    case 'card-shown':
      return `${who(e.seat)} showed ${who(e.to)} ${e.card ? `the ${cardName(e.card)}` : 'a card'}`;
    case 'traded':
      return `${who(e.seat)} gave ${who(e.with)} ${list(e.gave.map(traded))} and got ${list(e.got.map(traded))}`;
    case 'engines-revealed':
      return `Engines revealed: ${list(e.tops.map(engineTop))}`;
    case 'coordinates-revealed':
      return `Coordinates revealed: ${cardName(e.card)}, destination ${e.destination}`;
    case 'contamination-check':
      return `${who(e.seat)}'s contamination check: ${CHECK[e.result]}`;
    case 'hibernated':
      return `${who(e.seat)} went into hibernation`;
    case 'hibernation-failed':
      return `${who(e.seat)} could not hibernate`;
    case 'room-action':
      return `${who(e.seat)} used the ${roomById.get(e.action)?.name ?? 'room'}`;
    case 'destination-set':
      return `${who(e.seat)} set the destination to ${e.destination}`;
    case 'signal-sent':
      return `${who(e.seat)} sent the signal`;
    case 'self-destruct-stopped':
      return `${who(e.seat)} stopped the self-destruct sequence`;
    case 'boarded':
      return `${who(e.seat)} boarded escape pod ${e.pod}${e.launch ? ' and asked to launch it' : ''}`;
    case 'boarding-failed':
      return `${who(e.seat)} failed to board an escape pod`;
    case 'pod-launched':
      return `Escape pod ${e.pod} launched with ${list(e.seats.map(who))}`;
    case 'left-pod':
      return `${who(e.seat)} left escape pod ${e.pod}${e.forced ? ' (an intruder came in)' : ''}`;
    case 'intruder-player-chosen':
      return `${who(e.seat)} will play the intruders from the next round`;
    case 'intruder-cards-drawn':
      return `${who(e.seat)} drew ${e.count} intruder card${e.count === 1 ? '' : 's'}`;
    case 'intruder-player-passed':
      return `${who(e.seat)} passed, keeping ${e.kept} intruder card${e.kept === 1 ? '' : 's'}`;
    case 'intruder-card-played': {
      const how = e.as === 'move' ? 'to move' : e.as === 'attack' ? 'to attack with' : 'for its effect on';
      const subject = e.as === 'special' && e.target !== null ? who(e.target) : intruder(e.intruder);
      return `${who(e.seat)} played ${intruderCardName(e.card)} ${e.as === 'special' && e.intruder === null && e.target === null ? 'for its effect' : `${how} ${subject}`}${e.as === 'attack' && e.target !== null ? ` on ${who(e.target)}` : ''}`;
    }
    case 'intruder-healed':
      return `${intruder(e.intruder)} healed, ${e.injuries} injur${e.injuries === 1 ? 'y' : 'ies'} left`;
    case 'revived':
      return `${who(e.seat)} was revived in the Emergency Room (${roomNumber(e.room)})`;
    case 'weakness-revealed':
      return `Weakness found by analysing ${OBJECT_WORDS[e.object] ?? 'an object'}: ${cardName(e.card)}`;
    case 'lockdown':
      return `Lockdown of ${roomNumber(e.room)}: ${e.doors.length} door${e.doors.length === 1 ? '' : 's'} closed`;
    case 'lockdown-ended':
      return `The lockdown of ${roomNumber(e.room)} ended${e.deadly ? ': everything in it died' : ''}`;
    case 'turn-ended':
      return `${who(e.seat)} ended the turn`;
    case 'player-phase-ended':
      return `The player phase of round ${e.round} ended`;
    default:
      return null;
  }
}
