import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const here = fileURLToPath(new URL('.', import.meta.url));
// One route-generation config for the plugin and for `tsr generate` (CI checks the tree is not stale).
const routerConfig = JSON.parse(
  readFileSync(new URL('./tsr.config.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: here,
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      ...routerConfig,
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${here}src/routes`,
      generatedRouteTree: `${here}src/route-tree.gen.ts`,
    }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    sourcemap: false,
  },
});
