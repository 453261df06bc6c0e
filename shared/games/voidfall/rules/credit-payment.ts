/**
 * The player's choice of how to pay a resource cost (rules addendum A7: Credits stand in 1:1 for Food, Energy or
 * Materials, "resources of your choice"): every payment `paymentProblem` accepts, i.e. for each of Food, Energy and
 * Materials how many the Credits cover. The plain payment (named resources first) is the default a move that names
 * no payment gets; the others are listed as explicit payments.
 */
import { resourceSchema } from '../data/schema';
import { z } from 'zod';
import { paymentProblem, plainPayment, type Amounts } from './payment';

export const paymentSchema = z.partialRecord(resourceSchema, z.number().int().min(0).max(40));

const SUBSTITUTABLE = ['food', 'energy', 'materials'] as const;

/** Every way to pay `cost` from `stock` other than the plain payment. */
export function otherPayments(stock: Amounts & Record<string, number>, cost: Amounts): Amounts[] {
  const plain = plainPayment(stock as never, cost);
  let options: Amounts[] = [{ science: cost.science ?? 0, credits: cost.credits ?? 0 }];
  for (const r of SUBSTITUTABLE) {
    const c = cost[r] ?? 0;
    options = options.flatMap((o) => Array.from({ length: c + 1 }, (_, byCredits) => ({ ...o, [r]: c - byCredits, credits: o.credits! + byCredits })));
  }
  return options.filter((o) => paymentProblem(stock as never, cost, o) === null && !samePayment(o, plain))
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, n]) => n! > 0)));
}

export function samePayment(a: Amounts | null | undefined, b: Amounts | null | undefined): boolean {
  if (!a || !b) return a === b;
  return (['food', 'energy', 'materials', 'credits', 'science'] as const).every((r) => (a[r] ?? 0) === (b[r] ?? 0));
}
