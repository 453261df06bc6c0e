/**
 * What serious wound cards do while they lie on a character board (data: serious-wounds.json): Bleeding, Guts and
 * Lungs whenever their character passes; Leg, Knee and Hand make an action cost 1 more card; Body lowers the hand
 * drawn at Cleanup to 4; Eyes adds 1 to the character's Shoot results. Arm (one hand slot): rules/wound-arm.ts.
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { PlayerState, RetaliationState } from '../state';
import { gainContamination, HAND_SIZE } from './cards';
import { inCombat, inPlay, loseHealth, loseOxygen } from './health';

/** Each serious wound's printed kind (instances are `<kind>-<n>`). */
const kinds = (p: PlayerState) => p.seriousWounds.map((w) => w.replace(/-\d+$/, ''));
const count = (p: PlayerState, kind: string) => kinds(p).filter((k) => k === kind).length;

export const LUNGS_HP = 2;
export const BODY_HAND_SIZE = 4;

/** The pass effects of the character's wounds, each card in turn. */
export function woundsOnPass(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  const events: RetaliationEvent[] = [];
  for (const kind of kinds(p)) {
    if (!inPlay(p)) break;
    if (kind === 'bleeding') events.push(...loseHealth(s, seat, 1, 'a bleeding wound'));
    else if (kind === 'guts') events.push(...gainContamination(s, seat, 1));
    else if (kind === 'lungs') events.push(...(p.oxygen === 0 ? loseHealth(s, seat, LUNGS_HP, 'wounded lungs') : loseOxygen(s, seat, 1)));
  }
  return events;
}

/** The extra action cards an action costs this character (Leg: a Move out of a room with an intruder; Knee; Hand). */
export function woundSurcharge(s: RetaliationState, seat: Seat, action: string): number {
  const p = s.players[seat];
  if (action === 'move') return inCombat(s, seat) ? count(p, 'leg') : 0;
  if (action === 'careful-move') return count(p, 'knee');
  if (action === 'use-item') return count(p, 'hand');
  return 0;
}

/** Eyes: +1 to each numbered Shoot result (a Critical still kills). */
export const shootResultBonus = (s: RetaliationState, seat: Seat): number => count(s.players[seat], 'eyes');

/** The hand size drawn to at Cleanup. */
export const handSizeOf = (p: PlayerState): number => (count(p, 'body') ? BODY_HAND_SIZE : HAND_SIZE);

