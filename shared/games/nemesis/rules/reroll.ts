/**
 * "You may reroll the Combat die once" (Taking Aim) and "you may reroll once every Combat roll you make with this
 * Weapon" (the Prototype Pistol): after a first roll that injures but could do better, the shooter sees the face and
 * chooses (`state.decision`, kind `reroll`; the turn waits). A roll that deals nothing is rolled again at once
 * (rules/shots.ts). On timeout the roll is kept.
 */
import type { Prompt, Rng, Seat } from '../../../engine';
import { combatDieFaces } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisMove } from '../moves/schema';
import type { Held, NemesisState, PendingDecision } from '../state';
import { resolveShot, type ShotTarget } from './shots';
import type { CombatFace } from './weapons';

type Reroll = Extract<PendingDecision, { kind: 'reroll' }>;

export const rerollChoices = (s: NemesisState, seat: Seat): NemesisMove[] =>
  s.decision?.kind === 'reroll' && s.decision.seat === seat
    ? [
        { type: 'choose-reroll', reroll: true },
        { type: 'choose-reroll', reroll: false },
      ]
    : [];

/** `choose-reroll`: rolls again or keeps the face, then resolves the shot (the weapon and target are still there). */
export function chooseReroll(s: NemesisState, reroll: boolean, rng: Rng, events: NemesisEvent[]): void {
  const pending = s.decision as Reroll;
  s.decision = null;
  const held = s.players[pending.seat].hands.find((h): h is Extract<Held, { kind: 'item' }> => h.kind === 'item' && h.card === pending.weapon);
  const target: ShotTarget | undefined = pending.target === 'eggs' ? 'eggs' : s.intruders.find((i) => i.id === pending.target);
  // Nothing moves while the decision waits, so both are there; the guard only keeps a broken state from throwing.
  if (!held || !target) return;
  const first = pending.face as CombatFace;
  if (reroll) resolveShot(s, pending.seat, held, target, rng.roll(combatDieFaces) as CombatFace, pending.bonus, first, rng, events);
  else resolveShot(s, pending.seat, held, target, first, pending.bonus, undefined, rng, events);
}

const FACE_WORDS: Record<string, string> = { blank: 'a blank', creeper: 'a Creeper hit', adult: 'an Adult hit', 'single-hit': 'one hit', 'double-hit': 'two hits' };

export function rerollPrompt(s: NemesisState): Prompt {
  const pending = s.decision as Reroll;
  const message = `You rolled ${FACE_WORDS[pending.face] ?? 'the combat die'}: keep it, or roll the combat die again (the new roll counts)?`;
  return { seat: pending.seat, kind: 'choose-reroll', mode: 'turn', message, options: { face: pending.face }, timeoutMove: { type: 'choose-reroll', reroll: false } };
}
