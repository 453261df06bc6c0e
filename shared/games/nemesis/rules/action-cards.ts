/**
 * Action-card effects beyond Search (digest §5.1, D13; texts in `action-cards.json`), each returning a refusal
 * sentence or null, like room actions. `choice` carries the card's option; `actionCardChoices` lists them.
 * Built: Rest, Demolition, Basic Repairs / Repairs / Fast Repairs (and Ingenuity's first two options; its craft is in
 * action-cards-craft.ts), Reload,
 * Motivation, Reconnaissance, Computer Skills and Knowledge of the Ship (their door and peek options; Computer
 * Skills' free room action and the other computer cards are in action-cards-rooms.ts), Technical Corridors,
 * Pyrotechnics, Order; Scavenging is a Search
 * (moves/card-moves.ts). Repairing or breaking an engine orders its two tokens in secret; only whether the order
 * changed is announced (digest §7).
 */
import type { Seat } from '../../../engine';
import { itemOf, roomById } from '../data';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { drawActionCards } from './cards';
import { enterRoom } from './explore';
import { infectionRule, scan } from './infection';
import { closeDoor, placeFire, placeMalfunction } from './markers';
import { ingenuityCraft, ingenuityCraftChoices } from './action-cards-craft';
import { computerSkillsRoom, roomCardChoices, roomCardEffects } from './action-cards-rooms';
import { activeQuests, intercomReach } from './quest-items';
import { combatCardChoices, combatCardEffects } from './action-cards-combat';
import type { RoomActionFn } from './room-action';
import { charactersIn, openExits, turnOrder } from './ship';

type CardEffect = RoomActionFn;

const SIX_SHOOTER_CAPACITY = 6;

const engineOf = (s: NemesisState, seat: Seat): '1' | '2' | '3' | null => {
  const engine = roomById.get(s.rooms[s.players[seat].room!].tile)!.engineNumber;
  return engine ? (String(engine) as '1') : null;
};

export const repairs: CardEffect = (s, seat, choice, _rng, events) => {
  const room = s.rooms[s.players[seat].room!];
  if (choice === 'malfunction') {
    if (!room.malfunction) return 'There is no malfunction in your room.';
    room.malfunction = false;
    events.push({ type: 'malfunction-repaired', room: s.players[seat].room! });
    return null;
  }
  const engine = engineOf(s, seat);
  const top = choice === 'engine:working' ? 'working' : choice === 'engine:damaged' ? 'damaged' : null;
  if (!engine || !top) return 'Repair a malfunction in your room, or stand in an Engine room to order its tokens.';
  const before = s.engines[engine][0];
  s.engines[engine] = [`engine-${engine}-${top}`, `engine-${engine}-${top === 'working' ? 'damaged' : 'working'}`];
  s.players[seat].knowledge.push({ round: s.round, what: 'engine', engine: Number(engine), top });
  events.push({ type: 'engine-tinkered', seat, engine: Number(engine), changed: before !== s.engines[engine][0] });
  return null;
};

/** `open:<corridor>` or `close:<corridor>`, for a corridor of one's room whose door is not destroyed. */
export const toggleDoor: CardEffect = (s, seat, choice, _rng, events) => {
  const [how, corridor] = (choice ?? '').split(':');
  const exit = boardOf(s.side).exits(s.players[seat].room!).find((e) => e.id === corridor && e.kind === 'corridor');
  if (!exit || s.corridors[exit.id].door === 'destroyed') return 'Choose a door of a corridor of your room that is not destroyed.';
  if (how === 'close' && s.corridors[exit.id].door === 'open') closeDoor(s, exit.id, events);
  else if (how === 'open' && s.corridors[exit.id].door === 'closed') {
    s.corridors[exit.id].door = 'open';
    events.push({ type: 'doors-opened', corridors: [exit.id] });
  } else return 'That door is already that way.';
  return null;
};

export const doorChoices = (s: NemesisState, seat: Seat) =>
  boardOf(s.side)
    .exits(s.players[seat].room!)
    .flatMap((e) => (e.kind !== 'corridor' || s.corridors[e.id].door === 'destroyed' ? [] : [`${s.corridors[e.id].door === 'open' ? 'close' : 'open'}:${e.id}`]));

