import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, runToEnd, stop, waitForHttp, type Running } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** Its own build folder, so the suite never disturbs a running `npm run dev`. */
const DIST_DIR = '.next-e2e';
const BUILT_MARKER = path.join(ROOT, 'web', DIST_DIR, 'e2e-built');
/** Held (mkdir is atomic) by the one test process that builds; the others wait for its build. */
const LOCK = path.join(ROOT, 'web', `${DIST_DIR}.lock`);
const ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production' };

/** The newest modification time among the site's sources and the shared code it imports. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.next') || entry.name === 'node_modules' || entry.name.endsWith('.lock')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Built by this test run (the marker names the run's parent process: the files of one run must share one build, even
 * if someone edits a source meanwhile), or after the last change to any source.
 */
function builtIsFresh(): boolean {
  try {
    if (readFileSync(BUILT_MARKER, 'utf8') === runId()) return true;
    const built = statSync(BUILT_MARKER).mtimeMs;
    return built > newestSource(path.join(ROOT, 'web')) && built > newestSource(path.join(ROOT, 'shared'));
  } catch {
    return false;
  }
}

/** The test runner's process: the parent of every test file's worker. */
function runId(): string {
  return `run-${process.ppid}`;
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    // A lock left by a killed run is older than any build takes.
    if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/**
 * A production build (much faster to serve on two cores than dev-mode compilation), made once for all e2e files of a run
 * (they run in parallel processes) and reused while no source changed since.
 */
export async function buildSite(): Promise<void> {
  for (;;) {
    if (builtIsFresh()) return;
    if (tryLock()) {
      try {
        if (!builtIsFresh()) {
          await runToEnd(process.execPath, [NEXT_BIN, 'build', 'web'], ENV);
          writeFileSync(BUILT_MARKER, runId());
        }
      } finally {
        rmSync(LOCK, { recursive: true, force: true });
      }
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
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
