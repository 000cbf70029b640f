import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('problem+json errors', () => {
  it('answers an unknown API route with a localised 404 problem', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'nl-BE,nl;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({
      status: 404,
      title: 'Niet gevonden',
      detail: 'Dit adres bestaat niet.',
      message: 'Dit adres bestaat niet.',
      message_code: 'route_not_found',
      violations: [],
    });
  });

  it('rate limits unknown paths per address, on the global API limit (check #41)', async () => {
    const small = await buildTestApp({ API_MAX_PER_IP: '3' });
    try {
      const probe = (url: string, remoteAddress = '127.0.0.31') =>
        small.app.inject({ method: 'GET', url, remoteAddress });
      for (const url of ['/api/nope', '/.git/config', '/api/admin.php'])
        expect((await probe(url)).statusCode).toBe(404);
      const limited = await probe('/api/another-guess');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(limited.json().message_code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Known routes share the same counter; another address has its own.
      expect((await probe('/api/countries')).statusCode).toBe(429);
      expect((await probe('/api/nope', '127.0.0.32')).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('falls back to French for an unsupported language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'ja' } });
    expect(res.json().title).toBe('Introuvable');
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_code).toBe('bad_request');
    expect(res.body).not.toMatch(/Unexpected|JSON\.parse|at /);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('database outage', () => {
  it('answers 503 problem+json without internals while the database is down', async () => {
    const own = await buildTestApp();
    await own.database.close();
    const res = await own.app.inject({ method: 'GET', url: '/api/countries' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message_code).toBe('service_unavailable');
    expect(res.body).not.toMatch(/select|PGlite|stack|\/work\//i);
    const health = await own.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await own.app.close();
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, referrer and permissions policies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\)/);
  });

  it('sends them on every kind of answer: an unknown path, a refused call, HSTS behind TLS', async () => {
    for (const url of ['/api/nope', '/api/users']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    const tls = await buildTestApp({ PUBLIC_URL: 'https://salon.example' });
    const res = await tls.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/);
    await tls.close();
  });

  it('keeps CORS closed to foreign origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
