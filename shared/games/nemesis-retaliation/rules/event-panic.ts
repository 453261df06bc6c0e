/**
 * Event card Panic's main effect (data: event-cards.json): each character in a room with an intruder, or next to a
 * corridor holding one, loses 1 Oxygen or spends Ammo (1 from a weapon holding an Ammo token). A character with no
 * ammo to spend simply loses the oxygen; the others choose at once and in parallel (phase `panic`), and the Event
 * Phase goes on once every one has answered.
 */
import type { Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { MoveOf } from '../moves/schema';
import type { RetaliationState } from '../state';
import { corridorsOf, intrudersAt } from './board';
import { ammoChoices, hasAmmo, spendAmmo, type AmmoKind } from './equipment';
import { inPlay, loseOxygen, turnOrder } from './health';

export const PANIC_OXYGEN = 1;

/** Weapons in hand with an Ammo token to spend (the Autoloader Belt's counts as on any ranged weapon). */
export const panicWeapons = (s: RetaliationState, seat: Seat): string[] => s.players[seat].hands.filter((w) => hasAmmo(s, seat, w));

/** The answers a seat may give: lose the Oxygen, or spend from a weapon, naming the token when it holds both kinds (§6.2). */
export function panicChoices(s: RetaliationState, seat: Seat): Array<MoveOf<'panic-choice'>> {
  return [null, ...panicWeapons(s, seat)].flatMap((weapon): Array<MoveOf<'panic-choice'>> => [
    { type: 'panic-choice', weapon },
    ...(weapon === null ? [] : ammoChoices(s, seat, weapon).map((ammo) => ({ type: 'panic-choice', weapon, ammo }) as const)),
  ]);
}

function affected(s: RetaliationState, seat: Seat): boolean {
  const p = s.players[seat];
  if (!inPlay(p)) return false;
  return intrudersAt(s, p.space!).length > 0 || corridorsOf(s, p.space!).some((c) => intrudersAt(s, c).length > 0);
}

/** Resolves the characters without a choice and leaves the others waiting (the caller records the event card). */
export function startPanic(s: RetaliationState): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  const pending: Seat[] = [];
  for (const seat of turnOrder(s).filter((x) => affected(s, x))) {
    if (panicWeapons(s, seat).length) pending.push(seat);
    else events.push(...loseOxygen(s, seat, PANIC_OXYGEN));
  }
  if (pending.length) {
    s.phase = 'panic';
    s.panic = { pending, instance: '' };
  }
  return events;
}

/** One answer: `weapon` spends 1 Ammo from it (the token `kind`, if named), null loses 1 Oxygen. Returns whether everyone has answered. */
export function answerPanic(s: RetaliationState, seat: Seat, weapon: string | null, kind?: AmmoKind): { events: RetaliationEvent[]; done: boolean } {
  const panic = s.panic!;
  panic.pending = panic.pending.filter((x) => x !== seat);
  let events: RetaliationEvent[];
  if (weapon === null) events = loseOxygen(s, seat, PANIC_OXYGEN);
  else {
    const left = spendAmmo(s, seat, weapon, kind);
    events = left ? [{ type: 'ammo-spent', seat, item: weapon, left }] : [];
  }
  return { events, done: panic.pending.length === 0 };
}

/** The default when a seat's time runs out: lose the oxygen, unless that would suffocate the character. */
export const panicDefault = (s: RetaliationState, seat: Seat): string | null => (s.players[seat].suffocating || s.players[seat].oxygen === 0 ? panicWeapons(s, seat)[0] : null);
