/**
 * `npm run bench`: public reads (the fair list, a hall's booths, the exhibitors' directory, countries) and
 * the visitor's offers search sorted by fit on 5,000 offers, on the built server, each against a
 * bare-Fastify control that answers the same bytes from memory, measured in the same run (perf-security
 * §A8–§A10); on PostgreSQL the uncached ones also against a raw-`pg` control running the app's SQL.
 * See bench/README.md.
 */
import { benchMatch, formatMatchReport } from './match.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAutocannon } from './lib/autocannon-run.ts';
import { stopAll, stopChild } from './lib/children.ts';
import {
  formatRate,
  formatReport,
  summarise,
  writeReport,
  type BenchReport,
  type ScenarioRun,
} from './lib/report.ts';
import { canPin, freePort, httpGet, serverMemory, spawnServer } from './lib/spawn-server.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './lib/postgres.ts';
import { formatSummary, type SummaryRow } from './lib/summary.ts';
import { OFFERS_SEARCH, RAW_SQL, type Statement } from './raw-sql.ts';
import { offersSearchRawSql, runOffersSeed } from './lib/offers-search.ts';
import { signInVisitor } from './lib/app-session.ts';
import { controlHeadersOf, startBareControl } from './lib/bare-control.ts';
import { benchWeb, formatWebReport } from './lib/web-perf.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The reads measured, in order (`BENCH_ENDPOINTS`, comma-separated, overrides them): two served from the
 * read caches, the uncached exhibitors' directory, a reference list (cached too, still compared with raw pg
 * on PostgreSQL), then the demo visitor's offers search sorted by fit on 5,000 offers (signed in; the data
 * is seeded before the app starts).
 */
const DEFAULT_ENDPOINTS = [
  '/api/fairs?pagination=false',
  '/api/fair_halls/1/stands?pagination=false',
  '/api/firms/front/list?fair=1&pagination=false',
  '/api/countries?pagination=false',
  OFFERS_SEARCH,
];
/** Where `--db=postgres` creates (and drops) its throwaway database, unless BENCH_DATABASE_URL says otherwise. */
const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
/**
 * The offers search takes from half a second to over a second per request on a busy core, and concurrent
 * requests share the core: with 50 connections each would wait for 49 others, past autocannon's 10 s
 * timeout, and a 3 s run would complete none. 2 connections and a 60 s timeout for all three targets of
 * that endpoint (the summary's `conn` column).
 */
const SLOW_LOAD: Record<string, { connections: number; timeoutS: number }> = {
  [OFFERS_SEARCH]: { connections: 2, timeoutS: 60 },
};
const WARM_UP_S = 3;
const SERVER_CORE = 0;
const LOAD_CORE = 1;

const envInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** `--db=postgres|pglite` (default pglite, or postgres when BENCH_DATABASE_URL is set). */
const dbMode = (): 'postgres' | 'pglite' => {
  const arg = process.argv.slice(2).find((a) => a.startsWith('--db='));
  const mode = arg?.slice('--db='.length) ?? (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');
  if (mode !== 'postgres' && mode !== 'pglite')
    throw new Error(`--db must be postgres or pglite, got "${mode}"`);
  return mode;
};

let tmpDir: string | undefined;
let throwaway: ThrowawayDatabase | undefined;
let bodyIndex = 0;
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await stopAll();
    if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
    await throwaway?.drop().catch((err: unknown) => log(`could not drop ${throwaway?.name}: ${String(err)}`));
  })());

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx).
  process.on(signal, () => {
    if (!interrupted) log(`${signal}: stopping servers`);
    interrupted = true;
    void cleanup().finally(() => process.exit(130));
  });
}

