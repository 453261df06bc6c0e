/** Who the table waits for, in the game's words. */
import type { Prompt } from '../../engine';
import { leadingMoves } from './legal-moves';
import type { VoidfallState } from './state';

function promptFor(s: VoidfallState, seat: number): Prompt | null {
  // The legal moves up to their first non-empty group: enough to know whether the seat is awaited, and its first move.
  const moves = leadingMoves(s, seat);
  if (moves.length === 0) return null;
  switch (moves[0].type) {
    case 'choose-house': return { seat, kind: 'choose-house', mode: 'turn', message: 'Choose your House and one of its two Origins.' };
    // In the Evaluation (an objective's Agenda) a time-out keeps the first card drawn.
    case 'keep-agenda': return { seat, kind: 'keep-agenda', mode: 'turn', message: 'Keep one of the two Agendas you drew; the other goes under its deck.', ...(s.phase === 'evaluation' ? { timeoutMove: moves[0] } : {}) };
    // A time-out takes the objective worth most Influence, the first printed on a tie (listed first).
    case 'choose-objective': return { seat, kind: 'choose-objective', mode: 'turn', message: 'Choose which of the Galactic objectives you meet to take.', timeoutMove: moves[0] };
    // A time-out resolves the first choice listed (the reward is taken rather than left).
    case 'objective-reward':
    case 'end-objective-reward': return { seat, kind: 'objective-reward', mode: 'turn', message: 'Resolve the reward of your Galactic objective, or leave the rest of it.', timeoutMove: moves[0] };
    case 'preselect-focus': return { seat, kind: 'preselect-focus', mode: 'simultaneous', message: 'Pick your Focus card for this round, face down.' };
    case 'select-focus': return { seat, kind: 'select-focus', mode: 'turn', message: 'Play a Focus card, and an Agenda that shows its icon if you wish.' };
    // A time-out ends the turn as the readings clean up (the first end-turn listed names no Clean-up choice).
    case 'end-turn': return { seat, kind: 'end-turn', mode: 'turn', message: 'End your turn: place the Agenda you played, if any, and discard your Focus card.', timeoutMove: moves[0] };
    // A time-out lets the Voidborn strike the first tied sector in the map's order.
    case 'choose-skirmish-sector': return { seat, kind: 'skirmish-target', mode: 'turn', message: 'Choose which of your sectors, tied as targets, the Voidborn strike in this Skirmish.', timeoutMove: moves[0] };
    // Time-outs take the readings used before: the cheapest Fleet Power, the lowest Glory token, the listed Upkeep payment.
    case 'choose-damage': return { seat, kind: 'combat-damage', mode: 'turn', message: 'Choose which of your Fleet Power a Damage in the Combat recalls.', timeoutMove: moves[0] };
    // A time-out pays 1 Material (event C1-H's default), else a Corruption on the first free place.
    case 'replicator-toll': return { seat, kind: 'replicator-toll', mode: 'turn', message: 'The Galactic Event asks a toll for your Combat Replicators deployment: 1 Material or a Corruption, or do not deploy.', timeoutMove: moves[0] };
    case 'discard-glory': return { seat, kind: 'discard-glory', mode: 'turn', message: 'Your sector was lost in the Skirmish: choose the Glory token you discard.', timeoutMove: moves[0] };
    case 'pay-upkeep': return { seat, kind: 'pay-upkeep', mode: 'simultaneous', message: 'Choose how to pay your Upkeep.', timeoutMove: moves[0] };
    // A time-out takes the frame's default: the first listed (the sector or place the engine chose before, or declining a benefit).
    case 'resolve-frame': return { seat, kind: 'event-frame', mode: 'turn', message: 'Choose how to resolve the Galactic Event frame.', timeoutMove: moves[0] };
    case 'order-peek': return { seat, kind: 'order-peek', mode: 'turn', message: 'Put one of the two Galactic Events you drew back on top; the other goes to the bottom.' };
    case 'flip-trade-token':
    case 'use-token':
    case 'take-action':
    case 'undo-action': return { seat, kind: 'focus-actions', mode: 'turn', message: 'Take your Focus actions, then confirm your turn (you can take an action back until then).' };
    case 'invasion-add':
    case 'invasion-bombard':
    case 'invasion-launch': return { seat, kind: 'invasion', mode: 'turn', message: 'Move Fleet Power into the invasion from adjacent sectors, then launch the Combat.' };
    case 'resolve-effect':
    case 'end-action': return { seat, kind: 'resolve-action', mode: 'turn', message: 'Resolve the effects of your action, then end it.' };
    default: return { seat, kind: 'set-up-task', mode: 'simultaneous', message: 'Finish your Origin\'s set-up.' };
  }
}

export function prompts(s: VoidfallState): Prompt[] {
  return Array.from({ length: s.seats }, (_, seat) => promptFor(s, seat)).filter((p): p is Prompt => p !== null);
}
