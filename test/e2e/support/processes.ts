import { spawn, type ChildProcess } from 'node:child_process';

/** The local stack's own free-port finder, so the e2e stack and `npm run dev` pick ports the same way. */
export { freePort } from '../../../functions/local/dynamodb-local';

/** Polls a URL until it answers (any status) or the time is up. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface Running {
  child: ChildProcess;
  output: () => string;
}

/** Runs a command with its output kept (shown when something fails), in its own process group so it can be stopped whole. */
export function run(command: string, args: string[], env: Record<string, string>): Running {
  let output = '';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk) => (output = (output + String(chunk)).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (output = (output + String(chunk)).slice(-20_000)));
  return { child, output: () => output };
}

export async function runToEnd(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const { child, output } = run(command, args, env);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output()}`);
  return output();
}

/** Stops a process started by `run` and its children (next start spawns workers), and waits for it. */
export async function stop(running: Running | null): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.pid === undefined) return;
  const exited = new Promise((resolve) => running.child.on('exit', resolve));
  try {
    process.kill(-running.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (running.child.exitCode === null) process.kill(-running.child.pid, 'SIGKILL');
}
