/**
 * CPU time per request: the server's own user + system time (from /proc/<pid>/stat) over a fixed load,
 * divided by the requests served, for the app and for the bare-Fastify control on the same bytes. Steadier
 * than req/s on a shared machine (the server is charged only for its own work), so it is what to compare
 * when changing the request path. Not part of `npm run bench`; see bench/README.md.
 *
 *   npx tsx bench/src/cpu.ts [--db=postgres] [endpoint …]
 *
 * Env: CPU_DURATION (s, default 5), CPU_PROF (a folder: the app runs with `--cpu-prof` writing there),
 * BENCH_SERVER_CMD, BENCH_DATABASE_URL as for run.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAutocannon } from './lib/autocannon-run.ts';
import { stopAll } from './lib/children.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './lib/postgres.ts';
import { canPin, freePort, httpGet, spawnServer } from './lib/spawn-server.ts';
import { startBareControl } from './lib/bare-control.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_ENDPOINTS = [
  '/api/fairs?pagination=false',
  '/api/fair_halls/1/stands?pagination=false',
  '/api/firms/front/list?fair=1&pagination=false',
  '/api/countries?pagination=false',
];
const TICK_US = 1_000_000 / 100; // USER_HZ

const cpuUs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
};

const args = process.argv.slice(2);
const postgres = args.includes('--db=postgres') || Boolean(process.env.BENCH_DATABASE_URL);
const endpoints = args.filter((a) => !a.startsWith('--'));
const durationS = Number(process.env.CPU_DURATION ?? 5);
const pin = canPin([0, 1]);

let throwaway: ThrowawayDatabase | undefined;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'passerelle-cpu-'));
try {
  process.chdir(ROOT);
  if (postgres)
    throwaway = await createThrowawayDatabase(
      process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    );
  const [node, ...rest] = (process.env.BENCH_SERVER_CMD ?? 'node api/dist/server.js').split(/\s+/);
  const prof = process.env.CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
  const port = await freePort();
  const app = await spawnServer({
    name: 'app',
    command: [node!, ...prof, ...rest],
    env: {
      ...process.env,
      DATA_DIR: path.join(tmp, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_MAX_PER_IP: '100000000',
      ...(throwaway && { DATABASE_URL: throwaway.url, SEED_DEMO: 'always' }),
    },
    port,
    core: pin ? 0 : undefined,
    readyPath: '/api/health',
    readyText: 'Passerelle is running',
    timeoutMs: 180_000,
  });
  for (const endpoint of endpoints.length ? endpoints : DEFAULT_ENDPOINTS) {
    const target = await httpGet(app.url + endpoint);
    // The same control as the bench (`lib/bare-control.ts`): the app's bytes and list headers, nothing else.
    const control = await startBareControl({
      endpoint,
      body: target.body,
      headers: target.headers,
      bodyFile: path.join(tmp, 'body'),
      core: pin ? 0 : undefined,
    });
    const measure = async (url: string, pid: number) => {
      await runAutocannon({ url, connections: 50, durationS: 2, core: pin ? 1 : undefined });
      const before = cpuUs(pid);
      const r = await runAutocannon({ url, connections: 50, durationS, core: pin ? 1 : undefined });
      return { us: (cpuUs(pid) - before) / r.totalRequests, rps: r.requestsPerSec, bad: r.non2xx + r.errors };
    };
    const c = await measure(control.url + endpoint, control.child.pid!);
    const a = await measure(app.url + endpoint, app.child.pid!);
    await control.stop();
    console.log(
      `${endpoint.padEnd(48)} app ${a.us.toFixed(1).padStart(7)} µs/req ${String(Math.round(a.rps)).padStart(6)} req/s` +
        ` | bare ${c.us.toFixed(1).padStart(6)} µs/req ${String(Math.round(c.rps)).padStart(6)} req/s` +
        ` | cpu ratio ${(c.us / a.us).toFixed(2)} rps ratio ${(a.rps / c.rps).toFixed(2)}${a.bad || c.bad ? ' ERRORS' : ''}`,
    );
  }
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
  await throwaway?.drop();
}
