/** The moves of the game skeleton, validated strictly (unknown fields and values are refused as malformed). */
import { z } from 'zod';
import { agendaTypeSchema, fleetTypeSchema } from '../data/schema';
import { corruptionPlaceSchema } from '../rules/corruption';
import { costChoiceSchema } from '../effects/actions';
import { TECH_ACTION_KEYS } from '../effects/tech-actions';
import { effectChoiceSchema } from '../effects/types';
import { cleanupChoiceSchema } from '../rules/cleanup-choices';
import { paymentSchema } from '../rules/credit-payment';
import { frameChoiceSchema } from '../rules/frames/types';

const id = z.string().min(1).max(80);
const count = z.number().int().min(0).max(40).optional();

export const moveSchema = z.discriminatedUnion('type', [
  /** Set-up: take a House of the scenario and one of its two Origins. */
  z.strictObject({ type: z.literal('choose-house'), house: id, origin: z.enum(['A', 'B']) }),
  /** Set-up task or effect "gain an Agenda": the face-up card of a type, or draw 2 from its deck to keep 1. */
  z.strictObject({ type: z.literal('gain-agenda'), agendaType: agendaTypeSchema, from: z.enum(['offer', 'deck']) }),
  z.strictObject({ type: z.literal('keep-agenda'), card: id }),
  /** Set-up task: upgrade a held Glory token of this value by 1. */
  z.strictObject({ type: z.literal('upgrade-glory'), value: z.number().int().min(1).max(4) }),
  z.strictObject({ type: z.literal('remove-corruption'), from: corruptionPlaceSchema }),
  z.strictObject({ type: z.literal('move-corruption'), from: corruptionPlaceSchema, to: corruptionPlaceSchema }),
  /** Advanced Focus variant: the face-down pick of this Focus round. */
  z.strictObject({ type: z.literal('preselect-focus'), card: id }),
  /** Selection (A2): a Focus card, and optionally an Agenda whose type shows that Focus. */
  z.strictObject({ type: z.literal('select-focus'), card: id, agenda: id.nullable() }),
  /** Actions (A3, A14): flip a Trade token held or lying on an Agenda slot (0-3), before the first action, for the third action. */
  z.strictObject({ type: z.literal('flip-trade-token'), from: z.union([z.literal('held'), z.number().int().min(0).max(3)]) }),
  /** Actions: take an action of the Focus card (position 1-3), the played Agenda's or a Technology's (A3), paying its cost with these choices. */
  z.strictObject({ type: z.literal('take-action'), action: z.union([z.enum(['focus-1', 'focus-2', 'focus-3', 'agenda']), z.enum(TECH_ACTION_KEYS)]), ...costChoiceSchema }),
  /** Actions: resolve one open effect of the action in progress (group 0: the action's; later groups: triggered). */
  z.strictObject({ type: z.literal('resolve-effect'), group: z.number().int().min(0).max(40), index: z.number().int().min(0).max(10), choice: effectChoiceSchema }),
  /** Actions: end the action in progress, leaving its other effects unresolved. */
  z.strictObject({ type: z.literal('end-action') }),
  /** A peek at the next Cycle's Galactic Events: which of the two drawn cards goes back on top (the other to the bottom). */
  z.strictObject({ type: z.literal('order-peek'), top: id }),
  /** An invasion being gathered: move one cube of this type in from an adjacent sector of yours; then launch the Combat. */
  z.strictObject({ type: z.literal('invasion-add'), sector: z.string().min(1).max(40), fleet: fleetTypeSchema, glory: z.number().int().min(1).max(5).optional() }),
  z.strictObject({ type: z.literal('invasion-launch') }),
  /** Nervo's Bombard, while its invasion is gathered: spend a set of 3 Materials (Credits standing in as `pay` names) for 1 Absorption. */
  z.strictObject({ type: z.literal('invasion-bombard'), absorption: z.enum(['approach', 'salvo']), pay: paymentSchema.optional() }),
  /** Actions (A15): resolve a held Bounty or Reclaim token: which of its effects (one of a red line, any of a green line), with the choice. */
  z.strictObject({ type: z.literal('use-token'), token: id, effects: z.array(z.number().int().min(0).max(3)).min(1).max(3), choice: effectChoiceSchema }),
  /** Take back the last action of this turn (or the Selection) while the turn is not confirmed. */
  z.strictObject({ type: z.literal('undo-action') }),
  /** Evaluation Skirmish (E1): the defender chooses which of its tied target sectors the Voidborn strike. */
  z.strictObject({ type: z.literal('choose-skirmish-sector'), sector: z.string().min(1).max(40) }),
  /** A Combat Damage (A10): which of your fleet types still in the Combat recalls one cube. */
  z.strictObject({ type: z.literal('choose-damage'), fleet: fleetTypeSchema }),
  /** Event C1-H's toll on an improved Combat Replicators deployment after a Combat: 1 Material, a Corruption on a free place, or not deploying. */
  z.strictObject({ type: z.literal('replicator-toll'), toll: z.union([z.enum(['material', 'decline']), corruptionPlaceSchema]) }),
  /** A sector lost in the Skirmish (A9): the value of the Glory token you discard. */
  z.strictObject({ type: z.literal('discard-glory'), value: z.number().int().min(1).max(5) }),
  /** Upkeep (A6): the resources that pay it. */
  z.strictObject({ type: z.literal('pay-upkeep'), payment: z.strictObject({ food: count, energy: count, materials: count, credits: count }) }),
  /** Evaluation step 3: take this met Galactic objective (its index among the event's choices, OR-separated). */
  z.strictObject({ type: z.literal('choose-objective'), objective: z.number().int().min(0).max(5) }),
  /** Evaluation step 3: resolve one open effect of the taken objective's reward, with its choice. */
  z.strictObject({ type: z.literal('objective-reward'), group: z.number().int().min(0).max(20), index: z.number().int().min(0).max(5), choice: effectChoiceSchema }),
  /** Evaluation step 3: forgo the rest of the taken objective's reward. */
  z.strictObject({ type: z.literal('end-objective-reward') }),
  /** Preparation step 5: a choice in the Galactic Event frame waiting for this player (a sector, a place, a branch, a benefit or not). */
  z.strictObject({ type: z.literal('resolve-frame'), choice: frameChoiceSchema }),
  /** Clean-up (A4), confirming the turn: where the played Agenda goes (slot 1-3 of the mat), then the Focus card is discarded. */
  z.strictObject({ type: z.literal('end-turn'), agendaSlot: z.number().int().min(1).max(3).nullable(), cleanup: cleanupChoiceSchema.optional() }),
]);
export type VoidfallMove = z.infer<typeof moveSchema>;
