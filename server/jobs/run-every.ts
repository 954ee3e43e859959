import 'server-only';
import { log } from '@/server/log';

export type Stoppable = { stop: () => Promise<void> };

/** Runs `tick` every `ms` (never two at once, the first run at once) until stopped. */
export function runEvery(
  ms: number,
  name: string,
  tick: (stopped: () => boolean) => Promise<unknown>,
): Stoppable {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick(() => stopped)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, ms);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
