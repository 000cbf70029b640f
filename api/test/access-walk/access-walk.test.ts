import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildTestApp, loginAs, type TestApp } from '../test-app.ts';
import { pngOf } from '../media-files.ts';
import { CONTROL_EXCEPTIONS, EXCEPTIONS, KNOWN_HOLES } from './access-walk.exceptions.ts';
import { digestTables, installChangeLog, takeAndUndoChanges } from './change-log.ts';
import {
  ACTOR_NAMES,
  buildActors,
  buildTargetWorld,
  MARKER,
  secretIdName,
  type ActorName,
} from './target-world.ts';
import {
  requestsFor,
  routesOf,
  type OpenApiDocument,
  type OwnScope,
  type RequestContext,
  type Route,
  type WalkRequest,
} from './walk-requests.ts';
import { failureTable, judge, table, type Observation, type Verdicts } from './walk-verdicts.ts';

/**
 * The access walk (issue 9, perf-security §B2 #22): every route of the OpenAPI document × every
 * foreign actor, against a target world none of them belongs to. Writes are refused and change
 * nothing; private reads are refused or leave the target out; anonymous meets 401 first. A
 * control pass sends the same requests as a super admin: they must reach the decision (no
 * 400/404/415/422), or a refusal above would prove nothing. docs/security.md "The access walk".
 */

type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

let t: TestApp;
let routes: Route[];
let observations: Observation[];
let verdicts: Verdicts;
let control: { method: string; path: string; status: number; note?: string }[];
let triggers: number;
let digests: { before: Record<string, string>; after: Record<string, string> };

/** The target's text markers in an answer (body and headers), and its private ids in the body. */
const leaksIn = (res: LightMyRequestResponse) => {
  const text = `${res.body}\n${JSON.stringify(res.headers)}`.toLowerCase();
  const markers = (text.match(new RegExp(`${MARKER}[a-z-]*[a-z]`, 'g')) ?? []).map((s) =>
    s.slice(MARKER.length),
  );
  const ids = (res.body.match(/\b\d{7}\b/g) ?? []).map((n) => secretIdName(Number(n)));
  return [...new Set([...markers, ...ids])].filter((x): x is string => !!x).sort();
};

/** `(message_code path:code …)` of a problem answer that is neither a refusal nor a success. */
const noteOf = (res: LightMyRequestResponse) => {
  if (res.statusCode < 400 || [401, 403, 404].includes(res.statusCode)) return undefined;
  try {
    const p = res.json() as { message_code?: string; violations?: { propertyPath: string; code: string }[] };
    const v = (p.violations ?? []).map((x) => `${x.propertyPath}:${x.code}`).join(' ');
    return `(${p.message_code ?? '?'}${v ? ` ${v}` : ''})`;
  } catch {
    return `(${res.body.slice(0, 80)})`;
  }
};

const send = (inject: Inject, req: WalkRequest) =>
  inject({
    method: req.method,
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined && { payload: req.payload as InjectOptions['payload'] }),
  });

/** The whole walk runs here; well under a minute alone, more beside the other test files. */
const WALK_TIMEOUT_MS = 240_000;

