/** Space Alert moves in words for the prompt panel, from the member's own view: card halves by name, boards by member. */
import type { SpaceAlertMove } from '../../../shared/games/space-alert/moves';
import { cardLabel, halfLabel } from './model';
import type { CardFace, SpaceAlertView } from './view-types';

function cardOf(view: SpaceAlertView, id: string): CardFace | undefined {
  return [...(view.me?.hand ?? []), ...(view.pool ?? [])].find((c) => c.id === id);
}

/** "on your board", or "on Android 1's board" when the move programs another member. */
function board(view: SpaceAlertView, member: number | undefined): string {
  if (member === undefined || view.me?.member === member) return 'your board';
  const name = view.crew.find((c) => c.index === member)?.name;
  return name ? `${name}'s board` : 'the board';
}

export function moveLabel(move: unknown, view: SpaceAlertView): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as SpaceAlertMove;
  switch (m.type) {
    case 'place': {
      const card = cardOf(view, m.card);
      return card ? `Play ${cardLabel(card)} as ${halfLabel(card, m.half)}, slot ${m.slot} of ${board(view, m.member)}` : null;
    }
    case 'remove':
      return `Take back the card in slot ${m.slot} of ${board(view, m.member)}`;
    case 'swap':
      return `Swap slots ${m.from} and ${m.to} of ${board(view, m.member)}`;
    case 'advance-phase':
      return 'Finish this phase (its slots lock)';
    case 'ready':
      return m.jump ? 'Ready, and vote to jump home early' : 'Ready for the next announcement';
    case 'deadline':
      return 'The window is over: go on without those not ready';
    case 'give': {
      if (m.card === null || m.to === null) return 'Give nothing';
      const card = cardOf(view, m.card);
      const to = view.crew.find((c) => c.seat === m.to)?.name ?? `seat ${m.to + 1}`;
      return `Give ${card ? cardLabel(card) : 'a card'} to ${to}`;
    }
    default:
      return null;
  }
}
