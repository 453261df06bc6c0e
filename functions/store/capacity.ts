import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What one DynamoDB call cost: its operation and the capacity units DynamoDB reported. */
export interface CallCapacity {
  operation: string;
  read: number;
  write: number;
}

/**
 * Asks DynamoDB for `ReturnConsumedCapacity: TOTAL` on every call of this client and hands each call's cost to
 * `record` (the cost benchmark meters the store with it; the service never sets it: the figures cost response bytes).
 */
export function meterCapacity(doc: DynamoDBDocumentClient, record: (call: CallCapacity) => void): void {
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const reported = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
      const all = reported === undefined ? [] : Array.isArray(reported) ? reported : [reported];
      const units = all.reduce((sum, c) => sum + (c.CapacityUnits ?? (c.ReadCapacityUnits ?? 0) + (c.WriteCapacityUnits ?? 0)), 0);
      const operation = context.commandName ?? 'unknown';
      const writes = /Put|Update|Delete|Write/.test(operation);
      record({ operation, read: writes ? 0 : units, write: writes ? units : 0 });
      return result;
    },
    { step: 'initialize', name: 'meterCapacity' },
  );
}
