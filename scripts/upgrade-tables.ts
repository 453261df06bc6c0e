/**
 * Brings every table of one game to its newest rules, as loading each table would: a table whose log replays to the
 * same states under the newest rules is upgraded, any other is pinned to the rules it started with.
 * Usage: npm run upgrade-tables -- --game <id> [--endpoint <DynamoDB URL>] [--table <name>]
 * Without --endpoint it talks to DynamoDB in AWS (credentials and AWS_REGION from the environment).
 */
import { parseArgs } from 'node:util';
import { randomIds, systemClock } from '../functions/core/clock-ids';
import type { ServicePorts } from '../functions/core/ports';
import { productRegistry } from '../functions/core/registry';
import { upgradeAll, type UpgradeReport } from '../functions/core/rules-versions';
import { openStore } from '../functions/store';
import { gameIds, getGame } from '../shared/games';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    endpoint: { type: 'string' },
    table: { type: 'string', default: process.env.TABLE_NAME ?? 'heavy-async' },
  },
});

const game = values.game ? getGame(values.game) : undefined;
if (!game) {
  console.error(`Unknown game "${values.game ?? ''}". Registered: ${gameIds().join(', ')}`);
  process.exit(2);
}

const store = openStore({ tableName: values.table, endpoint: values.endpoint });
// Settling reads and writes games only: the other ports are never called.
const unused = () => Promise.reject(new Error('not used by upgrade-tables'));
const ports: ServicePorts = {
  games: store.games,
  users: store.users,
  clock: systemClock,
  ids: randomIds,
  mailer: { send: unused },
  registry: productRegistry,
  siteUrl: '',
  apiUrl: '',
};

const report = await upgradeAll(ports, game, await store.games.listMetas(game.id));
for (const f of report.failed) console.error(`${f.gameId}: ${f.error}`);
console.log(reportLine(game.id, game.engineVersion, report));
store.doc.destroy();
process.exit(report.failed.length ? 1 : 0);

function reportLine(id: string, newest: number, r: UpgradeReport): string {
  return `${id} (rules version ${newest}): ${r.upgraded} upgraded, ${r.pinned} pinned, ${r.current} already current, ${r.failed.length} failed`;
}
