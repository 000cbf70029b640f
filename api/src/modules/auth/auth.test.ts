import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('returns an access token, the user with roles, and sets the HttpOnly refresh cookie', async () => {
    const u = await buildUser(t.database.db, { role: ROLES.ORGANIZER, firstName: 'Sophie' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: u.id,
      email: u.email,
      roles: [ROLES.ORGANIZER],
      firstName: 'Sophie',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(typeof body.token).toBe('string');
    // no Origin header: a non-browser client also gets the refresh token in the body
    expect(typeof body.refresh_token).toBe('string');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/passerelle_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('gives browsers (with an Origin) no refresh token in the body', async () => {
    const u = await buildUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
  });

  it('answers an unknown e-mail and a wrong password the same way, localised', async () => {
    const u = await buildUser(t.database.db);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'nobody@test.example', password: 'Whatever1!' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'en' },
      payload: { email: u.email, password: 'Wrong-pass1!' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      message_code: 'invalid_credentials',
      message: 'Incorrect e-mail or password.',
    });
  });

  it('refuses a malformed body with field violations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual([
      ['email', 'required'],
      ['password', 'required'],
    ]);
  });
});

describe('GET /api/user/detail', () => {
  it('returns the logged-in user', async () => {
    const u = await buildUser(t.database.db, { role: ROLES.VISITOR });
    const session = await loginAs(t.app, u.email, u.password);
    const res = await session.inject({ method: 'GET', url: '/api/user/detail' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, roles: [ROLES.VISITOR] });
  });

  it('is 401 without a token and 401 token_invalid with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/detail',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message_code).toBe('token_invalid');
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates the refresh token and keeps the session alive', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refresh_token).not.toBe(s.refresh_token);
    expect(body.user.id).toBe(u.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/user/detail',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(detail.statusCode).toBe(200);
  });

  it('reads the refresh token from the HttpOnly cookie for browsers', async () => {
    const u = await buildUser(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: u.email, password: u.password },
    });
    const cookie = login.cookies.find((c) => c.name === 'passerelle_refresh')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { origin: 'http://localhost:3000' },
      cookies: { passerelle_refresh: cookie.value },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    expect(res.cookies.find((c) => c.name === 'passerelle_refresh')?.value).not.toBe(cookie.value);
  });

  const refreshWith = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: token } });
  const familyOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .limit(1);
    return row!.familyId;
  };
  const expectRevoked = async (session: Awaited<ReturnType<typeof loginAs>>, ...tokens: string[]) => {
    for (const token of tokens) expect((await refreshWith(token)).statusCode).toBe(401);
    expect((await session.inject({ method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
  };

  it('lets two tabs refresh the same token at once: both succeed and both new tokens work', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const [a, b] = await Promise.all([refreshWith(s.refresh_token), refreshWith(s.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [ra, rb] = [a.json().refresh_token as string, b.json().refresh_token as string];
    expect(ra).not.toBe(rb);
    for (const access of [a.json().token, b.json().token])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/user/detail',
            headers: { authorization: `Bearer ${access}` },
          })
        ).statusCode,
      ).toBe(200);
    expect((await refreshWith(ra)).statusCode).toBe(200);
    expect((await refreshWith(rb)).statusCode).toBe(200);
    // Only digests are stored, never a token.
    const stored = await t.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, u.id));
    expect(stored.map((r) => r.hash)).not.toEqual(expect.arrayContaining([s.refresh_token]));
    expect(stored.map((r) => r.hash)).not.toEqual(expect.arrayContaining([ra]));
  });

  it('refuses a token two generations old, revokes the family and logs refresh_reuse with user and family', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const second = await refreshWith(s.refresh_token);
    const third = await refreshWith(second.json().refresh_token);
    expect(third.statusCode).toBe(200);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const replay = await refreshWith(s.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message_code).toBe('refresh_invalid');
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'refresh_reuse', userId: u.id, familyId: await familyOf(u.id) }),
        expect.any(String),
      );
    } finally {
      warn.mockRestore();
    }
    await expectRevoked(s, third.json().refresh_token, second.json().refresh_token);
  });

  it('refuses the parent once the grace is over and revokes its whole family', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const first = await refreshWith(s.refresh_token);
    expect(first.statusCode).toBe(200);
    // Grey-box: the first use happened before the grace window (10 s by default).
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - t.config.refreshReuseGraceMs - 60_000) })
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(s.refresh_token).digest('hex')));
    const replay = await refreshWith(s.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message_code).toBe('refresh_invalid');
    // The legitimate successor is revoked too, and so is the access token of that session.
    await expectRevoked(s, first.json().refresh_token);
  });

  it('has no grace with REFRESH_REUSE_GRACE_S=0: a second use is a replay', async () => {
    const strict = await buildTestApp({ REFRESH_REUSE_GRACE_S: '0' });
    try {
      const u = await buildUser(strict.database.db);
      const s = await loginAs(strict.app, u.email, u.password);
      const use = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/token/refresh',
          payload: { refresh_token: s.refresh_token },
        });
      expect((await use()).statusCode).toBe(200);
      expect((await use()).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it('refuses a foreign Origin (CSRF) and writes nothing', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { origin: 'https://evil.example' },
      payload: { refresh_token: s.refresh_token },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message_code).toBe('cross_origin');
    // the token was not consumed
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: 'nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the refresh token and the access token stop working', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const out = await s.inject({ method: 'POST', url: '/api/logout', payload: {} });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/passerelle_refresh=;/);
    expect((await s.inject({ method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: s.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('refresh cookie behind https', () => {
  // Check #19: a `__Host-`/Secure cookie is only dropped by a Set-Cookie with the same attributes.
  const attributesOf = (setCookie: string | string[] | undefined, name: string) => {
    const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
    if (!line) throw new Error(`no Set-Cookie for ${name}`);
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
    return { value: pair.slice(name.length + 1), attrs: attrs.map((a) => a.toLowerCase()) };
  };
  const expectSameAttributes = (attrs: string[]) => {
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']));
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
  };
  const name = '__Host-passerelle_refresh';
  const origin = 'https://salon.example';

  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({ PUBLIC_URL: origin });
  });
  afterAll(() => secure.close());

  const browserLogin = async () => {
    const u = await buildUser(secure.database.db);
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    const set = attributesOf(res.headers['set-cookie'], name);
    expectSameAttributes(set.attrs);
    return { token: res.json().token as string, refresh: set.value };
  };

  it('logout clears the __Host- cookie with HttpOnly, Secure, SameSite=Strict and Path=/', async () => {
    const session = await browserLogin();
    const out = await secure.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin, authorization: `Bearer ${session.token}` },
      cookies: { [name]: session.refresh },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const cleared = attributesOf(out.headers['set-cookie'], name);
    expect(cleared.value).toBe('');
    expect(cleared.attrs).toContain('max-age=0');
    expectSameAttributes(cleared.attrs);
  });

  it('a failed refresh clears it with the same attributes', async () => {
    const session = await browserLogin();
    await secure.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin, authorization: `Bearer ${session.token}` },
      payload: {},
    });
    const refused = await secure.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { origin },
      cookies: { [name]: session.refresh },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    const cleared = attributesOf(refused.headers['set-cookie'], name);
    expect(cleared.value).toBe('');
    expect(cleared.attrs).toContain('max-age=0');
    expectSameAttributes(cleared.attrs);
  });
});

