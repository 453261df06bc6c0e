/**
 * Costs of "n resources of your choice" (rules addendum A7: "costs may allow combining Food/Energy/Materials or all 5
 * resources"; the data records them as `resources_of_choice`, on the Heroic Focus cards). Which resources they take is
 * an open conflict of the data (README C9); the engine reads them as any of the 5, as it reads the gains of the same
 * words. The player names the whole spend (`pay`): the cost's named resources, paid as any resource cost (Credits
 * standing in for Food, Energy or Materials), and n more resources of any types from what is left. There is no plain
 * payment to fall back on: a move for such a cost names its payment.
 */
import { resources, type Resource } from '../data/schema';
import { otherPayments, samePayment } from './credit-payment';
import { plainPayment, type Amounts } from './payment';

type Stock = Record<Resource, number>;

/** Every spread of `n` resources over the types, within `left`. */
function spreads(left: Stock, n: number, from = 0): Amounts[] {
  if (n === 0) return [{}];
  return resources.slice(from).flatMap((r, i) => (left[r] > 0
    ? spreads({ ...left, [r]: left[r] - 1 }, n - 1, from + i).map((rest) => ({ ...rest, [r]: (rest[r] ?? 0) + 1 }))
    : []));
}

/** Every payment of `cost` plus `n` resources of the player's choice from `stock` (empty when none is possible). */
export function choicePayments(stock: Stock, cost: Amounts, n: number): Amounts[] {
  const plain = plainPayment(stock, cost);
  if (plain === null) return [];
  const out: Amounts[] = [];
  for (const named of [plain, ...otherPayments(stock, cost)]) {
    const left = Object.fromEntries(resources.map((r) => [r, stock[r] - (named[r] ?? 0)])) as Stock;
    for (const extra of spreads(left, n)) {
      const total = Object.fromEntries(resources.map((r) => [r, (named[r] ?? 0) + (extra[r] ?? 0)]).filter(([, k]) => (k as number) > 0)) as Amounts;
      if (!out.some((o) => samePayment(o, total))) out.push(total);
    }
  }
  return out;
}
