/**
 * What happens after a move: `settle` ends a turn after its 2nd action, a pass or its character leaving play, and
 * runs the event phase once everybody has passed; `resume` runs the continuations kept in a pause once it is over
 * (a new pause keeps the rest of them).
 */
import type { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { Continuation, NemesisState } from '../state';
import { resolveLockdown } from './airlock';
import { surpriseCheck } from './encounter';
import { drawAfterEscape, escapeAttacks } from './attack-series';
import { decoyMoves } from './decoy';
import { eclosionDraws } from './event-cards';
import { eventAttacks, runEventPhase } from './event-phase';
import { larvaDeaths } from './infection';
import { metamorphosisScans } from './intruder-player-cards';
import { finishBoarding, unseatThreatened } from './pods';
import { deferIfPaused, pendingThen } from './pause';
import { finishHibernation } from './room-actions';
import { endTurn } from './round';
import { encounters, noiseRolls } from './series';

/** The event phase starts at digest step 4 (the time track). */
const EVENT_PHASE_START = 4;

export function settle(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (s.phase !== 'player' || s.objectiveChoice || s.pause || s.search || s.decision || s.cover || !s.turn) return;
  const p = s.players[s.turn.seat];
  if ((s.turn.actions < 2 || s.turn.unlimited) && !p.passed && p.status === 'aboard') return;
  endTurn(s, rng, events);
  // endTurn moves the phase on when the last player passed: the lockdown is judged, then the event phase runs.
  if ((s.phase as NemesisState['phase']) !== 'event') return;
  resolveLockdown(s, rng, events);
  if ((s.phase as NemesisState['phase']) === 'event') runEventPhase(s, EVENT_PHASE_START, rng, events);
}

function run(s: NemesisState, c: Continuation, rng: Rng, events: NemesisEvent[]): void {
  switch (c.kind) {
    case 'surprise-check':
      return surpriseCheck(s, c, rng, events);
    case 'noise-rolls':
      return noiseRolls(s, c.seats, c.skipInCombat, rng, events);
    case 'encounters':
      return encounters(s, c.seats, rng, events);
    case 'event-step':
      return runEventPhase(s, c.step, rng, events);
    case 'hibernate':
      return finishHibernation(s, c.seat, rng, events);
    case 'board':
      return finishBoarding(s, c.seat, c.pod, c.launch, rng, events);
    case 'escape-attacks':
      return escapeAttacks(s, c, rng, events);
    case 'draw':
      return drawAfterEscape(s, c.seat, c.count, rng, events);
    case 'event-attacks':
      eventAttacks(s, c.room, c.attackers, rng, events);
      // The event phase checks the pods after each step; this step's check ran while it was paused.
      if (!pendingThen(s) && s.phase !== 'over') unseatThreatened(s, events);
      return;
    case 'decoy':
      return decoyMoves(s, c, rng, events);
    case 'larva-deaths':
      if (larvaDeaths(s, c.seats, c.card, rng, events)) return;
      return c.card === 'eclosion' ? eclosionDraws(s, rng, events) : metamorphosisScans(s, rng, events);
  }
}

export function resume(s: NemesisState, continuations: Continuation[], rng: Rng, events: NemesisEvent[]): void {
  for (let k = 0; k < continuations.length; k++) {
    if (s.phase === 'over') return;
    run(s, continuations[k], rng, events);
    if (deferIfPaused(s, continuations.slice(k + 1))) return;
  }
  settle(s, rng, events);
}
