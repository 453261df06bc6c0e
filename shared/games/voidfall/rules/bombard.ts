/**
 * Nervo's House Focus card Exaltation, its action Bombard (focus-cards.json): "Invade a sector: during that Combat,
 * gain 1 Approach Absorption or 1 Salvo Absorption for each set of 3 Materials you spend." Rules addendum A10:
 * Bombard gives 1 Absorption per 3 Materials spent, split between Approach and Salvo as chosen, and its points are
 * separable (each cancels 1 Damage on its own). While the invasion is gathered the player may buy one point at a time
 * (`invasion-bombard`), naming Approach or Salvo and how to pay the set (A7: Credits stand in 1:1 for Materials; the
 * plain payment spends Materials first). The resources are spent at once; the points join the Combat at its launch
 * (rules/combat.ts `bombard`). Nothing is bought unless the player asks, as before this was a choice.
 */
import type { Seat } from '../../../engine';
import type { VoidfallEvent } from '../events';
import type { VoidfallState } from '../state';
import { otherPayments, samePayment } from './credit-payment';
import { pay, paymentProblem, plainPayment, type Amounts } from './payment';

type Draft = Omit<VoidfallState, 'rng'>;
export type BombardKind = 'approach' | 'salvo';
export interface BombardBuy { absorption: BombardKind; pay?: Amounts }

/** The price of one Absorption point: a set of 3 Materials. */
export const BOMBARD_SET: Amounts = { materials: 3 };
const KINDS: readonly BombardKind[] = ['approach', 'salvo'];

/** The invasion being gathered, when its action lets the player bombard. */
function bombardingInvasion(s: Draft) {
  const invasion = s.focusTurn?.pending?.invasion ?? null;
  return invasion?.bombard ? invasion : null;
}

/** Every point `seat` may buy now: each kind, paid plainly (no `pay`), then each other way to pay. */
export function bombardBuys(s: Draft, seat: Seat): BombardBuy[] {
  if (!bombardingInvasion(s)) return [];
  const stock = s.players[seat].resources;
  if (plainPayment(stock, BOMBARD_SET) === null) return [];
  const others = otherPayments(stock as never, BOMBARD_SET);
  return KINDS.flatMap((absorption) => [{ absorption }, ...others.map((payment) => ({ absorption, pay: payment }))]);
}

/** Why `buy` cannot be made now, or null. */
export function bombardProblem(s: Draft, seat: Seat, buy: BombardBuy): string | null {
  if (!bombardingInvasion(s)) return 'Only the Bombard action buys Absorption for its invasion, while the invasion is gathered.';
  const stock = s.players[seat].resources;
  const payment = buy.pay ?? plainPayment(stock, BOMBARD_SET);
  if (payment === null) return 'Each Absorption costs a set of 3 Materials (Credits may stand in for them).';
  if (buy.pay !== undefined && samePayment(buy.pay, plainPayment(stock, BOMBARD_SET))) return 'Name a payment only when it differs from spending your Materials first.';
  return paymentProblem(stock, BOMBARD_SET, payment);
}

/** Spends the set and adds the point to the invasion (the caller checked `bombardProblem`). */
export function buyBombard(s: Draft, seat: Seat, buy: BombardBuy): VoidfallEvent[] {
  const stock = s.players[seat].resources;
  const payment = buy.pay ?? plainPayment(stock, BOMBARD_SET)!;
  pay(stock, payment);
  bombardingInvasion(s)!.bombard![buy.absorption] += 1;
  const paid = Object.fromEntries(Object.entries(payment).filter(([, n]) => (n ?? 0) > 0));
  return [{ type: 'bombard-absorption-bought', seat, absorption: buy.absorption, paid }];
}
