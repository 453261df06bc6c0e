/**
 * Answers to a one-seat pause in the middle of a resolution (`state.pause`, rules/pause.ts): D23's relocation pick and
 * the Nerves of Steel question. The resolution then resumes from the continuations the pause kept.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import { intruderAttack } from '../rules/attack';
import { resume } from '../rules/flow';
import { deferIfPaused } from '../rules/pause';
import { playNervesOfSteel } from '../rules/reactions';
import { relocate } from '../rules/relocation';
import type { NemesisState } from '../state';
import { refuse, type Outcome } from './result';
import type { NemesisMove } from './schema';

function answerNerves(s: NemesisState, seat: Seat, play: boolean, rng: Rng): Outcome {
  const pause = s.pause as Extract<NemesisState['pause'], { kind: 'nerves' }>;
  const events: NemesisEvent[] = [];
  if (play && !playNervesOfSteel(s, seat, events)) return refuse('move/no-card', 'You need a Nerves of Steel card in hand to play it.');
  s.pause = null;
  const intruder = s.intruders.find((i) => i.id === pause.intruder);
  const p = s.players[seat];
  if (!play && intruder && p.status === 'aboard' && p.room === intruder.room) intruderAttack(s, intruder, seat, rng, events);
  // A Summoning may open D23's pick: what this pause kept then waits behind it.
  if (!deferIfPaused(s, pause.then)) resume(s, pause.then, rng, events);
  return events;
}

export function pauseMove(s: NemesisState, seat: Seat, move: NemesisMove, rng: Rng): Outcome {
  const pause = s.pause!;
  if (pause.kind === 'relocate' && pause.seat === seat && move.type === 'relocate-intruder') {
    const events: NemesisEvent[] = [];
    const next = relocate(s, move.intruder, events);
    if (typeof next === 'string') return refuse('move/relocate', next);
    resume(s, next, rng, events);
    return events;
  }
  if (pause.kind === 'nerves' && pause.seat === seat && move.type === 'answer-nerves') return answerNerves(s, seat, move.play, rng);
  const waits = pause.kind === 'relocate' ? 'A player is choosing which intruder miniature moves to the new room.' : 'A player is deciding on a surprise attack.';
  return refuse('move/not-now', waits);
}
