/**
 * improved Trade Nexus: "On your first Overproduction (the source does not say whether per turn or per game), gain 3
 * Influence OR a Trade token without its bonus." Which Overproduction is the first is the labelled default
 * `default-trade-nexus-first-overproduction`: the first of each turn (a Focus turn; Preparation and Evaluation each
 * count as one turn, as the rules count overproductions, A7). The bonus opens as a triggered effect group (a red line:
 * one of the two, and like every triggered effect it may be left, A3); the Trade token is the next one the board gives
 * (the leftmost space holding one), without that space's windfall.
 */
import type { Seat } from '../../../engine';
import { defaultValue } from '../data';
import { economyEffects, tradeTokenSource } from './economy';
import type { Draft, EffectFamily, Resolution } from './types';

export const NEXUS_INFLUENCE = 3;
const NEXUS_DEFAULT = 'default-trade-nexus-first-overproduction';

/** The turn an Overproduction belongs to (every turn is "the game" when the default says per game). */
function turnKey(s: Draft): string {
  if (defaultValue<{ per: string }>(NEXUS_DEFAULT).per === 'game') return 'game';
  return s.phase === 'focus' ? `cycle ${s.cycle} round ${s.round} turn ${s.turn}` : `cycle ${s.cycle} ${s.phase}`;
}

/** The bonus `overproductions` of `seat` open: with improved Trade Nexus, on the first Overproduction of the turn only. */
export function nexusBonus(s: Draft, seat: Seat, overproductions: number): NonNullable<Resolution['triggered']> {
  const p = s.players[seat];
  if (overproductions === 0 || !p.technologies.includes('trade-nexus-improved')) return [];
  const key = turnKey(s);
  if (p.tradeNexusTurn === key) return [];
  p.tradeNexusTurn = key;
  return [{ effects: [{ op: 'gain_influence', amount: NEXUS_INFLUENCE }, { op: 'gain_trade_token_without_bonus' }], mode: 'one' }];
}

/** A produce effect whose Overproduction opens the Trade Nexus bonus. */
const withNexus = (family: EffectFamily): EffectFamily => ({
  choices: family.choices,
  resolve: (s, seat, e, c, ctx) => {
    const r = family.resolve(s, seat, e, c, ctx);
    const overproductions = r.events.reduce((n, ev) => n + Number((ev as { overproductions?: number }).overproductions ?? 0), 0);
    const bonus = nexusBonus(s, seat, overproductions);
    return bonus.length > 0 ? { ...r, triggered: [...(r.triggered ?? []), ...bonus] } : r;
  },
});

export const tradeNexusEffects: Record<string, EffectFamily> = {
  produce: withNexus(economyEffects.produce),
  produce_types_of_choice: withNexus(economyEffects.produce_types_of_choice),
  gain_trade_token_without_bonus: {
    choices: (s) => (tradeTokenSource(s) >= 0 ? [{}] : []),
    resolve: (s, seat, e, c) => {
      const from = tradeTokenSource(s);
      s.tradeSpaces[from] -= 1;
      s.players[seat].tradeTokens += 1;
      return { events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, space: from + 1 }] };
    },
  },
};
