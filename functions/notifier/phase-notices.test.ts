/**
 * "Your turn" mails for a game played in phases (Space Alert): a player is mailed once per phase, however often the
 * table comes to wait on them within it; reminders only when the table waits for them alone. Driven by a whole mission
 * of standing-ready bots, each change turned into its outbox record as the service writes it, and delivered through
 * the notifier with a delivery log in memory (the deduplication is the delivery log's, as in production).
 */
import { describe, expect, it } from 'vitest';
import { awaitedSeats, type BaseState } from '../../shared/engine';
import { spaceAlert } from '../../shared/games/space-alert';
import { awaitedTransitions, playPaced } from '../../shared/games/space-alert/testing-pacing';
import { highCard } from '../../test/fixtures/high-card';
import type { GameMeta } from '../core/model';
import type { ChangeRecord } from './change-record';
import { notifyChange, type NotifierDeps } from './notifier';
import { planNotices } from './plan-notices';
import type { DeliveryKey } from './ports';
import { tableFacts, type TableFacts } from './table-facts';
import { metaFor, startState, testLinks } from './testing/table';

const SEATS = 4;
const seatsOf = (n: number): GameMeta['seats'] => Array.from({ length: n }, (_, seat) => ({ seat, status: 'joined' as const, userId: `u-${seat}`, name: `Player ${seat + 1}`, inviteEmail: null }));

/** A notifier whose mail goes nowhere and whose delivery log remembers, in memory, which deliveries were made. */
function memoryNotifier(table: () => TableFacts) {
  const done = new Set<string>();
  const sent: DeliveryKey[] = [];
  const id = (k: DeliveryKey) => `${k.ref}#${k.seat}#${k.channel}`;
  const deps = {
    recipients: { get: async (userId: string) => ({ userId, email: `${userId}@example.test`, displayName: userId, emailNotifications: true, notifyOnChatMention: false, webhookUrl: null, webhookFormat: 'json', webhookSecret: null }) },
    deliveryLog: {
      begin: async (k: DeliveryKey) => (done.has(id(k)) ? 'done' : 'acquired'),
      finish: async (k: DeliveryKey) => {
        done.add(id(k));
        sent.push(k);
      },
      release: async () => {},
    },
    deadLetters: { put: async () => {}, list: async () => [] },
    mailer: { send: async () => ({ messageId: 'm' }) },
    mailFrom: 'table@example.test',
    links: { ...testLinks, unsubscribe: (token: string) => `http://127.0.0.1:3000/unsubscribe?token=${token}` },
    unsubscribeSecret: 'test-secret',
    tables: { load: async () => table() },
    webhook: { policy: {}, now: () => 0, sleep: async () => {} },
  } as unknown as NotifierDeps;
  return { deps, sent };
}

/** The outbox record of a change, as the service writes it: newly awaited seats, or everyone at the start and the end. */
function recordOf(before: number[], state: BaseState, version: number): ChangeRecord | null {
  const seats = (list: number[]) => list.map((seat) => ({ seat, userId: `u-${seat}` }));
  const base = { gameId: 'g-test01', gameType: 'space-alert', seq: version - 1, version, at: version * 1000 };
  if (awaitedSeats(spaceAlert, state).length === 0) return { ...base, kind: 'game-over', seats: seats([0, 1, 2, 3]) };
  const fresh = awaitedSeats(spaceAlert, state).filter((s) => version === 1 || !before.includes(s));
  return fresh.length ? { ...base, kind: 'your-turn', seq: version === 1 ? 0 : version - 1, seats: seats(fresh) } : null;
}

describe('turn mails of a phased game', () => {
  it.each(['mission-2', 'mission-6', 'random'])(
    'given a 4-player %s played by standing-ready bots, when every change is notified, then each player gets one turn mail per phase it was asked to play in',
    async (mission) => {
      const states = playPaced({ mission }, SEATS, 'mail').map((x) => x.state);
      let current: BaseState = states[0];
      const { deps, sent } = memoryNotifier(() => tableFacts(metaFor(spaceAlert, current, { seats: seatsOf(SEATS), version: 1 }), spaceAlert, current));
      let before: number[] = [];
      for (const [i, state] of states.entries()) {
        current = state;
        const record = recordOf(before, state, i + 1);
        if (record) await notifyChange(record, deps);
        before = awaitedSeats(spaceAlert, state);
      }
      const turnMails = new Map<string, number>();
      for (const k of sent.filter((x) => x.ref.startsWith('turn@'))) turnMails.set(`seat ${k.seat} ${k.ref.slice(5)}`, (turnMails.get(`seat ${k.seat} ${k.ref.slice(5)}`) ?? 0) + 1);
      const transitions = awaitedTransitions(states);
      // One mail for every (seat, phase) in which the table waited on the seat, and no more.
      expect([...turnMails.keys()].sort()).toEqual([...transitions.keys()].sort());
      expect([...turnMails.values()].every((n) => n === 1)).toBe(true);
      // Control: the table came to wait on some player more than once in a phase, so the batching did something.
      expect(Math.max(...transitions.values())).toBeGreaterThan(1);
      expect(sent.filter((x) => !x.ref.startsWith('turn@')).map((x) => x.ref)).toEqual(Array(SEATS).fill(String(states.length)));
    },
  );
});

describe('reminders of a phased game', () => {
  const reminder = (seats: number[]): ChangeRecord => ({ kind: 'reminder', gameId: 'g-test01', gameType: 'space-alert', seq: 4, version: 5, seats: seats.map((seat) => ({ seat, userId: `u-${seat}` })), at: 99 });
  const facts = (state: BaseState) => tableFacts(metaFor(spaceAlert, state, { seats: seatsOf(SEATS) }), spaceAlert, state);

  it('given the table waits for several players, when a reminder is due, then nobody is reminded', () => {
    const start = playPaced({ mission: 'mission-2' }, SEATS, 'r')[0].state;
    expect(planNotices(reminder([0, 1, 2, 3]), facts(start), testLinks)).toEqual([]);
  });

  it('given the table waits for one player alone, when a reminder is due, then that player is reminded', () => {
    const steps = playPaced({ mission: 'mission-2' }, SEATS, 'r');
    const alone = steps.find((x) => awaitedSeats(spaceAlert, x.state).length === 1)!.state;
    const [seat] = awaitedSeats(spaceAlert, alone);
    expect(planNotices(reminder([seat]), facts(alone), testLinks).map((p) => [p.notice.type, p.notice.seat])).toEqual([['reminder', seat]]);
  });

  it('given a game without phase keys (high card) waiting for several players, when a reminder is due, then each is reminded as before', () => {
    const state = startState(highCard, 3);
    const planned = planNotices({ ...reminder([0, 1, 2]), gameType: 'high-card' }, tableFacts(metaFor(highCard, state), highCard, state), testLinks);
    expect(planned.map((p) => [p.notice.type, p.ref])).toEqual([0, 1, 2].map(() => ['reminder', '5:reminder:99']));
  });
});
