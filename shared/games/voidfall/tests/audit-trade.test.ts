/**
 * Rules audit, Trade tokens (rules addendum A14, A3, A4 step 4): given/when/then cases for the sentences no other test
 * proved. The bonus order: "banantalis indexes them by tokens remaining (6 left → "1 Science" next, 1 left → "3 Influence")".
 */
import { describe, expect, it } from 'vitest';
import { economyEffects, tradeBonusOfSpace } from '../effects/economy';
import type { EffectContext } from '../effects/types';
import { flipSources } from '../moves/focus-actions';
import { focusGame, play } from '../testing';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const gain = { op: 'gain_trade_token' };

describe('Voidfall audit: Trade tokens (A14, A3)', () => {
  it('A14 "6 left → 1 Science next, 1 left → 3 Influence": given 6 tokens, when all are gained, then the bonuses come 6, 5, 4, 3, 2, 1', () => {
    const { s, seat } = focusGame();
    s.tradeSpaces = [1, 1, 1, 1, 1, 1];
    const p = s.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('trade-nexus'));
    const texts: string[] = [];
    for (let left = 6; left >= 1; left--) {
      const [choice] = economyEffects.gain_trade_token.choices(s, seat, gain, ctx);
      texts.push(tradeBonusOfSpace(choice.bonus!).text);
      if (left === 6) {
        const science = p.resources.science;
        economyEffects.gain_trade_token.resolve(s, seat, gain, choice, ctx);
        expect(p.resources.science).toBe(Math.min(15, science + 1));
      } else if (left === 1) {
        const influence = p.influence;
        economyEffects.gain_trade_token.resolve(s, seat, gain, choice, ctx);
        expect(p.influence).toBe(influence + 3);
      } else economyEffects.gain_trade_token.resolve(s, seat, gain, choice, ctx);
    }
    expect(texts).toEqual([
      'Gain 1 Science.', 'Gain a Bounty token.', 'Gain 2 Food, Energy or Materials (in any combination).',
      'Gain 2 Credits or 2 Science.', 'Activate 1 Fleet Power.', 'Gain 3 Influence.',
    ]);
    expect(s.tradeSpaces).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('A3 "A Trade token gained this turn cannot be flipped": given no token held, when an action gains one, then none can be flipped', () => {
    let { s, seat } = focusGame('standard-prosperity');
    s.players[seat].tradeTokens = 0;
    s.players[seat].agendaSlots.forEach((slot) => { slot.tradeToken = false; });
    expect(flipSources(s, seat)).toEqual([]);
    s.players[seat].tradeTokens = 1;
    expect(flipSources(s, seat)).toEqual(['held']);
    s.players[seat].tradeTokens = 0;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s.players[seat].tradeTokens = 1; // as if that action had gained it
    expect(flipSources(s, seat)).toEqual([]);
  });
});
