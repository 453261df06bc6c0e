import type { Notice } from '../notify/notice';
import { changeRef, type ChangeRecord } from './change-record';
import type { TableFacts } from './table-facts';

export interface Links {
  seat(gameId: string, seat: number): string;
  history(gameId: string, seat: number): string;
}

/** A notice, who receives it, and the change it belongs to (the `ref` of its deduplication key). */
export interface PlannedNotice {
  notice: Notice;
  userId: string;
  ref: string;
}

/**
 * The notices of one outbox record, given the table as it is now, at most one per seat:
 * - the start (no move yet) tells every seated player, and those who act first that it is their turn;
 * - a your-turn goes to each newly awaited seat, a reminder to its seat, but only while the table still awaits that seat
 *   (a record delivered late must not call a player who has acted since);
 * - a seat the clock just played for or resigned hears what was done (the time-out policy, from the `timed-out` record
 *   of the same change), and no your-turn besides: that notice says whether it is awaited again;
 * - the end tells everyone the result.
 * A seat whose prompt names a phase key (a game played in phases, where one seat may be asked again and again within a
 * phase) hears "your turn" once per phase key: the notice's ref is the key, so the delivery log takes a later notice of
 * the same phase for a duplicate; and a reminder only when the table waits for that seat alone.
 */
export function planNotices(record: ChangeRecord, facts: TableFacts, links: Links): PlannedNotice[] {
  const ref = changeRef(record);
  const stillAwaited = (seat: number) => facts.outcome === null && facts.awaited.has(seat);
  const phaseKey = (seat: number) => (stillAwaited(seat) ? facts.phaseKeys?.get(seat) : undefined);
  const turnRef = (seat: number) => (phaseKey(seat) === undefined ? ref : phaseRef(phaseKey(seat)!));
  const plan = (seat: number, userId: string, extra: Partial<Notice>, noticeRef = ref): PlannedNotice => ({
    notice: {
      type: 'your-turn',
      gameId: facts.gameId,
      gameType: facts.gameType,
      gameTitle: facts.gameTitle,
      tableName: facts.tableName,
      seat,
      seq: record.version,
      at: record.at,
      url: links.seat(facts.gameId, seat),
      awaited: stillAwaited(seat) ? facts.awaited.get(seat)! : null,
      ...extra,
    },
    userId,
    ref: noticeRef,
  });
  switch (record.kind) {
    case 'game-over': {
      const outcome = facts.outcome;
      if (!outcome) return [];
      const names = facts.seats.map((s) => s.name ?? `player ${s.seat + 1}`);
      return record.seats.map(({ seat, userId }) =>
        plan(seat, userId, { type: 'game-ended', awaited: null, result: { outcome, youWon: outcome.winners.includes(seat), historyUrl: links.history(facts.gameId, seat), names } }),
      );
    }
    case 'your-turn': {
      if (record.seq === 0) {
        const first = new Set(record.seats.map((s) => s.seat));
        return facts.seats
          .filter((s) => s.userId !== null && s.status === 'joined')
          .map((s) => (first.has(s.seat) ? plan(s.seat, s.userId!, { type: 'game-started' }, turnRef(s.seat)) : plan(s.seat, s.userId!, { type: 'game-started', awaited: null })));
      }
      const timedOut = new Set(facts.timeouts.filter((t) => t.at === record.at).map((t) => t.seat));
      return record.seats.filter(({ seat }) => !timedOut.has(seat) && stillAwaited(seat)).map(({ seat, userId }) => plan(seat, userId, { type: 'your-turn' }, turnRef(seat)));
    }
    case 'timed-out':
      return record.seats.map(({ seat, userId }) => plan(seat, userId, { type: 'timed-out', timeout: { policy: facts.timeoutPolicy } }));
    case 'reminder':
      return record.seats
        .filter(({ seat }) => stillAwaited(seat) && (phaseKey(seat) === undefined || facts.awaited.size === 1))
        .map(({ seat, userId }) => plan(seat, userId, { type: 'reminder' }));
    default: {
      const never: never = record.kind;
      return never;
    }
  }
}

/** The ref of the one "your turn" a seat hears in a phase: one delivery per game, phase key, seat and channel. */
export const phaseRef = (phaseKey: string) => `turn@${phaseKey}`;
