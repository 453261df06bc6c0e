import { DynamoGameStore } from './game-store';
import { DynamoUserStore } from './user-store';
import { documentClient, ensureTable, type DynamoConfig } from './table';

export { DynamoGameStore } from './game-store';
export { DynamoUserStore } from './user-store';
export { documentClient, ensureTable, tableShape, type DynamoConfig } from './table';

/** Both halves of the store on one table, e.g. `openStore({ tableName: 'heavy-async', endpoint: 'http://127.0.0.1:8000' })`. */
export function openStore(config: DynamoConfig) {
  const doc = documentClient(config);
  return {
    doc,
    games: new DynamoGameStore(doc, config.tableName),
    users: new DynamoUserStore(doc, config.tableName),
    ensureTable: () => ensureTable(doc, config.tableName),
  };
}
