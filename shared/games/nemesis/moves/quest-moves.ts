/**
 * Quest items (digest §5.15, §12.11): `activate-quest` turns one face up (a non-combat basic action costing 1), and
 * `use-quest` uses a face-up one (its printed cost and combat icon). The rules are in rules/quest-items.ts; the
 * Flashlight is a Search of one's room (as the Search card: the counter goes down by 1, 2 cards drawn, 1 kept).
 */
import { questItemById } from '../data';
import type { NemesisEvent } from '../events';
import { pay, paymentProblem } from '../rules/cards';
import { settle } from '../rules/flow';
import { activate, activationProblem, activeQuests, passiveQuests, questChoices, questEffects, questName, spend } from '../rules/quest-items';
import { startSearch, type ItemColour } from '../rules/search';
import { inCombat } from '../rules/ship';
import type { NemesisState } from '../state';
import type { Seat } from '../../../engine';
import { searchDeck } from './card-moves';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const activateQuestMove: Handler<MoveOf<'activate-quest'>> = (s, seat, move, rng) => {
  if (inCombat(s, seat)) return refuse('move/in-combat', 'Quest items cannot be activated in combat.');
  const problem = activationProblem(s, seat, move.card, move.discard);
  if (problem) return refuse('move/quest', problem);
  const cost = questItemById.get(move.card)!.quest.activationCost;
  const payment = paymentProblem(s.players[seat], move.pay, cost);
  if (payment) return refuse('move/payment', payment);
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  activate(s, seat, move.card, move.discard, events);
  settle(s, rng, events);
  return events;
};

/** Why this active quest item cannot be used now with this option, or null. */
function useProblem(s: NemesisState, seat: Seat, move: MoveOf<'use-quest'>): string | null {
  if (!activeQuests(s, seat).includes(move.card)) return 'Use one of your active quest items.';
  const data = questItemById.get(move.card)!;
  if (passiveQuests.has(move.card)) return `The ${data.name} is not used as an action: it works by itself once active.`;
  if (!questEffects[move.card] && move.card !== 'flashlight') return `The ${data.name} cannot be used in this version of the game.`;
  const fighting = inCombat(s, seat);
  if (data.combat === 'non-combat-only' && fighting) return `The ${data.name} cannot be used in combat.`;
  if (data.combat === 'combat-only' && !fighting) return `The ${data.name} can only be used in combat.`;
  if (!questChoices(s, seat, move.card).includes(move.choice)) return `That is not an option of the ${data.name}.`;
  return paymentProblem(s.players[seat], move.pay, data.cost ?? 0);
}

export const useQuestMove: Handler<MoveOf<'use-quest'>> = (s, seat, move, rng) => {
  const problem = useProblem(s, seat, move);
  if (problem) return refuse('move/use-quest', problem);
  const deck = move.card === 'flashlight' ? searchDeck(s, seat, move.choice as ItemColour) : null;
  if (typeof deck === 'object' && deck !== null) return deck;
  const events: NemesisEvent[] = [];
  pay(s, seat, move.pay, events);
  s.turn!.actions += 1;
  events.push({ type: 'quest-used', seat, card: move.card, choice: move.choice ?? null });
  if (questItemById.get(move.card)!.singleUse) spend(s, seat, move.card);
  if (deck) {
    s.rooms[s.players[seat].room!].items! -= 1;
    if (!startSearch(s, seat, deck, rng, events)) settle(s, rng, events);
    return events;
  }
  // A refusal from the item's own rule discards the whole working copy (moves/index.ts), payment included.
  const refusal = questEffects[move.card](s, seat, move.choice, rng, events);
  if (refusal) return refuse('move/use-quest', `${questName(move.card)}: ${refusal}`);
  settle(s, rng, events);
  return events;
};
