import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, runToEnd, stop, waitForHttp, type Running } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** All e2e builds live here, out of the way of `npm run dev` (web/.next). */
const E2E_BUILDS = path.join(ROOT, 'web', '.next-e2e-runs');

/** The test runner's process: the parent of every test file's worker, so the files of one run share one build. */
const RUN_PID = process.ppid;
/** One build per test run: a build never replaces the files under a site that another run (or file) is serving. */
const DIST_DIR = `.next-e2e-runs/run-${RUN_PID}`;
const BUILT_MARKER = path.join(ROOT, 'web', DIST_DIR, 'e2e-built');
/** Held (mkdir is atomic) by the one test file of this run that builds; the others wait for its build. */
const LOCK = path.join(E2E_BUILDS, `run-${RUN_PID}.lock`);
const ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production' };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Builds and locks of runs that have ended (their runner process is gone) are removed. */
function removeEndedRuns(): void {
  for (const entry of readdirSync(E2E_BUILDS)) {
    const pid = Number(entry.match(/^run-(\d+)/)?.[1]);
    if (pid && !alive(pid)) rmSync(path.join(E2E_BUILDS, entry), { recursive: true, force: true });
  }
}

/**
 * A production build (much faster to serve on two cores than dev-mode compilation), made once per test run for all its
 * e2e files (they run in parallel processes).
 */
export async function buildSite(): Promise<void> {
  mkdirSync(E2E_BUILDS, { recursive: true });
  for (;;) {
    if (existsSync(BUILT_MARKER)) return;
    if (tryLock()) {
      try {
        removeEndedRuns();
        if (!existsSync(BUILT_MARKER)) {
          await runToEnd(process.execPath, [NEXT_BIN, 'build', 'web'], ENV);
          writeFileSync(BUILT_MARKER, new Date().toISOString());
        }
      } finally {
        rmSync(LOCK, { recursive: true, force: true });
      }
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    return false;
  }
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
