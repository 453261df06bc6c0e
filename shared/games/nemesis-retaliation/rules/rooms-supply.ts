/**
 * Room actions that hand out items (data: rooms.json): the Supply Room (1 green, 1 red and 1 yellow item drawn, up to 2
 * kept, the rest discarded), the Experimental Military Lab's second option (2 random support equipment cards drawn, up
 * to 1 kept, the other discarded face up beside the decks) and the Nest's first option (take an Intruder Egg, a heavy
 * item, then a noise roll). The cards drawn wait in `roomDraw` for their player's `keep-drawn` move; nobody else sees
 * them until discarded. A heavy item needs a free hand (digest §5.7; discarding a held item is the items rules' part;
 * the Bayonet shares a ranged weapon's hand slot).
 */
import type { Rng, Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { gainItem, handsFit } from './equipment';
import { noiseRoll } from './noise';

type ItemColour = 'red' | 'green' | 'yellow';
const SUPPLY_COLOURS: readonly ItemColour[] = ['green', 'red', 'yellow'];
export const SUPPLY_KEEP = 2;
export const SUPPORT_DRAW = 2;
const EGG = 'intruder-egg';

export const supplyRoomOpen = (s: RetaliationState) => SUPPLY_COLOURS.some((c) => s.decks.items[c].length > 0);
export const militaryLabDrawOpen = (s: RetaliationState) => s.decks.support.length > 0;

export function drawSupplyRoom(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const cards = SUPPLY_COLOURS.flatMap((c) => s.decks.items[c].splice(0, 1));
  s.roomDraw = { seat, cards, keep: SUPPLY_KEEP };
  return [{ type: 'searched', seat, count: cards.length, cards: cards.slice() }];
}

export function drawSupport(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const cards = s.decks.support.splice(0, SUPPORT_DRAW);
  s.roomDraw = { seat, cards, keep: 1 };
  return [{ type: 'searched', seat, count: cards.length, cards: cards.slice() }];
}

/** Every set of the drawn cards the player may keep (none included): at most `keep`, heavy ones within free hands. */
export function keepChoices(s: RetaliationState): string[][] {
  const { seat, cards, keep } = s.roomDraw!;
  const sets = cards.reduce<string[][]>((acc, c) => [...acc, ...acc.map((a) => [...a, c])], [[]]);
  return sets.filter((set) => set.length <= keep && handsFit(s, seat, set.filter((c) => itemOfInstance(c).heavy)));
}

/** The kept cards are gained; the others are discarded face up (items to their colour's pile, support beside the decks). */
export function keepDrawn(s: RetaliationState, kept: readonly string[]): RetaliationEvent[] {
  const { seat, cards } = s.roomDraw!;
  s.roomDraw = null;
  const discarded = cards.filter((c) => !kept.includes(c));
  for (const card of discarded) {
    const deck = itemOfInstance(card).deck;
    if (deck === 'support') s.decks.supportLeftovers.push(card);
    else s.decks.itemDiscard[deck as ItemColour].push(card);
  }
  for (const card of kept) gainItem(s, seat, card);
  return [{ type: 'items-kept', seat, kept: kept.length, discarded: discarded.slice() }];
}

/** How many Intruder Eggs a character holds. */
export const eggsHeld = (s: RetaliationState, seat: Seat) => s.players[seat].hands.filter((c) => itemOfInstance(c).id === EGG).length;

/** Escaping: the eggs carried then are remembered, since a later death (eclosion) loses every item (Primary Samples). */
export function recordEscape(s: RetaliationState, seat: Seat): void {
  s.eggsAtEscape = { ...(s.eggsAtEscape ?? {}), [seat]: eggsHeld(s, seat) };
}

export const canTakeEgg = (s: RetaliationState, seat: Seat) => s.eggs > 0 && handsFit(s, seat, [EGG]);

/** The egg card instances not held by anyone; more eggs than printed cards get further instance numbers. */
function freeEgg(s: RetaliationState): string {
  const held = new Set(s.players.flatMap((p) => p.hands));
  for (let n = 1; ; n++) if (!held.has(`${EGG}-${n}`)) return `${EGG}-${n}`;
}

/** Nest: take an egg into a free hand (taking the last one destroys the Nest), then a noise roll. */
export function takeEgg(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  s.eggs -= 1;
  if (s.eggs === 0) s.nestDestroyed = true;
  gainItem(s, seat, freeEgg(s));
  return [{ type: 'egg-taken', seat, eggs: s.eggs }, ...noiseRoll(s, seat, rng)];
}
