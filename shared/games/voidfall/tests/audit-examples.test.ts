/**
 * Rules audit: the rules digest's worked examples that no test played yet, in their published-rules form (rules
 * addendum A4 step 1 for Ex 10, A9 for Ex 11, A14 for Ex 12). Examples 6-8, 13-17 are pre-production or co-op rules
 * the addendum replaced (Voidborn deployment, Pollution, the overflow halves, the co-op tracks, turn-order priority,
 * copy restrictions, afflictions).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { costChoices, payCost } from '../effects/actions';
import { economyEffects, returnTradeToken } from '../effects/economy';
import type { EffectContext } from '../effects/types';
import type { Cost } from '../data/schema';
import { cleanUpSteps12 } from '../flow/cleanup';
import { setup } from '../setup';
import { configSchema } from '../state';
import { focusGame } from '../testing';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

describe('Voidfall audit: digest Ex 10, Clean-up step 1 (A4 "recall Fleet Power of your choice until the rest fits on 2 tokens")', () => {
  it('given Corvette(2), Corvette(1) and Sentry(1), then the Corvettes merge into one token of 3 and nothing is recalled', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 2 }, { type: 'corvette', power: 1 }, { type: 'sentry', power: 1 }];
    expect(cleanUpSteps12(s, seat).recalled).toBe(0);
    expect(s.sectors[outpost].fleets).toEqual([{ type: 'corvette', power: 3 }, { type: 'sentry', power: 1 }]);
  });

  it('given Corvette(3), Sentry(1) and Dreadnought(1), then one token\'s Fleet Power is recalled and 2 tokens stay', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 3 }, { type: 'sentry', power: 1 }, { type: 'dreadnought', power: 1 }];
    const active = s.players[seat].fleetPower.active;
    expect(cleanUpSteps12(s, seat).recalled).toBe(1);
    expect(s.sectors[outpost].fleets).toHaveLength(2);
    expect(s.players[seat].fleetPower.active).toBe(active + 1);
  });
});

describe('Voidfall audit: digest Ex 11 (A9 "Deactivate ... with no Active cube, recall one and deactivate it")', () => {
  it('given no Active Fleet Power and the Outpost\'s last cube, when a cost deactivates 1, then that cube is recalled and deactivated and the Outpost is abandoned', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    const { home, outpost } = s.map.starts[seat];
    p.fleetPower.active = 0;
    s.sectors[home].fleets = [];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    const cost = { deactivate_fleet_power: 1 } as unknown as Cost;
    const choice = costChoices(s, seat, cost).find((c) => c.recall?.sector === outpost)!;
    expect(choice).toBeDefined();
    const inactive = p.fleetPower.inactive;
    payCost(s, seat, cost, choice);
    expect([p.fleetPower.active, p.fleetPower.inactive]).toEqual([0, inactive + 1]);
    expect([s.sectors[outpost].owner, s.sectors[outpost].voidbornFleetPower]).toEqual([null, 2]);
  });
});

describe('Voidfall audit: digest Ex 12, Trade tokens with 3 players (A14, default-trade-tokens-by-player-count)', () => {
  it('given set-up [0,2,2,2,2,2], when a token is gained, then it comes from space 2; returned, it goes onto that stack while it holds 1, else to the rightmost empty space', () => {
    const s = { ...setup(configSchema.parse({}), 3, { rng: Rng.fromSeed('ex12'), now: 0 }), rng: [1, 2, 3, 4] };
    expect(s.tradeSpaces).toEqual([0, 2, 2, 2, 2, 2]);
    const { s: game, seat } = focusGame();
    Object.assign(game, { seats: 3, tradeSpaces: [0, 2, 2, 2, 2, 2] });
    const p = game.players[seat];
    p.technologies = p.technologies.filter((t) => !t.startsWith('trade-nexus'));
    const [choice] = economyEffects.gain_trade_token.choices(game, seat, { op: 'gain_trade_token' }, ctx);
    expect(choice.bonus).toBe(2);
    economyEffects.gain_trade_token.resolve(game, seat, { op: 'gain_trade_token' }, choice, ctx);
    expect(game.tradeSpaces).toEqual([0, 1, 2, 2, 2, 2]);
    expect(returnTradeToken(game)).toBe(2);
    expect(game.tradeSpaces).toEqual([0, 2, 2, 2, 2, 2]);
    // With 2 left on the leftmost stack, a returned token goes to the rightmost empty space.
    expect(returnTradeToken(game)).toBe(1);
  });
});
