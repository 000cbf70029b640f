import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** What the log says when a pass fails. */
  name: string;
  /** Every this many ms once the server is ready; 0: never. */
  intervalMs: number;
  run(): Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * A pass every `intervalMs` from the moment the server is ready (the media sweep, the daily
 * notification digest): one pass at a time; a failing pass is logged and tried again at the next
 * tick, never touching a request; the timer is cleared and a running pass awaited at close.
 */
export const registerPeriodicJob = (app: FastifyInstance, job: PeriodicJob) => {
  if (!job.intervalMs) return;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= job
      .run()
      .catch((err: unknown) => job.log.warn({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
};
