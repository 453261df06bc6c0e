/**
 * What a Galactic objective gives (rules addendum A6, Evaluation step 3): a fixed part the engine hands out at once
 * (Influence, Bounty tokens drawn face down, Fleet Power activated, a Glory token of a printed value, fixed types
 * produced) and the parts that need the player's choice, as groups of the Focus turn's effect primitives (effects/):
 * a red line inside the reward ("gain 2 Credits OR a Trade token") is a `one` group, a green one ("and/or") an `any`
 * group. The choices are resolved by the effects' own rules (which Technology, which track, which sector, which
 * Corruption place), so an objective's reward and a Focus action's effect cannot disagree.
 *
 * One effect exists only here: gaining a Glory token of a printed value as one side of a red line (A15: at most 4
 * held, checked at Clean-up).
 */
import type { Resource } from '../data/schema';
import type { EffectFamily, Primitive } from '../effects/types';
import type { Facts } from './objective-facts';
import { upgradeNewGlory } from './frames/lasting';
import { MAX_GLORY_VALUE } from './glory';

export interface RewardGroup { effects: Primitive[]; mode: 'one' | 'any' }
export interface Reward {
  influence: number; bounty?: number; activate?: number; glory?: number; produce?: Resource[];
  /** Parts resolved by the player's moves, each group as in a Focus action. */
  choices?: RewardGroup[];
}
/** What scoring needs beyond the position: the Upkeep left unpaid in this Evaluation's step 2. */
export interface GalacticFacts extends Facts { upkeepUnpaid: number }
export type GalacticScorer = (f: GalacticFacts) => Reward | null;

export const influence = (n: number): Reward => ({ influence: n });
export const when = (met: (f: GalacticFacts) => boolean, reward: (f: GalacticFacts) => Reward): GalacticScorer => (f) => (met(f) ? reward(f) : null);
/** A reward that is only choices: one group of either kind. */
export const anyOf = (...effects: Primitive[]): Reward => ({ influence: 0, choices: [{ effects, mode: 'any' }] });
export const oneOf = (...effects: Primitive[]): Reward => ({ influence: 0, choices: [{ effects, mode: 'one' }] });

/** Effects of objective rewards that no Focus card has. */
export const objectiveEffects: Record<string, EffectFamily> = {
  gain_glory_token: {
    choices: () => [{}],
    resolve: (s, seat, e, c) => {
      s.players[seat].glory.push(e.value as number);
      upgradeNewGlory(s, seat, MAX_GLORY_VALUE);
      return { events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, glory: e.value }] };
    },
  },
};

const influenceOf = (e: Primitive) => (e.op === 'gain_influence' ? (e.amount as number) : 0);

/** The Influence a reward is worth at most: its fixed Influence and the Influence sides of its choices. */
export function rewardWorth(r: Reward): number {
  return r.influence + (r.choices ?? []).reduce((sum, g) => {
    const values = g.effects.map(influenceOf);
    return sum + (g.mode === 'one' ? Math.max(0, ...values) : values.reduce((a, b) => a + b, 0));
  }, 0);
}

export const isEmptyReward = (r: Reward) => r.influence === 0 && !r.bounty && !r.activate && !r.glory && !r.produce && !(r.choices ?? []).length;

export function mergeRewards(a: Reward, b: Reward): Reward {
  const choices = [...(a.choices ?? []), ...(b.choices ?? [])];
  return {
    influence: a.influence + b.influence,
    ...(a.bounty || b.bounty ? { bounty: (a.bounty ?? 0) + (b.bounty ?? 0) } : {}),
    ...(a.activate || b.activate ? { activate: (a.activate ?? 0) + (b.activate ?? 0) } : {}),
    ...(a.glory ?? b.glory ? { glory: a.glory ?? b.glory } : {}),
    ...(a.produce ?? b.produce ? { produce: a.produce ?? b.produce } : {}),
    ...(choices.length > 0 ? { choices } : {}),
  };
}
