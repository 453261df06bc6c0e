/**
 * A deep copy of a Nemesis state, written for its shape. Every move copies the whole state (and some rules copy it
 * again to try a change), and the kernel's generic `cloneState` pays for not knowing the shape: each of its property
 * stores sees every kind of object. Here each kind of object is copied at a spread of its own, and each list of card
 * or token ids by `slice`, several times faster.
 *
 * Nothing is shared with the original: an object-valued key this file does not know (a field added to the state
 * later) is copied by `cloneState`, at the top level and in each player; the conformance runs freeze every input state,
 * so a nested object shared by mistake fails them at its first change.
 */
import { cloneState } from '../../engine';
import type { Decks, NemesisState, PlayerState } from './state';

type Entries<T> = Record<string, T>;

/** Keys of the state whose copy is written out below; any other object-valued key goes to `cloneState`. */
const STATE_KEYS: ReadonlySet<string> = new Set([
  'config', 'players', 'draft', 'turn', 'objectiveChoice', 'search', 'trade', 'decision', 'pause', 'lockdown', 'cover',
  'interruption', 'rooms', 'corridors', 'techNoise', 'intruders', 'floor', 'bag', 'supply', 'decks', 'infected', 'pods',
  'engines', 'weaknesses', 'milestones', 'doorShortage', 'intruderPlayer', 'winners', 'rng',
]);
const DECK_KEYS: ReadonlySet<string> = new Set([
  'events', 'eventDiscard', 'attacks', 'attackDiscard', 'contamination', 'contaminationRemoved', 'seriousWounds', 'seriousWoundDiscard',
  'items', 'itemDiscard', 'crafted',
]);
const PLAYER_KEYS: ReadonlySet<string> = new Set([
  'deck', 'hand', 'discard', 'hands', 'inventory', 'quests', 'seriousWounds', 'objectives', 'knowledge', 'magazines', 'taped',
]);

export function copyNemesisState(s: NemesisState): NemesisState {
  const out: NemesisState = { ...s };
  out.config = { ...s.config };
  out.players = s.players.map(copyPlayer);
  out.rooms = copyEntries(s.rooms);
  out.corridors = copyEntries(s.corridors);
  out.techNoise = { ...s.techNoise };
  out.intruders = s.intruders.map((i) => ({ ...i }));
  out.floor = s.floor.map((o) => ({ ...o }));
  out.bag = s.bag.slice();
  out.supply = s.supply.slice();
  out.decks = copyDecks(s.decks);
  out.infected = s.infected.slice();
  out.pods = s.pods.map((p) => ({ ...p, seats: p.seats.slice() }));
  out.engines = { '1': s.engines['1'].slice(), '2': s.engines['2'].slice(), '3': s.engines['3'].slice() };
  out.weaknesses = s.weaknesses.map((w) => ({ ...w }));
  out.milestones = { ...s.milestones };
  out.winners = s.winners.slice();
  out.rng = s.rng.slice() as NemesisState['rng'];
  // Pending steps, null (or absent) most of the time; the rare ones are copied generically.
  if (s.draft) out.draft = { ...s.draft, deck: s.draft.deck.slice(), offer: s.draft.offer.slice(), order: s.draft.order.slice() };
  if (s.turn) out.turn = { ...s.turn };
  if (s.objectiveChoice) out.objectiveChoice = cloneState(s.objectiveChoice);
  if (s.search) out.search = { ...s.search, cards: s.search.cards.slice() };
  if (s.lockdown) out.lockdown = { ...s.lockdown, doors: s.lockdown.doors.slice() };
  if (s.trade) out.trade = cloneState(s.trade);
  if (s.decision) out.decision = cloneState(s.decision);
  if (s.pause) out.pause = cloneState(s.pause);
  if (s.cover) out.cover = cloneState(s.cover);
  if (s.interruption) out.interruption = cloneState(s.interruption);
  if (s.doorShortage) out.doorShortage = { ...s.doorShortage };
  if (s.intruderPlayer) out.intruderPlayer = cloneState(s.intruderPlayer);
  copyUnknown(s, out, STATE_KEYS);
  return out;
}

function copyPlayer(p: PlayerState): PlayerState {
  const out: PlayerState = { ...p };
  out.deck = p.deck.slice();
  out.hand = p.hand.slice();
  out.discard = p.discard.slice();
  out.hands = p.hands.map((h) => ({ ...h }));
  out.inventory = p.inventory.slice();
  out.quests = p.quests.map((q) => ({ ...q }));
  out.seriousWounds = p.seriousWounds.map((w) => ({ ...w }));
  out.objectives = p.objectives.slice();
  out.knowledge = p.knowledge.map(cloneState);
  if (p.magazines) out.magazines = { ...p.magazines };
  if (p.taped) out.taped = p.taped.map((pair) => pair.slice());
  copyUnknown(p, out, PLAYER_KEYS);
  return out;
}

function copyDecks(d: Decks): Decks {
  const out: Decks = {
    ...d,
    events: d.events.slice(),
    eventDiscard: d.eventDiscard.slice(),
    attacks: d.attacks.slice(),
    attackDiscard: d.attackDiscard.slice(),
    contamination: d.contamination.slice(),
    contaminationRemoved: d.contaminationRemoved.slice(),
    seriousWounds: d.seriousWounds.slice(),
    seriousWoundDiscard: d.seriousWoundDiscard.slice(),
    items: { red: d.items.red.slice(), yellow: d.items.yellow.slice(), green: d.items.green.slice() },
    itemDiscard: { red: d.itemDiscard.red.slice(), yellow: d.itemDiscard.yellow.slice(), green: d.itemDiscard.green.slice() },
    crafted: d.crafted.slice(),
  };
  copyUnknown(d, out, DECK_KEYS);
  return out;
}

/** Rooms and corridors: records of flat records. */
function copyEntries<T extends object>(entries: Entries<T>): Entries<T> {
  const out: Entries<T> = {};
  for (const key in entries) out[key] = { ...entries[key] };
  return out;
}

/** An object-valued key not written out above is copied generically, so that a new field is never shared. */
function copyUnknown(from: object, to: object, known: ReadonlySet<string>): void {
  for (const key in from) {
    const value = (from as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null && !known.has(key)) (to as Record<string, unknown>)[key] = cloneState(value);
  }
}
