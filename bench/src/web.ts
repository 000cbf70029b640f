/**
 * `npx tsx bench/src/web.ts` (after `npm run build`): only the public pages part of `npm run bench`
 * (issue 10 §2), on a fresh demo server: JavaScript before each page shows, Lighthouse mobile medians.
 * BENCH_URL=http://127.0.0.1:3000 measures a server already running instead. See bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopAll } from './lib/children.ts';
import { freePort, spawnServer } from './lib/spawn-server.ts';
import { benchWeb, formatWebReport } from './lib/web-perf.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const main = async () => {
  process.chdir(ROOT);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  let baseUrl = process.env.BENCH_URL;
  let tmpDir: string | undefined;
  try {
    if (!baseUrl) {
      tmpDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-web-'));
      const port = await freePort();
      const app = await spawnServer({
        name: 'app',
        command: ['node', 'api/dist/server.js'],
        env: {
          ...process.env,
          DATA_DIR: path.join(tmpDir, 'data'),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          API_MAX_PER_IP: '100000000',
        },
        port,
        core: undefined,
        readyPath: '/api/health',
        readyText: 'Passerelle is running',
        timeoutMs: 180_000,
      });
      baseUrl = app.url;
    }
    const report = await benchWeb(baseUrl, runs);
    process.stdout.write(formatWebReport(report));
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const file = path.join(ROOT, 'bench/results', `web-${new Date().toISOString().replace(/:/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    process.stderr.write(`[bench] report written to ${path.relative(ROOT, file)}\n`);
  } finally {
    await stopAll();
    if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  }
};

main().catch((err: unknown) => {
  process.stderr.write(`[bench] FAILED: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
