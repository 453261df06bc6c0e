/**
 * Paying a resource cost (rules addendum A7): Credits stand in 1:1 for Food, Energy or Materials, never for Science
 * (nor for non-resource costs or Upkeep). A payment names the resources actually spent, so the player's choice of
 * what to substitute is part of the move. Costs of "n resources of your choice" are paid in rules/choice-payment.ts.
 */
import { resources, type Resource } from '../data/schema';

export type Amounts = Partial<Record<Resource, number>>;
const SUBSTITUTABLE: readonly Resource[] = ['food', 'energy', 'materials'];
const n = (a: Amounts, r: Resource) => a[r] ?? 0;

/** Why `payment` does not pay `cost` from `stock`, or null when it does. */
export function paymentProblem(stock: Record<Resource, number>, cost: Amounts, payment: Amounts): string | null {
  for (const r of resources) {
    if (n(payment, r) < 0 || !Number.isInteger(n(payment, r))) return 'A payment counts whole resources.';
    if (n(payment, r) > stock[r]) return `You do not have ${n(payment, r)} ${r}.`;
  }
  if (n(payment, 'science') !== n(cost, 'science')) return 'Science must be paid as Science.';
  let stand = 0;
  for (const r of SUBSTITUTABLE) {
    if (n(payment, r) > n(cost, r)) return `The cost asks for ${n(cost, r)} ${r}.`;
    stand += n(cost, r) - n(payment, r);
  }
  if (n(payment, 'credits') !== n(cost, 'credits') + stand) return 'Pay the rest of the cost with Credits, one for each missing Food, Energy or Materials.';
  return null;
}

/** The payment that spends the named resources first and Credits for what is missing (null when it cannot be paid). */
export function plainPayment(stock: Record<Resource, number>, cost: Amounts): Amounts | null {
  const payment: Amounts = { science: n(cost, 'science'), credits: n(cost, 'credits') };
  for (const r of SUBSTITUTABLE) {
    payment[r] = Math.min(n(cost, r), stock[r]);
    payment.credits! += n(cost, r) - payment[r]!;
  }
  return paymentProblem(stock, cost, payment) === null ? payment : null;
}

export function pay(stock: Record<Resource, number>, payment: Amounts): void {
  for (const r of resources) stock[r] -= n(payment, r);
}
