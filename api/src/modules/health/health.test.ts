import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { HEALTH_CACHE_MS } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ API_MAX_PER_IP: '3' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const health = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

describe('GET /api/health', () => {
  it('tells anonymous callers the stores’ state but not the version', async () => {
    const res = await health('127.0.0.21');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      databaseKind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      redis: process.env.REDIS_URL ? 'up' : 'off',
    });
  });

  it('tells a super admin the version too', async () => {
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const visitor = await buildUser(t.database.db, { role: ROLES.VISITOR });
    const asAdmin = await loginAs(t.app, admin.email, admin.password);
    const asVisitor = await loginAs(t.app, visitor.email, visitor.password);
    const seen = await asAdmin.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.22' });
    expect(seen.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
    const hidden = await asVisitor.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.23' });
    expect(hidden.json()).not.toHaveProperty('version');
  });

  it('is rate limited per address like every route (429 with Retry-After beyond API_MAX_PER_IP)', async () => {
    for (let i = 0; i < 3; i++) expect((await health('127.0.0.24')).statusCode).toBe(200);
    const limited = await health('127.0.0.24');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message_code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await health('127.0.0.25')).statusCode).toBe(200);
  });

  it('asks the database at most once per cache period, however many probes come', async () => {
    const own = await buildTestApp({ API_MAX_PER_IP: '100' });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
      const ping = vi.spyOn(own.database, 'ping');
      const probe = () => own.app.inject({ method: 'GET', url: '/api/health' });
      const answers = await Promise.all([probe(), probe(), probe()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect((await probe()).statusCode).toBe(200);
      expect(ping).toHaveBeenCalledTimes(1);
      vi.setSystemTime(new Date(Date.now() + HEALTH_CACHE_MS));
      expect((await probe()).statusCode).toBe(200);
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      await own.close();
    }
  });
});
