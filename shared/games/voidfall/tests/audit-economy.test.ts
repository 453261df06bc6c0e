/**
 * Rules audit, resources and production (rules addendum A7): given/when/then cases for the sentences no other test
 * proved, and the Level → Yield table exactly as the addendum prints it.
 */
import { describe, expect, it } from 'vitest';
import { yieldOf } from '../data';
import { resources } from '../data/schema';
import { paymentProblem, plainPayment } from '../rules/payment';
import { produce } from '../rules/production';
import { focusGame, seatedGame } from '../testing';

const FEMS = [0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 8, 10, 12, 15];
const CREDITS = [0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8];

describe('Voidfall audit: resources (A7)', () => {
  it('A7 Yield "Level 0-13 → Food/Energy/Materials/Science 0,1,1,2,3,3,4,4,5,6,8,10,12,15; Credits 0,1,1,1,2,2,3,3,3,4,4,5,6,8"', () => {
    for (const r of resources) {
      expect(FEMS.map((_, level) => yieldOf(r, level))).toEqual(r === 'credits' ? CREDITS : FEMS);
    }
  });

  it('A7 "3 Influence per overproduction (each resource type, each time)": given Food at 15, when Food is produced twice, then 6 Influence', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('neural-matrix'));
    p.resources.food = 15;
    const influence = p.influence;
    expect(produce(s, seat, ['food']).overproductions).toBe(1);
    expect(produce(s, seat, ['food']).overproductions).toBe(1);
    expect([p.resources.food, p.influence]).toEqual([15, influence + 6]);
  });

  it('A7 "Credits substitute 1:1 for Food, Energy or Materials; never for Science": given a cost of 1 Food, 1 Energy, 1 Materials, then 3 Credits pay it; 1 Science never', () => {
    const stock = { food: 0, energy: 0, materials: 0, credits: 5, science: 0 };
    expect(plainPayment(stock, { food: 1, energy: 1, materials: 1 })).toEqual({ food: 0, energy: 0, materials: 0, credits: 3, science: 0 });
    expect(plainPayment(stock, { science: 1 })).toBeNull();
    expect(paymentProblem(stock, { science: 1 }, { credits: 1 })).not.toBeNull();
  });

  it('A7 "Production Level ... + permanent bonuses (Starting Agenda +1 icon ...)": given Belitan B, Thegwyn B, Astoran B and Valnis A, then each Starting Agenda\'s icons count', () => {
    const s = seatedGame([['belitan', 'B'], ['thegwyn', 'B'], ['astoran', 'B'], ['valnis', 'A']]);
    const bonus = (seat: number) => Object.entries(s.players[seat].productionBonus).filter(([, n]) => n > 0).map(([r, n]) => `${r} ${n}`);
    expect([0, 1, 2, 3].map(bonus)).toEqual([['food 1', 'credits 1'], ['energy 1', 'materials 1'], ['food 1'], ['energy 1']]);
  });
});
