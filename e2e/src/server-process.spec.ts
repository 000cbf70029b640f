import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, serverReady as ready, startServer } from './server-child.ts';

// The built server as a process: the PGlite folder lock, graceful shutdown, data kept on restart.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const start = (port: number) => startServer(port, dataDir);

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
