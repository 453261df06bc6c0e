import { describe, expect, it } from 'vitest';
import { pay, paymentProblem, plainPayment } from './payment';

const stock = (food: number, energy: number, materials: number, credits: number, science: number) => ({ food, energy, materials, credits, science });

describe('Voidfall payment (addendum A7: Credits stand in for Food, Energy, Materials)', () => {
  it('given the Conquest "Plan" cost of 1 Energy and 1 Credit, when paid as printed or with a Credit for the Energy, then both are accepted', () => {
    const s = stock(0, 1, 0, 2, 0);
    expect(paymentProblem(s, { energy: 1, credits: 1 }, { energy: 1, credits: 1 })).toBeNull();
    expect(paymentProblem(s, { energy: 1, credits: 1 }, { credits: 2 })).toBeNull();
    expect(paymentProblem(s, { energy: 1, credits: 1 }, { energy: 1 })).toMatch(/rest of the cost with Credits/);
  });

  it('given a Science cost, then Credits never stand in for it, and nobody pays with what they lack', () => {
    const s = stock(0, 0, 0, 5, 0);
    expect(paymentProblem(s, { science: 1 }, { credits: 1 })).toMatch(/Science must be paid as Science/);
    expect(paymentProblem(stock(3, 0, 0, 0, 0), { materials: 3 }, { credits: 3 })).toMatch(/do not have 3 credits/);
    expect(paymentProblem(stock(3, 0, 0, 0, 0), { materials: 3 }, { food: 3 })).toMatch(/asks for 0 food/);
  });

  it('given a stock short of Materials, then the plain payment uses the Materials there are and Credits for the rest', () => {
    const s = stock(0, 0, 1, 4, 0);
    const payment = plainPayment(s, { materials: 3 });
    expect(payment).toEqual({ science: 0, credits: 2, food: 0, energy: 0, materials: 1 });
    pay(s, payment!);
    expect(s).toEqual(stock(0, 0, 0, 2, 0));
    expect(plainPayment(stock(0, 0, 0, 1, 0), { materials: 3 })).toBeNull();
  });
});
