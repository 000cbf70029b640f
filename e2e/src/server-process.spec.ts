import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The built server as a process: the PGlite folder lock, graceful shutdown, data kept on restart.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const start = (port: number) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  child.stdout?.on('data', (d) => (out.text += d));
  child.stderr?.on('data', (d) => (out.text += d));
  return { child, out };
};
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (c) => resolve(c)),
  );
const ready = async (port: number, child: ChildProcess) => {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not ready');
};
const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'visitor@demo.test', password: 'Demo2026!' }),
  });

describe('server process', () => {
  it('refuses a second server on the same data folder, shuts down cleanly on SIGTERM, and keeps the data', async () => {
    const port = await freePort();
    const first = start(port);
    await ready(port, first.child);
    expect(first.out.text).toContain('visitor@demo.test');

    const second = start(await freePort());
    expect(await exited(second.child)).toBe(2);
    expect(second.out.text).toContain(`The embedded database in ${dataDir} is already in use`);

    expect((await login(port)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'passerelle.lock'))).toBe(false);

    // Restart on the same folder: no new demo (the database is not empty), the accounts are there.
    const again = start(port);
    await ready(port, again.child);
    expect(again.out.text).not.toContain('Demo logins');
    expect((await login(port)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await exited(again.child)).toBe(0);
  });
});
