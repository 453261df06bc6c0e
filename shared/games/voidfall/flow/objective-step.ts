/**
 * Evaluation step 3, the Galactic objectives (rules addendum A6; the digest's §5.18: each player in turn order, from the
 * First player, resolves the objectives met, with the choices inside their rewards). One player at a time:
 * - meeting two or more of the event's choices (a red line between them), the player chooses one (`choose-objective`);
 *   the time-out takes the one worth most Influence, the first printed on a tie (the reading used before);
 * - the taken objective's fixed part is given at once (`galactic-objective-scored`), and so is every part of an
 *   "and/or" reward that needs no choice; the rest opens as effect groups resolved with the Focus turn's effect rules
 *   (`objective-reward`, one effect at a time, its triggered effects opening as further groups), until nothing is
 *   left or the player forgoes the rest (`end-objective-reward`); the time-out resolves the first choice listed.
 * Effects that only make sense within a Focus turn (an invasion, a Preferred Focus action, a peek) are not offered here.
 */
import type { Seat } from '../../../engine';
import { effectChoices, resolveEffect } from '../effects';
import { openEffectIndexes, type EffectChoice, type EffectContext, type Primitive } from '../effects/types';
import type { VoidfallEvent } from '../events';
import { activate } from '../rules/fleets';
import { upgradeNewGlory } from '../rules/frames/lasting';
import { MAX_GLORY_VALUE } from '../rules/glory';
import { metObjectives, type ObjectiveResult } from '../rules/galactic-objectives';
import { objectiveEffects } from '../rules/objective-rewards';
import { produce } from '../rules/production';
import { nexusBonus } from '../effects/trade-nexus';
import type { ObjectiveStep, VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;
type Reward = NonNullable<ObjectiveStep['reward']>;
export interface RewardMove { group: number; index: number; choice: EffectChoice }

const FOCUS_TURN_ONLY = new Set(['invade', 'preferred_focus_action', 'peek_galactic_events']);
const currentEvent = (s: Draft) => s.events[s.cycle - 1] ?? null;

/** The seat evaluating now, or null when step 3 is not waiting for anyone. */
export function objectiveSeat(s: Draft): Seat | null {
  const step = s.phase === 'evaluation' ? s.objectiveStep : null;
  return step && step.next < s.turnOrder.length ? s.turnOrder[step.next] : null;
}

/** The objectives `seat` meets now, in printed order (step 3's facts: the Upkeep left unpaid in step 2). */
export function objectivesMet(s: Draft, seat: Seat): ObjectiveResult[] {
  const event = currentEvent(s);
  return event ? metObjectives(s, seat, event, s.objectiveStep?.unpaid[seat] ?? 0) : [];
}

// ── The reward's effects ────────────────────────────────────────────────────────────────────────────────────
const contextOf = (reward: Reward): EffectContext => ({ location: null, earlier: reward.earlier as EffectContext['earlier'], ifBoth: null });

function choicesOf(s: Draft, seat: Seat, e: Primitive, ctx: EffectContext): EffectChoice[] {
  if (FOCUS_TURN_ONLY.has(e.op)) return [];
  const list = objectiveEffects[e.op]?.choices(s, seat, e, ctx) ?? effectChoices(s, seat, e, ctx);
  // "A Pure sector in which you have a Scientists' Guild" (event C1-G).
  const guild = e.with_guild as string | undefined;
  return guild ? list.filter((c) => c.sector !== undefined && (s.sectors[c.sector].guilds as string[]).includes(guild)) : list;
}

/** Every objective-reward move open to the evaluating seat. */
export function rewardMoves(s: Draft, seat: Seat): RewardMove[] {
  const reward = s.objectiveStep?.reward;
  if (!reward || objectiveSeat(s) !== seat || s.agendaDraw !== null) return [];
  const ctx = contextOf(reward);
  return reward.groups.flatMap((group, g) => openEffectIndexes(group)
    .flatMap((index) => choicesOf(s, seat, group.effects[index] as Primitive, ctx).map((choice) => ({ group: g, index, choice }))));
}

/** Resolves one listed reward move; triggered effects (a track space's benefit) open as further groups. */
export function resolveReward(s: Draft, seat: Seat, move: RewardMove): VoidfallEvent[] {
  const reward = s.objectiveStep!.reward!;
  const group = reward.groups[move.group];
  const effect = group.effects[move.index] as Primitive;
  const ctx = contextOf(reward);
  const family = objectiveEffects[effect.op];
  const result = family ? family.resolve(s, seat, effect, move.choice, ctx) : resolveEffect(s, seat, effect, move.choice, ctx);
  group.used.push(move.index);
  reward.earlier.push({ op: effect.op, choice: move.choice });
  for (const t of result.triggered ?? []) if (t.effects.length > 0) reward.groups.push({ ...t, used: [], ifBoth: null });
  return result.events;
}

/** Parts of "and/or" groups that need no choice (a Credit, a Bounty token) are given at once. */
function giveUnchosen(s: Draft, seat: Seat): VoidfallEvent[] {
  const reward = s.objectiveStep!.reward!;
  const ctx = contextOf(reward);
  const events: VoidfallEvent[] = [];
  reward.groups.forEach((group, g) => {
    if (group.mode !== 'any') return;
    group.effects.forEach((e, index) => {
      const choices = choicesOf(s, seat, e as Primitive, ctx);
      if (choices.length === 1 && Object.keys(choices[0]).length === 0) events.push(...resolveReward(s, seat, { group: g, index, choice: {} }));
    });
  });
  return events;
}

// ── Taking an objective ─────────────────────────────────────────────────────────────────────────────────────
/** Takes an objective: its fixed part at once, its choices opened. */
export function takeObjective(s: Draft, seat: Seat, taken: ObjectiveResult): VoidfallEvent[] {
  const p = s.players[seat];
  const { reward } = taken;
  p.influence += reward.influence;
  // Bounty tokens come face down from the supply; others learn only how many.
  const drawn = s.bountySupply.splice(0, reward.bounty ?? 0);
  p.bountyTokens.push(...drawn);
  const activated = activate(p, reward.activate ?? 0);
  if (reward.glory) p.glory.push(reward.glory);
  if (reward.glory) upgradeNewGlory(s, seat, MAX_GLORY_VALUE);
  const before = p.influence;
  const production = reward.produce ? produce(s, seat, reward.produce) : null;
  const produced = production?.produced ?? {};
  const step = s.objectiveStep!;
  step.choosing = null;
  step.reward = { groups: (reward.choices ?? []).map((g) => ({ effects: g.effects.slice(), mode: g.mode, used: [], ifBoth: null })), earlier: [] };
  // improved Trade Nexus: an Overproduction of the fixed part opens its bonus beside the reward's choices.
  for (const t of nexusBonus(s, seat, production?.overproductions ?? 0)) step.reward.groups.push({ ...t, used: [], ifBoth: null });
  const scored: VoidfallEvent = {
    type: 'galactic-objective-scored', seat, event: currentEvent(s)!, objectives: taken.lines, influence: reward.influence + (p.influence - before),
    bountyTokens: drawn.length, activated, glory: reward.glory ?? null, produced,
  };
  return [scored, ...giveUnchosen(s, seat)];
}

/**
 * Goes on with step 3 from where it stands: each player in turn order takes the only objective met at once, or is
 * asked to choose; it stops while a choice is awaited. `objectiveStep` is cleared once every player is done.
 */
export function runObjectiveStep(s: Draft): VoidfallEvent[] {
  const step = s.objectiveStep!;
  const events: VoidfallEvent[] = [];
  while (step.next < s.turnOrder.length) {
    const seat = s.turnOrder[step.next];
    if (step.choosing !== null || s.agendaDraw !== null) return events;
    if (step.reward !== null) {
      if (rewardMoves(s, seat).length > 0) return events;
      step.reward = null;
      step.next += 1;
      continue;
    }
    const met = objectivesMet(s, seat);
    if (met.length > 1) {
      step.choosing = met.map((o) => o.index);
      return events;
    }
    if (met.length === 1) events.push(...takeObjective(s, seat, met[0]));
    else step.next += 1;
  }
  s.objectiveStep = null;
  return events;
}

/** What every viewer may know of step 3: who is evaluating, the objectives they choose among, the reward's open effects. */
export function publicObjectiveStep(s: Draft) {
  const step = s.objectiveStep;
  const seat = objectiveSeat(s);
  if (!step || seat === null) return null;
  return {
    seat, choosing: step.choosing?.slice() ?? null,
    reward: step.reward ? step.reward.groups.map((g) => ({ effects: g.effects.map((e) => ({ ...e })), mode: g.mode, used: g.used.slice() })) : null,
  };
}
