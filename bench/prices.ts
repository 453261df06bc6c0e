/**
 * AWS list prices (us-east-1, on demand) used by the cost benchmark, as the public price pages gave them on the date
 * below; they are list prices, not a bill: no free tier, no savings plan, no tax.
 */
export const PRICES_AS_OF = '2025-06';

const PRICE = {
  /** DynamoDB on demand, per million request units and per GB-month stored. */
  dynamoWritePerMillion: 0.625,
  dynamoReadPerMillion: 0.125,
  dynamoStoragePerGbMonth: 0.25,
  /** Lambda on arm64: per GB-second and per million requests. */
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  /** HTTP API, per million requests (first 300 million). */
  httpApiPerMillion: 1.0,
  /** SES, per thousand emails. */
  sesPerThousand: 0.1,
};
/** The API Lambda's configured memory (infra/service-stack.ts). */
const API_MEMORY_GB = 1;

/** What one finished game uses. */
export interface Usage {
  moves: number;
  readUnits: number;
  writeUnits: number;
  /** API requests (a move and a table view each). */
  requests: number;
  /** API Lambda milliseconds in all. */
  lambdaMs: number;
  /** Your-turn emails (one per hand-over of the turn, an upper bound). */
  mails: number;
  /** Bytes stored for the game, kept for the month. */
  bytes: number;
}

export function priceNotes(): string[] {
  return [
    `DynamoDB $${PRICE.dynamoWritePerMillion} per million write units, $${PRICE.dynamoReadPerMillion} per million read units, $${PRICE.dynamoStoragePerGbMonth} per GB-month;`,
    `Lambda arm64 $${PRICE.lambdaArmPerGbSecond} per GB-second and $${PRICE.lambdaPerMillionRequests} per million requests, at ${API_MEMORY_GB * 1024} MB;`,
    `API Gateway HTTP API $${PRICE.httpApiPerMillion} per million requests; SES $${PRICE.sesPerThousand} per thousand emails (one per hand-over of the turn).`,
    'Each move counts two requests (the move and the next table view); the notifier and the clock are left out (a few invocations per hand-over).',
  ];
}

const dollars = (x: number) => `$${x.toFixed(2)}`;

/** One table row: the month's price of 1,000 finished games of this usage. */
export function monthlyPrice(title: string, use: Usage): string {
  const games = 1000;
  const dynamo = (games * (use.writeUnits * PRICE.dynamoWritePerMillion + use.readUnits * PRICE.dynamoReadPerMillion)) / 1e6 + (games * use.bytes * PRICE.dynamoStoragePerGbMonth) / 1e9;
  const lambda = games * ((use.lambdaMs / 1000) * API_MEMORY_GB * PRICE.lambdaArmPerGbSecond + (use.requests * PRICE.lambdaPerMillionRequests) / 1e6);
  const api = (games * use.requests * PRICE.httpApiPerMillion) / 1e6;
  const ses = (games * use.mails * PRICE.sesPerThousand) / 1000;
  return `| ${title} | ${dollars(dynamo)} | ${dollars(lambda)} | ${dollars(api)} | ${dollars(ses)} | ${dollars(dynamo + lambda + api + ses)} |`;
}
