import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame } from '../../functions/core/lobby';
import { settleRules } from '../../functions/core/rules-versions';
import { CreateGameRequest } from '../../shared/api';
import { replay, stateHash } from '../../shared/engine';
import { highCardWithFix, seedFor } from '../fixtures/high-card-v2';
import { startDeploys, type Deploys } from './rules-deploys';

const NOTICE = 'This table plays under the rules it started with (version 1): a later rules fix would have changed moves already made.';

let d: Deploys;
beforeAll(async () => {
  d = await startDeploys();
});
afterAll(() => d?.close());

const lastEvent = (table: { recentLog: Array<{ events: unknown[] }> }) => table.recentLog.at(-1)!.events[0];
const metaOf = async (id: string) => (await d.store.games.getMeta(id))!;
const writesFor = (id: string) => d.rulesWrites.filter((m) => m.id === id);

describe('given a table started under rules version 1, when version 2 ships', () => {
  it('and the fix does not touch its log, then the first load upgrades it in one write and play goes on under version 2', async () => {
    const id = await d.startTable(d.v1, seedFor(['decline', 'roll-3']));
    await d.playRound(d.v1, id, 'decline');
    const before = await metaOf(id);

    const table = await d.v2.table(d.users[0], id);
    expect(table.rulesNotice).toBeUndefined();
    const meta = await metaOf(id);
    expect(meta).toMatchObject({ engineVersion: 2, rulesPinned: null, version: before.version, snapSeq: 4 });
    expect(writesFor(id)).toHaveLength(1);
    expect((await d.store.games.loadLatest(meta)).snapshot.seq).toBe(4);

    // Under version 1 this challenge, rolled as a 3, would take the point; under version 2 the point stands.
    const after = await d.playRound(d.v2, id, 'roll-3');
    expect(lastEvent(after)).toMatchObject({ type: 'challenged', roll: 3, success: false });
    await d.v2.table(d.users[1], id);
    expect(writesFor(id)).toHaveLength(1);
  });

  it('and the fix would change a move already made, then the table is pinned once and finishes under version 1', async () => {
    const id = await d.startTable(d.v1, seedFor(['roll-3', 'roll-3']));
    await d.playRound(d.v1, id, 'roll-3');

    const table = await d.v2.table(d.users[2], id);
    expect(table.rulesNotice).toBe(NOTICE);
    expect(await metaOf(id)).toMatchObject({ engineVersion: 1, rulesPinned: { newest: 2, reason: 'the state after move 4 differs under the newest rules' } });

    const after = await d.playRound(d.v2, id, 'roll-3');
    expect(lastEvent(after)).toMatchObject({ type: 'challenged', roll: 3, success: true });
    expect(after.rulesNotice).toBe(NOTICE);
    expect(writesFor(id)).toHaveLength(1);

    // The stored state is the one version 1 rebuilds from the log, not version 2's.
    const { meta, state } = await d.v2.internalState(id);
    const { moves } = await d.store.games.loadLog(meta);
    const start = { config: meta.config, seats: 3, seed: meta.seed, startedAt: meta.startedAt! };
    const log = moves.map((m) => ({ seat: m.seat, move: m.move, at: m.at }));
    expect(stateHash(state)).toBe(replay(d.fixed, start, log, undefined, 1).hashes.at(-1));
    expect(stateHash(state)).not.toBe(replay(d.fixed, start, log, undefined, 2).hashes.at(-1));

    const history = await d.v2.history(d.users[0], id, 4);
    expect(history.view).toMatchObject({ round: 2 });
    expect((await d.v2.history(d.users[0], id)).view).toEqual((await d.v2.table(d.users[0], id)).view);
  });

  it('and a later deploy no longer serves version 1, then a pinned table says so instead of being replayed wrongly', async () => {
    const id = await d.startTable(d.v1, seedFor(['roll-3']));
    await d.playRound(d.v1, id, 'roll-3');
    await d.v2.table(d.users[0], id);
    const retired = d.deploy(highCardWithFix({ supportedVersions: [] }));
    await expect(retired.table(d.users[0], id)).rejects.toMatchObject({ code: 'game/engine-version', message: expect.stringMatching(/rules version 1/) });
  });
});

