/**
 * The player's choice of how to pay Upkeep (rules addendum A6: each Upkeep with 1 Food or 2 Energy/Materials in any
 * mix; improved Data Refinery: 1 Credit pays 2). A player must pay what they can ("you may not choose to lose
 * Influence instead"), so a legal payment covers as many Upkeep as the stockpile allows and no more, except that a
 * Credit may pay a single remaining Upkeep. Evaluation step 2 waits, for every player with more than one legal
 * payment at once (the payments do not touch each other), for a `pay-upkeep` move; a player with one legal payment
 * (or none due) pays it without a pause. The time-out's payment is the reading used before (rules/upkeep.ts).
 */
import type { Seat } from '../../../engine';
import type { VoidfallState } from '../state';
import { creditsPayUpkeep, defaultUpkeepPayment, upkeepCovered, upkeepDue, type UpkeepPayment } from './upkeep';

type Draft = Omit<VoidfallState, 'rng'>;
const KINDS = ['food', 'energy', 'materials', 'credits'] as const;

export const samePayment = (a: UpkeepPayment, b: UpkeepPayment) => KINDS.every((k) => (a[k] ?? 0) === (b[k] ?? 0));
const compact = (p: UpkeepPayment): UpkeepPayment => Object.fromEntries(Object.entries(p).filter(([, n]) => n! > 0));

/** Every legal payment of the player's Upkeep now, the reading's first. */
export function upkeepPayments(s: Draft, seat: Seat): UpkeepPayment[] {
  const r = s.players[seat].resources;
  const credits = creditsPayUpkeep(s, seat);
  const goal = Math.min(upkeepDue(s, seat), upkeepCovered(r, credits));
  const out: UpkeepPayment[] = [defaultUpkeepPayment(s, seat)];
  for (let food = 0; food <= Math.min(r.food, goal); food++) {
    const maxCredits = credits ? Math.min(r.credits, Math.ceil((goal - food) / 2)) : 0;
    for (let c = 0; c <= maxCredits; c++) {
      const rest = goal - food - 2 * c;
      // One Credit may overpay by one (it pays 2); anything else pays exactly.
      if (rest < -1 || (rest === -1 && c === 0)) continue;
      const pairs = Math.max(0, rest);
      for (let energy = Math.max(0, 2 * pairs - r.materials); energy <= Math.min(r.energy, 2 * pairs); energy++) {
        const payment = compact({ food, energy, materials: 2 * pairs - energy, credits: c });
        if (!samePayment(payment, out[0])) out.push(payment);
      }
    }
  }
  return out;
}

/**
 * Evaluation step 2: whether it waits for players' Upkeep payments. The first call lists the players with a choice
 * (none: no pause, everyone pays the only way); later calls wait until each has chosen.
 */
export function upkeepWaits(s: Draft): boolean {
  if (!s.upkeepChoice) {
    const waiting = s.turnOrder.filter((seat) => upkeepPayments(s, seat).length > 1);
    if (waiting.length === 0) return false;
    s.upkeepChoice = { waiting, payments: {} };
  }
  return s.upkeepChoice.waiting.length > 0;
}

/** Why `seat` may not pay its Upkeep with `payment` now, or null; a legal payment is recorded. */
export function chooseUpkeepPayment(s: Draft, seat: Seat, payment: UpkeepPayment): string | null {
  const choice = s.upkeepChoice;
  if (!choice || !choice.waiting.includes(seat)) return 'Your Upkeep is not waiting for a payment.';
  if (!upkeepPayments(s, seat).some((p) => samePayment(p, payment))) {
    return 'Pay as much of your Upkeep as you can: each with 1 Food or 2 Energy/Materials (1 Credit pays 2 with improved Data Refinery), and no more.';
  }
  choice.payments[seat] = compact(payment);
  choice.waiting = choice.waiting.filter((x) => x !== seat);
  return null;
}
