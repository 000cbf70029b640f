import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedDbLockedError, openDatabase, openPglite } from './client.ts';
import { loadConfig } from '../config.ts';

describe('embedded database folder', () => {
  it('refuses a second opener on the same folder with a message naming it, and reopens after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-lock-'));
    try {
      const first = await openPglite({ dataDir: dir, statementTimeoutMs: 5000 });
      // A live foreign pid holds the lock (the parent test process stands in for another server).
      fs.writeFileSync(path.join(dir, 'passerelle.lock'), String(process.ppid));
      const second = openPglite({ dataDir: dir, statementTimeoutMs: 5000 });
      await expect(second).rejects.toBeInstanceOf(EmbeddedDbLockedError);
      await expect(second).rejects.toThrow(dir);
      fs.writeFileSync(path.join(dir, 'passerelle.lock'), String(process.pid));
      await first.close();
      expect(fs.existsSync(path.join(dir, 'passerelle.lock'))).toBe(false);
      const again = await openPglite({ dataDir: dir, statementTimeoutMs: 5000 });
      await again.ping();
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-lock-'));
    try {
      fs.writeFileSync(path.join(dir, 'passerelle.lock'), '999999');
      const db = await openPglite({ dataDir: dir, statementTimeoutMs: 5000 });
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses PGlite in production unless explicitly allowed', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() });
    await expect(openDatabase(config)).rejects.toThrow(/DATABASE_URL/);
  });
});
