import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/src/global-setup.ts';

// One runner for every tier; each workspace is a project (see docs/testing.md).
export default defineConfig({
  test: {
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
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['src/**/*.spec.ts'],
          globalSetup: ['src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Journey files run in parallel workers, each against its own server (global-setup).
          maxWorkers: E2E_WORKERS,
          retry: 0,
        },
      },
    ],
  },
});
