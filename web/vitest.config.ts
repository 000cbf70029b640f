import { defineProject } from 'vitest/config';

// The web project of the root vitest workspace (see ../vitest.config.ts).
export default defineProject({
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // The files of a worker share one module graph (React, Mantine, the i18n catalogues are imported once,
    // not per file): 175 s → 37 s for this project. Testing Library cleans the DOM after each test (setup.ts);
    // green with the files shuffled (`--sequence.shuffle.files --sequence.seed=N`). `--isolate` brings the
    // per-file graphs back when chasing an interaction between files.
    isolate: false,
  },
});
