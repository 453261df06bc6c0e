/**
 * Event C1-H's toll on the deployment of improved Combat Replicators. The event's permanent frame (galactic-events.json):
 * "each time you deploy at least 1 Fleet Power, gain a Corruption (once per Focus) OR spend 1 Material for each
 * Fleet Power so deployed"; improved Combat Replicators (technologies.json): "After a Combat you win or tie as the
 * Invader, you may deploy 1 Fleet Power in the sector (on a tie, this makes you win)". So while C1-H is in play and no
 * Corruption has paid for this Focus turn's deployments yet, that deployment costs 1 Material or a Corruption on a
 * free place, and the player may also not deploy ("you may"). The Combat waits after its last Damage, nothing applied
 * yet (`replicatorToll`), for the player's `replicator-toll` move, then is fought again with the answer recorded in
 * its record (`replicatorToll` of the invasion): "decline" fights it without the Replicators. The time-out pays
 * 1 Material (C1-H's default elsewhere), else the first free place; a toll that cannot be paid means no deployment.
 */
import type { Seat } from '../../../engine';
import { stableStringify } from '../../../engine';
import type { FleetType } from '../data/schema';
import type { CombatResult } from '../rules/combat';
import { type CorruptionPlace, freeCorruptionPlaces } from '../rules/corruption';
import { DEPLOYMENT_TOLL, frameInPlay, payDeploymentToll } from '../rules/frames/lasting';
import type { DamageChoice } from '../state';
import type { Draft } from './types';

export type ReplicatorToll = 'material' | 'decline' | CorruptionPlace;
type InvasionRecord = Extract<DamageChoice['combat'], { kind: 'invasion' }>;

/** Whether a deployment of `seat` now pays event C1-H's toll (not once a Corruption covered this Focus turn). */
const tollDue = (s: Draft): boolean => frameInPlay(s, DEPLOYMENT_TOLL) && !s.focusTurn?.deployCorruption;

/** The answers open to `seat`: 1 Material if held, a Corruption on each free place, then not deploying. */
export function replicatorTolls(s: Draft, seat: Seat): ReplicatorToll[] {
  const material: ReplicatorToll[] = s.players[seat].resources.materials >= 1 ? ['material'] : [];
  return [...material, ...freeCorruptionPlaces(s, seat), 'decline'];
}

/**
 * The record to fight with: when the toll is due and cannot be paid at all, the Replicators cannot deploy, so the
 * record declines them before the Combat (nothing to ask).
 */
export function withUnpayableToll(s: Draft, seat: Seat, combat: InvasionRecord): InvasionRecord {
  if (!combat.input.tech?.replicators || combat.replicatorToll !== undefined || !tollDue(s)) return combat;
  return replicatorTolls(s, seat).length === 1 ? { ...combat, replicatorToll: 'decline' } : combat;
}

/** The Combat's input as the record's answer leaves it: declined, without the Replicators. */
export const tollInput = (combat: InvasionRecord) =>
  (combat.replicatorToll === 'decline' && combat.input.tech ? { ...combat.input, tech: { ...combat.input.tech, replicators: false } } : combat.input);

/** Pauses the fought Combat on `replicatorToll` when its Replicators deployed, the toll is due and not yet answered. */
export function tollWaits(s: Draft, seat: Seat, sector: string, combat: InvasionRecord, choices: FleetType[], result: CombatResult): boolean {
  if (!result.replicated || combat.replicatorToll !== undefined || !tollDue(s)) return false;
  s.replicatorToll = { seat, sector, choices, combat, options: replicatorTolls(s, seat) };
  return true;
}

/** Pays the answered toll once the Combat's consequences apply (only when the Replicators deployed). */
export function payReplicatorToll(s: Draft, seat: Seat, combat: InvasionRecord, result: CombatResult): void {
  const toll = combat.replicatorToll;
  if (!result.replicated || toll === undefined || toll === 'decline') return;
  payDeploymentToll(s, seat, toll === 'material' ? {} : { to: toll });
}

/** The answer `toll` to the waiting Combat, checked against the listed ones: the record to fight again, or null. */
export function answerToll(s: Draft, seat: Seat, toll: ReplicatorToll): InvasionRecord | null {
  const waiting = s.replicatorToll!;
  if (!waiting.options.some((o) => stableStringify(o) === stableStringify(toll))) return null;
  s.replicatorToll = null;
  return { ...waiting.combat, replicatorToll: toll };
}
