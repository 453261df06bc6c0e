/** The "gain a basic or an Improved Technology" effect (rules addendum A13); a basic one's immediate bonus is triggered. */
import { technologyOf } from '../data';
import { gainableBasics, gainableImproved, gainBasic, improve } from '../rules/technologies';
import { flatten, type EffectChoice, type EffectFamily } from './types';

export const technologyEffects: Record<string, EffectFamily> = {
  gain_technology: {
    choices: (s, seat, e) => {
      const kinds = (e.kinds as string[] | undefined) ?? ['basic'];
      return [
        ...(kinds.includes('basic') ? gainableBasics(s, seat) : []),
        ...(kinds.includes('improved') ? gainableImproved(s, seat) : []),
      ].map((card): EffectChoice => ({ card }));
    },
    resolve: (s, seat, e, c) => {
      const card = c.card!;
      if (card.endsWith('-improved')) {
        const influence = improve(s, seat, card);
        return { events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, influence }] };
      }
      const influence = gainBasic(s, seat, card);
      const bonus = technologyOf(card.replace(/-(plus4|plain)$/, '')).immediate_bonus.structured;
      const events = [{ type: 'effect-resolved' as const, seat, op: e.op, choice: c, influence }];
      return bonus === null ? { events } : { events, triggered: [flatten(bonus)] };
    },
  },
};
