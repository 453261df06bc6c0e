/**
 * The actions a Focus turn offers (rules addendum A3, D1): the three actions of the selected Focus card and the played
 * Agenda's action, each with its cost and its effects; and the cost choices a player makes when taking one (which
 * Fleet Power to recall, where a gained Corruption goes, how to pay). Resource costs are paid as the move names
 * (Credits 1:1 for Food, Energy or Materials), by default with the named resources first and Credits for what is
 * missing (A7; "n resources of your choice" always named: rules/choice-payment.ts); the House costs (destroy an Installation, decrease a Population, discard a held token) are in
 * house-costs.ts.
 */
import { z } from 'zod';
import type { Seat } from '../../../engine';
import { agendaActions, agendaOf, focusCardOf } from '../data';
import { fleetTypeSchema, resources, type Cost, type Effect } from '../data/schema';
import { corruptionPlaceSchema, freeCorruptionPlaces, includesPlace, setCorruption, type CorruptionPlace } from '../rules/corruption';
import { abandonDiscarding, gloryChoices, lastCubeOf } from '../rules/abandon-glory';
import { deactivate, recall } from '../rules/fleets';
import { choicePayments } from '../rules/choice-payment';
import { otherPayments, paymentSchema, samePayment } from '../rules/credit-payment';
import { pay, plainPayment, type Amounts } from '../rules/payment';
import type { ActionKey, FocusTurn } from '../state';
import { HOUSE_COST_KEYS, houseCostChoices, houseCostSchema, payHouseCost, sameHouseCost, type HouseCostChoice } from './house-costs';
import { techActionDef } from './tech-actions';
import type { Draft } from './types';

export const actionKeys: readonly ActionKey[] = ['focus-1', 'focus-2', 'focus-3', 'agenda'];

export const costChoiceSchema = {
  recall: z.strictObject({ sector: z.string().min(1).max(40), fleet: fleetTypeSchema }).optional(),
  corruption: corruptionPlaceSchema.optional(),
  /** A cost "discard one of your Agendas in play": its slot (1-3; never the Starting Agenda). */
  agendaSlot: z.number().int().min(1).max(3).optional(),
  ...houseCostSchema,
  /** The Glory token discarded when the recalled cube abandons its sector (A9; without it, the lowest). */
  glory: z.number().int().min(1).max(5).optional(),
  /** The resources spent, when Credits stand in otherwise than for what the named resources cannot cover (A7). */
  pay: paymentSchema.optional(),
};
export interface CostChoice extends HouseCostChoice { pay?: Amounts; glory?: number; recall?: { sector: string; fleet: z.infer<typeof fleetTypeSchema> }; corruption?: CorruptionPlace; agendaSlot?: number }

export interface ActionDef { name: string; cost: Cost; effect: Effect; location: string | null }

/**
 * Actions with no structured effect in the data whose text the effects can say: Restore (Progress 3), "in the sector
 * from which you recalled the Fleet Power: remove a Corruption and/or Regroup"; Shiveus' Illuminate, "remove a
 * Corruption in the sector from which you recalled the Fleet Power and/or advance on a Civilization track of your
 * choice" (the sector limits the Corruption only: the track has no sector).
 */
const FROM_TEXT: Record<string, Effect> = {
  'standard-progress 3': { and_or: [{ op: 'remove_corruption' }, { op: 'regroup' }], location: 'sector_of_recalled_fleet_power' },
  'shiveus-crusade 3': { and_or: [{ op: 'remove_corruption' }, { op: 'advance_track', track: 'any' }], location: 'sector_of_recalled_fleet_power' },
  // The House actions whose cost acts in a sector (the effects' "that sector": destroyed, decreased), from their texts.
  'astoran-prosperity 3': { and_or: [{ op: 'establish_guild', where: 'this_sector' }, { op: 'remove_corruption', where: 'anywhere' }], location: 'sector_of_cost' },
  'fenrax-development 2': { and_or: [{ op: 'establish_guild', where: 'not_this_sector' }, { op: 'establish_guild', where: 'not_this_sector' }], location: 'sector_of_cost' },
  'fenrax-dispersion 1': { and_or: [{ op: 'build_installation', where: 'not_this_sector' }, { op: 'remove_corruption', where: 'anywhere' }], location: 'sector_of_cost' },
  'fenrax-dispersion 3': {
    and_or: [{ op: 'increase_pure_population', where: 'not_this_sector', different: true }, { op: 'increase_pure_population', where: 'not_this_sector', different: true }],
    location: 'sector_of_cost',
  },
};

export function actionDef(turn: FocusTurn, key: ActionKey): ActionDef | null {
  if (key.startsWith('tech-')) return techActionDef(key);
  if (key === 'agenda') {
    if (turn.agenda === null) return null;
    const type = agendaOf(turn.agenda).type;
    const action = agendaActions.find((a) => a.agenda_type === type)!;
    return { name: `${type[0].toUpperCase()}${type.slice(1)} Agenda action`, cost: {}, effect: action.structured!, location: null };
  }
  return focusActionDef(turn.focus!.split('@')[0], Number(key.slice(-1)));
}

