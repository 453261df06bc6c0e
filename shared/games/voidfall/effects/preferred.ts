/**
 * Taking an action of a Preferred Focus card (rules addendum A12; Temptation's Exploit): one action of one of your
 * House's Preferred Focus cards that is in your hand or discard pile, paying its cost (the choice names the card, the
 * position and the cost's options) and resolving its effects within this action. It does not count as resolving that
 * Focus: no Agenda or Trade token comes with it. The card stays where it is.
 */
import { preferredFocus } from '../data';
import { costChoices, focusActionDef, payCost } from './actions';
import { sameHouseCost } from './house-costs';
import { preferredCost } from '../rules/frames/lasting';
import { flatten, type EffectChoice, type EffectFamily } from './types';

function preferredCards(s: Parameters<EffectFamily['choices']>[0], seat: number): string[] {
  const p = s.players[seat];
  const record = preferredFocus.find((x) => x.house === p.house);
  const ids = new Set(record?.preferred_focus_detail.map((d) => d.card_used) ?? []);
  return [...p.focusHand, ...p.focusDiscard].filter((card) => ids.has(card.split('@')[0]));
}

export const preferredEffects: Record<string, EffectFamily> = {
  preferred_focus_action: {
    choices: (s, seat) => preferredCards(s, seat).flatMap((card) => [1, 2, 3].flatMap((value) => {
      const def = focusActionDef(card.split('@')[0], value);
      // A nested Preferred Focus action is never offered (Exploit cannot chain into itself).
      if (def === null || flatten(def.effect).effects.some((e) => e.op === 'preferred_focus_action')) return [];
      // A cost discarding an Agenda in play or a House cost (destroy, decrease, discard a token) has no field in an effect
      // choice: such an action is not copied.
      return costChoices(s, seat, preferredCost(s, seat, card, def.cost)).filter((cost) => cost.agendaSlot === undefined && cost.glory === undefined && sameHouseCost(cost, {})).map((cost): EffectChoice => ({
        card, value, ...(cost.pay ? { pay: cost.pay } : {}), ...(cost.recall ? { sector: cost.recall.sector, fleet: cost.recall.fleet } : {}), ...(cost.corruption ? { to: cost.corruption } : {}),
      }));
    })),
    resolve: (s, seat, e, c) => {
      const def = focusActionDef(c.card!.split('@')[0], c.value!)!;
      const { paid } = payCost(s, seat, preferredCost(s, seat, c.card!, def.cost), { ...(c.pay ? { pay: c.pay } : {}), ...(c.sector ? { recall: { sector: c.sector, fleet: c.fleet! } } : {}), ...(c.to ? { corruption: c.to } : {}) });
      // Settle and Restore act in the sector the cube was recalled from.
      if (def.location === 'recalled') s.focusTurn!.pending!.location = c.sector!;
      const { effects, mode } = flatten(def.effect);
      return { events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, action: def.name, paid }], triggered: [{ effects, mode }] };
    },
  },
};
