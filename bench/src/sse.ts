// `npx tsx bench/src/sse.ts [--two]`, after `npm run build`: issue 12's realtime figures as ratios
// against the bare SSE probe measured in the same run (perf-security §A9 P8, P9).
//  - memory: the server's growth per open stream from N/2 to N streams (BENCH_SSE_STREAMS,
//    10,000), in RSS and in JavaScript heap in use, both read after two full collections
//    (sse/gc-report.ts, preloaded into the probe and the app for the bench only);
//  - fan-out: from the trigger request to the last of the N streams receiving the event, median
//    of BENCH_SSE_ROUNDS (9).
// The app's streams are authenticated `/api/events` streams of the demo visitor's notifications
// topic (one user, N tabs: the same per-stream work as N users); the trigger is "mark all read",
// which announces `notification.changed` on that topic. `--two`: two app instances on one
// PostgreSQL database and Redis, N/2 streams each, the trigger sent to the first.
// `--storm` (P10, no probe: a correctness figure): BENCH_STORM_CLIENTS (5,000) streams all
// drop at once and reconnect with `Last-Event-ID` at random moments within 10 s while events keep
// coming; every stream must end with every event, once, in order.
// `--chat` (issue 12's booth chat, no probe: a latency goal): BENCH_SSE_STREAMS connected, then
// BENCH_CHAT_RATE (1,000) messages a minute for BENCH_CHAT_SECONDS (60) between the visitors and
// the staff of one booth (bench/src/seed-chat.ts); p95 send→receive must be ≤ 200 ms.
// Servers are pinned to core 0, the load client to core 1.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runSeedScript, stopAll, track } from './lib/children.ts';
import {
  canPin,
  freePort,
  pinned,
  serverMemory,
  spawnServer,
  type ServerHandle,
} from './lib/spawn-server.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './lib/postgres.ts';
import { signIn, signInVisitor } from './lib/app-session.ts';
import { CHAT_PASSWORD, type ChatSeed } from './seed-chat.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const log = (message: string) => process.stderr.write(`[bench:sse] ${message}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

