import { describe, expect, it } from 'vitest';
import { costChoices, payCost } from '../effects/actions';
import { focusGame } from '../testing';
import { choicePayments } from './choice-payment';

const stock = (r: Partial<Record<'food' | 'energy' | 'materials' | 'credits' | 'science', number>>) =>
  ({ food: 0, energy: 0, materials: 0, credits: 0, science: 0, ...r });
const total = (a: Record<string, number | undefined>) => Object.values(a).reduce<number>((n, k) => n + (k ?? 0), 0);

describe('Voidfall costs of "n resources of your choice" (A7, conflict C9 read as any of the 5)', () => {
  it('given 1 Food and 1 Science, when 2 resources of your choice are due, then the only payment spends both (Science counts here)', () => {
    expect(choicePayments(stock({ food: 1, science: 1 }), {}, 2)).toEqual([{ food: 1, science: 1 }]);
  });

  it('given too few resources, when 3 of your choice are due, then there is no payment', () => {
    expect(choicePayments(stock({ food: 1, credits: 1 }), {}, 3)).toEqual([]);
  });

  it('given 1 Energy named beside 1 of your choice, then the named part may be paid with a Credit and the same spend is listed once', () => {
    expect(choicePayments(stock({ energy: 1, credits: 1 }), { energy: 1 }, 1)).toEqual([{ energy: 1, credits: 1 }]);
    const payments = choicePayments(stock({ energy: 2, credits: 1 }), { energy: 1 }, 1);
    expect(payments).toEqual(expect.arrayContaining([{ energy: 2 }, { energy: 1, credits: 1 }]));
    expect(payments).toHaveLength(2);
  });

  it('given a seat with a mixed stockpile, when its cost choices are listed, then each names its payment (no default) of exactly n; paying one spends it', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.resources = stock({ food: 2, energy: 1, credits: 1 });
    const choices = costChoices(s, seat, { resources_of_choice: 3 });
    expect(choices.length).toBeGreaterThan(1);
    expect(choices.every((c) => c.pay !== undefined && total(c.pay) === 3)).toBe(true);
    expect(choices).toContainEqual({ pay: { food: 2, credits: 1 } });
    payCost(s, seat, { resources_of_choice: 3 }, { pay: { food: 2, credits: 1 } });
    expect(p.resources).toEqual(stock({ energy: 1 }));
    expect(costChoices(s, seat, { resources_of_choice: 3 })).toEqual([]);
  });
});
