/**
 * P13 (perf-security §A9): `POST /api/media_objects` with a 5 MB PDF on the built server, against a bare
 * Fastify control that streams the same multipart body to disk without checks, measured in the same run
 * (§A10 method: pinned cores, warm-up, alternating rounds, median ratio). Target: ratio ≥ 0.5.
 *
 *   npm run build && npx tsx bench/src/uploads.ts      (BENCH_DURATION, BENCH_ROUNDS, BENCH_UPLOAD_CONNECTIONS)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAutocannon, type LoadOptions } from './lib/autocannon-run.ts';
import { stopAll } from './lib/children.ts';
import { summarise, type ScenarioRun } from './lib/report.ts';
import { canPin, freePort, serverMemory, spawnServer } from './lib/spawn-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENDPOINT = '/api/media_objects';
const PDF_BYTES = 5 * 1024 * 1024;
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
const log = (message: string) => process.stderr.write(`[bench:uploads] ${message}\n`);

/** A 5 MB PDF as plain ASCII (autocannon reads its body file as UTF-8), wrapped in one multipart `file` part. */
const multipartPdf = (file: string): string => {
  const boundary = 'passerellebenchboundary7d1f';
  const line = '% Passerelle bench brochure: 5 MB of text, sniffed as PDF by its signature.\n';
  const pdf =
    '%PDF-1.4\n' + line.repeat(Math.ceil(PDF_BYTES / line.length)).slice(0, PDF_BYTES - 16) + '\n%%EOF\n';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brochure.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
  writeFileSync(file, body);
  return `multipart/form-data; boundary=${boundary}`;
};

let tmpDir: string | undefined;
const cleanup = async () => {
  await stopAll();
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const main = async (): Promise<number> => {
  process.chdir(ROOT);
  const durationS = envInt('BENCH_DURATION', 10);
  const rounds = envInt('BENCH_ROUNDS', 3);
  const connections = envInt('BENCH_UPLOAD_CONNECTIONS', 10);
  if (!existsSync('api/dist/server.js'))
    throw new Error('api/dist/server.js is missing: run `npm run build` first.');
  const pinned = canPin([SERVER_CORE, LOAD_CORE]);
  if (!pinned) log('WARNING: running UNPINNED, figures are not comparable.');
  const serverCore = pinned ? SERVER_CORE : undefined;
  const loadCore = pinned ? LOAD_CORE : undefined;

  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'passerelle-bench-uploads-'));
  const dataDir = path.join(tmpDir, 'data');
  const appPort = await freePort();
  const app = await spawnServer({
    name: 'app',
    command: ['node', 'api/dist/server.js'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      API_MAX_PER_IP: '100000000',
      // The per-user upload quota is the platform's; the bench measures throughput, not the quota.
      MEDIA_UPLOADS_PER_USER: '100000000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    port: appPort,
    core: serverCore,
    readyPath: '/api/health',
    readyText: 'Passerelle is running',
    timeoutMs: 180_000,
  });
  const login = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organizer@demo.test', password: 'Demo2026!' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const idle = serverMemory(app.child.pid!);
  const bodyFile = path.join(tmpDir, 'upload.txt');
  const contentType = multipartPdf(bodyFile);
  const probe = await fetch(app.url + ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    body: readFileSync(bodyFile),
  });
  if (probe.status !== 201)
    throw new Error(`the app refused the upload: ${probe.status} ${await probe.text()}`);

  const controlDir = path.join(tmpDir, 'control');
  mkdirSync(controlDir);
  const controlPort = await freePort();
  const control = await spawnServer({
    name: 'control',
    command: [process.execPath, '--import', 'tsx', 'bench/src/upload-control-server.ts'],
    env: {
      ...process.env,
      CONTROL_PORT: String(controlPort),
      CONTROL_PATH: ENDPOINT,
      CONTROL_DIR: controlDir,
    },
    port: controlPort,
    core: serverCore,
    readyPath: ENDPOINT,
    timeoutMs: 30_000,
  });

  const post = { method: 'POST', inputFile: bodyFile, connections, core: loadCore };
  const targets = [
    {
      name: 'control (stream to disk)',
      load: { ...post, url: control.url + ENDPOINT, headers: { 'content-type': contentType } },
      runs: [] as ScenarioRun[],
    },
    {
      name: 'app (POST /api/media_objects)',
      load: {
        ...post,
        url: app.url + ENDPOINT,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      },
      runs: [] as ScenarioRun[],
    },
  ];
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      log(`round ${round}/${rounds}: ${t.name}: ${WARM_UP_S} s warm-up + ${durationS} s`);
      const warmUp = await runAutocannon({ ...t.load, durationS: WARM_UP_S } as LoadOptions);
      const measure = await runAutocannon({ ...t.load, durationS } as LoadOptions);
      log(`  ${measure.requestsPerSec.toFixed(1)} req/s, p99 ${measure.p99Ms} ms, non-2xx ${measure.non2xx}`);
      t.runs.push({ warmUp, measure });
      // Stored uploads are not part of the measure: keep the disk from filling between runs.
      rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
    }
  }
  const memory = serverMemory(app.child.pid!);
  const controlSummary = summarise(targets[0]!.name, targets[0]!.load.url, targets[0]!.runs);
  const appSummary = summarise(targets[1]!.name, targets[1]!.load.url, targets[1]!.runs, controlSummary);
  const bad = [controlSummary, appSummary].filter((s) => s.non2xx > 0 || s.errors > 0);
  const mbPerS = (rps: number) => ((rps * PDF_BYTES) / 1024 / 1024).toFixed(1);
  const lines = [
    '',
    `POST ${ENDPOINT}  (5 MB PDF, multipart)  ${connections} connections, ${WARM_UP_S} s warm-up + ${durationS} s, ${rounds} round(s)` +
      (pinned ? ', servers on core 0, autocannon on core 1' : ', UNPINNED'),
    ...[controlSummary, appSummary].map(
      (s) =>
        `${s.name.padEnd(32)} ${s.medianRequestsPerSec.toFixed(1).padStart(7)} req/s  ${mbPerS(s.medianRequestsPerSec).padStart(6)} MB/s  p99 ${String(s.medianP99Ms).padStart(5)} ms  non-2xx ${s.non2xx}`,
    ),
    `ratio vs control: ${appSummary.ratio.toFixed(2)} (paired median ${appSummary.pairedRatio.toFixed(2)}; P13 target ≥ 0.5)`,
    `app RSS idle ${idle ? (idle.rssKiB / 1024).toFixed(1) : 'n/a'} MiB, after load: ${memory ? (memory.rssKiB / 1024).toFixed(1) : 'n/a'} MiB, peak ${memory?.peakRssKiB ? (memory.peakRssKiB / 1024).toFixed(1) : 'n/a'} MiB`,
    ...(bad.length ? ['!!! BENCH INVALID: non-2xx or errors in ' + bad.map((s) => s.name).join(', ')] : []),
  ];
  process.stdout.write(lines.join('\n') + '\n');
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `uploads-${new Date().toISOString().replace(/:/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        scenario: 'P13',
        connections,
        durationS,
        rounds,
        pinned,
        pairedRatio: appSummary.pairedRatio,
        scenarios: [controlSummary, appSummary],
        memory: { idle, afterLoad: memory },
      },
      null,
      2,
    ) + '\n',
  );
  log(`report written to ${path.relative(ROOT, file)}`);
  return bad.length ? 1 : 0;
};

main()
  .then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      log(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  )
  .finally(() => cleanup());