/** An action of a Focus card by position (1-3); null when its cost or effect is not structured in the data. */
export function focusActionDef(cardId: string, position: number): ActionDef | null {
  const card = focusCardOf(cardId);
  const action = card.actions[position - 1];
  const effect = action.structured ?? FROM_TEXT[`${card.id} ${action.position}`] ?? null;
  if (effect === null || action.cost.structured === null) return null;
  // `recalled`: the effects act in the sector the cost named (the recalled cube's, the destroyed Installation's, the decreased Population's).
  const where = (effect as Record<string, unknown>).location;
  const location = where === 'sector_of_recalled_fleet_power' || where === 'sector_of_cost' ? 'recalled' : null;
  return { name: action.name, cost: action.cost.structured, effect, location };
}

const PAYABLE = new Set<string>([...resources, 'resources_of_choice', 'recall_fleet_power', 'deactivate_fleet_power', 'gain_corruption', 'discard_agenda_in_play', ...HOUSE_COST_KEYS]);
const resourceCost = (cost: Cost): Amounts => Object.fromEntries(resources.filter((r) => cost[r]).map((r) => [r, cost[r]!]));

/**
 * Cubes `seat` may recall as a cost. The last cube of a sector other than the Home Sector abandons it, which is legal
 * even when the action's effects happen in that very sector (Settle, Restore: the rules let a player pay for nothing;
 * those effects then find no sector of yours there).
 */
export function recallableCubes(s: Draft, seat: Seat): { sector: string; fleet: z.infer<typeof fleetTypeSchema> }[] {
  return Object.entries(s.sectors).filter(([, x]) => x.owner === seat).flatMap(([sector, x]) => {
    if (x.fleets.length === 0) return [];
    return [...new Set(x.fleets.map((f) => f.type))].map((fleet) => ({ sector, fleet }));
  });
}

/** Every way `seat` can pay `cost` now (empty when it cannot be paid). */
export function costChoices(s: Draft, seat: Seat, cost: Cost): CostChoice[] {
  if (Object.keys(cost).some((k) => !PAYABLE.has(k)) || (cost.recall_fleet_power ?? 0) > 1 || (cost.deactivate_fleet_power ?? 0) > 1 || (cost.gain_corruption ?? 0) > 1) return [];
  const p = s.players[seat];
  if (plainPayment(p.resources, resourceCost(cost)) === null) return [];
  // "n resources of your choice" (A7): every payment is named; otherwise the plain one is the default.
  const payments: CostChoice[] = cost.resources_of_choice
    ? choicePayments(p.resources, resourceCost(cost), cost.resources_of_choice).map((pay) => ({ pay }))
    : [{}, ...otherPayments(p.resources, resourceCost(cost)).map((pay) => ({ pay }))];
  const needsRecall = cost.recall_fleet_power === 1 || (cost.deactivate_fleet_power === 1 && p.fleetPower.active === 0);
  // A recall emptying a sector may name the Glory token its abandonment discards.
  const recalls: CostChoice[] = !needsRecall ? [{}] : recallableCubes(s, seat).flatMap((recall) => [
    { recall }, ...(lastCubeOf(s, seat, recall.sector) ? gloryChoices(s, seat).map((glory) => ({ recall, glory })) : []),
  ]);
  const withCorruption = cost.gain_corruption !== 1 ? recalls : recalls.flatMap((c) => freeCorruptionPlaces(s, seat).map((corruption) => ({ ...c, corruption })));
  const slots = [1, 2, 3].filter((i) => p.agendaSlots[i].agenda !== null);
  const withAgenda = !cost.discard_agenda_in_play ? withCorruption : withCorruption.flatMap((c) => slots.map((agendaSlot) => ({ ...c, agendaSlot })));
  const house = houseCostChoices(s, seat, cost);
  return withAgenda.flatMap((c) => house.flatMap((h) => payments.map((pay) => ({ ...c, ...h, ...pay }))));
}

/** Pays `cost` with the chosen options; returns what was spent, in resources, and the recalled cube's sector. */
export function payCost(s: Draft, seat: Seat, cost: Cost, choice: CostChoice): { paid: Amounts; recalledFrom: string | null } {
  const p = s.players[seat];
  const paid = choice.pay ?? plainPayment(p.resources, resourceCost(cost))!;
  pay(p.resources, paid);
  if (choice.recall && recall(s, seat, choice.recall.sector, choice.recall.fleet)) abandonDiscarding(s, seat, choice.recall.sector, choice.glory);
  if (cost.deactivate_fleet_power) deactivate(p);
  if (choice.corruption) setCorruption(s, seat, choice.corruption, true);
  if (choice.agendaSlot !== undefined) {
    // The discarded Agenda goes face down under its deck, as a replaced one does (A4); the slot keeps its Trade token and Corruption.
    const slot = p.agendaSlots[choice.agendaSlot];
    s.agendaDecks[agendaOf(slot.agenda!).type].push(slot.agenda!);
    slot.agenda = null;
  }
  const costSector = payHouseCost(s, seat, choice);
  return { paid, recalledFrom: choice.recall?.sector ?? costSector };
}

export const sameCostChoice = (a: CostChoice, b: CostChoice) =>
  sameHouseCost(a, b) && samePayment(a.pay, b.pay) && a.glory === b.glory && a.agendaSlot === b.agendaSlot && a.recall?.sector === b.recall?.sector && a.recall?.fleet === b.recall?.fleet
  && (a.corruption === undefined ? b.corruption === undefined : b.corruption !== undefined && includesPlace([a.corruption], b.corruption));
