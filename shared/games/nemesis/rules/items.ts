/**
 * Item actions (digest §5.15, D14, E12): an item card in the inventory is shown, its cost paid, its effect applied
 * (one "OR" branch, named by `choice`), and a single-use card is discarded face up to its colour's discard pile.
 * Only the items listed in `itemUses` (and `moreItemUses`) can be used; the README lists the rest. Options that name a
 * card or place are strings: `reload:<card>`, `open:<corridor>`, `pod:<number>`, a contamination id, a room slot.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { cardKind, isContamination, itemOf, roomById } from '../data';
import type { NemesisState } from '../state';
import { actionCardChoices, doorChoices, repairs, techDestinations, toggleDoor } from './action-cards';
import { enterRoom } from './explore';
import { drawActionCards } from './cards';
import { scan } from './infection';
import { sectionSlot } from './pods';
import { energyCapacity, toggleSelfDestruct } from './room-actions';
import { monitoring } from './room-actions-control';
import { magazineUses, withMagazine } from './magazine';
import { extinguisherRetreat, grenade, molotov, retreatOptions, taser, taserOptions, throwOptions } from './items-attacks';
import { receiveContamination } from './wounds';
import { bind, bindOptions, moreItemUses, type ItemEntry, type ItemExtra, type ItemUse } from './items-more';


function dressOne(s: NemesisState, seat: Seat): string | null {
  const wound = s.players[seat].seriousWounds.find((w) => !w.dressed);
  if (!wound) return 'You have no undressed serious wound to dress.';
  wound.dressed = true;
  return null;
}

function healDressed(s: NemesisState, seat: Seat): string | null {
  const p = s.players[seat];
  const dressed = p.seriousWounds.find((w) => w.dressed);
  if (!dressed) return 'You have no dressed serious wound to heal.';
  p.seriousWounds = p.seriousWounds.filter((w) => w !== dressed);
  s.decks.seriousWoundDiscard.push(dressed.card);
  return null;
}

function healLight(s: NemesisState, seat: Seat): string | null {
  if (s.players[seat].lightWounds === 0) return 'You have no light wounds to heal.';
  s.players[seat].lightWounds = 0;
  return null;
}

function cleanSlime(s: NemesisState, seat: Seat): string | null {
  if (!s.players[seat].slime) return 'You carry no slime marker.';
  s.players[seat].slime = false;
  return null;
}

function extinguish(s: NemesisState, seat: Seat): string | null {
  const room = s.players[seat].room!;
  if (!s.rooms[room].fire) return 'There is no fire in your room.';
  s.rooms[room].fire = false;
  return null;
}

const FLAMETHROWER_CAPACITY = 4;

/** `reload:<card>`: a held weapon of this class (or this kind) loaded to its full capacity. */
function reload(s: NemesisState, seat: Seat, choice: string | undefined, capacityOf: (card: string) => number | null): string | null {
  const held = s.players[seat].hands.find((h) => h.kind === 'item' && `reload:${h.card}` === choice);
  const capacity = held && held.kind === 'item' ? capacityOf(held.card) : null;
  if (!held || held.kind !== 'item' || capacity === null) return 'Choose a weapon you hold that this item can load.';
  if (held.ammo === capacity) return 'That weapon is already fully loaded.';
  held.ammo = capacity;
  return null;
}

const heldCards = (s: NemesisState, seat: Seat) => s.players[seat].hands.flatMap((h) => (h.kind === 'item' ? [h.card] : []));
const isFlamethrower = (card: string) => (itemOf(card)?.id === 'crafted-flamethrower' ? FLAMETHROWER_CAPACITY : null);

/** Energy Charge: `reload:<energy weapon>` or a door of one's room (`open:<corridor>` / `close:<corridor>`). */
const energyCharge: ItemUse = (s, seat, choice, rng, events) =>
  choice?.startsWith('reload:') ? reload(s, seat, choice, (card) => withMagazine(s, seat, card, energyCapacity(card))) : toggleDoor(s, seat, choice, rng, events);

