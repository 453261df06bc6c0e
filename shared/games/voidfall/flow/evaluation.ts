/**
 * Evaluation steps 2-4 (rules addendum A1, A6), every player in turn order for each step: Upkeep (rules/upkeep.ts),
 * the Galactic objectives of the Cycle's Galactic Event (flow/objective-step.ts: the player's choice of objective and
 * of its reward; rules/galactic-objectives.ts) and the objectives of each Pure Agenda in play, the Starting Agenda
 * included (rules/agenda-objectives.ts). Influence never drops below 0 (A7). Step 3 may wait for a player's choice:
 * `objectiveStep` stays set and `continueObjectives` goes on after each of their moves.
 */
import type { VoidfallEvent } from '../events';
import { scoreAgenda, pureAgendasInPlay } from '../rules/agenda-objectives';
import { payUpkeep } from '../rules/upkeep';
import type { VoidfallState } from '../state';
import { runObjectiveStep } from './objective-step';

type Draft = Omit<VoidfallState, 'rng'>;

/** Step 4 for every player in turn order. */
function agendaObjectives(s: Draft): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  for (const seat of s.turnOrder) {
    for (const agenda of pureAgendasInPlay(s, seat)) {
      const influence = scoreAgenda(s, seat, agenda);
      const p = s.players[seat];
      for (const n of influence) p.influence = Math.max(0, p.influence + n);
      events.push({ type: 'agenda-scored', seat, agenda, influence });
    }
  }
  return events;
}

/** Step 3 from where it stands, then step 4 once every player has evaluated the Galactic objectives. */
export function continueObjectives(s: Draft): VoidfallEvent[] {
  const events = runObjectiveStep(s);
  return s.objectiveStep ? events : [...events, ...agendaObjectives(s)];
}

/** Steps 2, 3 and 4 of the Evaluation, after the Skirmish; stops in step 3 while a player chooses. */
export function upkeepAndObjectives(s: Draft): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  const unpaid = s.players.map(() => 0);
  for (const seat of s.turnOrder) {
    const r = payUpkeep(s, seat);
    unpaid[seat] = r.unpaid;
    events.push({ type: 'upkeep-paid', seat, ...r });
  }
  s.objectiveStep = { next: 0, unpaid, choosing: null, reward: null };
  return [...events, ...continueObjectives(s)];
}
