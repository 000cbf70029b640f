import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('returns an access token, the user with roles, and sets the HttpOnly refresh cookie', async () => {
    const u = await buildUser(t.database.db, { role: ROLES.ORGANIZER, firstName: 'Sophie' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: u.id, email: u.email, roles: [ROLES.ORGANIZER], firstName: 'Sophie' });
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
    expect(wrong.json()).toMatchObject({ message_code: 'invalid_credentials', message: 'Incorrect e-mail or password.' });
  });

  it('refuses a malformed body with field violations', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code])).toEqual([
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
    const forged = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message_code).toBe('token_invalid');
  });
});
