import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/src/global-setup.ts';

/**
 * Test files run in this many forks. Vitest's default leaves one core to its main process
 * (cores − 1: a single worker on the 2-core CI machine, with a core a third idle); the main
 * process does little, so every core runs a file. `TEST_WORKERS=1` runs them one by one.
 */
const TEST_WORKERS = Math.max(1, Number(process.env.TEST_WORKERS ?? Math.max(2, os.availableParallelism())));

// One runner for every tier; each workspace is a project (see docs/testing.md).
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      { test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A fork's files share the imported app (each still builds its own): 278 s → 190 s for
          // test:unit, 174 s → 104 s on PostgreSQL (docs/testing.md).
          isolate: false,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['src/**/*.spec.ts'],
          globalSetup: ['src/global-setup.ts'],
          // Two journeys with calls side by side share two cores: a long one needs more than a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a step (fixtures: 20 s), not vitest's 1 s: a camera preview
          // under a parallel call journey took longer than 1 s to enable its button (CI, stop 25).
          expect: { poll: { timeout: 20_000, interval: 100 } },
          // Journey files run in parallel workers, each against its own server (global-setup).
          maxWorkers: E2E_WORKERS,
          retry: 0,
          // The journeys of a worker share one module graph (playwright-core, axe-core): imported once, not
          // per file. Each file still launches its own browser.
          isolate: false,
        },
      },
    ],
  },
});
