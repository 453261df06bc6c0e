/**
 * What happens when a window closes: the next announcement fires, and while every seat stands ready (nothing it
 * watches came up) the windows that follow pass without waiting for anyone (rules version 2; without standing
 * orders exactly one announcement fires, as in version 1).
 */
import type { SpaceAlertEvent } from '../events';
import type { SpaceAlertState } from '../state';
import { before, keepStanding, type Before } from './standing';
import { executeTransfer } from './transfer';
import { fireNext } from './window';

/** Fires the next announcement, then every further one that finds nobody to wait for. */
export function announce(s: SpaceAlertState, now: number, events: SpaceAlertEvent[]): void {
  for (;;) {
    const was = before(s);
    fireNext(s, now, events);
    if (!nobodyAwaited(s, now, events, was)) return;
  }
}

/** Executes a data transfer whose gifts are all chosen, then goes on as `announce` when nobody is left to wait for. */
export function completeTransfer(s: SpaceAlertState, now: number, events: SpaceAlertEvent[]): void {
  const was = before(s);
  executeTransfer(s, now, events);
  if (nobodyAwaited(s, now, events, was)) announce(s, now, events);
}

/** Applies the standing orders to the window just opened; true when it needs nobody (a transfer is executed at once). */
function nobodyAwaited(s: SpaceAlertState, now: number, events: SpaceAlertEvent[], was: Before): boolean {
  if (!s.standing || s.status === 'over') return false;
  keepStanding(s, was);
  if (s.status === 'transfer') {
    if (s.gifts.some((g) => g === null)) return false;
    const given = before(s);
    executeTransfer(s, now, events);
    return nobodyAwaited(s, now, events, given);
  }
  return s.ready.every(Boolean);
}