/** Technical Corridors: from a room with an entrance to any other room with one (same network on side B), then pass. */
const technicalCorridors: CardEffect = (s, seat, choice, rng, events) => {
  if (!choice || !techDestinations(s, seat).includes(choice)) return 'Choose another room with an entrance to the same technical corridors.';
  const from = s.players[seat].room!;
  s.players[seat].room = choice;
  events.push({ type: 'moved', seat, from, to: choice, corridor: 'technical-corridors', careful: false });
  // No corridor was used (a Door token is ignored, §12.28); an empty room still means a noise roll.
  enterRoom(s, seat, choice, null, 'normal', rng, events);
  if (s.players[seat].status === 'aboard') s.players[seat].passed = true;
  return null;
};

export function techDestinations(s: NemesisState, seat: Seat): string[] {
  const board = boardOf(s.side);
  const networks = new Set(board.exits(s.players[seat].room!).flatMap((e) => (e.network ? [e.network] : [])));
  return board.slotIds.filter((slot) => slot !== s.players[seat].room && board.exits(slot).some((e) => e.network !== null && networks.has(e.network)));
}

/** Pyrotechnics: `extinguish`, or `fire:<item card>` (the item, held or in the inventory, is discarded face up). */
const pyrotechnics: CardEffect = (s, seat, choice, rng, events) => {
  const p = s.players[seat];
  const room = p.room!;
  if (choice === 'extinguish') {
    if (!s.rooms[room].fire) return 'There is no fire in your room.';
    s.rooms[room].fire = false;
    return null;
  }
  const item = choice?.startsWith('fire:') ? choice.slice('fire:'.length) : '';
  if (!itemCards(s, seat).includes(item)) return 'Choose an item of yours to burn.';
  p.inventory = p.inventory.filter((c) => c !== item);
  p.hands = p.hands.filter((h) => h.kind !== 'item' || h.card !== item);
  const deck = itemOf(item)?.deck;
  if (deck && deck !== 'blue') s.decks.itemDiscard[deck].push(item);
  else if (deck === 'blue') s.decks.crafted.push(item);
  placeFire(s, room, rng, events);
  return null;
};

const itemCards = (s: NemesisState, seat: Seat) => [...s.players[seat].inventory, ...s.players[seat].hands.flatMap((h) => (h.kind === 'item' ? [h.card] : []))];

/** Order: `<seat>:<corridor>`: another character in the room is moved through an open corridor (its consent is not needed). */
const order: CardEffect = (s, seat, choice, rng, events) => {
  const [who, corridor] = (choice ?? '').split(':');
  const other = Number(who);
  // Another character in one's room (or, with the Intercom, in a room with a computer), through an open corridor of its room.
  const from = intercomReach(s, seat).includes(other) ? s.players[other].room! : null;
  const exit = from ? openExits(s, from).find((e) => e.id === corridor) : undefined;
  if (other === seat || !from || !exit) return 'Choose another character in your room and an open corridor.';
  s.players[other].room = exit.to!;
  events.push({ type: 'moved', seat: other, from, to: exit.to!, corridor: exit.id, careful: false });
  enterRoom(s, other, exit.to!, exit.id, 'normal', rng, events);
  return null;
};

