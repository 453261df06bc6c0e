/**
 * Space Alert log events in words, with the players' names. A card is named by its two halves ("A / move blue") only
 * where the event still carries it for this viewer (the engine redacts other players' cards); otherwise "a card".
 */
import type { SeatInfo } from '../../../shared/api';
import type { SpaceAlertEvent } from '../../../shared/games/space-alert/events';
import { cardById } from '../../../shared/games/space-alert/data/cards';
import { seatLabel } from '../../lib/format';
import { cardLabel, clock } from './model';
import { WATCH_NAMES } from './move-labels';

const HALF_UP = { action: 'action half up', move: 'movement half up' } as const;

/** The card's halves from the public catalogue (which card an id is was never the secret, only where it lies). */
function card(id: string | undefined): string | null {
  const face = id ? cardById(id) : undefined;
  return face ? cardLabel(face) : null;
}

const REPAIRS = { tile: 'a damage tile', bots: 'the battlebots', nothing: 'nothing' } as const;

/** "Ann is", but "You are": the viewer's own moves read in the second person. */
function verb(subject: string, third: string, second: string): string {
  return subject === 'You' ? second : third;
}

function board(e: { android: boolean }, who: string): string {
  return e.android ? 'an android\u2019s board' : who === 'You' ? 'your board' : 'their board';
}

export function eventLabel(event: unknown, seats: SeatInfo[]): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const e = event as SpaceAlertEvent;
  const who = (seat: number) => seatLabel(seats, seat);
  switch (e.type) {
    case 'placed': {
      const face = e.card ? cardById(e.card) : undefined;
      const what = face ? cardLabel(face) : 'a card face down';
      return `${who(e.seat)} placed ${what} in turn ${e.slot} of ${board(e, who(e.seat))}, ${HALF_UP[e.half]}`;
    }
    case 'removed':
      return `${who(e.seat)} took back ${card(e.card) ?? 'the card'} from turn ${e.slot} of ${board(e, who(e.seat))}`;
    case 'swapped':
      return `${who(e.seat)} swapped the cards of turns ${e.from} and ${e.to}`;
    case 'advanced':
      return `${who(e.seat)} finished phase ${e.phase - 1} (its turns are locked) and ${verb(who(e.seat), 'plans', 'plan')} phase ${e.phase}`;
    case 'ready':
      return e.jump
        ? `${who(e.seat)} ${verb(who(e.seat), 'is', 'are')} ready and ${verb(who(e.seat), 'votes', 'vote')} to jump home early`
        : `${who(e.seat)} ${verb(who(e.seat), 'is', 'are')} ready for the next announcement`;
    case 'ready-phase':
      return `${who(e.seat)} ${verb(who(e.seat), 'is', 'are')} ready for the rest of phase ${e.phase}`;
    case 'watch':
      return e.zone === null
        ? `${who(e.seat)} will be woken by anything new`
        : `${who(e.seat)} will stay ready unless a new threat appears in ${WATCH_NAMES[e.zone]}`;
    case 'deadline':
      return `${who(e.seat)} closed the window: its time was up, the crew goes on without those not ready`;
    case 'announced':
      return `Announcement at ${clock(e.at)}: ${e.text}`;
    case 'drew':
      return `${who(e.seat)} drew ${card(e.card) ?? 'a card'}`;
    case 'gave':
      if (e.to === null) return `${who(e.seat)} gave nothing in the data transfer`;
      return `${who(e.seat)} gave ${card(e.card) ?? 'a card'} to ${who(e.to).replace(/^You$/, 'you')}`;
    case 'resolved':
      return `${e.won ? 'Mission accomplished' : 'Mission failed'}: ${e.reason}`;
    case 'campaign-vote':
      return `${who(e.seat)} ${verb(who(e.seat), 'votes', 'vote')} ${e.continue ? 'to fly the next mission of the campaign' : 'to end the campaign here'}`;
    case 'campaign-repair':
      return `${who(e.seat)} ${verb(who(e.seat), 'repairs', 'repair')} ${REPAIRS[e.repair]} between missions`;
    default:
      return null;
  }
}
