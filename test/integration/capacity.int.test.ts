import { afterAll, describe, expect, inject, it } from 'vitest';
import type { GameMeta } from '../../functions/core/model';
import { openStore, type CallCapacity } from '../../functions/store';

const calls: CallCapacity[] = [];
const metered = openStore({ tableName: 'capacity-test', endpoint: inject('dynamoEndpoint'), onCapacity: (c) => calls.push(c) });
afterAll(() => metered.doc.destroy());

const meta: GameMeta = {
  id: 'g-capacity-1', type: 'high-card', name: null, config: {}, seats: [], creatorId: 'u1', status: 'open', version: 1, moveCount: 0,
  snapSeq: 0, awaited: [], deadlines: [], remindAt: [], dueAt: null, timeLimitHours: null, timeoutPolicy: 'bot',
  allowSpectators: false, engineVersion: 1, seed: 'secret-seed', startedAt: null, createdAt: 1, updatedAt: 1, outcome: null,
};

describe('the store\'s capacity option', () => {
  it('given a store opened with onCapacity, when it writes then reads a game, then each call reports its operation and the units DynamoDB consumed', async () => {
    await metered.ensureTable();
    calls.length = 0;
    await metered.games.createGame(meta, []);
    const written = calls.splice(0);
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((c) => c.read === 0)).toBe(true);
    expect(written.reduce((sum, c) => sum + c.write, 0)).toBeGreaterThanOrEqual(1);

    expect((await metered.games.getMeta(meta.id))?.id).toBe(meta.id);
    expect(calls).toEqual([{ operation: 'GetItemCommand', read: 1, write: 0 }]);
  });
});