/** Alcohol: one contamination card of the hand, by id, is scanned and removed; an INFECTED one brings a new card. */
const alcohol: ItemUse = (s, seat, choice, _rng, events) => {
  const p = s.players[seat];
  if (!choice || !isContamination(choice) || !p.hand.includes(choice)) return 'Choose a contamination card in your hand.';
  const infected = s.infected.includes(choice);
  p.hand = p.hand.filter((c) => c !== choice);
  s.decks.contaminationRemoved.push(choice);
  events.push({ type: 'scanned', seat, contamination: 1, infected: infected ? 1 : 0 });
  if (infected) receiveContamination(s, seat, events);
  return null;
};

/** Antidote: every contamination card scanned, the INFECTED ones and the Larva removed, 1 new card, a reshuffle, a pass. */
const antidote: ItemUse = (s, seat, _c, rng, events) => {
  const p = s.players[seat];
  scan(s, seat, ['hand', 'deck', 'discard'], 'infected', events);
  p.larva = false;
  receiveContamination(s, seat, events);
  p.deck = rng.shuffle([...p.deck, ...p.discard]);
  p.discard = [];
  p.passed = true;
  events.push({ type: 'passed', seat, discarded: [] });
  return null;
};

/** Moves the user to another room, with the normal effects of entering it (no corridor: a door is ignored). */
function relocate(s: NemesisState, seat: Seat, to: string, via: string, rng: Rng, events: NemesisEvent[]): null {
  const from = s.players[seat].room!;
  s.players[seat].room = to;
  events.push({ type: 'moved', seat, from, to, corridor: via, careful: false });
  enterRoom(s, seat, to, null, 'normal', rng, events);
  return null;
}

const isYellow = (s: NemesisState, slot: string) => s.rooms[slot].explored && roomById.get(s.rooms[slot].tile)!.colour === 'yellow';
const yellowDestinations = (s: NemesisState, seat: Seat) =>
  isYellow(s, s.players[seat].room!) ? Object.keys(s.rooms).filter((k) => k !== s.players[seat].room && isYellow(s, k)) : [];

/** Space Suit: from a yellow room, the whole hand discarded, to another (explored) yellow room. */
const spaceSuit: ItemUse = (s, seat, choice, rng, events) => {
  if (!choice || !yellowDestinations(s, seat).includes(choice)) return 'Stand in a yellow room and choose another yellow room.';
  const p = s.players[seat];
  events.push({ type: 'hand-discarded', seat, cards: p.hand.map(cardKind) });
  p.discard.push(...p.hand);
  p.hand = [];
  return relocate(s, seat, choice, 'space', rng, events);
};

const inComputerRoom = (s: NemesisState, seat: Seat) => roomById.get(s.rooms[s.players[seat].room!].tile)!.computer;

/** Evacuation Key: `pod:<number>`, a pod of the section one stands in, locked or unlocked. */
const evacuationKey: ItemUse = (s, seat, choice) => {
  const pod = s.pods.find((p) => `pod:${p.number}` === choice && sectionSlot(s, p.section) === s.players[seat].room);
  if (!pod) return 'Choose an escape pod of the Evacuation Section you stand in.';
  pod.locked = !pod.locked;
  return null;
};

