/**
 * Quest items (digest §5.15, §12.11; `quest-items.json`). Each character starts with two, sideways. Turning one face
 * up is a basic action, not in combat, costing its `activationCost` (1), done when its printed requirement is met:
 * standing in the named room, or discarding an item card of a named kind from the inventory (face up, to its pile).
 * A face-up quest item is an item like another: a light one stays with the character (`quests[i].active`), a heavy one
 * (Motion Scanner, Holo Computer) is taken into a free hand. A single-use one leaves the game once used.
 *
 * Effects built (each returns a refusal sentence or null, like room actions): Log Key, Orbital Maneuvering System,
 * Evacuation Key, Plasma Torch, Security Key, Laboratory Equipment (here) and the Flashlight's Search
 * (moves/quest-moves.ts). Others work by themselves: the Holo Computer (rules/action-cards-rooms.ts), the Intercom,
 * which widens Order and Motivation (`intercomReach`), the Armor, used when an attack hits (quest-armor.ts), the
 * Motion Scanner, used on its holder's troubling noise roll (quest-scanner.ts), and the Autoloader, which enlarges the
 * Assault Rifle and makes its Energy Charge reload free (quest-autoloader.ts).
 */
import type { Seat } from '../../../engine';
import { itemById, itemOf, questItemById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { doorControlRooms, openDoor, startDoorControl } from './command-center';
import { closeDoor } from './markers';
import { sectionSlot } from './pods';
import type { RoomActionFn } from './room-action';
import { hasComputer } from './action-cards-rooms';
import { analysable, roomAction, roomName } from './room-actions';
import { handSlots } from './ship';

export const questName = (card: string) => questItemById.get(card)!.name;

/** Quest items that are never used as an action: their rule applies by itself once face up. */
export const passiveQuests = new Set(['holo-computer', 'intercom', 'armor', 'motion-scanner', 'autoloader']);

/** The seat's face-up quest items: light ones kept with the character, heavy ones held. */
export function activeQuests(s: NemesisState, seat: Seat): string[] {
  const p = s.players[seat];
  const held = p.hands.flatMap((h) => (h.kind === 'item' && questItemById.has(h.card) ? [h.card] : []));
  return [...p.quests.filter((q) => q.active).map((q) => q.card), ...held];
}

/**
 * The characters Order and Motivation may choose: those in one's room, and with the active Intercom also those in any
 * room with a computer (Order still moves only one of them).
 */
export function intercomReach(s: NemesisState, seat: Seat): Seat[] {
  const room = s.players[seat].room!;
  const intercom = activeQuests(s, seat).includes('intercom');
  return s.players.flatMap((p, other) => (p.status === 'aboard' && p.pod === null && (p.room === room || (intercom && hasComputer(s, p.room!))) ? [other] : []));
}

/** Inventory cards that meet a discard requirement. */
export function requirementCards(s: NemesisState, seat: Seat, card: string): string[] {
  const quest = questItemById.get(card)!.quest;
  if (quest.kind !== 'discard-item') return [];
  return s.players[seat].inventory.filter((c) => quest.items!.includes(itemOf(c)?.id ?? ''));
}

/** Why the quest item cannot be turned face up now (its requirement, a hand for a heavy one), or null. */
export function activationProblem(s: NemesisState, seat: Seat, card: string, discard: string | undefined): string | null {
  const p = s.players[seat];
  const data = questItemById.get(card);
  if (!data || !p.quests.some((q) => q.card === card && !q.active)) return 'Choose one of your quest items that is not active yet.';
  if (data.quest.kind === 'activate-in-room') {
    if (discard !== undefined) return `The ${data.name} needs no item to be discarded.`;
    const tile = s.rooms[p.room!].tile;
    if (tile !== data.quest.room) return `The ${data.name} is activated in the ${roomName(data.quest.room!)}.`;
  } else if (!discard || !requirementCards(s, seat, card).includes(discard)) {
    return `The ${data.name} is activated by discarding ${data.quest.items!.map((i) => itemName(i)).join(' or ')} from your inventory.`;
  }
  if (data.heavy && p.hands.length >= handSlots(s, seat)) return `The ${data.name} is heavy and your hands are full: drop something first.`;
  return null;
}

const itemName = (kind: string) => `the ${itemById.get(kind)!.name}`;

/** Turns the quest item face up (the requirement was checked). */
export function activate(s: NemesisState, seat: Seat, card: string, discard: string | undefined, events: NemesisEvent[]): void {
  const p = s.players[seat];
  if (discard) {
    p.inventory = p.inventory.filter((c) => c !== discard);
    const deck = itemOf(discard)!.deck;
    if (deck === 'blue') s.decks.crafted.push(discard);
    else s.decks.itemDiscard[deck].push(discard);
  }
  if (questItemById.get(card)!.heavy) {
    p.quests = p.quests.filter((q) => q.card !== card);
    p.hands.push({ kind: 'item', card, ammo: null });
  } else p.quests.find((q) => q.card === card)!.active = true;
  events.push({ type: 'quest-activated', seat, card, discarded: discard ? itemOf(discard)!.id : null });
}

/** A single-use quest item leaves the game once used. */
export function spend(s: NemesisState, seat: Seat, card: string): void {
  const p = s.players[seat];
  p.quests = p.quests.filter((q) => q.card !== card);
  p.hands = p.hands.filter((h) => h.kind !== 'item' || h.card !== card);
}

/** Evacuation Key (the Pilot's): in an Evacuation Section, lock or unlock one pod of that section (`lock-<n>` / `unlock-<n>`). */
const evacuationKey: RoomActionFn = (s, seat, choice) => {
  const [how, n] = (choice ?? '').split('-');
  const pod = s.pods.find((x) => String(x.number) === n && sectionSlot(s, x.section) === s.players[seat].room);
  if (!pod || (how !== 'lock' && how !== 'unlock')) return 'Stand in an Evacuation Section and choose one of its pods to lock or unlock.';
  if (pod.locked === (how === 'lock')) return `That pod is already ${how}ed.`;
  pod.locked = how === 'lock';
  return null;
};

/** Plasma Torch: open or close a door of a corridor of one's room (`open:<c>` / `close:<c>`); a destroyed door may be closed. */
const plasmaTorch: RoomActionFn = (s, seat, choice, _rng, events) => {
  const [how, corridor] = (choice ?? '').split(':');
  const exit = boardOf(s.side).exits(s.players[seat].room!).find((e) => e.kind === 'corridor' && e.id === corridor);
  const door = exit ? s.corridors[exit.id].door : null;
  if (how === 'open' && door === 'closed') openDoor(s, corridor, events);
  else if (how === 'close' && door === 'open') closeDoor(s, corridor, events);
  else if (how === 'close' && door === 'destroyed') {
    // The token is already on the board (face destroyed): it is turned back to closed.
    s.corridors[corridor].door = 'closed';
    events.push({ type: 'door-closed', corridor });
  } else return 'Choose a door of a corridor of your room to open or close.';
  return null;
};

/** Log Key options: `character:<seat>:<k>`, the k-th objective card of another player (seen face down, so by place). */
function logKeyOptions(s: NemesisState, seat: Seat): string[] {
  if (!hasComputer(s, s.players[seat].room!)) return [];
  return s.players.flatMap((p, other) => (other === seat || p.status === 'drafting' ? [] : p.objectives.map((_o, k) => `character:${other}:${k}`)));
}

/** Log Key (the Captain's): in a room with a computer, one objective card of another player, seen in secret. */
const logKey: RoomActionFn = (s, seat, choice) => {
  if (!choice || !logKeyOptions(s, seat).includes(choice)) return 'In a room with a computer, choose an objective card of another player.';
  const [, other, k] = choice.split(':').map(Number);
  s.players[seat].knowledge.push({ round: s.round, what: 'objectives', seat: other, objectives: [s.players[other].objectives[k]] });
  return null;
};

/**
 * Orbital Maneuvering System (the Pilot's): every character aboard passes at once, which ends the player phase, and
 * the event phase that follows skips its Intruder Attack step (`quietRound`, read in rules/event-phase.ts).
 */
const orbitalManeuvers: RoomActionFn = (s, _seat, _choice, _rng, events) => {
  for (const [seat, p] of s.players.entries()) {
    if (p.status !== 'aboard' || p.passed) continue;
    p.passed = true;
    events.push({ type: 'passed', seat, discarded: [] });
  }
  s.quietRound = s.round;
  return null;
};

export const questEffects: Record<string, RoomActionFn> = {
  'log-key': logKey,
  'orbital-maneuvering-system': orbitalManeuvers,
  'pilot-evacuation-key': evacuationKey,
  'plasma-torch': plasmaTorch,
  // Security Key: as the Command Center's action, from anywhere.
  'security-key': (s, seat, choice) => startDoorControl(s, seat, choice),
  // Laboratory Equipment: as the Laboratory's analysis, of an object in one's room or hands.
  'laboratory-equipment': (s, seat, choice, rng, events) => roomAction('laboratory')!(s, seat, choice, rng, events),
};

/** The options of an active quest item's use (`[undefined]` when it takes none). */
export function questChoices(s: NemesisState, seat: Seat, card: string): Array<string | undefined> {
  const room = s.players[seat].room!;
  switch (card) {
    case 'pilot-evacuation-key':
      return s.pods.filter((x) => sectionSlot(s, x.section) === room).map((x) => `${x.locked ? 'unlock' : 'lock'}-${x.number}`);
    case 'plasma-torch':
      return boardOf(s.side)
        .exits(room)
        .flatMap((e) => (e.kind !== 'corridor' ? [] : [`${s.corridors[e.id].door === 'closed' ? 'open' : 'close'}:${e.id}`]));
    case 'security-key':
      return doorControlRooms(s);
    case 'laboratory-equipment':
      return analysable(s, seat);
    case 'log-key':
      return logKeyOptions(s, seat);
    case 'flashlight':
      return ['red', 'yellow', 'green'];
    default:
      return [undefined];
  }
}
