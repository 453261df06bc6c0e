/**
 * Action cards that work through the ship's rooms and computers (digest D13; texts in `action-cards.json`): the free
 * room actions of Computer Skills (its second option), Piloting, Old Friend, Blocking Access and Intranet, Piloting's
 * coordinates check, Blocking Access's malfunction, and Risk Assessment's private look at the event deck.
 *
 * A free room action runs the same room-action code as the paid one (rules/room-actions.ts), with its own options;
 * only the cost is waived. Its choice is `room:<slot>` or `room:<slot>:<option of that room's action>`; the slot is
 * one's own room except for Intranet, which reaches any working room with a computer.
 * "A room with a computer" means an explored tile with the computer icon and no malfunction (digest §5.9: a
 * malfunction makes it count as having no computer). The Holo Computer (an active quest item, held) lets Intranet and
 * Risk Assessment be played in any room.
 */
import type { Rng, Seat } from '../../../engine';
import { roomById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { placeMalfunction } from './markers';
import type { RoomActionFn } from './room-action';
import { roomAction, roomActionChoices, roomName } from './room-actions';

type CardEffect = RoomActionFn;

export const hasComputer = (s: NemesisState, slot: string): boolean =>
  s.rooms[slot].explored && roomById.get(s.rooms[slot].tile)!.computer && !s.rooms[slot].malfunction;

const computerRooms = (s: NemesisState) => Object.keys(s.rooms).filter((slot) => hasComputer(s, slot));

const holdsHoloComputer = (s: NemesisState, seat: Seat) => s.players[seat].hands.some((h) => h.kind === 'item' && h.card === 'holo-computer');

const here = (s: NemesisState, seat: Seat) => s.players[seat].room!;

/** The free-room-action options for the room on `slot`: `room:<slot>` or `room:<slot>:<option>`. */
function freeActionChoices(s: NemesisState, seat: Seat, slot: string): string[] {
  const tile = s.rooms[slot].tile;
  if (!s.rooms[slot].explored || !roomAction(tile)) return [];
  return roomActionChoices(s, seat, tile).map((c) => (c === undefined ? `room:${slot}` : `room:${slot}:${c}`));
}

/** Runs the room action named by a `room:<slot>[:<option>]` choice without its cost, if `slot` is allowed. */
function freeRoomAction(s: NemesisState, seat: Seat, choice: string, allowed: string[], rng: Rng, events: NemesisEvent[]): string | null {
  const [, slot, ...rest] = choice.split(':');
  if (!allowed.includes(slot)) return 'That room action cannot be reached with this card from here.';
  const tile = s.rooms[slot].tile;
  const option = rest.length > 0 ? rest.join(':') : undefined;
  const action = roomAction(tile);
  if (!action || !roomActionChoices(s, seat, tile).includes(option)) return `That is not an option of the ${roomName(tile)}'s action.`;
  events.push({ type: 'room-action', seat, room: slot, action: tile });
  return action(s, seat, option, rng, events);
}

const isRoomChoice = (choice: string | undefined): boolean => !!choice?.startsWith('room:');

/** Computer Skills' second option: the room action of one's own room, if it has a computer. */
export const computerSkillsRoom: CardEffect = (s, seat, choice, rng, events) => {
  const allowed = hasComputer(s, here(s, seat)) ? [here(s, seat)] : [];
  return isRoomChoice(choice) ? freeRoomAction(s, seat, choice!, allowed, rng, events) : 'Choose a door, or the action of your room with a computer.';
};

/** Piloting: the action of the working Cockpit or of a room with a computer; or, in a room with a computer, the coordinates. */
const piloting: CardEffect = (s, seat, choice, rng, events) => {
  const slot = here(s, seat);
  if (choice === 'coordinates') {
    if (!hasComputer(s, slot)) return 'The coordinates can be checked with Piloting only from a room with a computer.';
    return roomAction('cockpit')!(s, seat, 'check', rng, events);
  }
  const cockpit = s.rooms[slot].tile === 'cockpit' && !s.rooms[slot].malfunction;
  return isRoomChoice(choice) ? freeRoomAction(s, seat, choice!, cockpit || hasComputer(s, slot) ? [slot] : [], rng, events) : 'Choose the room action, or the coordinates.';
};

/** Old Friend: the action of one's working room without a computer. */
const oldFriend: CardEffect = (s, seat, choice, rng, events) => {
  const slot = here(s, seat);
  const fits = !roomById.get(s.rooms[slot].tile)!.computer && !s.rooms[slot].malfunction;
  return isRoomChoice(choice) ? freeRoomAction(s, seat, choice!, fits ? [slot] : [], rng, events) : 'Choose the room action.';
};

/** Blocking Access, in a room with a computer: its action, or a malfunction in any room with a computer (`malfunction:<slot>`). */
const blockingAccess: CardEffect = (s, seat, choice, rng, events) => {
  const slot = here(s, seat);
  if (!hasComputer(s, slot)) return 'Blocking Access is played in a room with a computer.';
  if (isRoomChoice(choice)) return freeRoomAction(s, seat, choice!, [slot], rng, events);
  const target = choice?.startsWith('malfunction:') ? choice.slice('malfunction:'.length) : '';
  if (!s.rooms[target] || !hasComputer(s, target)) return 'Choose a room with a working computer for the malfunction.';
  placeMalfunction(s, target, rng, events);
  return null;
};

/** Intranet, in a room with a computer (anywhere with the Holo Computer): the action of any working room with a computer. */
const intranet: CardEffect = (s, seat, choice, rng, events) => {
  if (!hasComputer(s, here(s, seat)) && !holdsHoloComputer(s, seat)) return 'Intranet is played in a room with a computer.';
  return isRoomChoice(choice) ? freeRoomAction(s, seat, choice!, computerRooms(s), rng, events) : 'Choose a room with a computer and its action.';
};

/**
 * Risk Assessment: the seat alone learns the event deck's top card (its knowledge); the public event says only that
 * it looked. The seat then puts the card back on top or under the deck (`place-event`, a pending decision).
 */
const riskAssessment: CardEffect = (s, seat, _choice, rng, events) => {
  if (!hasComputer(s, here(s, seat)) && !holdsHoloComputer(s, seat)) return 'Risk Assessment is played in a room with a computer.';
  // As for any event draw: an empty deck is first rebuilt from its shuffled discard pile.
  if (s.decks.events.length === 0) {
    s.decks.events = rng.shuffle(s.decks.eventDiscard);
    s.decks.eventDiscard = [];
  }
  if (s.decks.events.length === 0) return 'There is no event card to look at.';
  s.players[seat].knowledge.push({ round: s.round, what: 'event', card: s.decks.events[0] });
  s.decision = { seat, kind: 'event-look' };
  events.push({ type: 'event-deck-looked', seat });
  return null;
};

/** `place-event`: the looked-at card stays on top or goes to the bottom; nothing of it is announced. */
export function placeEvent(s: NemesisState, seat: Seat, where: 'top' | 'bottom'): string | null {
  if (s.decision?.kind !== 'event-look' || s.decision.seat !== seat) return 'You have no event card to put back.';
  if (where === 'bottom') s.decks.events.push(s.decks.events.shift()!);
  s.decision = null;
  return null;
}

export const roomCardEffects: Record<string, CardEffect> = {
  piloting,
  'old-friend': oldFriend,
  'blocking-access': blockingAccess,
  intranet,
  'risk-assessment': riskAssessment,
};

/** The options of these cards (each still checked by its effect, so legal moves probe them). */
export function roomCardChoices(s: NemesisState, seat: Seat, card: string): Array<string | undefined> {
  const slot = here(s, seat);
  switch (card) {
    case 'computer-skills':
    case 'old-friend':
      return freeActionChoices(s, seat, slot);
    case 'piloting':
      return ['coordinates', ...freeActionChoices(s, seat, slot)];
    case 'blocking-access':
      return [...freeActionChoices(s, seat, slot), ...computerRooms(s).map((r) => `malfunction:${r}`)];
    case 'intranet':
      return computerRooms(s).flatMap((r) => freeActionChoices(s, seat, r));
    default:
      return [undefined];
  }
}
