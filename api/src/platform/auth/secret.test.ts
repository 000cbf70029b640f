import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secret.ts';

describe('JWT secret without JWT_SECRET', () => {
  it('creates a random secret once in DATA_DIR (0600) and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-secret-'));
    try {
      const a = loadOrCreateSecret(dir);
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSecret(dir)).toBe(a);
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-secret-'));
      expect(loadOrCreateSecret(other)).not.toBe(a);
      fs.rmSync(other, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
