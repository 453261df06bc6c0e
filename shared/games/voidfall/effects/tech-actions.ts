/**
 * Technology actions (rules addendum A3): a Technology card naming a Focus lets its owner, on a turn with a matching
 * Focus card, take that action before or after any other, once a turn (a reading), paying its cost. The texts of
 * technologies.json with a Focus named and a clear cost and effect:
 * - Purifier: "With a Temptation Focus, you may spend 1 Science to remove a Corruption."
 * - Central Surveillance: "With a Politics Focus, decrease a Pure Population to gain an Agenda or upgrade a Glory
 *   token." (not in the Home Sector, as the House costs that decrease a Population)
 * - Terraforming: "When resolving a Development or Prosperity Focus, you may spend 1 Material to increase a Pure
 *   Population by 1."
 * - improved Neural Matrix: "You may produce Credits with a Production Focus, and gain Influence (1 per Bankers'
 *   Guild, per source structure) with an Innovation Focus." Reading: two Technology actions without a cost, one per
 *   Focus named; the Guilds counted are the Bankers' Guilds of the sectors you control, Pure or Corrupted (the text
 *   does not say Pure).
 * - improved Ark Ships: "you may increase your Home Sector's Population with a Reinforcement Focus." Reading: a
 *   Technology action without a cost, +1 to the Home Sector's Population (up to 6, Pure only, as any increase).
 * Tactical Transports and Robotics have no exact wording in the data: not offered.
 */
import type { Seat } from '../../../engine';
import { focusCardOf } from '../data';
import type { Cost, Effect } from '../data/schema';
import { hasTechnology } from '../rules/fleets';
import type { ActionKey, FocusTurn } from '../state';
import type { Draft } from './types';

/** `improved`: the action is the improved card's only (the basic copies do not give it). */
interface TechAction { technology: string; name: string; focus: string[]; cost: Cost; effect: Effect; improved?: true }

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
  'tech-neural-matrix-credits': {
    technology: 'neural-matrix', name: 'Neural Matrix', focus: ['production'], cost: {}, improved: true,
    effect: { op: 'produce', resources: ['credits'] },
  },
  'tech-neural-matrix-influence': {
    technology: 'neural-matrix', name: 'Neural Matrix', focus: ['innovation'], cost: {}, improved: true,
    effect: { op: 'gain_influence_per', amount: 1, per: 'guild', guilds: ['bankers'] },
  },
  'tech-ark-ships': {
    technology: 'ark-ships', name: 'Ark Ships', focus: ['reinforcement'], cost: {}, improved: true,
    effect: { op: 'increase_pure_population', where: 'home_sector' },
  },
};
const owns = (s: Draft, seat: Seat, t: TechAction) =>
  (t.improved ? s.players[seat].technologies.includes(`${t.technology}-improved`) : hasTechnology(s.players[seat], t.technology));
/**
 * Technologies whose abilities the engine does not play: the data gives no exact wording (Hyperdrive's and Tactical
 * Transports' texts say so; Robotics' "double both the cost and the effect" leaves what doubles open). Their immediate
 * bonuses are played; the board says beside their ability that it is not.
 */
export const ABILITIES_NOT_PLAYED: readonly string[] = ['hyperdrive', 'tactical-transports', 'robotics'];

type TechKey = `tech-${string}`;
export const TECH_ACTION_KEYS = Object.keys(TECH_ACTIONS) as [TechKey, ...TechKey[]];

/** The Technology actions `seat` may still take this turn. */
export function techActionKeys(s: Draft, seat: Seat, turn: FocusTurn): ActionKey[] {
  if (turn.pending !== null || turn.focus === null) return [];
  const type = focusCardOf(turn.focus.split('@')[0]).focus_type;
  return Object.entries(TECH_ACTIONS)
    .filter(([key, t]) => t.focus.includes(type) && owns(s, seat, t) && !turn.done.includes(key as ActionKey))
    .map(([key]) => key as ActionKey);
}

export function techActionDef(key: string): { name: string; cost: Cost; effect: Effect; location: null } | null {
  const t = TECH_ACTIONS[key];
  return t ? { name: t.name, cost: t.cost, effect: t.effect, location: null } : null;
}
