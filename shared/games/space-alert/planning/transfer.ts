/** Data transfer (D10): a simultaneous secret exchange; every gift is executed at once when all have chosen. */
import { fail, type ApplyResult } from '../../../engine';
import { cardById } from '../data/cards';
import type { SpaceAlertEvent } from '../events';
import type { SpaceAlertState } from '../state';
import { openWindow } from './window';

type Result = ApplyResult<SpaceAlertState, SpaceAlertEvent>;

/** Records a seat's gift; the caller executes the transfer once every gift is chosen. */
export function give(s: SpaceAlertState, seat: number, card: string | null, to: number | null): Result {
  if (s.gifts[seat]) return fail('move/already-chosen', 'You have already chosen what to give in this transfer.');
  if (card !== null) {
    const hand = s.members.find((m) => m.seat === seat)!.hand;
    if (!hand.includes(card)) return fail('move/not-in-hand', 'That card is not in your hand.');
    if (cardById(card)?.heroic) return fail('move/heroic-not-transferable', 'Heroic cards cannot be given away.');
    if (to === null || to === seat || to < 0 || to >= s.players) return fail('move/bad-recipient', 'Choose another player to receive the card.');
  }
  s.gifts[seat] = { card, to: card === null ? null : to };
  return { ok: true, state: s, events: [] };
}

/** All gifts change hands together, so a card received cannot be passed on in the same transfer. */
export function executeTransfer(s: SpaceAlertState, now: number, events: SpaceAlertEvent[]): void {
  const handOf = (seat: number) => s.members.find((m) => m.seat === seat)!;
  s.gifts.forEach((g, seat) => {
    if (!g?.card || g.to === null) {
      events.push({ type: 'gave', seat, to: null });
      return;
    }
    handOf(seat).hand = handOf(seat).hand.filter((c) => c !== g.card);
    events.push({ type: 'gave', seat, to: g.to, card: g.card });
  });
  s.gifts.forEach((g) => {
    if (g?.card && g.to !== null) handOf(g.to).hand.push(g.card);
  });
  s.gifts = s.gifts.map(() => null);
  s.status = 'planning';
  openWindow(s, now);
}
