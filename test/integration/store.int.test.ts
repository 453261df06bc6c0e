import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ConflictError } from '../../functions/core/errors';
import type { GameMeta, StoredMove } from '../../functions/core/model';
import { openStore } from '../../functions/store';

const store = openStore({ tableName: 'store-test', endpoint: inject('dynamoEndpoint') });
let requests = 0;
beforeAll(async () => {
  await store.ensureTable();
  store.doc.middlewareStack.add((next) => async (args) => {
    requests++;
    return next(args);
  }, { step: 'initialize' });
});
afterAll(() => store.doc.destroy());

const meta = (over: Partial<GameMeta> = {}): GameMeta => ({
  id: 'g-store-1', type: 'high-card', name: null, config: {}, seats: [], creatorId: 'u1', status: 'active', version: 1, moveCount: 0,
  snapSeq: 0, awaited: [0], deadlines: [null], remindAt: [null], dueAt: null, timeLimitHours: null, timeoutPolicy: 'bot',
  allowSpectators: false, engineVersion: 1, seed: 'secret-seed', startedAt: 1, createdAt: 1, updatedAt: 1, outcome: null, ...over,
});
const move = (seq: number): StoredMove => ({ seq, seat: 0, move: { n: seq }, events: [], at: seq, clientMoveId: `c${seq}`, by: 'player', stateHash: `h${seq}` });

describe('the game store', () => {
  it('given 45 moves with a snapshot every 20, when the game is loaded, then META and one query return the snapshot at 40 and moves 41 to 45, and one query a history step', async () => {
    await store.games.createGame(meta(), []);
    let current = meta();
    await store.games.writeGame({ meta: current, expectedVersion: 1, snapshots: [{ seq: 0, state: { at: 0 }, stateHash: 'h0' }] });
    for (let seq = 1; seq <= 45; seq++) {
      const next = meta({ version: current.version + 1, moveCount: seq, snapSeq: seq % 20 === 0 ? seq : current.snapSeq });
      await store.games.writeGame({ meta: next, expectedVersion: current.version, moves: [move(seq)], snapshots: seq % 20 === 0 ? [{ seq, state: { at: seq }, stateHash: `h${seq}` }] : [] });
      current = next;
    }
    requests = 0;
    const loadedMeta = await store.games.getMeta('g-store-1');
    const { snapshot, moves } = await store.games.loadLatest(loadedMeta!);
    expect(requests).toBe(2);
    expect(snapshot).toEqual({ seq: 40, state: { at: 40 }, stateHash: 'h40' });
    expect(moves.map((m) => m.seq)).toEqual([41, 42, 43, 44, 45]);
    requests = 0;
    const at25 = await store.games.loadUpTo('g-store-1', 25, 20);
    expect(requests).toBe(1);
    expect(at25.snapshot.seq).toBe(20);
    expect(at25.log.map((m) => m.seq)).toEqual([21, 22, 23, 24, 25]);
    const at40 = await store.games.loadUpTo('g-store-1', 40, 20);
    expect(at40.snapshot.seq).toBe(20);
    expect(at40.log.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect(await store.games.loadUpTo('g-store-1', 0, 20)).toEqual({ snapshot: { seq: 0, state: { at: 0 }, stateHash: 'h0' }, log: [] });
    expect((await store.games.recentMoves('g-store-1', 20)).map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 26));
  });

  it('given a META at version v, when a write expects another version, then it fails as a version conflict and writes nothing', async () => {
    const m = meta({ id: 'g-store-2' });
    await store.games.createGame(m, []);
    const stale = store.games.writeGame({ meta: meta({ id: 'g-store-2', version: 3, moveCount: 1 }), expectedVersion: 2, moves: [move(1)] });
    await expect(stale).rejects.toEqual(new ConflictError('version'));
    expect((await store.games.getMeta('g-store-2'))!.version).toBe(1);
    expect(await store.games.findClientMove('g-store-2', 0, 'c1')).toBeNull();
  });

  it('given a clientMoveId already logged, when another write reuses it, then it fails as a duplicate', async () => {
    const m = meta({ id: 'g-store-3' });
    await store.games.createGame(m, []);
    await store.games.writeGame({ meta: meta({ id: 'g-store-3', version: 2, moveCount: 1 }), expectedVersion: 1, moves: [move(1)] });
    const again = store.games.writeGame({ meta: meta({ id: 'g-store-3', version: 3, moveCount: 2 }), expectedVersion: 2, moves: [{ ...move(2), clientMoveId: 'c1' }] });
    await expect(again).rejects.toEqual(new ConflictError('duplicate'));
    expect(await store.games.findClientMove('g-store-3', 0, 'c1')).toBe(1);
  });
});
