import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built server per worker (index = VITEST_POOL_ID − 1): journeys never share a database. */
    baseUrls: string[];
    /** Each server's DATA_DIR: mails land in its outbox/ (no SMTP_URL, the embedded default). */
    dataDirs: string[];
  }
}

/** Journeys run in this many workers, each against its own server (see vitest.config.ts). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Starts the built app exactly as `npm start` does: embedded PGlite in a fresh DATA_DIR, demo seeded on first start. */
const startServer = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // Every journey's browser shares 127.0.0.1: the per-address API ceiling (3000 / 5 min) would
    // otherwise turn the last journeys' page loads into 429s. Its own test is in the api suite.
    API_MAX_PER_IP: '1000000',
    // The presence journey closes tabs and waits for "offline": one second of grace, not five.
    PRESENCE_OFFLINE_GRACE_MS: '1000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async (n: number) => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.writeFileSync(path.join(root, `e2e/artifacts/server-${n}.log`), log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * One built server per worker, so the journeys run in parallel without sharing a database: each
 * worker (VITEST_POOL_ID) talks to its own. Every journey seeds what it needs from the demo.
 */
export default async function setup(project: TestProject) {
  if (
    !fs.existsSync(path.join(root, 'api/dist/server.js')) ||
    !fs.existsSync(path.join(root, 'web/dist/index.html'))
  )
    throw new Error('Build first: npm run build');
  fs.mkdirSync(path.join(root, 'e2e/artifacts'), { recursive: true });
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, startServer));
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide(
    'dataDirs',
    servers.map((s) => s.dataDir),
  );
  return async () => {
    await Promise.all(servers.map((s, i) => s.stop(i + 1)));
  };
}
