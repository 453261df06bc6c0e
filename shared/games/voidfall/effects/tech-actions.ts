/**
 * Technology actions (rules addendum A3): a Technology card naming a Focus lets its owner, on a turn with a matching
 * Focus card, take that action before or after any other, once a turn (a reading), paying its cost. The texts of
 * technologies.json with a Focus named and a clear cost and effect:
 * - Purifier: "With a Temptation Focus, you may spend 1 Science to remove a Corruption."
 * - Central Surveillance: "With a Politics Focus, decrease a Pure Population to gain an Agenda or upgrade a Glory
 *   token." (not in the Home Sector, as the House costs that decrease a Population)
 * - Terraforming: "When resolving a Development or Prosperity Focus, you may spend 1 Material to increase a Pure
 *   Population by 1."
 * Tactical Transports and Robotics have no exact wording in the data: not offered.
 */
import type { Seat } from '../../../engine';
import { focusCardOf } from '../data';
import type { Cost, Effect } from '../data/schema';
import { hasTechnology } from '../rules/fleets';
import type { ActionKey, FocusTurn } from '../state';
import type { Draft } from './types';

interface TechAction { technology: string; name: string; focus: string[]; cost: Cost; effect: Effect }

const TECH_ACTIONS: Record<string, TechAction> = {
  'tech-purifier': { technology: 'purifier', name: 'Purifier', focus: ['temptation'], cost: { science: 1 }, effect: { op: 'remove_corruption' } },
  'tech-central-surveillance': {
    technology: 'central-surveillance', name: 'Central Surveillance', focus: ['politics'],
    cost: { decrease_pure_population: 1 } as Cost, effect: { one_of: [{ op: 'gain_agenda' }, { op: 'upgrade_glory_token' }] } as Effect,
  },
  'tech-terraforming': {
    technology: 'terraforming', name: 'Terraforming', focus: ['development', 'prosperity'], cost: { materials: 1 },
    effect: { op: 'increase_pure_population' },
  },
};
type TechKey = `tech-${string}`;
export const TECH_ACTION_KEYS = Object.keys(TECH_ACTIONS) as [TechKey, ...TechKey[]];

/** The Technology actions `seat` may still take this turn. */
export function techActionKeys(s: Draft, seat: Seat, turn: FocusTurn): ActionKey[] {
  if (turn.pending !== null || turn.focus === null) return [];
  const type = focusCardOf(turn.focus.split('@')[0]).focus_type;
  return Object.entries(TECH_ACTIONS)
    .filter(([key, t]) => t.focus.includes(type) && hasTechnology(s.players[seat], t.technology) && !turn.done.includes(key as ActionKey))
    .map(([key]) => key as ActionKey);
}

export function techActionDef(key: string): { name: string; cost: Cost; effect: Effect; location: null } | null {
  const t = TECH_ACTIONS[key];
  return t ? { name: t.name, cost: t.cost, effect: t.effect, location: null } : null;
}
