/**
 * Events, in the past tense. Private: the card of an `agenda-gained` (others learn the type and where from), the
 * cards of `agendas-drawn`, and a `focus-preselected` pick (others learn that the seat has picked).
 */
import type { Seat, Viewer } from '../../engine';
import type { AgendaType, Resource } from './data/schema';
import type { ActionKey } from './state';
import type { CorruptionPlace } from './rules/corruption';

export type VoidfallEvent =
  | { type: 'house-chosen'; seat: Seat; house: string; origin: string }
  | { type: 'agendas-drawn'; seat: Seat; agendaType: AgendaType; count: number; cards?: string[] }
  | { type: 'agenda-gained'; seat: Seat; agendaType: AgendaType; from: 'offer' | 'deck'; card?: string }
  | { type: 'glory-upgraded'; seat: Seat; from: number; to: number }
  | { type: 'corruption-removed'; seat: Seat; from: CorruptionPlace }
  | { type: 'corruption-moved'; seat: Seat; from: CorruptionPlace; to: CorruptionPlace }
  | { type: 'cycle-started'; cycle: 1 | 2 | 3 }
  | { type: 'trade-token-boxed'; space: number }
  | { type: 'improved-offer-changed'; cycle: 2 | 3; offer: string[] }
  | { type: 'galactic-event-revealed'; cycle: 1 | 2 | 3; event: string; focusRounds: number }
  | { type: 'focus-preselected'; seat: Seat; card?: string }
  | { type: 'focus-selected'; seat: Seat; card: string; agenda: string | null }
  /** `replaced`: the type of the Agenda it replaced, which went face down under its deck. */
  | { type: 'agenda-placed'; seat: Seat; agenda: string; slot: number; replaced: AgendaType | null }
  /** The discarded Focus card is the one `focus-selected` named (it may be back in hand by the time this is read). */
  | { type: 'turn-ended'; seat: Seat }
  | { type: 'focus-cards-returned'; seat: Seat; count: number }
  | { type: 'trade-token-flipped'; seat: Seat }
  | { type: 'action-taken'; seat: Seat; action: ActionKey; name: string; paid: Partial<Record<Resource, number>> }
  /** One effect resolved with the player's choice; what it produced or gained when that is not in the choice. */
  | { type: 'effect-resolved'; seat: Seat; op: string; choice: Record<string, unknown>; [detail: string]: unknown }
  | { type: 'action-ended'; seat: Seat; action: ActionKey }
  | { type: 'action-undone'; seat: Seat }
  | { type: 'galactic-events-peeked'; seat: Seat; cycle: 2 | 3 }
  | { type: 'fleet-power-moved'; seat: Seat; from: string; to: string; fleet: string }
  | { type: 'sector-abandoned'; seat: Seat; sector: string; gloryDiscarded: number | null }
  | { type: 'combat-resolved'; seat: Seat; sector: string; outcome: 'win' | 'loss' | 'tie'; steps: string[] }
  | { type: 'sector-invaded'; seat: Seat; sector: string; influence: number; tokensTaken: number }
  /** Nervo's Bombard: 1 Absorption of this kind bought for the invasion being gathered, and what paid it. */
  | { type: 'bombard-absorption-bought'; seat: Seat; absorption: 'approach' | 'salvo'; paid: Partial<Record<Resource, number>> }
  /** Event C1-H's toll on an improved Combat Replicators deployment: 1 Material, a Corruption on a place, or no deployment. */
  | { type: 'replicator-toll-answered'; seat: Seat; toll: 'material' | 'decline' | CorruptionPlace }
  /** A sector lost in the Skirmish: the Glory token its owner discarded (A9). */
  | { type: 'glory-discarded'; seat: Seat; sector: string; value: number }
  | { type: 'skirmish-resolved'; seat: Seat; strength: number; sector: string | null; outcome: 'defended' | 'lost' | 'tie'; steps: string[] }
  | { type: 'turn-cleaned-up'; seat: Seat; recalled: number; gloryReturned: number[]; tradeTokensPlaced: number; tradeTokensReturned: number }
  /** Evaluation step 2 (A6): the Upkeep due, what paid it, and the Influence lost for the unpaid points. */
  | { type: 'upkeep-paid'; seat: Seat; upkeep: number; paid: Partial<Record<Resource, number>>; unpaid: number; influenceLost: number }
  /** Evaluation step 3: the Galactic Event objective(s) taken and their reward (Bounty tokens as a count). */
  | { type: 'galactic-objective-scored'; seat: Seat; event: string; objectives: string[]; influence: number; bountyTokens: number; activated: number; glory: number | null; produced: Partial<Record<Resource, number>> }
  /** Evaluation step 3: the player left the rest of the taken objective's reward. */
  | { type: 'objective-reward-ended'; seat: Seat }
  /** Evaluation step 4: each objective of a Pure Agenda in play, in card order. */
  | { type: 'agenda-scored'; seat: Seat; agenda: string; influence: number[] }
  /** Preparation step 5: a Galactic Event frame resolved (for one seat, or once); `done` in game words. */
  | { type: 'event-frame-resolved'; frame: number; seat: Seat | null; sectors: string[]; done: string }
  | { type: 'game-ended'; scores: number[]; winners: Seat[] }
  /** A held Bounty or Reclaim token turned face up and resolved: its printed text (never its id), the sector it acted in. */
  | { type: 'token-used'; seat: Seat; kind: 'bounty' | 'reclaim'; text: string; sector: string | null };

export function redactEvent(e: VoidfallEvent, viewer: Viewer): VoidfallEvent | null {
  if (e.type === 'agendas-drawn' && e.seat !== viewer) return { type: e.type, seat: e.seat, agendaType: e.agendaType, count: e.count };
  // A card taken from the face-up offer was seen by all, but it is now in a hand: others keep the type (the view shows the refilled offer).
  if (e.type === 'agenda-gained' && e.seat !== viewer) return { type: e.type, seat: e.seat, agendaType: e.agendaType, from: e.from };
  if (e.type === 'focus-preselected' && e.seat !== viewer) return { type: e.type, seat: e.seat };
  // A Preferred Focus action names the card it copies, which may still be in its owner's hand: others see the action's name.
  if (e.type === 'effect-resolved' && e.seat !== viewer && typeof e.choice.card === 'string' && e.choice.card.includes('@')) {
    const { card: _card, ...choice } = e.choice;
    return { ...e, choice };
  }
  return e;
}
