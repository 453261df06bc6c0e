/** The "gain a basic or an Improved Technology" effect (rules addendum A13); a basic one's immediate bonus is triggered. */
import { technologyOf } from '../data';
import { gainableBasics, gainableImproved, gainBasic, improve } from '../rules/technologies';
import type { Effect } from '../data/schema';
import { flatten, type EffectChoice, type EffectFamily } from './types';

/**
 * Immediate bonuses the data gives as text only. Carriers: "Spend 1 Food to deploy 1 Fleet Power as a Carrier in your
 * Home Sector OR activate 1 Fleet Power" (the 1 Food is a Carrier's deployment cost, paid by the deployment).
 */
const UNSTRUCTURED_BONUSES: Record<string, Effect> = {
  carriers: { one_of: [{ op: 'deploy_fleet_power', count: 1, fleet_type: 'carrier', where: 'home_sector' }, { op: 'activate_fleet_power', count: 1 }] } as Effect,
};

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
      const id = card.replace(/-(plus4|plain)$/, '');
      const bonus = technologyOf(id).immediate_bonus.structured ?? UNSTRUCTURED_BONUSES[id] ?? null;
      const events = [{ type: 'effect-resolved' as const, seat, op: e.op, choice: c, influence }];
      return bonus === null ? { events } : { events, triggered: [flatten(bonus)] };
    },
  },
};
