/**
 * The shared vocabulary of the Focus-turn effects (rules addendum A3): a primitive effect of the data's effect
 * structure (`op` plus its parameters), the player's choice for it (a flat bag of the parameters that effect asks for),
 * and a family of effects: which choices are open now, and resolving one. A move is accepted only if its choice is one
 * of the listed ones, so the legal moves are exactly what `apply` accepts.
 */
import { z } from 'zod';
import { stableStringify, type Seat } from '../../../engine';
import { agendaTypeSchema, fleetTypeSchema, guildSchema, installationSchema, resourceSchema, trackSchema } from '../data/schema';
import type { VoidfallEvent } from '../events';
import { corruptionPlaceSchema } from '../rules/corruption';
import { paymentSchema } from '../rules/credit-payment';
import type { VoidfallState } from '../state';

export type Draft = Omit<VoidfallState, 'rng'>;
export type Primitive = { op: string } & Record<string, unknown>;

const sector = z.string().min(1).max(40);
/** The parameters a player picks when resolving one effect (each effect reads the ones it needs). */
export const effectChoiceSchema = z.strictObject({
  resources: z.array(resourceSchema).min(1).max(3).optional(),
  track: trackSchema.optional(),
  value: z.number().int().min(1).max(5).optional(),
  from: corruptionPlaceSchema.optional(),
  to: corruptionPlaceSchema.optional(),
  agendaType: agendaTypeSchema.optional(),
  deck: z.boolean().optional(),
  bonus: z.number().int().min(1).max(6).optional(),
  sector: sector.optional(),
  target: sector.optional(),
  guild: guildSchema.optional(),
  installation: installationSchema.optional(),
  fleet: fleetTypeSchema.optional(),
  fleets: z.array(z.strictObject({ sector, fleet: fleetTypeSchema })).max(6).optional(),
  card: z.string().min(1).max(80).optional(),
  /** A Preferred Focus action's resource cost paid another way than the plain one (rules/credit-payment.ts). */
  pay: paymentSchema.optional(),
});
export type EffectChoice = z.infer<typeof effectChoiceSchema>;

export interface EffectContext {
  /** The sector the action's effects are tied to, if any. */
  location: string | null;
  /** Choices already made in this action's group, with their ops (the Wealth Agenda ties its two effects). */
  earlier: { op: string; choice: EffectChoice }[];
  /** The `if_both` rule of the effect group, if any. */
  ifBoth: string | null;
}

export interface Resolution {
  events: VoidfallEvent[];
  /** Effects the resolution triggers (a Civilization-track space's benefit), resolved within the same action. */
  triggered?: { effects: Primitive[]; mode: 'one' | 'any' }[];
  /** New information was revealed (a card drawn or a token turned): the turn can no longer be taken back before it. */
  revealed?: boolean;
}

export interface EffectFamily {
  choices(s: Draft, seat: Seat, effect: Primitive, ctx: EffectContext): EffectChoice[];
  resolve(s: Draft, seat: Seat, effect: Primitive, choice: EffectChoice, ctx: EffectContext): Resolution;
}

/**
 * Whether an effect may act in `sector`, by its `where` and the action's sector (`location`): `this_sector` only there,
 * `not_this_sector` anywhere else ("not in the sector where you just destroyed one"), `anywhere` ignores the action's
 * sector ("and/or remove a Corruption"); without `where`, the action's sector when it has one.
 */
export function placeAllowed(e: Primitive, location: string | null, sector: string): boolean {
  if (e.where === 'this_sector') return location === sector;
  if (e.where === 'not_this_sector') return location !== sector;
  if (e.where === 'anywhere') return true;
  return location === null || location === sector;
}

/** Effect indexes of a group still open (one of a red line, any of a green one); of identical effects only the first unused one. */
export function openEffectIndexes(group: { effects: readonly unknown[]; mode: 'one' | 'any'; used: readonly number[] }): number[] {
  if (group.mode === 'one' && group.used.length > 0) return [];
  const seen = new Set<string>();
  return group.effects.flatMap((e, i) => {
    const key = stableStringify(e);
    if (group.used.includes(i) || seen.has(key)) return [];
    seen.add(key);
    return [i];
  });
}

/** All multisets of `size` items of `from`, each sorted in the order of `from`. */
export function multisets<T>(from: readonly T[], size: number, start = 0): T[][] {
  if (size === 0) return [[]];
  return from.slice(start).flatMap((x, i) => multisets(from, size - 1, start + i).map((rest) => [x, ...rest]));
}
/** All subsets of exactly `size` distinct items of `from`, in the order of `from`. */
export function subsets<T>(from: readonly T[], size: number, start = 0): T[][] {
  if (size === 0) return [[]];
  return from.slice(start).flatMap((x, i) => subsets(from, size - 1, start + i + 1).map((rest) => [x, ...rest]));
}

/** Splits an effect structure into its primitives and how many of them may be taken. */
export function flatten(effect: unknown): { effects: Primitive[]; mode: 'one' | 'any'; ifBoth: string | null } {
  const e = effect as Record<string, unknown>;
  // A group's tying rule: the Wealth Agenda's `if_both`, or all effects "in the same sector".
  const ifBoth = typeof e.if_both === 'string' ? e.if_both : e.same_sector === true ? 'same_sector' : null;
  if (Array.isArray(e.one_of)) return { effects: e.one_of as Primitive[], mode: 'one', ifBoth };
  if (Array.isArray(e.and_or)) return { effects: e.and_or as Primitive[], mode: 'any', ifBoth };
  if (Array.isArray(e.all_of)) return { effects: e.all_of as Primitive[], mode: 'any', ifBoth };
  return { effects: [e as Primitive], mode: 'any', ifBoth };
}
