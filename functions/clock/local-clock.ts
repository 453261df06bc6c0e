/**
 * The clock of the dev process: runs the service's due-deadline pass every `intervalMs` (EventBridge Scheduler does it
 * in AWS). Runs never overlap; a failed run is logged and the next one tries again.
 */
export function startLocalClock(runDue: () => Promise<number>, options: { intervalMs?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDue()
      .then((changed) => void (changed && log(`clock: ${changed} table(s) reminded or timed out`)))
      .catch((err: unknown) => log(`clock: run failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, options.intervalMs ?? 15_000);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