/** Each usable item kind: its options now (none for a single effect) and its rule. */
const itemUses: Record<string, ItemEntry> = {
  ...moreItemUses,
  ...magazineUses,
  'green-medkit': { options: () => ['dress', 'heal-dressed'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : healDressed(s, seat)) },
  'green-bandages': { options: () => ['dress', 'heal-light'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : healLight(s, seat)) },
  'green-clothes': { options: () => ['clean-slime', 'dress'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : cleanSlime(s, seat)) },
  'yellow-clothes': { options: () => ['clean-slime', 'dress'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : cleanSlime(s, seat)) },
  'green-synthetic-food': {
    options: null,
    use: (s, seat, _c, rng, events) => {
      drawActionCards(s, seat, 2, rng, events);
      return null;
    },
  },
  'green-alcohol': { options: (s, seat) => s.players[seat].hand.filter(isContamination), use: alcohol },
  'yellow-chemicals': { options: (s, seat) => heldCards(s, seat).map((c) => `reload:${c}`), use: (s, seat, c) => reload(s, seat, c, isFlamethrower) },
  'yellow-energy-charge': { options: (s, seat) => [...heldCards(s, seat).map((c) => `reload:${c}`), ...doorChoices(s, seat)], use: energyCharge },
  'red-energy-charge': { options: (s, seat) => [...heldCards(s, seat).map((c) => `reload:${c}`), ...doorChoices(s, seat)], use: energyCharge },
  // The Recon Drone sees what the Monitoring Room shows: one unexplored tile and its token's effect and item count.
  'red-recon-drone': { options: (s) => Object.keys(s.rooms).filter((k) => !s.rooms[k].explored), use: monitoring },
  'red-evacuation-key': { options: (s) => s.pods.map((p) => `pod:${p.number}`), use: evacuationKey },
  'red-self-destruct-key': {
    options: null,
    use: (s, seat, _c, _rng, events) => (inComputerRoom(s, seat) ? toggleSelfDestruct(s, seat, 'Started with the Self-Destruct Key.', events) : 'The Self-Destruct Key works only in a room with a computer.'),
  },
  // Tools and Duct Tape repair as the Repairs card does (`malfunction`, `engine:working`, `engine:damaged`); Tools also
  // open or close a door, Duct Tape binds two heavy items (`bind:<card>+<card>`, items-more.ts).
  'yellow-tools': {
    options: (s, seat) => [...(actionCardChoices(s, seat, 'repairs') as string[]), ...doorChoices(s, seat)],
    use: (s, seat, c, rng, events) => (c?.startsWith('open:') || c?.startsWith('close:') ? toggleDoor(s, seat, c, rng, events) : repairs(s, seat, c, rng, events)),
  },
  'yellow-duct-tape': {
    options: (s, seat) => [...(actionCardChoices(s, seat, 'repairs') as string[]), ...bindOptions(s, seat)],
    use: (s, seat, c, rng, events) => (c?.startsWith('bind:') ? bind(s, seat, c, rng, events) : repairs(s, seat, c, rng, events)),
  },
  'crafted-antidote': { options: null, use: antidote },
  'green-adrenaline-injection': {
    options: null,
    use: (s, seat, _c, rng, events) => {
      drawActionCards(s, seat, 1, rng, events);
      s.turn!.unlimited = true;
      return null;
    },
  },
  'yellow-technical-corridors-plans': {
    options: techDestinations,
    use: (s, seat, c, rng, events) => (c && techDestinations(s, seat).includes(c) ? relocate(s, seat, c, 'technical-corridors', rng, events) : 'Choose another room with an entrance to the same technical corridors.'),
  },
  'yellow-space-suit': { options: yellowDestinations, use: spaceSuit },
  'yellow-fire-extinguisher': {
    options: (s, seat) => ['extinguish', ...retreatOptions(s, seat)],
    use: (s, seat, c, rng, events) => (c === 'extinguish' ? extinguish(s, seat) : extinguisherRetreat(s, seat, c, rng, events)),
  },
  'red-grenade': { options: (s, seat) => throwOptions(s, seat, 'grenade'), use: grenade },
  'crafted-molotov-cocktail': { options: (s, seat) => throwOptions(s, seat, 'molotov'), use: molotov },
  'crafted-taser': { options: taserOptions, use: taser },
};

/** Whether an item kind can be used in this version at all. */
export const itemUsable = (kind: string): boolean => kind in itemUses;

/** The `choice` values an item kind takes now: `[undefined]` for a single effect, `[]` for an item not usable. */
export function itemChoices(s: NemesisState, seat: Seat, kind: string): Array<string | undefined> {
  const entry = itemUses[kind];
  if (!entry) return [];
  return entry.options ? entry.options(s, seat) : [undefined];
}

export function useItem(s: NemesisState, seat: Seat, kind: string, choice: string | undefined, rng: Rng, events: NemesisEvent[], extra: ItemExtra = {}): string | null {
  return itemUses[kind].use(s, seat, choice, rng, events, extra);
}
