/**
 * Evaluation steps 2-4 (rules addendum A1, A6), every player in turn order for each step: Upkeep (rules/upkeep.ts),
 * the Galactic objectives of the Cycle's Galactic Event (rules/galactic-objectives.ts) and the objectives of each Pure
 * Agenda in play, the Starting Agenda included (rules/agenda-objectives.ts). Influence never drops below 0 (A7).
 */
import type { Seat } from '../../../engine';
import type { VoidfallEvent } from '../events';
import { scoreAgenda, pureAgendasInPlay } from '../rules/agenda-objectives';
import { activate } from '../rules/fleets';
import { bestObjective, type Reward } from '../rules/galactic-objectives';
import { produce } from '../rules/production';
import { payUpkeep } from '../rules/upkeep';
import type { VoidfallState } from '../state';

type Draft = Omit<VoidfallState, 'rng'>;

function giveReward(s: Draft, seat: Seat, event: string, objectives: string[], reward: Reward): VoidfallEvent {
  const p = s.players[seat];
  p.influence += reward.influence;
  // Bounty tokens come face down from the supply; others learn only how many.
  const drawn = s.bountySupply.splice(0, reward.bounty ?? 0);
  p.bountyTokens.push(...drawn);
  const activated = activate(p, reward.activate ?? 0);
  if (reward.glory) p.glory.push(reward.glory);
  const before = p.influence;
  const produced = reward.produce ? produce(s, seat, reward.produce).produced : {};
  return {
    type: 'galactic-objective-scored', seat, event, objectives, influence: reward.influence + (p.influence - before),
    bountyTokens: drawn.length, activated, glory: reward.glory ?? null, produced,
  };
}

/** Steps 2, 3 and 4 of the Evaluation, after the Skirmish. */
export function upkeepAndObjectives(s: Draft): VoidfallEvent[] {
  const events: VoidfallEvent[] = [];
  const unpaid = new Map<Seat, number>();
  for (const seat of s.turnOrder) {
    const r = payUpkeep(s, seat);
    unpaid.set(seat, r.unpaid);
    events.push({ type: 'upkeep-paid', seat, ...r });
  }
  const event = s.events[s.cycle - 1];
  for (const seat of s.turnOrder) {
    const best = event ? bestObjective(s, seat, event, unpaid.get(seat)!) : null;
    if (best) events.push(giveReward(s, seat, event, best.lines, best.reward));
  }
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
