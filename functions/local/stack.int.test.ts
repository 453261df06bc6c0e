import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './dynamodb-local';
import { startLocalStack } from './stack';

const dataDir = mkdtempSync(path.join(tmpdir(), 'heavy-async-stack-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A keep-alive connection that has been answered once and is now sending its next request, slowly (headers unfinished). */
async function busyKeepAlive(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // the server cutting it off is the point
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write('GET /api/v1/games/types HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  socket.write('GET /api/v1/games/types HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  return { socket, closed };
}

describe('stopping the local stack', () => {
  it('given a browser-like keep-alive connection with a request under way, when the stack stops, then the connection is closed and stop returns', async () => {
    const apiPort = await freePort();
    const stack = await startLocalStack({ dataDir, apiPort, site: false, log: () => undefined });
    const { socket, closed } = await busyKeepAlive(apiPort);
    const events: string[] = [];
    void closed.then(() => events.push('connection closed'));
    await stack.stop();
    events.push('stack stopped');
    await closed;
    expect(events).toEqual(['connection closed', 'stack stopped']);
    expect(socket.destroyed).toBe(true);
  });
});
