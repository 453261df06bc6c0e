/**
 * Space Alert moves in words for the prompt panel and the decision bar, from the seat's own view: cards by their two
 * halves ("A / move blue"), turns by number, boards and players by name. Never an id: a card the view does not hold
 * is "a card".
 */
import type { SeatInfo } from '../../../shared/api';
import type { SpaceAlertMove } from '../../../shared/games/space-alert/moves';
import { seatLabel } from '../../lib/format';
import { cardLabel, halfLabel } from './model';
import type { CardFace, SpaceAlertView } from './view-types';

/** Cards the seat may play: its hand, the solo pool, and the androids' heroic cards (each for its own board). */
function cardOf(view: SpaceAlertView, id: string): CardFace | undefined {
  const heroics = view.crew.flatMap((m) => (m.heroic ? [m.heroic] : []));
  return [...(view.me?.hand ?? []), ...(view.pool ?? []), ...heroics].find((c) => c.id === id);
}

/** "your board", or "Android 1's board" when the move programs another member. */
function board(view: SpaceAlertView, member: number | undefined): string {
  if (member === undefined || view.me?.member === member) return 'your board';
  const name = view.crew.find((c) => c.index === member)?.name;
  return name ? `${name}\u2019s board` : 'an android\u2019s board';
}

const HALF = { action: 'action', move: 'movement' } as const;

/** Where a watched threat appears, in words. */
export const WATCH_NAMES = { red: 'the red zone', white: 'the white zone', blue: 'the blue zone', internal: 'the ship (an internal threat)' } as const;

export function moveLabel(move: unknown, view: SpaceAlertView, seats: SeatInfo[] = []): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as SpaceAlertMove;
  switch (m.type) {
    case 'place': {
      const card = cardOf(view, m.card);
      const half = card ? `${HALF[m.half]} half up (${halfLabel(card, m.half)})` : `${HALF[m.half]} half up`;
      return `Play ${card ? cardLabel(card) : 'a card'} in turn ${m.slot} of ${board(view, m.member)}, ${half}`;
    }
    case 'remove':
      return `Take back the card in turn ${m.slot} of ${board(view, m.member)}`;
    case 'swap':
      return `Swap the cards of turns ${m.from} and ${m.to} of ${board(view, m.member)}`;
    case 'advance-phase':
      return `Finish phase ${view.me?.phase ?? ''} (its turns lock) and plan the next one`.replace('phase  (', 'this phase (');
    case 'ready':
      return m.jump ? 'Ready, and vote to jump home early' : 'Ready for the next announcement';
    case 'ready-phase':
      return `Ready for the rest of phase ${view.me?.phase ?? ''}: skip its later announcements`.replace('phase :', 'this phase:');
    case 'watch':
      return m.zone === null ? 'Wake me for anything new (any threat, or a new card)' : `Keep me ready unless a new threat appears in ${WATCH_NAMES[m.zone]}`;
    case 'deadline':
      return 'The window is over: go on without those not ready';
    case 'give': {
      if (m.card === null || m.to === null) return 'Give nothing in the data transfer';
      const card = cardOf(view, m.card);
      return `Give ${card ? cardLabel(card) : 'a card'} to ${seatLabel(seats, m.to)}`;
    }
    case 'campaign-vote':
      return m.continue ? 'Fly the next mission of the campaign' : 'End the campaign here';
    case 'campaign-repair':
      return m.repair === 'tile' ? 'Repair a damage tile' : m.repair === 'bots' ? 'Repair the battlebots' : 'Repair nothing';
    default:
      return null;
  }
}
