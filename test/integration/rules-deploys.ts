/**
 * Two deploys of the service on one DynamoDB Local table, as before and after a rules fix ships: `v1` serves the
 * High Card fixture at rules version 1, `v2` its fix (version 2, still serving 1). Tables get the seeds tests ask for,
 * and every rules write (upgrade or pin) that reaches the store is recorded.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { serviceOnDynamo } from '../../functions/api/service-factory';
import { randomIds } from '../../functions/core/clock-ids';
import type { GameMeta, GameWrite, Ids } from '../../functions/core';
import { registryOf } from '../../functions/core/registry';
import { openStore } from '../../functions/store';
import { rulesMark } from '../../functions/store/items';
import type { AnyGameModule } from '../../shared/engine';
import { CreateGameRequest, type Table } from '../../shared/api';
import { highCard } from '../fixtures/high-card';
import { highCardWithFix, type RoundPlan } from '../fixtures/high-card-v2';

export async function startDeploys() {
  const tableName = `rules-${randomBytes(5).toString('hex')}`;
  const store = openStore({ tableName, endpoint: inject('dynamoEndpoint') });
  await store.ensureTable();
  /** META as written by each successful write that changed the rules of a table (an upgrade, a pin). */
  const rulesWrites: GameMeta[] = [];
  const games = Object.create(store.games) as typeof store.games;
  games.writeGame = async (write: GameWrite) => {
    await store.games.writeGame(write);
    if (write.rulesBefore && rulesMark(write.rulesBefore) !== rulesMark(write.meta)) rulesWrites.push(write.meta);
  };
  const seeds: string[] = [];
  const ids: Ids = { id: randomIds.id, secret: () => seeds.shift() ?? randomIds.secret() };
  const deploy = (game: AnyGameModule) =>
    serviceOnDynamo({
      tableName: 'unused',
      store: { ...store, games },
      ids,
      mailer: { send: async () => {} },
      registry: registryOf([game]),
      siteUrl: 'http://127.0.0.1:3000',
      apiUrl: 'http://127.0.0.1:8787',
    }).service;
  const v1 = deploy(highCard);
  const fixed = highCardWithFix();
  const v2 = deploy(fixed);
  const users: string[] = [];
  for (const name of ['ann', 'bob', 'cid']) {
    users.push((await v1.ports.users.userForEmail(`${name}-${randomIds.id()}@example.com`, Date.now(), randomIds.id)).userId);
  }
  type Service = typeof v1;

  /** A three-seat table created, filled and started by `svc`, set up from `seed`. */
  async function startTable(svc: Service, seed: string): Promise<string> {
    seeds.push(seed);
    const created = await svc.createGame(users[0], CreateGameRequest.parse({ type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }, { type: 'open' }] }));
    await svc.joinGame(users[1], created.game.id);
    await svc.joinGame(users[2], created.game.id);
    await svc.startGame(users[0], created.game.id);
    return created.game.id;
  }

  let moveIds = 0;
  /** Seat `seat` makes `move` at the version its table shows now. */
  async function move(svc: Service, gameId: string, seat: number, made: unknown): Promise<Table> {
    const seen = await svc.table(users[seat], gameId);
    return (await svc.submitMove(users[seat], gameId, { expectedVersion: seen.version, clientMoveId: `m-${++moveIds}`, move: made })).table;
  }

  /** One round as `seedFor` plans it: every seat plays its first card, then the reactor declines or challenges. */
  async function playRound(svc: Service, gameId: string, plan: RoundPlan): Promise<Table> {
    for (let seat = 0; seat < 3; seat++) {
      const hand = ((await svc.table(users[seat], gameId)).view as { hand: string[] }).hand;
      await move(svc, gameId, seat, { type: 'play', card: hand[0] });
    }
    const reactor = (await svc.table(users[0], gameId)).awaitedSeats[0].seat;
    return move(svc, gameId, reactor, { type: plan === 'decline' ? 'decline' : 'challenge' });
  }

  return { tableName, store, rulesWrites, v1, v2, fixed, deploy, users, startTable, move, playRound, close: () => store.doc.destroy() };
}

export type Deploys = Awaited<ReturnType<typeof startDeploys>>;
