/**
 * Whether gained tokens fit a character's free tactical slots. The rooms' notes (data rooms.json: "All gained Tactical
 * Gear tokens must go into empty Tactical Gear slots") and the rulebook (a gained token goes into any tactical gear
 * slot, Ammo straight into a weapon; grey slots take any token) count every slot the character has: the belt's and the
 * items', not the belt's alone. Belt and grey slots take any token, an item slot only its colour, so a set of tokens
 * fits exactly when the tokens beyond their colour's free slots are no more than the free belt and grey slots.
 */
import type { Seat } from '../../../engine';
import type { GearToken, RetaliationState, TacticalToken } from '../state';
import { freePlacesFor, gainChoices, placeOfChoice, slotKinds, type GearPlace } from './items';

interface FreeSlots {
  any: number;
  colour: Partial<Record<string, number>>;
}

const KINDS: readonly TacticalToken[] = ['ammo', 'grenade', 'oxygen', 'medpack'];

/** The kind of slot a place is: `any` for the belt and grey slots, else its colour. */
const slotKind = (place: GearPlace) => (place.item === undefined ? 'any' : slotKinds(place.item)[place.slot]);

function freeSlots(s: RetaliationState, seat: Seat): FreeSlots {
  const free: FreeSlots = { any: 0, colour: {} };
  const seen = new Set<string>();
  for (const token of KINDS) {
    for (const place of freePlacesFor(s, seat, token)) {
      const key = `${place.item ?? ''}#${place.slot}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const kind = slotKind(place);
      if (kind === 'any') free.any += 1;
      else free.colour[kind] = (free.colour[kind] ?? 0) + 1;
    }
  }
  return free;
}

function fits(free: FreeSlots, tokens: readonly TacticalToken[]): boolean {
  const overflow = KINDS.reduce((n, kind) => n + Math.max(0, tokens.filter((t) => t === kind).length - (free.colour[kind] ?? 0)), 0);
  return overflow <= free.any;
}

/** Whether all these tokens can be placed in the seat's free slots at once. */
export const tokensFit = (s: RetaliationState, seat: Seat, tokens: readonly TacticalToken[]): boolean => fits(freeSlots(s, seat), tokens);

/** `tokensFit` for many token sets at one state: the free slots are counted once. */
export function tokensFitter(s: RetaliationState, seat: Seat): (tokens: readonly TacticalToken[]) => boolean {
  const free = freeSlots(s, seat);
  return (tokens) => fits(free, tokens);
}

/** Whether at least one token of these kinds (with some left in `supply`) has a free slot. */
export const someTokenFits = (s: RetaliationState, seat: Seat, kinds: readonly TacticalToken[], supply: Record<TacticalToken, number>): boolean =>
  kinds.some((kind) => supply[kind] > 0 && tokensFit(s, seat, [kind]));

/** The places (F4 choices) for the first waiting token that still leave room for the others waiting behind it. */
export function fittingChoices(s: RetaliationState, seat: Seat, queue: readonly GearToken[]): string[] {
  const [first, ...rest] = queue;
  const restKinds = rest.map((t) => t.token);
  return gainChoices(s, seat, first.token).filter((choice) => {
    const free = freeSlots(s, seat);
    const kind = slotKind(placeOfChoice(s, seat, first.token, choice)!);
    if (kind === 'any') free.any -= 1;
    else free.colour[kind]! -= 1;
    return fits(free, restKinds);
  });
}

/**
 * Where a token gained now may go, keeping room for the seat's tokens still waiting to be placed (a trade's tokens
 * wait while the partner answers for an item card received in the same trade).
 */
export function gainChoicesKeepingRoom(s: RetaliationState, seat: Seat, token: TacticalToken): string[] {
  const p = s.placing;
  const waiting = [...(p?.seat === seat ? p.tokens : []), ...(p?.then?.seat === seat ? p.then.tokens : [])];
  return fittingChoices(s, seat, [{ token, half: false }, ...waiting]);
}
