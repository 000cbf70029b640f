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
  },
});
