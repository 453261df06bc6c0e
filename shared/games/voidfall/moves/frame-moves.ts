/** A player's choice in a Galactic Event frame (Preparation step 5, rules/event-frames.ts). */
import type { Seat } from '../../../engine';
import { galacticEventOf } from '../data';
import { afterFrameChoice } from '../flow/cycle';
import { applyFrameChoice, frameChoices } from '../rules/event-frames';
import { sameChoice } from '../rules/frames/types';
import type { VoidfallState } from '../state';
import type { VoidfallMove } from './schema';
import { refuse, type Result } from './setup-moves';

export function resolveFrame(s: VoidfallState, seat: Seat, move: Extract<VoidfallMove, { type: 'resolve-frame' }>): Result {
  const step = s.phase === 'preparation' ? s.frameStep : null;
  if (!step) return refuse('move/illegal', 'No Galactic Event frame is waiting for a choice.');
  if (s.turnOrder[step.order] !== seat) return refuse('move/not-your-turn', 'Another player is choosing in this Galactic Event frame.');
  const open = frameChoices(s, seat);
  if (!open.some((c) => sameChoice(c, move.choice))) {
    const text = galacticEventOf(s.events[s.cycle - 1]).frames[step.frame].text;
    return refuse('move/illegal', `That is not one of your choices now in the frame "${text}"`);
  }
  const events = applyFrameChoice(s, seat, move.choice);
  return [...events, ...afterFrameChoice(s)];
}
