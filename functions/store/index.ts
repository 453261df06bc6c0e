import { DynamoGameStore } from './game-store';
import { DynamoUserStore } from './user-store';
import { meterCapacity, type CallCapacity } from './capacity';
import { documentClient, ensureTable, type DynamoConfig } from './table';

export { DynamoGameStore } from './game-store';
export { DynamoUserStore } from './user-store';
export { documentClient, ensureTable, tableShape, type DynamoConfig } from './table';
export type { CallCapacity } from './capacity';

/** Both halves of the store on one table, e.g. `openStore({ tableName: 'heavy-async', endpoint: 'http://127.0.0.1:8000' })`. */
export function openStore(config: DynamoConfig & { onCapacity?: (call: CallCapacity) => void }) {
  const doc = documentClient(config);
  // Off by default: the cost benchmark asks DynamoDB what each call consumed.
  if (config.onCapacity) meterCapacity(doc, config.onCapacity);
  return {
    doc,
    games: new DynamoGameStore(doc, config.tableName),
    users: new DynamoUserStore(doc, config.tableName),
    ensureTable: () => ensureTable(doc, config.tableName),
  };
}
