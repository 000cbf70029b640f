import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * A local server speaking reCAPTCHA's verify protocol (siteverify form POST, and the Enterprise
 * assessments JSON), so the real HTTP exchange is exercised without reaching Google.
 */
const fakeRecaptcha = async () => {
  const used = new Set<string>();
  let mode: 'ok' | 'down' = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (mode === 'down') {
        res.writeHead(500).end();
        return;
      }
      const enterprise = req.url?.includes('assessments');
      const token = enterprise ? JSON.parse(raw).event.token : new URLSearchParams(raw).get('response');
      const [verdict, action = 'login', score = '0.9'] = String(token).split(':');
      const duplicate = used.has(token);
      used.add(token);
      const valid = verdict === 'good' && !duplicate;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          enterprise
            ? {
                tokenProperties: {
                  valid,
                  action,
                  invalidReason: valid ? 'INVALID_REASON_UNSPECIFIED' : 'DUPE',
                },
                riskAnalysis: { score: Number(score) },
              }
            : {
                success: valid,
                action,
                score: Number(score),
                'error-codes': valid ? [] : [duplicate ? 'timeout-or-duplicate' : 'invalid-input-response'],
              },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server, setMode: (m: 'ok' | 'down') => (mode = m) };
};

let fake: Awaited<ReturnType<typeof fakeRecaptcha>>;
beforeAll(async () => {
  fake = await fakeRecaptcha();
});
afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

const login = (t: TestApp, email: string, password: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'accept-language': 'en' },
    payload: { email, password, ...(captcha && { captcha }) },
  });

describe('reCAPTCHA v3 (default version)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'secret',
      CAPTCHA_VERIFY_URL: `${fake.url}/recaptcha/api/siteverify`,
    });
  });
  afterAll(() => t.close());

  it('publishes the provider, site key and version 3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(res.json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key', version: 3, enterprise: false });
  });

  it('logs in with a good token for the login action', async () => {
    const u = await buildUser(t.database.db);
    expect((await login(t, u.email, u.password, 'good:login:0.9:a')).statusCode).toBe(200);
  });

  it('refuses a missing token, a rejected token, a reused token, a low score and a wrong action', async () => {
    const u = await buildUser(t.database.db);
    const missing = await login(t, u.email, u.password);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message_code).toBe('captcha_missing');
    const bad = await login(t, u.email, u.password, 'bad:login:0.9');
    expect(bad.json()).toMatchObject({
      message_code: 'captcha_invalid',
      message: expect.stringMatching(/automated queries/),
    });
    expect((await login(t, u.email, u.password, 'good:login:0.9:b')).statusCode).toBe(200);
    expect((await login(t, u.email, u.password, 'good:login:0.9:b')).json().message_code).toBe(
      'captcha_invalid',
    );
    expect((await login(t, u.email, u.password, 'good:login:0.1:c')).json().message_code).toBe(
      'captcha_invalid',
    );
    expect((await login(t, u.email, u.password, 'good:register:0.9:d')).json().message_code).toBe(
      'captcha_invalid',
    );
  });

  it('fails closed when the verifier is down (503 captcha_unavailable), issuing no session', async () => {
    const u = await buildUser(t.database.db);
    fake.setMode('down');
    try {
      const res = await login(t, u.email, u.password, 'good:login:0.9:e');
      expect(res.statusCode).toBe(503);
      expect(res.json().message_code).toBe('captcha_unavailable');
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      fake.setMode('ok');
    }
  });
});

describe('reCAPTCHA v2 and Enterprise', () => {
  it('v2 checks success only', async () => {
    const t = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_VERSION: '2',
      CAPTCHA_SITE_KEY: 'k',
      CAPTCHA_SECRET: 's',
      CAPTCHA_VERIFY_URL: `${fake.url}/siteverify`,
    });
    try {
      const u = await buildUser(t.database.db);
      expect((await login(t, u.email, u.password, 'good:other:0.0:v2')).statusCode).toBe(200);
      expect((await login(t, u.email, u.password, 'bad')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('enterprise reads the assessment (valid token, action, score)', async () => {
    const t = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_ENTERPRISE: '1',
      CAPTCHA_SITE_KEY: 'k',
      CAPTCHA_SECRET: 'api-key',
      CAPTCHA_ENTERPRISE_PROJECT: 'p',
      CAPTCHA_VERIFY_URL: `${fake.url}/v1/projects/p/assessments?key=api-key`,
    });
    try {
      const u = await buildUser(t.database.db);
      expect((await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).json().enterprise).toBe(
        true,
      );
      expect((await login(t, u.email, u.password, 'good:login:0.8:ent')).statusCode).toBe(200);
      expect((await login(t, u.email, u.password, 'good:login:0.8:ent')).json().message_code).toBe(
        'captcha_invalid',
      );
    } finally {
      await t.close();
    }
  });
});

describe('altcha (self-hosted proof of work)', () => {
  it('accepts a real solved challenge once, and refuses a forged or reused one', async () => {
    const t = await buildTestApp({ CAPTCHA_PROVIDER: 'altcha', CAPTCHA_SECRET: 'altcha-hmac-key-for-tests' });
    try {
      const u = await buildUser(t.database.db);
      const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/altcha/challenge' })).json();
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      const payload = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString(
        'base64',
      );
      expect((await login(t, u.email, u.password, payload)).statusCode).toBe(200);
      expect((await login(t, u.email, u.password, payload)).json().message_code).toBe('captcha_invalid');
      const forged = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number + 1 })).toString(
        'base64',
      );
      expect((await login(t, u.email, u.password, forged)).json().message_code).toBe('captcha_invalid');
    } finally {
      await t.close();
    }
  });
});
