/**
 * Events, in the past tense. Private content: the cards dealt to a seat in the draft and the action cards it draws
 * (only that seat sees them). Intruder tokens drawn from the bag are named by type and printed back, never by token id
 * (an id goes back to a pile or the bag, where it is secret again). Action cards are named by their printed name, not
 * their id, for the same reason; Contamination cards gained are counted.
 */
import type { Seat, Viewer } from '../../engine';
import type { CharacterStatus, IntruderKind, TacticalToken } from './state';

export type RetaliationEvent =
  | { type: 'draft-offered'; seat: Seat; characters?: string[] }
  | { type: 'character-chosen'; seat: Seat; character: string }
  | { type: 'support-taken'; seat: Seat; item: string }
  | { type: 'belt-filled'; seat: Seat; tokens: TacticalToken[] }
  | { type: 'game-started'; startPlayer: Seat }
  | { type: 'round-started'; round: number; startPlayer: Seat }
  | { type: 'cards-drawn'; seat: Seat; count: number; cards?: string[] }
  | { type: 'paid'; seat: Seat; cards: string[] }
  | { type: 'passed'; seat: Seat; discarded: string[] }
  | { type: 'objective-chosen'; seat: Seat; drew: number }
  | { type: 'moved'; seat: Seat; from: string; to: string; corridor: string; careful: boolean }
  | { type: 'explored'; seat: Seat; space: string; room: string; card: string; corridors: string[] }
  | { type: 'hibernatorium-discovered'; robot: string }
  /** The robot card turned face up by an item before the Hibernatorium's discovery (Supporting Robot Controller). */
  | { type: 'robot-revealed'; robot: string }
  /** Heavy Armor's standing setting changed (public). */
  | { type: 'heavy-armor-set'; seat: Seat; setting: 'always' | 'unless-fatal' | 'never' }
  /** F7: a passive item's standing setting changed (rules/passive-items.ts). */
  | { type: 'passive-set'; seat: Seat; item: 'perimeter-security-device' | 'biohazard-armor' | 'bulletproof-vest'; setting: 'always' | 'ask' | 'unless-fatal' | 'never' }
  | { type: 'noise-rolled'; seat: Seat; result: string }
  | { type: 'noise-placed'; corridor: string }
  | { type: 'token-drawn'; intruderType: IntruderKind | 'blank'; back: string | null; where: string }
  | { type: 'bag-changed'; added: IntruderKind[] }
  | { type: 'intruders-placed'; where: string; intruders: Array<{ id: string; intruderType: IntruderKind }> }
  | { type: 'intruders-moved'; moves: Array<{ intruder: string; from: string; to: string }> }
  | { type: 'door-destroyed'; corridor: string }
  | { type: 'doors-closed'; corridors: string[] }
  | { type: 'secure-placed'; space: string }
  | { type: 'secure-removed'; space: string; intruder: string }
  | { type: 'marker-placed'; where: string; marker: 'fire' | 'malfunction' }
  | { type: 'attacked'; seat: Seat; intruder: string; card: string | null }
  | { type: 'larva-attached'; seat: Seat; kept: boolean }
  | { type: 'health-lost'; seat: Seat; amount: number; armorLost: string | null }
  | { type: 'healed'; seat: Seat; amount: number }
  | { type: 'serious-wound'; seat: Seat; card: string }
  | { type: 'contaminated'; seat: Seat; count: number }
  | { type: 'oxygen-changed'; seat: Seat; oxygen: number; suffocating: boolean }
  | { type: 'character-died'; seat: Seat; cause: string }
  /** Revive (co-op): a fallen character carried into `to`, and one standing up in the Surgery Room. */
  | { type: 'body-carried'; seat: Seat; body: Seat; to: string }
  | { type: 'revived'; seat: Seat; where: string }
  | { type: 'status-changed'; seat: Seat; status: CharacterStatus }
  | { type: 'shot'; seat: Seat; weapon: string; target: string; face: string; killed: boolean }
  | { type: 'aim-rolled'; seat: Seat; die: 'shoot' | 'burst'; face: string }
  | { type: 'melee'; seat: Seat; target: string; face: string; killed: boolean; defence: string | null }
  | { type: 'burst'; seat: Seat; weapon: string | null; corridor: string; face: string; hits: number }
  | { type: 'hits-allocated'; seat: Seat; corridor: string; killed: string[] }
  | { type: 'ammo-spent'; seat: Seat; item: string; left: 'half' | 'none' }
  | { type: 'gear-used'; seat: Seat; token: TacticalToken; target: string | null }
  | { type: 'intruder-killed'; intruder: string; intruderType: IntruderKind; where: string }
  | { type: 'intruder-hit'; intruder: string; hits: number }
  | { type: 'queen-health'; card: string; discarded: number; left: number }
  | { type: 'queen-died' }
  | { type: 'queen-activated'; intruder: string }
  | { type: 'item-malfunctioned'; seat: Seat; item: string; destroyed: boolean }
  | { type: 'phase'; phase: 'intruder' | 'event' | 'cleanup' }
  | { type: 'event-card'; card: string }
  | { type: 'bag-developed'; drawn: IntruderKind | 'blank' }
  | { type: 'time-advanced'; round: number }
  | { type: 'lander'; state: 'landed' | 'destroyed' | 'departed'; topToken: 'active' | 'inactive' | null }
  | { type: 'escape-failed'; seat: Seat }
  | { type: 'life-support'; section: 'A' | 'B' | 'C'; active: boolean }
  | { type: 'anti-aircraft-checked'; seat: Seat }
  | { type: 'hibernatorium-activated' }
  | { type: 'autodestruction'; round: number }
  | { type: 'power-cut' }
  | { type: 'wound-discarded'; seat: Seat; card: string }
  | { type: 'card-played'; seat: Seat; card: string }
  | { type: 'lander-moved'; seat: Seat; space: number }
  | { type: 'reaction-set'; seat: Seat; trigger: 'attack' | 'command'; setting: 'never' | 'always' | 'ask'; cover?: Seat }
  | { type: 'attack-prevented'; seat: Seat; by: Seat }
  | { type: 'attack-redirected'; seat: Seat; to: Seat }
  | { type: 'command-ignored'; seat: Seat }
  | { type: 'retreat-offered'; seat: Seat; to: Seat }
  | { type: 'weapon-marked'; seat: Seat; item: string; markers: number }
  | { type: 'retreat-answered'; seat: Seat; to: Seat; accepted: boolean }
  | { type: 'corridor-reinforced'; corridor: string }
  | { type: 'door-changed'; corridor: string; door: 'open' | 'closed' }
  | { type: 'corridor-placed'; seat: Seat; corridor: string }
  | { type: 'malfunction-discarded'; seat: Seat; from: string }
  | { type: 'fire-discarded'; space: string }
  | { type: 'gear-gained'; seat: Seat; token: TacticalToken }
  | { type: 'gear-discarded'; seat: Seat; token: TacticalToken }
  | { type: 'noise-discarded'; corridor: string }
  | { type: 'searched'; seat: Seat; count: number; cards?: string[] }
  | { type: 'item-kept'; seat: Seat; kept: boolean }
  | { type: 'larva-removed'; seat: Seat }
  | { type: 'decontaminated'; seat: Seat }
  | { type: 'fires-out'; section: 'A' | 'B' | 'C'; rooms: string[] }
  | { type: 'data-token'; seat: Seat }
  | { type: 'egg-destroyed'; seat: Seat; eggs: number }
  | { type: 'egg-taken'; seat: Seat; eggs: number }
  | { type: 'items-kept'; seat: Seat; kept: number; discarded: string[] }
  | { type: 'doors-changed'; opened: string[]; closed: string[] }
  | { type: 'corridor-reinforced'; corridor: string }
  | { type: 'corridor-drilled'; corridor: string; tile: string }
  | { type: 'room-used-remotely'; seat: Seat; space: string }
  | { type: 'attack-stopped'; space: string; intruder: string }
  | { type: 'robot-activated'; seat: Seat; card: string; option: number }
  | { type: 'robot-moved'; path: string[] }
  | { type: 'queen-left-map'; intruder: string }
  | { type: 'marker-discarded'; where: string; marker: 'fire' | 'malfunction' }
  | { type: 'scanned'; seat: Seat; contamination: number; infected: number }
  | { type: 'eclosion'; seat: Seat; contamination: number }
  | { type: 'facility-destroyed'; reason: 'autodestruction' | 'fire' }
  | { type: 'objectives-revealed'; objectives: Array<string | null> }
  | { type: 'game-ended'; reason: string; winners: Seat[] }
  | { type: 'item-discarded'; seat: Seat; item: string }
  | { type: 'gear-discarded'; seat: Seat; token: TacticalToken }
  | { type: 'gear-gained'; seat: Seat; token: TacticalToken }
  | { type: 'gear-moved'; seat: Seat; token: TacticalToken }
  | { type: 'item-used'; seat: Seat; item: string; option: number; on: Seat | null }
  | { type: 'consent-asked'; seat: Seat; target: Seat; item: string }
  | { type: 'consent-answered'; seat: Seat; target: Seat; accepted: boolean }
  | { type: 'objectives-looked'; seat: Seat; of: Seat; cards?: string[] }
  | { type: 'door-opened'; corridor: string }
  /** A malfunction marker taken off a room (`where`) or off a character's item (`item`, by data id). */
  | { type: 'malfunction-removed'; seat: Seat; where: string | null; item: string | null }
  | { type: 'hand-discarded'; seat: Seat; cards: string[] }
  /** `counter`: the offer sent is a counter-offer (`seat` countered `partner`'s offer). */
  | { type: 'trade-proposed'; seat: Seat; partner: Seat; counter?: true }
  /** `seat` answers `partner`'s offer with a counter-offer of its own, being put together. */
  | { type: 'trade-countered'; seat: Seat; partner: Seat }
  /**
   * What changed hands is not named: a backpack item is private (digest §7); the board shows heavy items, armor, belts.
   * `by`: who answered, once the trade had a counter-offer (`seat` is the proposer, `partner` its partner).
   */
  | { type: 'trade-answered'; seat: Seat; partner: Seat; accepted: boolean; by?: Seat };

/** The event as `viewer` may see it: drawn and dealt cards only for their seat. */
export function redactEvent(e: RetaliationEvent, viewer: Viewer): RetaliationEvent | null {
  if ((e.type === 'cards-drawn' || e.type === 'draft-offered' || e.type === 'searched' || e.type === 'objectives-looked') && e.seat !== viewer) {
    const { cards: _c, characters: _ch, ...rest } = e as RetaliationEvent & { cards?: string[]; characters?: string[] };
    return rest as RetaliationEvent;
  }
  return e;
}
