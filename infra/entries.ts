import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The Lambda entry points of the service, each exporting `handler`: the agreed paths under functions/. */
export interface HandlerEntries {
  /** The Hono app through hono/aws-lambda, behind the HTTP API. */
  api: string;
  /** DynamoDB stream records -> notifications (email and webhooks). */
  notifier: string;
  /** Scheduled: reminders and time-outs of due deadlines. */
  clock: string;
}

export const handlerEntries: HandlerEntries = {
  api: path.join(repoRoot, 'functions/api/lambda.ts'),
  notifier: path.join(repoRoot, 'functions/notifier/lambda.ts'),
  clock: path.join(repoRoot, 'functions/clock/lambda.ts'),
};

export { repoRoot };
