import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The site is started once web/ holds a Next.js app. */
export function hasSite(repoRoot: string): boolean {
  return existsSync(path.join(repoRoot, 'web/app')) && existsSync(path.join(repoRoot, 'node_modules/next/dist/bin/next'));
}

/**
 * `next dev web` on host:port, talking to the API at `apiUrl` and proving the visitor addresses it relays with
 * `siteRelaySecret` (see the API's clientAddress). It runs in its own process group so that stopping it also stops the
 * workers Next starts.
 */
export function startSite(repoRoot: string, options: { host: string; port: number; apiUrl: string; siteRelaySecret: string }): { stop(): Promise<void> } {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/next/dist/bin/next'), 'dev', 'web', '-H', options.host, '-p', String(options.port)],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env: { ...process.env, API_ORIGIN: options.apiUrl, SITE_RELAY_SECRET: options.siteRelaySecret, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 5000).unref();
      }),
  };
}