beforeAll(async () => {
  t = await buildTestApp({
    API_MAX_PER_IP: '1000000',
    LOGIN_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_ACCOUNT: '100000',
    REGISTER_MAX_PER_IP: '100000',
    MEDIA_UPLOADS_PER_USER: '100000',
  });
  const db = t.database.db;
  const world = await buildTargetWorld(db);
  const { users, superAdmin, fairB, firmY } = await buildActors(db, world);
  const ownScope: Partial<Record<ActorName, OwnScope>> = {
    visitorB: { fair: fairB.id },
    standAdminY: { fair: fairB.id, firm: firmY.id },
    organizerB: { fair: fairB.id },
  };
  const inject = { anonymous: (o: InjectOptions) => t.app.inject(o) } as Record<ActorName, Inject>;
  for (const name of ACTOR_NAMES.filter((a) => a !== 'anonymous')) {
    const u = users[name as Exclude<ActorName, 'anonymous'>];
    inject[name] = (await loginAs(t.app, u.email, u.password)).inject;
  }
  const asSuper = (await loginAs(t.app, superAdmin.email, superAdmin.password)).inject;

  routes = routesOf(t.app.swagger() as unknown as OpenApiDocument);

  // The first row of every plain collection, for reference ids in paths and bodies; collections
  // whose rows name a fair, firm, booth or hall are never used that way (see idsBySegment).
  const ctx: RequestContext = { world, firstIdOf: {}, scoped: new Set(), png: await pngOf(8, 8) };
  for (const r of routes.filter((r) => r.method === 'GET' && /^\/api\/[a-z_-]+$/.test(r.path))) {
    const res = await asSuper({ method: 'GET', url: r.path });
    const body = res.statusCode === 200 ? (res.json() as unknown) : null;
    const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
    if (typeof first?.id === 'number') ctx.firstIdOf[r.path] = first.id;
    if (first && ['fair', 'fairId', 'firm', 'stand', 'fairHall'].some((k) => k in first))
      ctx.scoped.add(r.path);
  }

  triggers = await installChangeLog(db);
  await takeAndUndoChanges(db);
  const before = await digestTables(db);

  observations = [];
  for (const route of routes) {
    for (const actor of ACTOR_NAMES) {
      for (const req of requestsFor(route, ctx, { anonymous: actor === 'anonymous', own: ownScope[actor] })) {
        const res = await send(inject[actor], req);
        const changes = await takeAndUndoChanges(db);
        if (actor !== 'anonymous' && res.statusCode === 401) {
          const alive = await inject[actor]({ method: 'GET', url: '/api/user/detail' });
          if (alive.statusCode !== 200)
            throw new Error(`access walk: ${req.method} ${route.path} ended the session of ${actor}`);
        }
        observations.push({
          method: route.method,
          path: route.path,
          url: req.url,
          actor,
          variant: req.variant,
          secured: route.secured,
          status: res.statusCode,
          leaked: leaksIn(res),
          changes: changes.map((c) => `${c.table}:${c.op}`),
          note: noteOf(res),
        });
      }
    }
  }

  // The control: the same target requests as a super admin (its writes are undone too).
  control = [];
  for (const route of routes) {
    const res = await send(asSuper, requestsFor(route, ctx, { anonymous: false })[0]!);
    await takeAndUndoChanges(db);
    control.push({ method: route.method, path: route.path, status: res.statusCode, note: noteOf(res) });
  }

  digests = { before, after: await digestTables(db) };
  verdicts = judge(observations, EXCEPTIONS, KNOWN_HOLES);
  // ACCESS_WALK_DUMP=/tmp/walk.json keeps every observation, to study what the walk saw.
  if (process.env.ACCESS_WALK_DUMP)
    fs.writeFileSync(process.env.ACCESS_WALK_DUMP, JSON.stringify({ observations, control }, null, 1));
}, WALK_TIMEOUT_MS);
afterAll(() => t?.close());

describe('the access walk', () => {
  it('walks every route of the OpenAPI document as every actor, with the change log on every table', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(triggers).toBeGreaterThan(30);
    const walked = new Set(observations.map((o) => `${o.method} ${o.path} ${o.actor}`));
    expect(walked.size).toBe(routes.length * ACTOR_NAMES.length);
  });

  it('undoes every change: each request met the same world, and the database ends as it began', () => {
    const changed = Object.keys(digests.before).filter((k) => digests.before[k] !== digests.after[k]);
    expect(changed).toEqual([]);
  });

  it('sends requests that reach the access decision: the super admin is not answered 400/404/415/422', () => {
    const rows = control
      .filter((c) => [400, 404, 415, 422].includes(c.status) || c.status >= 500)
      .filter((c) => !CONTROL_EXCEPTIONS.some((e) => e.method === c.method && e.path === c.path))
      .map((c) => ({
        route: `${c.method} ${c.path}`,
        actor: 'superAdmin',
        status: String(c.status),
        what: `fix the generated request ${c.note ?? ''}`,
      }));
    const stale = CONTROL_EXCEPTIONS.filter((e) =>
      control.some((c) => e.method === c.method && e.path === c.path && c.status < 400),
    ).map((e) => ({
      route: `${e.method} ${e.path}`,
      actor: 'superAdmin',
      status: '2xx',
      what: 'remove it from CONTROL_EXCEPTIONS',
    }));
    expect([...rows, ...stale].length, `\n${table([...rows, ...stale])}\n`).toBe(0);
  });

  it('refuses foreign actors: writes 401/403/404 with nothing changed, private reads refused or without the target, anonymous 401 first', () => {
    const { failures } = verdicts;
    expect(failures.length, `\n${failureTable(failures)}\n`).toBe(0);
  });

  it('KNOWN_HOLES lists only holes that are still open', () => {
    const rows = verdicts.closedHoles.map((h) => ({
      route: `${h.method} ${h.path}`,
      actor: h.actor,
      status: '-',
      what: `${h.rules.join(', ')} holds now (${h.finding}): remove it from KNOWN_HOLES`,
    }));
    expect(rows.length, `\n${table(rows)}\n`).toBe(0);
  });

  it('every exception still excuses something', () => {
    const rows = verdicts.unusedExceptions.map((e) => ({
      route: `${e.method} ${e.path}`,
      actor: e.actors?.join(',') ?? 'all',
      status: '-',
      what: 'not needed any more: remove it from EXCEPTIONS',
    }));
    expect(rows.length, `\n${table(rows)}\n`).toBe(0);
  });
});
