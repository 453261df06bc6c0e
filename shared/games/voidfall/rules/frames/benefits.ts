/**
 * Frames giving a player a benefit (rules addendum A1: a grey dotted frame is optional; event C2-I's choice is
 * mandatory): the player declines (the default: the frame had no effect before it was a move) or takes one branch of
 * the frame's "OR", paying the branch's cost first; the branch's effects then open, resolved one at a time with the
 * Focus turn's effect registry (effects/), the effects they trigger (a track space's benefit, a Technology's bonus)
 * after them. A green "and/or" line may be left part-done (`decline` ends it); a mandatory branch's effects are all
 * resolved when they can be. Effects that open a pause of the Focus turn (an invasion, a peek, drawing Agendas to keep
 * one, a Preferred Focus action) are not offered in a frame.
 */
import type { Seat } from '../../../../engine';
import { effectChoices, resolveEffect } from '../../effects';
import { openEffectIndexes, type EffectChoice, type EffectContext, type Primitive } from '../../effects/types';
import type { VoidfallEvent } from '../../events';
import type { FrameStep } from '../../state';
import { pureAgendasInPlay, scoreAgenda } from '../agenda-objectives';
import type { Draft, FrameChoice, OpenEffects, SeatRule } from './types';

type Amounts = Partial<Record<'food' | 'energy' | 'materials' | 'credits' | 'science', number>>;

export interface Branch {
  effects: Primitive[] | ((s: Draft, seat: Seat) => Primitive[]);
  mode: OpenEffects['mode'];
  /** Whether the branch is open to this player at all (a condition printed on the frame). */
  when?: (s: Draft, seat: Seat) => boolean;
  /** Resources paid when the branch is taken. */
  pay?: Amounts;
  /** Choices a branch's cost asks for (a sector, a Corruption place) and paying it; returns the sector its effects act in. */
  cost?: { choices: (s: Draft, seat: Seat) => FrameChoice[]; pay: (s: Draft, seat: Seat, c: FrameChoice) => string | null };
}

const ctxOf = (step: FrameStep): EffectContext => ({ location: step.location, earlier: [], ifBoth: null });
const NOT_IN_FRAMES = new Set(['invade', 'peek_galactic_events', 'preferred_focus_action']);

/** Effects only a frame uses: event C3-B's "evaluate the objectives of one of your Pure Agendas in play (not the Starting Agenda)". */
const frameEffects: Record<string, { choices: (s: Draft, seat: Seat) => EffectChoice[]; resolve: (s: Draft, seat: Seat, c: EffectChoice) => VoidfallEvent[] }> = {
  evaluate_agenda: {
    choices: (s, seat) => pureAgendasInPlay(s, seat).filter((card) => card !== s.players[seat].agendaSlots[0].agenda).map((card) => ({ card })),
    resolve: (s, seat, c) => {
      const influence = scoreAgenda(s, seat, c.card!);
      const p = s.players[seat];
      for (const n of influence) p.influence = Math.max(0, p.influence + n);
      return [{ type: 'agenda-scored', seat, agenda: c.card!, influence }];
    },
  },
};

function choicesOf(s: Draft, seat: Seat, e: Primitive, step: FrameStep): EffectChoice[] {
  if (NOT_IN_FRAMES.has(e.op)) return [];
  const local = frameEffects[e.op];
  const all = local ? local.choices(s, seat) : effectChoices(s, seat, e, ctxOf(step));
  return e.op === 'gain_agenda' ? all.filter((c) => !c.deck) : all;
}

const effectsOf = (b: Branch, s: Draft, seat: Seat) => (typeof b.effects === 'function' ? b.effects(s, seat) : b.effects);
const affordable = (s: Draft, seat: Seat, pay: Amounts = {}) =>
  Object.entries(pay).every(([r, n]) => s.players[seat].resources[r as keyof Amounts] >= (n ?? 0));

/** Indexes of a group's effects still open (of identical effects only the first unused one); `all` is a green line. */
const openIndexes = (g: FrameStep['groups'][number]) => openEffectIndexes({ ...g, mode: g.mode === 'one' ? 'one' : 'any' });

/** The choices of the first group (the runner drops closed groups): its effects', then `decline` unless all must be resolved. */
export function groupChoices(s: Draft, seat: Seat, step: FrameStep): FrameChoice[] {
  const g = step.groups[0];
  if (g === undefined) return [];
  const effects = openIndexes(g).flatMap((i) => choicesOf(s, seat, g.effects[i] as Primitive, step).map((c): FrameChoice => ({ effect: i, ...c })));
  if (effects.length === 0) return [];
  return g.mode === 'all' ? effects : [...effects, { decline: true }];
}

/** Drops the leading groups with nothing left to choose. */
export function dropClosedGroups(s: Draft, seat: Seat, step: FrameStep): void {
  while (step.groups.length > 0 && groupChoices(s, seat, step).length === 0) step.groups.shift();
}

/** Resolves one effect of the first open group (or leaves the group), adding the groups it triggers. */
export function resolveGroupChoice(s: Draft, seat: Seat, c: FrameChoice, step: FrameStep): VoidfallEvent[] {
  const g = step.groups[0];
  if (c.decline) {
    step.groups.shift();
    return [];
  }
  const { effect: index, ...choice } = c;
  const e = g.effects[index!] as Primitive;
  g.used.push(index!);
  const local = frameEffects[e.op];
  if (local) return local.resolve(s, seat, choice);
  const r = resolveEffect(s, seat, e, choice, ctxOf(step));
  for (const t of r.triggered ?? []) if (t.effects.length > 0) step.groups.push({ effects: t.effects, mode: t.mode, used: [] });
  return r.events;
}

/** Whether a branch can be taken (its cost's sector, if any, being where its effects act). */
function branchOpen(s: Draft, seat: Seat, b: Branch, step: FrameStep, cost: FrameChoice): boolean {
  if (b.when && !b.when(s, seat)) return false;
  if (!affordable(s, seat, b.pay)) return false;
  const at = { ...step, location: cost.sector ?? null };
  const open = effectsOf(b, s, seat).map((e) => choicesOf(s, seat, e, at).length > 0);
  return b.mode === 'all' ? open.every(Boolean) : open.some(Boolean);
}

/** A frame of branches (an "OR"); `mandatory`: no declining (event C2-I). */
export const benefit = (branches: Branch[], mandatory = false): SeatRule => ({
  each: true,
  choices: (s, seat, step) => {
    const taken = branches.flatMap((b, option) => (b.cost?.choices(s, seat) ?? [{}])
      .filter((c) => branchOpen(s, seat, b, step, c)).map((c): FrameChoice => ({ option, ...c })));
    return mandatory || taken.length === 0 ? taken : [{ decline: true }, ...taken];
  },
  apply: (s, seat, c) => {
    if (c.decline) return { outcome: { seat, sectors: [], done: 'declined the benefit' } };
    const b = branches[c.option!];
    const p = s.players[seat];
    for (const [r, n] of Object.entries(b.pay ?? {})) p.resources[r as keyof Amounts] -= n ?? 0;
    const location = b.cost ? b.cost.pay(s, seat, c) : null;
    return { outcome: null, open: [{ effects: effectsOf(b, s, seat), mode: b.mode, location }] };
  },
});

/** One effect alone, or several, as a branch. */
export const one = (...effects: Primitive[]): Branch => ({ effects, mode: 'one' });
export const anyOf = (...effects: Primitive[]): Branch => ({ effects, mode: 'any' });
