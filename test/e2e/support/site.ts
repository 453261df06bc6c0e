import path from 'node:path';
import { freePort, run, runToEnd, stop, waitForHttp, type Running } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const DIST_DIR = '.next-e2e';

export interface Site {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Builds the site (production build: much faster to serve on two cores than dev compilation) into its own folder,
 * then serves it on a free port, pointed at the given API.
 */
export async function startSite(apiOrigin: string): Promise<Site> {
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, API_ORIGIN: apiOrigin, NODE_ENV: 'production' };
  await runToEnd(process.execPath, [NEXT_BIN, 'build', 'web'], env);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: Running = run(process.execPath, [NEXT_BIN, 'start', 'web', '-H', '127.0.0.1', '-p', String(port)], env);
  try {
    await waitForHttp(`${url}/sign-in`, 60_000, server.child);
  } catch (error) {
    await stop(server);
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  return { url, stop: () => stop(server) };
}
