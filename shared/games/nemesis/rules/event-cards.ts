/**
 * The effects of the 20 event cards (event step 7b), each following its `text` in the data. Readings: "Noise in
 * Technical Corridors" acts on each network separately on side B; Hunt's Adults use an open corridor when one exists;
 * "Malfunction" targets the lowest-numbered explored room (nothing happens if that room cannot take one).
 */
import type { Rng, Seat } from '../../../engine';
import { roomById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { nestSlot } from './bag';
import { boardOf } from './board';
import { drawActionCards } from './cards';
import { placeMalfunction, placeFire } from './markers';
import { larvaDeaths } from './infection';
import { addToBag } from './intruders';
import { fillNoise } from './noise-markers';
import { breaksDoors } from './weaknesses';
import { launch } from './pods';
import { encounters, noiseRolls } from './series';
import { charactersIn, intruderInCombat, roomOf, turnOrder } from './ship';
import { receiveContamination } from './wounds';

type Effect = (s: NemesisState, rng: Rng, events: NemesisEvent[]) => void;

const explored = (s: NemesisState) => boardOf(s.side).slotIds.filter((slot) => s.rooms[slot].explored);
const aboardInOrder = (s: NemesisState) => turnOrder(s).filter((seat) => s.players[seat].status === 'aboard');
const malfunctionWhere = (pick: (s: NemesisState, slot: string) => boolean): Effect => (s, rng, events) => {
  for (const slot of boardOf(s.side).slotIds) if (pick(s, slot)) placeMalfunction(s, slot, rng, events);
};

/** Rooms next to a room through a corridor without a closed door (fire never spreads through closed doors or tech corridors). */
function openNeighbours(s: NemesisState, room: string): string[] {
  return boardOf(s.side).exits(room).flatMap((e) => (e.kind === 'corridor' && s.corridors[e.id].door !== 'closed' ? [e.to!] : []));
}
function spreadFire(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const burning = boardOf(s.side).slotIds.filter((slot) => s.rooms[slot].fire);
  const next = [...new Set(burning.flatMap((room) => openNeighbours(s, room)))].filter((r) => !s.rooms[r].fire);
  for (const room of next) placeFire(s, room, rng, events);
}

function eclosion(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (!larvaDeaths(s, aboardInOrder(s), 'eclosion', rng, events)) eclosionDraws(s, rng, events);
}

/** Eclosion after its deaths: every character draws 4 cards, scans the contamination among them and discards them. */
export function eclosionDraws(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  for (const seat of aboardInOrder(s)) {
    const p = s.players[seat];
    const before = p.hand.length;
    drawActionCards(s, seat, 4, rng, []);
    const drawn = p.hand.slice(before);
    p.hand = p.hand.slice(0, before);
    p.discard.push(...drawn);
    const scanned = drawn.filter((c) => c.startsWith('contamination-'));
    const infected = scanned.filter((c) => s.infected.includes(c));
    events.push({ type: 'scanned', seat, contamination: scanned.length, infected: infected.length });
    if (infected.length > 0 && !p.larva) {
      p.larva = true;
      events.push({ type: 'infested', seat, intruder: null });
    }
  }
}

function hatching(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (s.eggs > 0) {
    s.eggs -= 1;
    events.push({ type: 'eggs-changed', eggs: s.eggs, reason: 'An egg hatched.' });
    if (s.eggs === 0 && !s.nestDestroyed) s.nestDestroyed = true;
  }
  const nest = nestSlot(s);
  const victims = nest ? aboardInOrder(s).filter((seat) => s.players[seat].room === nest && s.players[seat].hand.every((c) => c.startsWith('contamination-'))) : [];
  for (const seat of victims) {
    // "Infested" read as a Larva attack: the Larva on the board and a contamination card (data note).
    s.players[seat].larva = true;
    events.push({ type: 'infested', seat, intruder: null });
    receiveContamination(s, seat, events);
  }
  if (victims.length === 0 && addToBag(s, 'larva', rng)) events.push({ type: 'bag-changed', added: ['larva'] });
}

function hunt(s: NemesisState, _rng: Rng, events: NemesisEvent[]): void {
  const board = boardOf(s.side);
  const moves: Array<{ intruder: string; from: string; to: string }> = [];
  for (const a of s.intruders.filter((i) => i.type === 'adult' && !intruderInCombat(s, i))) {
    const targets = board.exits(a.room).filter((e) => e.kind === 'corridor' && charactersIn(s, e.to!).length > 0);
    if (targets.length === 0) continue;
    const to = targets.map((e) => e.to!).sort((x, y) => board.slot(x).roomNumber - board.slot(y).roomNumber)[0];
    const ways = targets.filter((e) => e.to === to);
    const open = ways.find((e) => s.corridors[e.id].door !== 'closed');
    if (open) moves.push({ intruder: a.id, from: a.room, to });
    else if (breaksDoors(s, a.type)) {
      s.corridors[ways[0].id].door = 'destroyed';
      events.push({ type: 'door-destroyed', corridor: ways[0].id });
    }
  }
  for (const m of moves) s.intruders.find((i) => i.id === m.intruder)!.room = m.to;
  if (moves.length > 0) events.push({ type: 'intruders-moved', moves });
}

function noiseInTechnicalCorridors(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const board = boardOf(s.side);
  const loud = board.networks.filter((n) => s.techNoise[n]);
  for (const n of board.networks.filter((x) => !s.techNoise[x])) s.techNoise[n] = true;
  const rollers = aboardInOrder(s).filter((seat) => board.exits(s.players[seat].room!).some((e) => e.network !== null && loud.includes(e.network)));
  noiseRolls(s, rollers, false, rng, events);
}

const effects: Record<string, Effect> = {
  // The data corrects the digest (§5.21): Egg Protection, not Hatching, is the event that causes encounters.
  'event-egg-protection': (s, rng, events) => {
    const nest = nestSlot(s);
    const seats = aboardInOrder(s).filter((seat) => s.players[seat].room === nest || s.players[seat].hands.some((h) => h.kind === 'object' && h.object === 'intruder-egg'));
    encounters(s, seats, rng, events);
  },
  'event-hatching': hatching,
  'event-regeneration': (s, _rng, events) => {
    for (const i of s.intruders) i.injuries = Math.max(0, i.injuries - 2);
    events.push({ type: 'intruders-healed', amount: 2 });
  },
  'event-damage': malfunctionWhere((s, slot) => s.intruders.some((i) => i.room === slot && i.type !== 'larva' && i.type !== 'creeper')),
  'event-lurking': (s, rng, events) => {
    const lurkers = s.intruders.filter((i) => !intruderInCombat(s, i));
    s.intruders = s.intruders.filter((i) => !lurkers.includes(i));
    for (const i of lurkers) addToBag(s, i.type, rng);
    events.push({ type: 'intruders-lurked', intruders: lurkers.map((i) => i.id) });
  },
  'event-eclosion': eclosion,
  'event-noise-in-technical-corridors': noiseInTechnicalCorridors,
  'event-nest': (s, _rng, events) => {
    const nest = nestSlot(s);
    if (nest) fillNoise(s, nest, events);
  },
  'event-flammable-compounds': (s, rng, events) => {
    const hib = boardOf(s.side).slotOfFixedRoom('hibernatorium');
    if (!s.rooms[hib].fire) return placeFire(s, hib, rng, events);
    for (const room of openNeighbours(s, hib)) if (s.phase !== 'over') placeFire(s, room, rng, events);
  },
  'event-bulkheads-open': (s, _rng, events) => {
    const closed = Object.keys(s.corridors).filter((id) => s.corridors[id].door === 'closed');
    for (const id of closed) s.corridors[id].door = 'open';
    events.push({ type: 'doors-opened', corridors: closed });
  },
  'event-hunt-1': hunt,
  'event-hunt-2': hunt,
  'event-scent-of-prey': (s, _rng, events) => {
    const rooms = new Set(aboardInOrder(s).filter((seat) => s.players[seat].slime).map((seat) => s.players[seat].room!));
    for (const room of rooms) fillNoise(s, room, events);
  },
  'event-malfunction': (s, rng, events) => {
    const first = explored(s)[0];
    if (first) placeMalfunction(s, first, rng, events);
  },
  'event-consuming-fire': (s, rng, events) => {
    const burning = boardOf(s.side).slotIds.filter((slot) => s.rooms[slot].fire && s.rooms[slot].items !== null);
    for (const slot of burning) s.rooms[slot].items = 0;
    events.push({ type: 'item-counters-emptied', rooms: burning });
    spreadFire(s, rng, events);
  },
  'event-damaging-fire': (s, rng, events) => {
    for (const slot of boardOf(s.side).slotIds) if (s.rooms[slot].fire && s.phase !== 'over') placeMalfunction(s, slot, rng, events);
    if (s.phase !== 'over') spreadFire(s, rng, events);
  },
  'event-coolant-leak': (s, _rng, events) => {
    const generator = explored(s).find((slot) => s.rooms[slot].tile === 'generator');
    if (generator && s.rooms[generator].malfunction && s.selfDestruct === null) {
      s.selfDestruct = 0;
      events.push({ type: 'self-destruct-started', reason: 'Coolant leak in the malfunctioning Generator.' });
    }
  },
  'event-life-support-failure': malfunctionWhere((s, slot) => s.rooms[slot].explored && roomOf(s, slot).colour === 'green'),
  'event-evacuation-pod-ejection': (s, rng, events) => {
    const pod = s.pods.slice().sort((a, b) => a.number - b.number)[0];
    if (!pod) return;
    events.push({ type: 'pod-ejected', pod: pod.number });
    // Reading (the card does not say): characters seated in it are launched with it, and escape.
    launch(s, pod, rng, events);
  },
  'event-short-circuit': malfunctionWhere((s, slot) => s.rooms[slot].explored && roomOf(s, slot).colour === 'yellow' && roomById.get(s.rooms[slot].tile)!.computer),
};

export function resolveEventEffect(s: NemesisState, card: string, rng: Rng, events: NemesisEvent[]): void {
  const effect = effects[card];
  if (!effect) throw new Error(`no rule for event card ${card}`);
  effect(s, rng, events);
}
