import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { upgradeAll } from '../../functions/core/rules-versions';
import { CreateGameRequest } from '../../shared/api';
import { seedFor } from '../fixtures/high-card-v2';
import { startDeploys, type Deploys } from './rules-deploys';

let d: Deploys;
beforeAll(async () => {
  d = await startDeploys();
});
afterAll(() => d?.close());

it('given tables of every kind, when upgrade-tables runs twice after version 2 ships, then it counts upgraded, pinned and current tables, and the second run changes nothing', async () => {
  const untouched = await d.startTable(d.v1, seedFor(['decline']));
  await d.playRound(d.v1, untouched, 'decline');
  const touched = await d.startTable(d.v1, seedFor(['roll-3']));
  await d.playRound(d.v1, touched, 'roll-3');
  const finishedTouched = await d.startTable(d.v1, seedFor(['roll-3', 'decline', 'decline']));
  for (const round of ['roll-3', 'decline', 'decline'] as const) await d.playRound(d.v1, finishedTouched, round);
  const notStarted = (await d.v1.createGame(d.users[0], CreateGameRequest.parse({ type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] }))).game.id;
  await d.startTable(d.v2, seedFor(['decline']));

  const first = await upgradeAll(d.v2.ports, d.fixed, await d.store.games.listMetas('high-card'));
  expect(first).toEqual({ current: 1, upgraded: 2, pinned: 2, failed: [] });
  const versions = async (ids: string[]) => Promise.all(ids.map(async (id) => (await d.store.games.getMeta(id))!.engineVersion));
  expect(await versions([untouched, notStarted, touched, finishedTouched])).toEqual([2, 2, 1, 1]);

  const writes = d.rulesWrites.length;
  const second = await upgradeAll(d.v2.ports, d.fixed, await d.store.games.listMetas('high-card'));
  expect(second).toEqual({ current: 3, upgraded: 0, pinned: 2, failed: [] });
  expect(d.rulesWrites).toHaveLength(writes);
  expect(await d.store.games.listMetas('space-alert')).toEqual([]);
});

it('given the command line, when run for a product game against the table, then it prints the counts and exits 0', async () => {
  const args = ['tsx', 'scripts/upgrade-tables.ts', '--game', 'space-alert', '--endpoint', inject('dynamoEndpoint'), '--table', d.tableName];
  const { stdout } = await promisify(execFile)('npx', args);
  expect(stdout.trim()).toMatch(/^space-alert \(rules version \d+\): 0 upgraded, 0 pinned, 0 already current, 0 failed$/);
  await expect(promisify(execFile)('npx', ['tsx', 'scripts/upgrade-tables.ts', '--game', 'chess'])).rejects.toMatchObject({ code: 2 });
});