describe('login throttling', () => {
  it('throttles one account after repeated failures (429 with Retry-After), before hashing, even from many addresses', async () => {
    const small = await buildTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '100' });
    try {
      const u = await buildUser(small.database.db);
      for (let i = 0; i < 3; i++) {
        const r = await small.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `127.0.0.${10 + i}`,
          payload: { email: u.email, password: 'Wrong-pass1!' },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.99',
        payload: { email: u.email.toUpperCase(), password: u.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message_code).toBe('rate_limited');
      // another account behind the same address still logs in
      const other = await buildUser(small.database.db);
      const ok = await small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.10',
        payload: { email: other.email, password: other.password },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('throttles one address with its own, higher ceiling', async () => {
    const small = await buildTestApp({ LOGIN_MAX_PER_ACCOUNT: '100', LOGIN_MAX_PER_IP: '4' });
    try {
      const u = await buildUser(small.database.db);
      for (let i = 0; i < 4; i++) {
        const r = await small.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.5',
          payload: { email: `nobody${i}@test.example`, password: 'Wrong-pass1!' },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.5',
        payload: { email: u.email, password: u.password },
      });
      expect(blocked.statusCode).toBe(429);
      // X-Forwarded-For does not reset the counter (trustProxy is off)
      const spoofed = await small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.5',
        headers: { 'x-forwarded-for': '10.9.8.7' },
        payload: { email: u.email, password: u.password },
      });
      expect(spoofed.statusCode).toBe(429);
      const elsewhere = await small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.6',
        payload: { email: u.email, password: u.password },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('behind TRUST_PROXY=1, counts the address the proxy saw: a forged left-most X-Forwarded-For shares one counter', async () => {
    const small = await buildTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_PER_IP: '3',
      LOGIN_MAX_PER_ACCOUNT: '100',
    });
    try {
      const u = await buildUser(small.database.db);
      // Every request reaches the app from the load balancer (127.0.0.1); the client is the
      // address the balancer appended, the entries before it are whatever the client sent.
      const viaProxy = (forwardedFor: string, password: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: u.email, password },
        });
      for (let i = 0; i < 3; i++)
        expect((await viaProxy(`198.51.100.${i}, 203.0.113.7`, 'Wrong-pass1!')).statusCode).toBe(401);
      const forged = await viaProxy('198.51.100.99, 203.0.113.7', u.password);
      expect(forged.statusCode).toBe(429);
      expect(forged.json().message_code).toBe('rate_limited');
      // Another client behind the same balancer has its own counter.
      expect((await viaProxy('198.51.100.1, 203.0.113.8', u.password)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('behind TRUST_PROXY=<proxy ranges>, skips only those proxies', async () => {
    const small = await buildTestApp({
      TRUST_PROXY: '127.0.0.0/8, 10.0.0.0/8',
      LOGIN_MAX_PER_IP: '2',
      LOGIN_MAX_PER_ACCOUNT: '100',
    });
    try {
      const u = await buildUser(small.database.db);
      // Client → CDN-like inner proxy 10.1.2.3 → balancer 127.0.0.1 → app.
      const viaProxies = (forwardedFor: string, password: string) =>
        small.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: u.email, password },
        });
      for (const forgedLeft of ['192.0.2.1', '192.0.2.2'])
        expect((await viaProxies(`${forgedLeft}, 203.0.113.9, 10.1.2.3`, 'Wrong-pass1!')).statusCode).toBe(
          401,
        );
      expect((await viaProxies('192.0.2.3, 203.0.113.9, 10.1.2.3', u.password)).statusCode).toBe(429);
      expect((await viaProxies('203.0.113.10, 10.1.2.3', u.password)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses an oversized body with 413 before hashing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@test.example', password: 'x'.repeat(100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message_code).toBe('payload_too_large');
  });
});

describe('password storage', () => {
  it('stores argon2id with the OWASP parameters', async () => {
    const u = await buildUser(t.database.db);
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id));
    expect(row?.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('login throttle defaults', () => {
  it('keep the per-account ceiling below the per-address one', () => {
    const { loginPerAccount, loginPerIp } = t.config.limits;
    expect(loginPerAccount.max).toBeLessThan(loginPerIp.max);
  });
});
