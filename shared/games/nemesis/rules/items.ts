/**
 * Item actions (digest §5.15, D14, E12): an item card in the inventory is shown, its cost paid, its effect applied
 * (one "OR" branch, named by `choice`), and a single-use card is discarded face up to its colour's discard pile.
 * Only the items listed in `itemUses` can be used in this version; the README lists the rest.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { drawActionCards } from './cards';

/** Applies an item's effect; returns a sentence when the chosen branch would do nothing (the move is then refused). */
type ItemUse = (s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]) => string | null;

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

function repairMalfunction(s: NemesisState, seat: Seat, events: NemesisEvent[]): string | null {
  const room = s.players[seat].room!;
  if (!s.rooms[room].malfunction) return 'There is no malfunction in your room.';
  s.rooms[room].malfunction = false;
  events.push({ type: 'malfunction-repaired', room });
  return null;
}

function extinguish(s: NemesisState, seat: Seat): string | null {
  const room = s.players[seat].room!;
  if (!s.rooms[room].fire) return 'There is no fire in your room.';
  s.rooms[room].fire = false;
  return null;
}

/** Each usable item kind: its options (the `choice` values; none for a single effect) and its rule. */
const itemUses: Record<string, { options: string[]; use: ItemUse }> = {
  'green-medkit': { options: ['dress', 'heal-dressed'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : healDressed(s, seat)) },
  'green-bandages': { options: ['dress', 'heal-light'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : healLight(s, seat)) },
  'green-clothes': { options: ['clean-slime', 'dress'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : cleanSlime(s, seat)) },
  'yellow-clothes': { options: ['clean-slime', 'dress'], use: (s, seat, c) => (c === 'dress' ? dressOne(s, seat) : cleanSlime(s, seat)) },
  'green-synthetic-food': {
    options: [],
    use: (s, seat, _c, rng, events) => {
      drawActionCards(s, seat, 2, rng, events);
      return null;
    },
  },
  // The engine branch of Tools and Duct Tape is not built: only the malfunction branch is offered.
  'yellow-tools': { options: ['repair-malfunction'], use: (s, seat, _c, _rng, events) => repairMalfunction(s, seat, events) },
  'yellow-duct-tape': { options: ['repair-malfunction'], use: (s, seat, _c, _rng, events) => repairMalfunction(s, seat, events) },
  // The intruder-retreat branch of the Fire Extinguisher is not built: only the fire branch is offered.
  'yellow-fire-extinguisher': { options: ['extinguish'], use: (s, seat) => extinguish(s, seat) },
};

/** The `choice` values an item kind takes: `[undefined]` for a single effect, `[]` for an item not usable yet. */
export function itemChoices(kind: string): Array<string | undefined> {
  const entry = itemUses[kind];
  if (!entry) return [];
  return entry.options.length === 0 ? [undefined] : entry.options;
}

export function useItem(s: NemesisState, seat: Seat, kind: string, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  return itemUses[kind].use(s, seat, choice, rng, events);
}