describe('given a table created under rules version 1 and not started when version 2 ships', () => {
  it('when it is started, then it is set up and plays under version 2 from its first move', async () => {
    const id = (await d.v1.createGame(d.users[0], CreateGameRequest.parse({ type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] }))).game.id;
    expect((await metaOf(id)).engineVersion).toBe(1);
    await d.v1.joinGame(d.users[1], id);
    // The command alone, without the table read after it (a read would settle the table's rules anyway).
    await startGame(d.v2.ports, d.users[0], id);
    expect(await metaOf(id)).toMatchObject({ status: 'active', engineVersion: 2 });
    expect((await d.v2.table(d.users[0], id)).rulesNotice).toBeUndefined();
  });
});

describe('given two loads of a version 1 table at the same moment after version 2 ships', () => {
  it.each([
    ['upgraded', 'decline', undefined],
    ['pinned', 'roll-3', NOTICE],
  ] as const)('when the fix %s it, then exactly one rules write is made and both see the same table', async (_, plan, notice) => {
    const id = await d.startTable(d.v1, seedFor([plan]));
    await d.playRound(d.v1, id, plan);
    const other = d.deploy(d.fixed);
    const tables = await Promise.all([d.v2.table(d.users[0], id), other.table(d.users[0], id), d.v2.table(d.users[1], id), other.table(d.users[2], id)]);
    expect(writesFor(id)).toHaveLength(1);
    expect(new Set(tables.map((t) => t.version)).size).toBe(1);
    expect(tables.map((t) => t.rulesNotice)).toEqual([notice, notice, notice, notice]);
    expect(tables[0].view).toEqual(tables[1].view);
  });

  it('when a load holding META read before another upgraded it settles, then it writes nothing and reads the upgraded META', async () => {
    const id = await d.startTable(d.v1, seedFor(['decline']));
    await d.playRound(d.v1, id, 'decline');
    const stale = await metaOf(id);
    await d.v2.table(d.users[0], id);
    const settled = await settleRules(d.v2.ports, d.fixed, stale);
    expect(settled).toMatchObject({ engineVersion: 2, version: stale.version });
    expect(writesFor(id)).toHaveLength(1);
  });

  it('when a player who looked before the upgrade moves at the version they saw, then the move is accepted', async () => {
    const id = await d.startTable(d.v1, seedFor(['decline']));
    await d.playRound(d.v1, id, 'decline');
    const seen = await d.v1.table(d.users[1], id);
    const hand = (seen.view as { hand: string[] }).hand;
    const result = await d.v2.submitMove(d.users[1], id, { expectedVersion: seen.version, clientMoveId: 'looked-before', move: { type: 'play', card: hand[0] } });
    expect(result).toMatchObject({ seq: 5, duplicate: false });
    expect((await metaOf(id)).engineVersion).toBe(2);
  });
});

describe('given a version 1 table at the end of its game, when version 2 ships', () => {
  it.each([
    ['untouched by the fix, then it is upgraded', ['decline', 'decline', 'decline'], 2, undefined],
    ['with a challenge rolled as a 3, then it is pinned', ['roll-3', 'decline', 'decline'], 1, NOTICE],
  ] as const)('%s, its outcome and history unchanged', async (_, plan, version, notice) => {
    const id = await d.startTable(d.v1, seedFor(plan));
    for (const round of plan) await d.playRound(d.v1, id, round);
    const before = await d.v1.table(d.users[0], id);
    expect(before.game.status).toBe('finished');
    const history = await d.v1.history(d.users[0], id, 5);

    const after = await d.v2.table(d.users[0], id);
    expect((await metaOf(id)).engineVersion).toBe(version);
    expect(after.rulesNotice).toBe(notice);
    expect(after.game.outcome).toEqual(before.game.outcome);
    expect(after.view).toEqual(before.view);
    expect((await d.v2.history(d.users[0], id, 5)).view).toEqual(history.view);
    expect(writesFor(id)).toHaveLength(1);
  });
});
