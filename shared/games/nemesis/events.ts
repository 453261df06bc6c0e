/**
 * Events, in the past tense. Only `cards-drawn` and `searched` carry private content (the cards, for the drawer); everything else
 * is public at the moment it happens. Played, paid and discarded cards are named by kind (`search`), not by instance
 * id, because a discard pile can be reshuffled into a deck and drawn into a hand within the same move. Intruder tokens drawn from the bag are named by type and back number, never by
 * token id, because a token id goes back into the supply and the bag, where it is secret again.
 */
import type { Seat } from '../../engine';
import type { CharacterId, ExplorationEffect, IntruderType } from './data';

export type NoiseTarget = { corridor: string } | { network: string };

/** A thing handed over in a Trade: an inventory card by colour (its kind only for the two traders), or a held thing by kind. */
export type TradeThing = { colour: string | null; thing: string | null };

export type NemesisEvent =
  | { type: 'draft-offered'; seat: Seat; characters: CharacterId[] }
  | { type: 'character-chosen'; seat: Seat; character: CharacterId; returned: CharacterId }
  | { type: 'round-started'; round: number; firstPlayer: Seat }
  | { type: 'cards-drawn'; seat: Seat; count: number; cards?: string[] }
  | { type: 'passed'; seat: Seat; discarded: string[] }
  | { type: 'paid'; seat: Seat; cards: string[] }
  | { type: 'moved'; seat: Seat; from: string; to: string; corridor: string; careful: boolean }
  | { type: 'room-explored'; seat: Seat; room: string; tile: string; effect: ExplorationEffect; items: number | null; ignored: boolean }
  | { type: 'noise-rolled'; seat: Seat; room: string; result: string }
  | { type: 'noise-placed'; room: string; targets: NoiseTarget[] }
  | { type: 'marker-placed'; room: string; marker: 'fire' | 'malfunction' | 'slime'; seat?: Seat }
  | { type: 'door-closed'; corridor: string }
  | { type: 'door-destroyed'; corridor: string }
  | { type: 'intruders-moved'; moves: Array<{ intruder: string; from: string; to: string }> }
  /** D23: no miniature of the type is left; `seat` picks which one on the board moves to `room`. */
  | { type: 'relocation-asked'; seat: Seat; intruderType: string; room: string }
  | { type: 'encounter'; seat: Seat; room: string; drawn: IntruderType | 'blank'; backNumber: number | null }
  | { type: 'intruder-appeared'; intruder: string; intruderType: IntruderType; room: string }
  | { type: 'bag-changed'; added: IntruderType[] }
  | { type: 'first-encounter'; waiting: Seat[] }
  | { type: 'objective-chosen'; seat: Seat }
  | { type: 'surprise-attack'; seat: Seat; intruder: string; handSize: number; backNumber: number }
  | { type: 'no-surprise'; seat: Seat; handSize: number; backNumber: number }
  | { type: 'wounded'; seat: Seat; light: number; serious: string[] }
  | { type: 'contaminated'; seat: Seat; received: boolean }
  | { type: 'infested'; seat: Seat; intruder: string | null }
  | { type: 'character-died'; seat: Seat; room: string }
  | { type: 'pods-unlocked'; reason: 'first-death' | 'self-destruct' }
  | { type: 'time-advanced'; time: number; selfDestruct: number | null }
  | { type: 'bag-developed'; drawn: IntruderType | 'blank' }
  | { type: 'eggs-changed'; eggs: number; reason: string }
  | { type: 'scanned'; seat: Seat; contamination: number; infected: number }
  | { type: 'intruders-healed'; amount: number }
  | { type: 'intruders-lurked'; intruders: string[] }
  | { type: 'doors-opened'; corridors: string[] }
  /** Risk Assessment: only that a look happened (the card, and where it went back, stay with the seat). */
  | { type: 'event-deck-looked'; seat: Seat }
  /** A quest item turned face up; `discarded`: the kind of the item card its requirement took, if any. */
  | { type: 'quest-activated'; seat: Seat; card: string; discarded: string | null }
  | { type: 'quest-used'; seat: Seat; card: string; choice: string | null }
  | { type: 'item-counters-emptied'; rooms: string[] }
  | { type: 'self-destruct-started'; reason: string }
  | { type: 'pod-ejected'; pod: number }
  | { type: 'attacked'; seat: Seat; intruder: string; card: string | null; hit: boolean }
  | { type: 'intruder-transformed'; intruder: string; into: IntruderType }
  | { type: 'ship-destroyed'; reason: 'fire' | 'malfunction' | 'self-destruct' }
  | { type: 'game-ended'; reason: string; winners: Seat[] }
  /** `rerolled`: the first face, when the die was rolled again (Taking Aim, the Prototype Pistol). */
  | { type: 'shot'; seat: Seat; weapon: string; target: string; face: string; injuries: number; rerolled?: string }
  /** A shot's first roll, when its player may roll again (the `shot` event follows the choice). */
  | { type: 'shot-rolled'; seat: Seat; weapon: string; target: string; face: string }
  | { type: 'melee'; seat: Seat; target: string; face: string; injuries: number }
  /** Suppressive or Covering Fire: `asked` is asked whether its character moves too; then its answer. */
  | { type: 'cover-asked'; seat: Seat; asked: Seat; card: string }
  | { type: 'cover-answered'; seat: Seat; agree: boolean }
  | { type: 'injury-check'; intruder: string; injuries: number; cards: string[]; result: 'dies' | 'survives' | 'retreats' }
  | { type: 'intruder-killed'; intruder: string; intruderType: IntruderType; room: string; carcass: boolean }
  | { type: 'eggs-destroyed'; room: string; count: number; nestDestroyed: boolean }
  | { type: 'event-card-drawn'; card: string; purpose: 'retreat' | 'event' }
  | { type: 'picked-up'; seat: Seat; object: string }
  | { type: 'dropped'; seat: Seat; thing: string | null; colour: string | null }
  | { type: 'card-played'; seat: Seat; card: string }
  | { type: 'searched'; seat: Seat; room: string; deck: string; cards?: string[] }
  | { type: 'item-kept'; seat: Seat; deck: string; heavy: string | null }
  | { type: 'crafted'; seat: Seat; item: string; used: string[] }
  | { type: 'item-used'; seat: Seat; item: string; choice: string | null }
  /** A Trade: who is asked (public), each answer (public), each exchange made (redacted for the others). */
  | { type: 'trade-proposed'; seat: Seat; with: Seat[] }
  | { type: 'trade-answered'; seat: Seat; accepted: boolean; from?: Seat }
  /** The window of a Trade: a character other than the active player is done; a card shown (named to the two alone). */
  | { type: 'trade-done'; seat: Seat }
  | { type: 'card-shown'; seat: Seat; to: Seat; colour: string | null; card: string | null }
  | { type: 'action-held'; seat: Seat; action: string; asked: Seat[] }
  | { type: 'action-interrupted'; seat: Seat; by: Seat; action: string }
  | { type: 'interruption-cancelled'; seat: Seat; by: Seat }
  | { type: 'interruption-set'; seat: Seat; setting: 'never' | 'ask' }
  | { type: 'traded'; seat: Seat; with: Seat; gave: TradeThing[]; got: TradeThing[] }
  | { type: 'hand-discarded'; seat: Seat; cards: string[] }
  | { type: 'engines-revealed'; tops: string[] }
  | { type: 'coordinates-revealed'; card: string; destination: string }
  | { type: 'contamination-check'; seat: Seat; result: 'clean' | 'survived' | 'died' }
  | { type: 'hibernated'; seat: Seat }
  | { type: 'hibernation-failed'; seat: Seat }
  | { type: 'room-action'; seat: Seat; room: string; action: string }
  | { type: 'destination-set'; seat: Seat; destination: string }
  | { type: 'signal-sent'; seat: Seat }
  | { type: 'self-destruct-stopped'; seat: Seat }
  | { type: 'boarded'; seat: Seat; pod: number; launch: boolean }
  | { type: 'boarding-failed'; seat: Seat }
  | { type: 'pod-launched'; pod: number; seats: Seat[] }
  | { type: 'left-pod'; seat: Seat; pod: number; forced: boolean }
  /** The intruder-player variant: `card` is the card's kind (`intruder-card-pursuit`), never its id. */
  | { type: 'intruder-player-chosen'; seat: Seat }
  | { type: 'intruder-cards-drawn'; seat: Seat; count: number }
  | { type: 'intruder-player-passed'; seat: Seat; kept: number }
  | { type: 'intruder-card-played'; seat: Seat; card: string; as: 'move' | 'attack' | 'special'; intruder: string | null; target: Seat | null }
  | { type: 'intruder-healed'; intruder: string; injuries: number }
  /** Co-op Revival: the dead character stands up in the Emergency Room. */
  | { type: 'revived'; seat: Seat; room: string }
  | { type: 'weakness-revealed'; object: string; card: string }
  | { type: 'lockdown'; room: string; doors: string[] }
  | { type: 'lockdown-ended'; room: string; deadly: boolean }
  | { type: 'malfunction-repaired'; room: string }
  | { type: 'engine-tinkered'; seat: Seat; engine: number; changed: boolean }
  | { type: 'turn-ended'; seat: Seat }
  | { type: 'player-phase-ended'; round: number };

export function redactEvent(e: NemesisEvent, viewer: Seat | 'spectator'): NemesisEvent | null {
  if (e.type === 'cards-drawn' && e.seat !== viewer) return { type: 'cards-drawn', seat: e.seat, count: e.count };
  if (e.type === 'searched' && e.seat !== viewer) return { type: 'searched', seat: e.seat, room: e.room, deck: e.deck };
  if (e.type === 'traded' && e.seat !== viewer && e.with !== viewer) {
    // Others see the colour of an inventory card change hands, never its face (digest §7).
    const hide = (things: TradeThing[]) => things.map((t) => (t.colour === null ? t : { colour: t.colour, thing: null }));
    return { ...e, gave: hide(e.gave), got: hide(e.got) };
  }
  // The others read only that a card was shown: not even its colour (which one of the inventory it was).
  if (e.type === 'card-shown' && e.seat !== viewer && e.to !== viewer) return { ...e, colour: null, card: null };
  return e;
}