let tmpDir: string | undefined;
let throwaway: ThrowawayDatabase | undefined;
const cleanup = async () => {
  await stopAll();
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  await throwaway?.drop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

interface ClientArgs {
  urls: string[];
  n: number;
  headers: Record<string, string>;
  trigger: { url: string; method: string; headers: Record<string, string>; body?: string };
}
interface Measured {
  rssPerStreamKiB: number;
  /** The JavaScript heap in use after two full collections, per stream (gc-report.ts). */
  heapPerStreamKiB: number;
  connectMs: number;
  open: number;
  fanOutMs: number[];
}

const GC_REPORT = [
  '--expose-gc',
  '--import',
  'tsx',
  '--import',
  pathToFileURL(path.join(ROOT, 'bench/src/sse/gc-report.ts')).href,
];
/** This run's scratch folder (the embedded app's data, the memory reports), made on first use. */
const benchDir = () => {
  tmpDir ??= mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-sse-'));
  return tmpDir;
};
/** Asks a server for its memory after a full collection (bench/src/sse/gc-report.ts). */
const liveMemory = async (server: ServerHandle) => {
  const pid = serverMemory(server.child.pid!)?.pid;
  if (!pid) throw new Error(`${server.name}: no process`);
  const file = path.join(benchDir(), `gc-${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 30_000) throw new Error(`${server.name}: no memory report`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
};

/** Runs the load client on the load core against `servers`; memory is read from their processes. */
const measure = async (
  servers: ServerHandle[],
  args: ClientArgs,
  rounds: number,
  core: number | undefined,
) => {
  /** RSS and JavaScript heap in use of all servers (KiB), after full collections. */
  const memoryOf = async () => {
    const sum = { rss: 0, heap: 0 };
    for (const s of servers) {
      const m = await liveMemory(s);
      sum.rss += m.rss / 1024;
      sum.heap += m.heapUsed / 1024;
    }
    return sum;
  };
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  const [cmd, ...cmdArgs] = pinned(
    ['node', '--import', 'tsx', path.join(ROOT, 'bench/src/sse/client.ts'), JSON.stringify(args)],
    core,
  );
  const child = track(
    spawn(cmd!, cmdArgs, { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'], detached: true }),
  );
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the load client ended early');
    return JSON.parse(value as string) as {
      phase: string;
      open: number;
      failed?: number;
      ms: number;
      ok?: boolean;
    };
  };
  const half = await next();
  await settle();
  const atHalf = await memoryOf();
  child.stdin!.write('more\n');
  const connected = await next();
  if (half.failed || connected.failed)
    throw new Error(`${connected.failed} of ${args.n} streams were refused`);
  await settle();
  const atFull = await memoryOf();
  const fanOutMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    child.stdin!.write('go\n');
    const delivered = await next();
    if (!delivered.ok) throw new Error(`round ${round + 1}: not every stream received the event within 30 s`);
    fanOutMs.push(delivered.ms);
    await new Promise((r) => setTimeout(r, 500));
  }
  child.stdin!.end();
  await new Promise((r) => child.once('exit', r));
  return {
    // The growth from N/2 to N open streams, per stream.
    rssPerStreamKiB: (atFull.rss - atHalf.rss) / (args.n - Math.floor(args.n / 2)),
    heapPerStreamKiB: (atFull.heap - atHalf.heap) / (args.n - Math.floor(args.n / 2)),
    connectMs: connected.ms,
    open: connected.open,
    fanOutMs,
  } satisfies Measured;
};

const startApp = async (name: string, env: NodeJS.ProcessEnv, core: number | undefined) => {
  const port = await freePort();
  return spawnServer({
    name,
    command: ['node', ...GC_REPORT, 'api/dist/server.js'],
    env: {
      ...process.env,
      GC_REPORT_DIR: benchDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_MAX_PER_IP: '100000000',
      LOGIN_MAX_PER_IP: '100000',
      ...env,
    },
    port,
    core,
    readyPath: '/api/health',
    readyText: 'Passerelle is running',
    timeoutMs: 180_000,
  });
};

/** The app (embedded, or two instances on PostgreSQL and Redis), the demo visitor and a stream token. */
const startApps = async (two: boolean, serverCore: number | undefined, seedScript?: string) => {
  let apps: ServerHandle[];
  let seeded = '';
  // A bench seed runs on the database before the first instance starts (PGlite: the app then owns it).
  const seed = async (env: NodeJS.ProcessEnv) => {
    if (seedScript) seeded = await runSeedScript(seedScript, { ...process.env, ...env });
  };
  if (two) {
    throwaway = await createThrowawayDatabase(
      process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    const env = {
      DATA_DIR: path.join(benchDir(), 'data'),
      DATABASE_URL: throwaway.url,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      SEED_DEMO: 'always',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    };
    await seed(env);
    const a = await startApp('app-a', env, serverCore);
    apps = [a, await startApp('app-b', { ...env, SEED_DEMO: 'never' }, serverCore)];
  } else {
    const env = { DATA_DIR: path.join(benchDir(), 'data'), DATABASE_URL: '', REDIS_URL: '' };
    await seed(env);
    apps = [await startApp('app', env, serverCore)];
  }
  const visitor = await signInVisitor(apps[0]!.url);
  const tokenRes = await fetch(`${apps[0]!.url}/api/notification_tokens/${visitor.userId}`, {
    headers: visitor.headers,
  });
  if (!tokenRes.ok) throw new Error(`stream token: ${tokenRes.status} ${await tokenRes.text()}`);
  const { token } = (await tokenRes.json()) as { token: string };
  const topic = encodeURIComponent(`/users/${visitor.userId}/notifications`);
  return { apps, token, topic, visitor, seeded };
};

/** "Mark all read": it announces `notification.changed` on the visitor's topic every time. */
const markAllRead = (app: ServerHandle, visitor: Awaited<ReturnType<typeof signInVisitor>>) => ({
  url: `${app.url}/api/users/${visitor.userId}/notifications/mark-all-read`,
  method: 'POST',
  headers: { ...visitor.headers, 'content-type': 'application/json', origin: app.url },
  body: '{}',
});

/** Runs a one-shot load client of bench/src/sse/ on the load core; resolves with what it printed. */
const runClient = async (script: string, args: object, core: number | undefined) => {
  const [cmd, ...cmdArgs] = pinned(
    ['node', '--import', 'tsx', path.join(ROOT, 'bench/src/sse', script), JSON.stringify(args)],
    core,
  );
  const child = track(
    spawn(cmd!, cmdArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true }),
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`${script} failed (${code})`);
  return out;
};

/** P10: the reconnect storm. */
const storm = async (two: boolean, serverCore: number | undefined, loadCore: number | undefined) => {
  const n = envInt('BENCH_STORM_CLIENTS', 5000);
  const spreadMs = envInt('BENCH_STORM_SPREAD_MS', 10_000);
  const { apps, token, topic, visitor } = await startApps(two, serverCore);
  log(`storm${two ? ' (two instances, PostgreSQL + Redis)' : ' (embedded)'}: ${n} streams`);
  const args = {
    urls: apps.map((a) => `${a.url}/api/events?topic=${topic}`),
    n,
    headers: { authorization: `Bearer ${token}` },
    trigger: markAllRead(apps[0]!, visitor),
    spreadMs,
    before: 3,
    during: 20,
  };
  const r = JSON.parse(await runClient('storm-client.ts', args, loadCore)) as Record<string, number>;
  const ok = r.lost === 0 && r.outOfOrder === 0 && r.refusedOnReconnect === 0 && r.refetch === 0;
  process.stdout.write(
    [
      '',
      `Reconnect storm, ${new Date().toISOString()}, server on core ${serverCore ?? '-'}, load on core ${loadCore ?? '-'}`,
      `${two ? 'app ×2 (PostgreSQL + Redis)' : 'app (embedded)'}: ${r.streams} streams dropped at once, reconnected with Last-Event-ID within ${spreadMs / 1000} s while ${args.during} of ${r.events} events were published`,
      `reconnected in ${r.reconnectedMs} ms (connect p50 ${r.connectP50} ms, p99 ${r.connectP99} ms); every event delivered after ${r.caughtUpMs} ms`,
      `lost ${r.lost} (streams missing one: ${r.streamsMissingEvents}), out of order or twice ${r.outOfOrder}, told to refetch ${r.refetch}, refused ${r.refusedOnReconnect}: ${ok ? 'none lost (goal met)' : 'NOT met'}`,
      '',
    ].join('\n'),
  );
  if (!ok) process.exitCode = 1;
};

/** Issue 12's booth chat under load: N connected, BENCH_CHAT_RATE messages a minute, p95 send→receive. */
const chat = async (two: boolean, serverCore: number | undefined, loadCore: number | undefined) => {
  const n = envInt('BENCH_SSE_STREAMS', 10_000);
  const ratePerMinute = envInt('BENCH_CHAT_RATE', 1000);
  const seconds = envInt('BENCH_CHAT_SECONDS', 60);
  const { apps, token, topic, seeded } = await startApps(two, serverCore, 'bench/src/seed-chat.ts');
  const seed = JSON.parse(seeded.split('\n').at(-1)!) as ChatSeed;
  const appOf = (i: number) => apps[i % apps.length]!;
  // Each chatter streams from one instance and posts to the other when there are two.
  const chatter = async (email: string, i: number, streamTopic: (userId: number) => string) => {
    const session = await signIn(appOf(i).url, { email, password: CHAT_PASSWORD });
    const res = await fetch(`${appOf(i).url}/api/notification_tokens/${session.userId}`, {
      headers: session.headers,
    });
    if (!res.ok) throw new Error(`stream token of ${email}: ${res.status}`);
    const { token: streamToken } = (await res.json()) as { token: string };
    const poster = appOf(i + 1);
    return {
      session,
      streamUrl: `${appOf(i).url}/api/events?topic=${encodeURIComponent(streamTopic(session.userId))}`,
      streamHeaders: { authorization: `Bearer ${streamToken}` },
      postUrl: `${poster.url}/api/direct_messages`,
      postHeaders: { ...session.headers, origin: poster.url },
    };
  };
  log(`chat: ${seed.visitors.length} visitors ask booth ${seed.standId}, ${seed.staff.length} staff answer`);
  const visitors = [];
  for (const [i, email] of seed.visitors.entries()) {
    const v = await chatter(email, i, (id) => `/users/${id}/conversations`);
    // The visitor's question starts the booth chat (one new contact each: the daily limit allows it).
    const res = await fetch(`${appOf(i).url}/api/conversations`, {
      method: 'POST',
      headers: { ...v.session.headers, 'content-type': 'application/json', origin: appOf(i).url },
      body: JSON.stringify({ kind: 'booth', fair: seed.fairId, stand: seed.standId, body: 'Bonjour' }),
    });
    if (res.status !== 201) throw new Error(`booth chat of ${email}: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    const { session: _session, ...rest } = v;
    visitors.push({ ...rest, conversationId: id });
  }
  const staff = [];
  for (const [i, email] of seed.staff.entries()) {
    const { session: _session, ...rest } = await chatter(email, i, () => `/firms/${seed.firmId}/inbox`);
    staff.push(rest);
  }
  log(`chat: ${n} connected streams, ${ratePerMinute} messages a minute for ${seconds} s`);
  const args = {
    background: {
      urls: apps.map((a) => `${a.url}/api/events?topic=${topic}`),
      n,
      headers: { authorization: `Bearer ${token}` },
    },
    visitors,
    staff,
    ratePerMinute,
    seconds,
  };
  const r = JSON.parse(await runClient('chat-client.ts', args, loadCore)) as {
    [k in 'background' | 'connectedMs' | 'chatters' | 'sent' | 'attempted' | 'perMinute' | 'postP95']: number;
  } & { [k in 'deliveries' | 'lost' | 'p50' | 'p95' | 'p99' | 'max']: number } & {
    failures: Record<string, number>;
  };
  const goal = 200;
  const ok = r.p95 <= goal && r.lost === 0 && Object.keys(r.failures).length === 0;
  // A refused message: what the servers logged about it (level ≥ 50, pino's error).
  if (Object.keys(r.failures).length)
    for (const app of apps)
      for (const line of app.output().split('\n'))
        if (/"level":(5|6)0/.test(line)) log(`${app.name}: ${line.slice(0, 600)}`);
  process.stdout.write(
    [
      '',
      `Booth chat under load, ${new Date().toISOString()}, server on core ${serverCore ?? '-'}, load on core ${loadCore ?? '-'}`,
      `${two ? 'app ×2 (PostgreSQL + Redis), each message posted to the instance its receiver is not on' : 'app (embedded)'}: ${r.background} streams connected (in ${r.connectedMs} ms) + ${r.chatters} chatters`,
      `${r.sent} of ${r.attempted} messages sent at ${r.perMinute}/min (refused: ${JSON.stringify(r.failures)}), POST p95 ${r.postP95} ms`,
      `send→receive over ${r.deliveries} deliveries: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms; lost ${r.lost}`,
      `p95 ${r.p95} ms (goal ≤ ${goal} ms, nothing lost) ${ok ? 'met' : 'NOT met'}`,
      '',
    ].join('\n'),
  );
  if (!ok) process.exitCode = 1;
};

const main = async () => {
  process.chdir(ROOT);
  const n = envInt('BENCH_SSE_STREAMS', 10_000);
  const rounds = envInt('BENCH_SSE_ROUNDS', 9);
  const two = process.argv.includes('--two');
  const canBePinned = canPin([SERVER_CORE, LOAD_CORE]);
  if (!canBePinned) log('WARNING: running UNPINNED, figures are not comparable.');
  const serverCore = canBePinned ? SERVER_CORE : undefined;
  const loadCore = canBePinned ? LOAD_CORE : undefined;

  if (process.argv.includes('--storm')) return storm(two, serverCore, loadCore);
  if (process.argv.includes('--chat')) return chat(two, serverCore, loadCore);

  // 1. The probe.
  const probePort = await freePort();
  const probe = await spawnServer({
    name: 'probe',
    command: ['node', ...GC_REPORT, 'bench/src/sse/probe-server.ts', String(probePort)],
    env: { ...process.env, GC_REPORT_DIR: benchDir() },
    port: probePort,
    core: serverCore,
    readyPath: '/health',
    timeoutMs: 30_000,
  });
  log(`probe: ${n} streams`);
  const probeRun = await measure(
    [probe],
    {
      urls: [`${probe.url}/events`],
      n,
      headers: {},
      trigger: { url: `${probe.url}/publish`, method: 'POST', headers: {} },
    },
    rounds,
    loadCore,
  );
  await probe.stop();

  // 2. The app: embedded, or two instances on PostgreSQL and Redis.
  const { apps, token, topic, visitor } = await startApps(two, serverCore);
  log(`app${two ? ' (two instances, PostgreSQL + Redis)' : ' (embedded)'}: ${n} streams`);
  const appRun = await measure(
    apps,
    {
      urls: apps.map((a) => `${a.url}/api/events?topic=${topic}`),
      n,
      headers: { authorization: `Bearer ${token}` },
      trigger: markAllRead(apps[0]!, visitor),
    },
    rounds,
    loadCore,
  );

  // 3. The report.
  const mem = appRun.rssPerStreamKiB / probeRun.rssPerStreamKiB;
  const heap = appRun.heapPerStreamKiB / probeRun.heapPerStreamKiB;
  const fan = median(appRun.fanOutMs) / median(probeRun.fanOutMs);
  const memGoal = 1.5;
  const fanGoal = two ? 2 : 1.5;
  const row = (name: string, m: Measured) =>
    `| ${name.padEnd(28)} | ${m.open.toLocaleString('en').padStart(6)} | ${m.rssPerStreamKiB.toFixed(1).padStart(8)} | ${m.heapPerStreamKiB.toFixed(1).padStart(8)} | ${String(m.connectMs).padStart(8)} | ${median(m.fanOutMs).toFixed(1).padStart(9)} (${m.fanOutMs.join(', ')}) |`;
  process.stdout.write(
    [
      '',
      `SSE streams, ${new Date().toISOString()}, server on core ${serverCore ?? '-'}, load on core ${loadCore ?? '-'}`,
      '| server                       | streams | KiB RSS/stream | KiB heap/stream | connect ms | fan-out ms median (rounds) |',
      '| ---------------------------- | ------: | -------------: | --------------: | ---------: | -------------------------- |',
      row('bare node:http probe', probeRun),
      row(two ? 'app ×2 (PostgreSQL + Redis)' : 'app (embedded)', appRun),
      '',
      `memory per stream: ${heap.toFixed(2)}× the probe in JavaScript heap in use after full collections (goal ≤ ${memGoal}×) ${heap <= memGoal ? 'met' : 'NOT met'}`,
      `  (RSS growth, informative only: ${mem.toFixed(2)}×; it moves with what V8 keeps or returns to the system, not with what a stream holds)`,
      `fan-out to all:    ${fan.toFixed(2)}× the probe (goal ≤ ${fanGoal}×) ${fan <= fanGoal ? 'met' : 'NOT met'}`,
      '',
    ].join('\n'),
  );
};

void main().then(
  async () => {
    await cleanup();
    process.exit(0);
  },
  async (err: unknown) => {
    log(String((err as Error).stack ?? err));
    await cleanup();
    process.exit(1);
  },
);
