/**
 * Standing ready (rules version 2, for asynchronous tables): a seat may stay ready for every later window of the
 * phase it plans, and say what wakes it ("keep me ready unless a new threat appears in my zone"). After each
 * announcement a standing seat stays ready unless the announcement brought it something new by its own preference:
 * a new phase to plan (always), a threat it watches, or (watching everything) a card in its hand.
 * The fields live in the state only once a seat has used these moves, so older logs replay hash for hash.
 */
import type { PhaseNo, SpaceAlertState, WatchZone } from '../state';

/** What each seat had before an announcement, to tell what the announcement brought it. */
export interface Before {
  phases: PhaseNo[];
  hands: number[];
  threats: number;
}

export function before(s: SpaceAlertState): Before {
  return {
    phases: [...s.phase],
    hands: s.phase.map((_, seat) => s.members.find((m) => m.seat === seat)?.hand.length ?? 0),
    threats: s.announced.length,
  };
}

const zoneOfThreat = (zone: SpaceAlertState['announced'][number]['zone']): WatchZone => zone ?? 'internal';

/** Whether what happened since `was` wakes `seat` (the seat's phase is unchanged: a new phase always wakes). */
function wakes(s: SpaceAlertState, seat: number, was: Before): boolean {
  const watch = s.watch?.[seat] ?? null;
  const threats = s.announced.slice(was.threats).map((a) => zoneOfThreat(a.zone));
  if (threats.some((z) => watch === null || z === watch)) return true;
  const hand = s.members.find((m) => m.seat === seat)?.hand.length ?? 0;
  return watch === null && hand > was.hands[seat];
}

/**
 * Applies the standing orders after an announcement or a data transfer: woken seats are asked again (their order
 * ends), the others stay ready in the new window, or give nothing in a data transfer.
 */
export function keepStanding(s: SpaceAlertState, was: Before): void {
  const standing = s.standing;
  if (!standing) return;
  standing.forEach((phase, seat) => {
    if (phase === null) return;
    if (s.phase[seat] !== phase || s.status === 'over' || wakes(s, seat, was)) {
      standing[seat] = null;
      return;
    }
    if (s.status === 'transfer') s.gifts[seat] ??= { card: null, to: null };
    else s.ready[seat] = true;
  });
}

export function standReady(s: SpaceAlertState, seat: number): void {
  s.standing ??= s.phase.map(() => null);
  s.standing[seat] = s.phase[seat];
}

export function setWatch(s: SpaceAlertState, seat: number, zone: WatchZone | null): void {
  s.watch ??= s.phase.map(() => null);
  s.watch[seat] = zone;
}

/** A mission's standing orders end with it (a campaign deals the next one afresh); preferences stay. */
export function endStanding(s: SpaceAlertState): void {
  if (s.standing) s.standing = s.standing.map(() => null);
}
