import path from 'node:path';
import { run, runToEnd, stop, waitForHttp, type Running } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** Its own build folder, so the suite never disturbs a running `npm run dev`. */
const DIST_DIR = '.next-e2e';
const ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production' };

/** A production build: much faster to serve on two cores than dev-mode compilation of every page on first visit. */
export async function buildSite(): Promise<void> {
  await runToEnd(process.execPath, [NEXT_BIN, 'build', 'web'], ENV);
}

export interface Site {
  url: string;
  stop: () => Promise<void>;
}

/** Serves the built site on the given port, pointed at the given API. */
export async function serveSite(apiOrigin: string, port: number): Promise<Site> {
  const url = `http://127.0.0.1:${port}`;
  const server: Running = run(process.execPath, [NEXT_BIN, 'start', 'web', '-H', '127.0.0.1', '-p', String(port)], {
    ...ENV,
    API_ORIGIN: apiOrigin,
  });
  try {
    await waitForHttp(`${url}/sign-in`, 60_000, server.child);
  } catch (error) {
    await stop(server);
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  return { url, stop: () => stop(server) };
}