const main = async (): Promise<number> => {
  process.chdir(ROOT);
  const serverCommand = (process.env.BENCH_SERVER_CMD ?? 'node api/dist/server.js')
    .split(/\s+/)
    .filter(Boolean);
  if (!process.env.BENCH_SERVER_CMD && !existsSync('api/dist/server.js')) {
    throw new Error('api/dist/server.js is missing: run `npm run build` first (or set BENCH_SERVER_CMD).');
  }
  const pinned = canPin([SERVER_CORE, LOAD_CORE]);
  if (!pinned)
    log('WARNING: taskset unavailable or fewer than 2 cores: running UNPINNED, figures are not comparable.');
  const serverCore = pinned ? SERVER_CORE : undefined;
  const loadCore = pinned ? LOAD_CORE : undefined;

  // 1. The real server on a fresh data directory (it migrates and seeds the demo on first start), or on a
  // throwaway PostgreSQL database created for this run and dropped after it (`--db=postgres`).
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-'));
  if (dbMode() === 'postgres') {
    throwaway = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_ADMIN_URL);
    log(`created the throwaway database ${throwaway.name}`);
  }
  const appPort = await freePort();
  const appEnv = {
    ...process.env,
    DATA_DIR: path.join(tmpDir, 'data'),
    PORT: String(appPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    API_MAX_PER_IP: '100000000',
    ...(throwaway && { DATABASE_URL: throwaway.url, SEED_DEMO: 'always' }),
  };
  const endpoints = (process.env.BENCH_ENDPOINTS ?? DEFAULT_ENDPOINTS.join(','))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  // The offers search needs its 5,000 offers: the demo and the offers are seeded before the app starts
  // (the app then finds users and leaves the demo as it is).
  if (endpoints.includes(OFFERS_SEARCH)) {
    log('seeding the demo and 5,000 offers in the first fair (bench/src/seed-offers.ts)');
    log(await runOffersSeed(appEnv));
  }
  log(`starting the app: ${serverCommand.join(' ')} (DATA_DIR=${tmpDir}, port ${appPort})`);
  const app = await spawnServer({
    name: 'app',
    command: serverCommand,
    env: appEnv,
    port: appPort,
    core: serverCore,
    readyPath: '/api/health',
    readyText: 'Passerelle is running',
    timeoutMs: 180_000,
  });
  const health = JSON.parse((await httpGet(app.url + '/api/health')).body.toString()) as {
    databaseKind?: string;
    redis?: string;
  };
  // DATABASE_URL / REDIS_URL pass through from the environment; the report names the stores, never the URLs.
  const databaseKind = health.databaseKind ?? 'unknown';
  const redis = health.redis ?? 'unknown';
  const label = `${databaseKind}${redis === 'off' ? '' : ` + redis (${redis})`}`;
  log(`app ready: ${label}`);
  // A server that dies mid-run otherwise only shows as connection errors: say how, with its last words.
  app.child.once('exit', (code, signal) => {
    if (!interrupted && !cleaning)
      log(
        `the app exited (${code ?? signal}) during the run; its last output:\n${app.output().slice(-4000)}`,
      );
  });

  let allValid = true;
  const summary: SummaryRow[] = [];
  for (const endpoint of endpoints) {
    // The offers search is the demo visitor's: every target gets the visitor's bearer token.
    const visitor = endpoint === OFFERS_SEARCH ? await signInVisitor(app.url) : undefined;
    const { valid, row } = await benchEndpoint({
      endpoint,
      app,
      label,
      databaseKind,
      redis,
      pinned,
      serverCore,
      loadCore,
      databaseUrl: throwaway?.url,
      ...(visitor && {
        headers: visitor.headers,
        rawSqlOf: (body: Buffer) => offersSearchRawSql(throwaway!.url, visitor, body),
      }),
    });
    allValid &&= valid;
    summary.push(row);
  }
  process.stdout.write(formatSummary(label, summary));
  // The job match in the process itself (no server): 1 profile × 2,000 offers.
  process.stdout.write(formatMatchReport(benchMatch()));

  // The public pages in the browser (issue 10 §2): first-load JavaScript and Lighthouse scores.
  const lighthouseRuns = process.env.BENCH_WEB === '0' ? 0 : envInt('BENCH_LIGHTHOUSE_RUNS', 3);
  if (lighthouseRuns > 0) {
    const web = await benchWeb(app.url, lighthouseRuns);
    process.stdout.write(formatWebReport(web));
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const file = path.join(ROOT, 'bench/results', `web-${new Date().toISOString().replace(/:/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(web, null, 2) + '\n');
    log(`report written to ${path.relative(ROOT, file)}`);
  }
  // The realtime streams (issue 12): its own servers and load client, after this run's app is done
  // with (bench/src/sse.ts); on PostgreSQL, two instances sharing Redis.
  if (process.env.BENCH_SSE !== '0') {
    // The fan-out and memory against the probe, the reconnect storm (P10), the booth chat under load.
    for (const mode of [[], ['--storm'], ['--chat']]) {
      const sse = spawnSync(
        'npx',
        ['tsx', 'bench/src/sse.ts', ...mode, ...(dbMode() === 'postgres' ? ['--two'] : [])],
        { stdio: 'inherit', cwd: ROOT },
      );
      allValid &&= sse.status === 0;
    }
  }
  return allValid ? 0 : 1;
};

/**
 * autocannon leaves the requests still in flight when a run ends; the server goes on answering them.
 * One more request, awaited, lets that backlog drain before the next run (milliseconds for a fast
 * read, a second or more for the offers search), so that no run is charged for the previous one's work.
 */
const settle = (url: string, headers: Record<string, string>) =>
  httpGet(url, 120_000, headers).then(
    () => undefined,
    () => undefined,
  );

interface EndpointRun {
  endpoint: string;
  app: { url: string; child: { pid?: number } };
  label: string;
  databaseKind: string;
  redis: string;
  pinned: boolean;
  serverCore: number | undefined;
  loadCore: number | undefined;
  /** Set on PostgreSQL: endpoints listed in raw-sql.ts are also measured against a raw-`pg` control. */
  databaseUrl: string | undefined;
  /** Sent with every request, to the app and to the controls alike (a signed-in endpoint). */
  headers?: Record<string, string>;
  /** The raw-`pg` control's statements when they depend on the run (on the app's answer): else RAW_SQL. */
  rawSqlOf?: (body: Buffer) => Promise<Statement[][]>;
}

/** One endpoint: its control started on the app's bytes, alternating rounds, a report; the control stopped. */
const benchEndpoint = async (run: EndpointRun): Promise<{ valid: boolean; row: SummaryRow }> => {
  const { endpoint: ENDPOINT, app, label, databaseKind, redis, pinned, serverCore, loadCore } = run;
  const durationS = envInt('BENCH_DURATION', 10);
  const rounds = envInt('BENCH_ROUNDS', 3);
  const serverCommand = (process.env.BENCH_SERVER_CMD ?? 'node api/dist/server.js')
    .split(/\s+/)
    .filter(Boolean);
  const startedAt = new Date().toISOString();
  // 2. The exact bytes and headers the app answers, then the control serving them from memory.
  const headers = run.headers ?? {};
  const target = await httpGet(app.url + ENDPOINT, 60_000, headers);
  if (target.status !== 200)
    throw new Error(`GET ${ENDPOINT} answered ${target.status}: ${target.body.toString()}`);
  const bodyFile = path.join(tmpDir!, `body-${bodyIndex++}.bin`);
  const copiedHeaders = controlHeadersOf(target.headers);
  const idle = serverMemory(app.child.pid!);
  const control = await startBareControl({
    endpoint: ENDPOINT,
    body: target.body,
    headers: target.headers,
    bodyFile,
    core: serverCore,
  });
  const check = await httpGet(control.url + ENDPOINT, 5000, headers);
  if (!check.body.equals(readFileSync(bodyFile)))
    throw new Error('the control does not answer the same bytes');

  // On PostgreSQL, an uncached read also gets a raw-`pg` control running the app's SQL (raw-sql.ts).
  const rawSql = run.databaseUrl
    ? run.rawSqlOf
      ? await run.rawSqlOf(target.body)
      : RAW_SQL[ENDPOINT]
    : undefined;
  const sqlFile = path.join(tmpDir!, `sql-${bodyIndex}.json`);
  if (rawSql) writeFileSync(sqlFile, JSON.stringify(rawSql));
  const pgControl = rawSql
    ? await (async () => {
        const pgPort = await freePort();
        return spawnServer({
          name: 'pg control',
          command: [process.execPath, '--import', 'tsx', 'bench/src/pg-control-server.ts'],
          env: {
            ...process.env,
            CONTROL_PORT: String(pgPort),
            CONTROL_PATH: ENDPOINT.split('?')[0],
            CONTROL_BODY_FILE: bodyFile,
            CONTROL_HEADERS: JSON.stringify(copiedHeaders),
            CONTROL_DATABASE_URL: run.databaseUrl,
            CONTROL_SQL_FILE: sqlFile,
            CONTROL_PREPARED: '1',
          },
          port: pgPort,
          core: serverCore,
          readyPath: ENDPOINT,
          timeoutMs: 30_000,
        });
      })()
    : undefined;

  // 3. Alternate control / app (/ raw pg), each with its own warm-up, pinned to the other core.
  const { connections, timeoutS } = SLOW_LOAD[ENDPOINT] ?? { connections: CONNECTIONS, timeoutS: undefined };
  const targets = [
    { name: 'control (bare Fastify)', url: control.url + ENDPOINT, runs: [] as ScenarioRun[] },
    { name: 'app (full stack)', url: app.url + ENDPOINT, runs: [] as ScenarioRun[] },
    ...(pgControl
      ? [{ name: 'raw pg (same SQL)', url: pgControl.url + ENDPOINT, runs: [] as ScenarioRun[] }]
      : []),
  ];
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      log(`round ${round}/${rounds}: ${t.name}: ${WARM_UP_S} s warm-up + ${durationS} s`);
      const load = { url: t.url, connections, timeoutS, headers, core: loadCore };
      const warmUp = await runAutocannon({ ...load, durationS: WARM_UP_S });
      await settle(t.url, headers);
      const measure = await runAutocannon({ ...load, durationS });
      await settle(t.url, headers);
      log(
        `  ${formatRate(measure.requestsPerSec)} req/s, p99 ${measure.p99Ms} ms, non-2xx ${measure.non2xx}`,
      );
      const bad = [warmUp, measure].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
      if (bad > 0) log(`  !!! ${bad} non-2xx/errors/timeouts: this run is INVALID`);
      t.runs.push({ warmUp, measure });
    }
  }
  const afterLoad = serverMemory(app.child.pid!);
  const controlMemory = serverMemory(control.child.pid!);

  // 4. Report.
  const controlSummary = summarise(targets[0]!.name, targets[0]!.url, targets[0]!.runs);
  const appSummary = summarise(targets[1]!.name, targets[1]!.url, targets[1]!.runs, controlSummary);
  const rawTarget = targets[2];
  const rawSummary = rawTarget
    ? summarise(rawTarget.name, rawTarget.url, rawTarget.runs, controlSummary)
    : undefined;
  const appVsRaw = rawSummary
    ? summarise(targets[1]!.name, targets[1]!.url, targets[1]!.runs, rawSummary)
    : undefined;
  const problems: string[] = [];
  for (const s of [controlSummary, appSummary, ...(rawSummary ? [rawSummary] : [])]) {
    if (s.non2xx > 0 || s.errors > 0) {
      const codes: Record<string, number> = {};
      for (const r of s.runs.flatMap((run) => [run.warmUp, run.measure])) {
        for (const [code, n] of Object.entries(r.statusCodes)) codes[code] = (codes[code] ?? 0) + n;
      }
      const list = Object.entries(codes).map(([code, n]) => `${code}×${n}`);
      problems.push(
        `${s.name}: ${s.non2xx} non-2xx and ${s.errors} errors/timeouts, warm-ups included (status codes: ${list.join(', ')})`,
      );
    }
  }
  const report: BenchReport = {
    startedAt,
    label,
    endpoint: ENDPOINT,
    machine: {
      nproc: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      databaseKind,
      redis,
      pinned,
    },
    method: { connections, pipelining: 1, warmUpS: WARM_UP_S, durationS, rounds },
    serverCommand,
    responseBytes: target.body.length,
    copiedHeaders,
    scenarios: [controlSummary, appSummary, ...(rawSummary ? [rawSummary] : [])],
    ...(appVsRaw && {
      vsRawPg: { ratio: appVsRaw.ratio, pairedRatio: appVsRaw.pairedRatio, p99Ratio: appVsRaw.p99Ratio },
    }),
    memory: { idle, afterLoad, control: controlMemory },
    valid: problems.length === 0,
    problems,
    warnings: pinned
      ? []
      : ['UNPINNED: taskset unavailable or fewer than 2 cores; server and load share the CPUs'],
  };
  process.stdout.write(formatReport(report));
  const file = writeReport(report, path.join(ROOT, 'bench/results'));
  log(`report written to ${path.relative(ROOT, file)}`);
  await stopChild(control.child);
  if (pgControl) await stopChild(pgControl.child);
  return {
    valid: report.valid,
    row: {
      endpoint: ENDPOINT,
      connections,
      bytes: target.body.length,
      control: controlSummary,
      app: appSummary,
      ...(rawSummary && appVsRaw && { rawPg: rawSummary, appVsRawPg: appVsRaw }),
    },
  };
};

main()
  .then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      if (!interrupted) log(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  )
  .finally(() => cleanup());
