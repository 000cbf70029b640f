import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/index.ts';
import { MemoryCounterStore } from '../rate-limit/index.ts';
import { unauthorized } from '../errors/index.ts';
import { registerRequestGuard } from './request-guard.ts';

const build = () => {
  const app = Fastify({ logger: false });
  const checked: string[] = [];
  registerRequestGuard(app, {
    headers: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' },
    counters: new MemoryCounterStore(),
    limit: { max: 2, timeWindow: 60_000 },
    prefix: 'api',
    authenticate: (request) => {
      const header = request.headers.authorization;
      if (!header) return undefined;
      checked.push(header);
      return header === 'Bearer good' ? Promise.resolve() : Promise.reject(unauthorized('token_invalid'));
    },
  });
  registerErrorHandler(app);
  app.get('/a', async () => 'a');
  app.get('/b', async () => 'b');
  app.get('/own', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => 'own');
  app.get('/free', { config: { rateLimit: false } }, async () => 'free');
  return { app, checked };
};

describe('request guard (security headers, per-address limit, bearer check)', () => {
  it('counts every route and unknown path of an address on one counter, with the x-ratelimit headers', async () => {
    const { app } = build();
    const get = (url: string, remoteAddress = '10.0.0.1') =>
      app.inject({ method: 'GET', url, remoteAddress });
    const first = await get('/a');
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '60',
    });
    expect((await get('/nope')).statusCode).toBe(404);
    const limited = await get('/b');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message_code).toBe('rate_limited');
    expect(limited.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-ratelimit-remaining': '0',
      'retry-after': '60',
    });
    expect((await get('/a', '10.0.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('gives a route its own counter and numbers, or none with rateLimit: false', async () => {
    const { app } = build();
    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' });
    expect((await get('/own')).headers['x-ratelimit-limit']).toBe('1');
    expect((await get('/own')).statusCode).toBe(429);
    expect((await get('/a')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      const free = await get('/free');
      expect(free.statusCode).toBe(200);
      expect(free.headers['x-ratelimit-limit']).toBeUndefined();
      expect(free.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    await app.close();
  });

  it('checks a bearer token after the limit: a bad one is a 401, and a flood of them is limited first', async () => {
    const { app, checked } = build();
    const get = (authorization: string) =>
      app.inject({ method: 'GET', url: '/a', remoteAddress: '10.0.0.4', headers: { authorization } });
    expect((await get('Bearer good')).statusCode).toBe(200);
    expect((await get('Bearer bad')).statusCode).toBe(401);
    expect((await get('Bearer bad')).statusCode).toBe(429);
    expect(checked).toEqual(['Bearer good', 'Bearer bad']);
    await app.close();
  });
});