export const cardEffects: Record<string, CardEffect> = {
  pyrotechnics,
  order,
  ...combatCardEffects,
  'computer-skills': (s, seat, choice, rng, events) => (choice?.startsWith('room:') ? computerSkillsRoom : toggleDoor)(s, seat, choice, rng, events),
  ...roomCardEffects,
  'technical-corridors': technicalCorridors,
  'knowledge-of-the-ship': (s, seat, choice, rng, events) => {
    if (!choice?.startsWith('peek:')) return toggleDoor(s, seat, choice, rng, events);
    const slot = choice.slice('peek:'.length);
    if (!s.rooms[slot] || s.rooms[slot].explored) return 'Choose an unexplored room to look at.';
    s.players[seat].knowledge.push({ round: s.round, what: 'room', slot, tile: s.rooms[slot].tile, token: null, items: null });
    return null;
  },
  rest: (s, seat, _choice, rng, events) => {
    if (scan(s, seat, ['hand'], 'clean', events)) infectionRule(s, seat, rng, events);
    return null;
  },
  demolition: (s, seat, choice, rng, events) => {
    if (choice === 'malfunction') {
      placeMalfunction(s, s.players[seat].room!, rng, events);
      return null;
    }
    const door = boardOf(s.side).exits(s.players[seat].room!).find((e) => `door:${e.id}` === choice && e.kind === 'corridor');
    if (!door || s.corridors[door.id].door !== 'closed') return 'Destroy a closed door of your room, or place a malfunction here.';
    s.corridors[door.id].door = 'destroyed';
    events.push({ type: 'door-destroyed', corridor: door.id });
    return null;
  },
  'basic-repairs': repairs,
  repairs,
  'fast-repairs': repairs,
  ingenuity: (s, seat, choice, rng, events) => (choice?.startsWith('craft:') ? ingenuityCraft : repairs)(s, seat, choice, rng, events),
  reload: (s, seat) => {
    const gun = s.players[seat].hands.find((h) => h.kind === 'item' && h.card === 'six-shooter');
    if (!gun || gun.kind !== 'item') return 'Reload works only on a Six-Shooter you hold.';
    gun.ammo = Math.min(SIX_SHOOTER_CAPACITY, (gun.ammo ?? 0) + 1);
    return null;
  },
  // `intercom`: also the characters in rooms with a computer (the Intercom quest item).
  motivation: (s, seat, choice, rng, events) => {
    const here = choice === 'intercom' ? intercomReach(s, seat) : charactersIn(s, s.players[seat].room!);
    for (const other of turnOrder(s).filter((x) => here.includes(x))) drawActionCards(s, other, 1, rng, events);
    return null;
  },
  reconnaissance: (s, seat, choice, rng, events) => {
    const exit = openExits(s, s.players[seat].room!).find((e) => e.id === choice);
    if (!exit) return 'Choose an open corridor out of your room.';
    const from = s.players[seat].room!;
    s.players[seat].room = exit.to!;
    events.push({ type: 'moved', seat, from, to: exit.to!, corridor: exit.id, careful: true });
    // No noise roll, and Silence and Danger tokens are ignored, as with Careful Movement (data README).
    enterRoom(s, seat, exit.to!, exit.id, 'careful', rng, events);
    return null;
  },
};

/** The options of a card (`[undefined]` when it takes none). */
export function actionCardChoices(s: NemesisState, seat: Seat, card: string): Array<string | undefined> {
  const room = s.players[seat].room!;
  switch (card) {
    case 'demolition':
      return ['malfunction', ...boardOf(s.side).exits(room).flatMap((e) => (e.kind === 'corridor' && s.corridors[e.id].door === 'closed' ? [`door:${e.id}`] : []))];
    case 'basic-repairs':
    case 'repairs':
    case 'fast-repairs':
      return ['malfunction', ...(engineOf(s, seat) ? ['engine:working', 'engine:damaged'] : [])];
    case 'ingenuity':
      return ['malfunction', ...(engineOf(s, seat) ? ['engine:working', 'engine:damaged'] : []), ...ingenuityCraftChoices(s, seat)];
    case 'reconnaissance':
      return openExits(s, room).map((e) => e.id);
    case 'computer-skills':
      return [...doorChoices(s, seat), ...roomCardChoices(s, seat, card)];
    case 'knowledge-of-the-ship':
      return [...doorChoices(s, seat), ...Object.keys(s.rooms).filter((k) => !s.rooms[k].explored).map((k) => `peek:${k}`)];
    case 'technical-corridors':
      return techDestinations(s, seat);
    case 'pyrotechnics':
      return ['extinguish', ...itemCards(s, seat).map((c) => `fire:${c}`)];
    case 'order':
      return intercomReach(s, seat).filter((x) => x !== seat).flatMap((x) => openExits(s, s.players[x].room!).map((e) => `${x}:${e.id}`));
    case 'motivation':
      return activeQuests(s, seat).includes('intercom') ? [undefined, 'intercom'] : [undefined];
    default:
      return combatCardChoices(s, seat, card) ?? roomCardChoices(s, seat, card);
  }
}
