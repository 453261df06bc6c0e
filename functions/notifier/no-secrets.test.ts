import { describe, expect, it } from 'vitest';
import { applyMove, awaitedSeats, randomStep, Rng, type BaseState } from '../../shared/engine';
import { highCard } from '../../test/fixtures/high-card';
import { renderEmail } from '../notify/templates/email';
import { renderWebhookBody } from '../notify/templates/webhook-body';
import type { ChangeRecord } from './change-record';
import { planNotices } from './plan-notices';
import { tableFacts } from './table-facts';
import { metaFor, startState, testLinks } from './testing/table';

/** Every message a seat could be sent about this state, in every channel and format. */
function messagesFor(state: BaseState, seq: number): Array<{ seat: number; body: string }> {
  const meta = metaFor(highCard, state, { moveCount: seq, version: seq + 1 });
  const facts = tableFacts(meta, highCard, state);
  const everyone = meta.seats.map((s) => ({ seat: s.seat, userId: s.userId! }));
  const awaited = everyone.filter((s) => meta.awaited.includes(s.seat));
  const base = { gameId: meta.id, gameType: meta.type, seq, version: seq + 1, at: 0 };
  const records: ChangeRecord[] = [
    { ...base, kind: 'your-turn', seats: awaited },
    { ...base, kind: 'your-turn', seq: 0, seats: awaited },
    { ...base, kind: 'reminder', seats: awaited },
    { ...base, kind: 'timed-out', seats: awaited },
    { ...base, kind: 'game-over', seats: everyone },
  ];
  return records.flatMap((r) =>
    planNotices(r, facts, testLinks).flatMap(({ notice }) => [
      { seat: notice.seat, body: JSON.stringify(renderEmail(notice, 'Bea', 'http://127.0.0.1:8787/api/v1/unsubscribe?token=t')) },
      ...(['json', 'discord', 'slack'] as const).map((f) => ({ seat: notice.seat, body: JSON.stringify(renderWebhookBody(notice, f)) })),
    ]),
  );
}

describe('notifications and hidden information', () => {
  it('given three-seat games in progress, when every notice is built at every step, then no message holds a secret of its recipient', () => {
    let checked = 0;
    let secretsInPrompts = 0;
    for (const seed of ['s1', 's2', 's3']) {
      let state = startState(highCard, 3, seed);
      const bots = Rng.fromSeed(`bots:${seed}`);
      for (let seq = 0; !highCard.outcome(state as never); seq++) {
        for (const { seat, body } of messagesFor(state, seq)) {
          for (const secret of highCard.secrets(state as never, seat)) expect(body, `seat ${seat} at move ${seq}`).not.toContain(secret);
          checked++;
        }
        // Control: the prompts' options do hold other seats' secrets, so leaving them out is what keeps messages clean.
        const options = JSON.stringify(highCard.prompts(state as never).map((p) => p.options));
        if (awaitedSeats(highCard, state).some((s) => highCard.secrets(state as never, (s + 1) % 3).some((x) => options.includes(x)))) secretsInPrompts++;
        const step = randomStep(highCard, state, bots)!;
        const next = applyMove<BaseState>(highCard, state, step.seat, step.move, seq * 1000);
        if (!next.ok) throw new Error(next.error.message);
        state = next.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(secretsInPrompts).toBeGreaterThan(0);
  });
});
