/** Test helper: one frame rule resolved for some seats outside the Preparation flow, each choice picked by `pick`. */
import type { Seat } from '../../../../engine';
import type { FrameStep } from '../../state';
import { dropClosedGroups, groupChoices, resolveGroupChoice } from './benefits';
import type { Draft, FrameChoice, FrameOutcome, FrameRule } from './types';

export type Pick = (choices: FrameChoice[], seat: Seat) => FrameChoice;
/** The default of every prompt: the first choice listed (a time-out's move). */
export const first: Pick = (choices) => choices[0];
export const last: Pick = (choices) => choices[choices.length - 1];

export function resolveRule(s: Draft, rule: FrameRule, seats: Seat[] = [0, 1], pick: Pick = first): (FrameOutcome | null)[] {
  if (!rule.each) return rule.run(s);
  const out: (FrameOutcome | null)[] = [];
  const step: FrameStep = { frame: 0, order: 0, step: 0, groups: [], location: null, pledges: [] };
  for (const seat of seats) {
    Object.assign(step, { step: 0, groups: [], location: null });
    let opened = false;
    for (let guard = 0; guard < 30; guard++) {
      dropClosedGroups(s, seat, step);
      if (opened && step.groups.length === 0) break;
      const choices = opened ? groupChoices(s, seat, step) : rule.choices(s, seat, step);
      if (choices.length === 0) { out.push(null); break; }
      const c = pick(choices, seat);
      if (opened) { resolveGroupChoice(s, seat, c, step); continue; }
      const r = rule.apply(s, seat, c, step);
      out.push(r.outcome);
      if (r.open) {
        step.groups = r.open.map((g) => ({ effects: g.effects, mode: g.mode, used: [] }));
        step.location = r.open[0]?.location ?? null;
        opened = true;
      } else if (r.again) step.step += 1;
      else break;
    }
  }
  return out;
}
