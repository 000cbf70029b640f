import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';

// Every route declared `auth: 'required'` answers an anonymous caller 401 before it reads,
// parses or validates anything: never a 400/413/415/422 that describes its schema.
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  admin = await loginAs(t.app, a.email, a.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  security?: unknown[];
}
/** The routes that need a bearer token, from the OpenAPI document (the same source as the client). */
const protectedRoutes = async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op?.security?.length)
      .map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
  );
};
/** Every path parameter malformed (`{id}` → `not-a-number`). */
const malformed = (path: string) => path.replace(/\{[^}]+\}/g, 'not-a-number');
const hasBody = (method: Method) => method !== 'GET' && method !== 'DELETE';

describe('authentication before validation', () => {
  it('answers 401 to anonymous calls of every protected route, whatever their params, query and body', async () => {
    const routes = await protectedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    // One 2 MB body for every route: a fresh one each time made hundreds of large strings, and the
    // garbage collection of a fork's heap (grown by earlier files) slowed the walk tenfold.
    const oversized = Buffer.from(JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }));
    for (const { method, path } of routes) {
      const url = `${malformed(path)}?page=-1&fair=abc&itemsPerPage=oops`;
      const attempts = [
        t.app.inject({ method, url, ...(hasBody(method) && { payload: { unexpected: ['x'] } }) }),
        // Malformed JSON, a type nobody parses, an oversized declared body.
        ...(hasBody(method)
          ? [
              t.app.inject({
                method,
                url,
                headers: { 'content-type': 'application/json' },
                payload: '{"a":',
              }),
              t.app.inject({ method, url, headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
              t.app.inject({
                method,
                url,
                headers: { 'content-type': 'application/json' },
                payload: oversized,
              }),
            ]
          : []),
      ];
      for (const res of await Promise.all(attempts))
        if (res.statusCode !== 401 || res.json().message_code !== 'unauthorized')
          answers.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
    // Every protected route, four bodies each (one of 2 MB): it grows with every module.
  }, 180_000);

  it('answers 401 to an anonymous multipart upload without reading it (not 413 or 415)', async () => {
    for (const url of ['/api/media_objects', '/api/firms/1/logo', '/api/users/import?fair=1']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(500 * 1024 * 1024),
        },
        payload: '--x--',
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('still validates for an authenticated caller: 422 with violations, 400 for malformed params', async () => {
    const fair = await admin.inject({ method: 'POST', url: '/api/fairs', payload: { name: '' } });
    expect(fair.statusCode).toBe(422);
    expect(fair.json().violations.length).toBeGreaterThan(0);
    const lookup = await admin.inject({
      method: 'POST',
      url: '/api/civil_statuses',
      payload: { translations: { fr: { name: '' } }, position: 'first' },
    });
    expect(lookup.statusCode).toBe(422);
    const anonymousLookup = await t.app.inject({
      method: 'POST',
      url: '/api/civil_statuses',
      payload: { translations: { fr: { name: '' } }, position: 'first' },
    });
    expect(anonymousLookup.statusCode).toBe(401);
    expect(anonymousLookup.json().violations).toEqual([]);
    const params = await admin.inject({ method: 'DELETE', url: '/api/fairs/not-a-number' });
    expect([400, 422]).toContain(params.statusCode);
  });
});
