import { hallMapKey } from '@passerelle/contract';
import { sampleOf, type JsonSchema, type SampleHooks } from './schema-sample.ts';
import type { TargetWorld } from './target-world.ts';

/** What the walk sends: every OpenAPI operation, with ids of the target world filled in. */

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{id}` placeholders kept (how failures, exceptions and holes name a route). */
  path: string;
  operation: OpenApiOperation;
  /** Requires a session (`security` in the document). */
  secured: boolean;
}

export const routesOf = (doc: OpenApiDocument): Route[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Route['method'],
        path,
        operation,
        secured: !!operation.security?.length,
      })),
  );

/**
 * The path segment before `{id}` → the target world's object. A new module adds its collection
 * here (docs/security.md); a segment not listed falls back to the first item a super admin gets
 * from the collection's list (right for reference tables, which belong to no fair).
 */
export const idsBySegment = (w: TargetWorld): Record<string, number> => ({
  users: w.visitorA.id,
  fairs: w.fairA.id,
  'default-fairs': w.fairA.id,
  firms: w.firmX.id,
  fair_firms: w.fairFirm.id,
  firm_business_sectors: w.firmSector.id,
  firm_join_requests: w.joinRequest.id,
  fair_emails: w.fairEmail.id,
  media_objects: w.poster.id,
  fair_halls: w.hall.id,
  fair_hall_configurations: w.hallConfiguration.id,
  elements: w.element.id,
  stands: w.booth.id,
  stand_contacts: w.standContact.id,
  billing_configurations: w.billingConfiguration.id,
  billing_stand_prices: w.standPrice.id,
  billing_invoices: w.invoice.id,
  jobs: w.offerPublished.id,
  job_profiles: w.jobProfile.id,
  job_solicitations: w.jobApplication.id,
  notifications: w.notification.id,
  // A stream token of fair A's visitor: only she may take it.
  notification_tokens: w.visitorA.id,
  // Fair A's visitor's direct conversation with the applicant, and the applicant's message in it.
  conversations: w.conversationDirect.id,
  direct_messages: w.message.id,
  fair: w.fairA.id,
  // Fair A's visitor's video call with the applicant; a new call rings firm X's stand contact
  // (one of its booth's people: the walk's `stand` is that booth).
  visio_rooms: w.visioRoom.id,
  'start-call': w.visioRoom.id,
  'end-call': w.visioRoom.id,
  'miss-call': w.visioRoom.id,
  signal: w.visioRoom.id,
  'create-room': w.contactX.id,
  // Fair A's visitor's interview at firm X's booth.
  interview_slots: w.interviewSlot.id,
});

/**
 * Property, query and path-parameter names → the target world's ids (`fairId`, `fair.id` and
 * `fair_hall` are read as `fair`, `fair`, `fairHall`; arrays ask for the singular).
 */
export const idsByName = (w: TargetWorld): Record<string, number | string> => ({
  fair: w.fairA.id,
  firm: w.firmX.id,
  stand: w.booth.id,
  fairHall: w.hall.id,
  hall: w.hall.id,
  user: w.standAdminX.id,
  admin: w.organizerA.id,
  media: w.poster.id,
  image: w.poster.id,
  logo: w.logo.id,
  leftImage: w.poster.id,
  rightImage: w.poster.id,
  overviewImage: w.poster.id,
  element: w.element.id,
  fairFirm: w.fairFirm.id,
  map: hallMapKey(w.hall.id),
  region: w.region.id,
  country: w.region.countryId,
  job: w.offerPublished.id,
  profile: w.jobProfile.id,
  conversation: w.conversationDirect.id,
  uuid: w.conversationDirect.uuid,
  // `POST /visio/access-token`'s room: the call's address.
  room: w.visioRoom.uniqid,
  // `POST /interview_slots`'s host: a staff member of firm X.
  host: w.contactX.id,
  // `POST /stands/{id}/queue/take`'s entry: the applicant waiting at firm X's booth.
  entry: w.queueEntry.id,
});

const normalise = (name: string) =>
  name
    .replace(/\.id$/, '')
    .replace(/Id$/, '')
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const snakePlural = (name: string) => {
  const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  if (/[^aeiou]y$/.test(snake)) return `${snake.slice(0, -1)}ies`;
  if (/s$/.test(snake)) return `${snake}es`;
  return `${snake}s`;
};

export interface WalkRequest {
  variant: 'target' | 'bare' | 'ill-formed' | 'own';
  method: Route['method'];
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  multipart?: boolean;
}

export interface RequestContext {
  world: TargetWorld;
  /** First id of each plain collection (`/api/countries` → 3), fetched as a super admin. */
  firstIdOf: Record<string, number>;
  /** Collections whose items name a fair, firm, booth or hall: never a fallback (map them). */
  scoped: Set<string>;
  png: Buffer;
}

/**
 * A CSV of one user, for the import routes (their summary says CSV); a tiny PDF for the routes
 * that take a PDF only (a CV); a PNG for other uploads.
 */
const CSV = Buffer.from('email,firstName,lastName,userType\nwalk-import@walk.example,Walk,Import,4\n');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const isIdSchema = (s: JsonSchema) =>
  (s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'))) &&
  s.minimum === 0 &&
  s.exclusiveMinimum === true &&
  !s.enum;

/**
 * Values a schema cannot express (a refinement checks them), by property name. Keep it short:
 * each one is a rule of the contract the generator would otherwise break.
 */
export const SAMPLE_HINTS: Record<string, unknown> = {
  /** an IANA time zone */
  timezone: 'Europe/Paris',
  /** booth resources accept links of the §5 video hosts only */
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  /** a registration form field: builtin identifiers are a closed list (the first kind is `builtin`) */
  identifier: 'jobTitle',
  /** may only name a field placed before it */
  dependsOn: null,
  /** a staff type (5, stand admin), so that a firm named in the body counts */
  userType: 5,
  /** booth characters must suit their place; empty places are drawn empty */
  persons: {},
};

/** Reference ids whose property name is not their collection's. */
const REFERENCE_ALIASES: Record<string, string> = { sector: 'business_sectors' };

const typeMatches = (v: unknown, schema: JsonSchema) => {
  const types = [schema.type ?? [], ...(schema.anyOf ?? []).map((b) => b.type ?? [])].flat();
  return typeof v === 'number'
    ? types.includes('integer') || types.includes('number')
    : types.includes(typeof v);
};

/** The actor's own fair and firm, for the `own` variant. */
export interface OwnScope {
  fair?: number;
  firm?: number;
}

export const hooksFor = (ctx: RequestContext, own: OwnScope = {}): SampleHooks => {
  const byName: Record<string, number | string> = { ...idsByName(ctx.world), ...own };
  return {
    known: (name, schema) => {
      const n = normalise(name);
      if (n in byName && typeMatches(byName[n], schema)) return byName[n];
      if (name in SAMPLE_HINTS) return SAMPLE_HINTS[name];
      // a reference id (`country`, `standType`, `civilStatus`): a real row of its table
      if (isIdSchema(schema)) return ctx.firstIdOf[`/api/${REFERENCE_ALIASES[n] ?? snakePlural(n)}`];
      return undefined;
    },
  };
};

const pathFor = (route: Route, ctx: RequestContext, hooks: SampleHooks) => {
  const segments = idsBySegment(ctx.world);
  const params = (route.operation.parameters ?? []).filter((p) => p.in === 'path');
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.name === name);
    if (name === 'id') {
      const before = route.path.slice(0, route.path.indexOf('{id}')).split('/').filter(Boolean);
      const segment = [...before].reverse().find((s) => s in segments);
      if (segment) return String(segments[segment]);
      const collection = `/${before.join('/')}`;
      const first = ctx.scoped.has(collection) ? undefined : ctx.firstIdOf[collection];
      if (first === undefined)
        throw new Error(
          `access walk: no id for ${route.method} ${route.path}: add its segment to idsBySegment (walk-requests.ts)`,
        );
      return String(first);
    }
    const v = hooks.known(name, param?.schema ?? { type: 'integer' }) ?? sampleOf(param?.schema ?? {}, hooks);
    return encodeURIComponent(String(v));
  });
};

const queryString = (entries: [string, unknown][]) =>
  entries.length
    ? `?${entries
        .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [`${k}`, x]) : [[k, v]]))
        .map(([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(String(v))}`)
        .join('&')}`
    : '';

/** A multipart/form-data body with one `file` part. */
export const multipart = (content: Buffer, filename: string, type: string) => {
  const boundary = '----passerellewalk0123456789';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/**
 * The requests of one route for one actor: `target` (target world's ids in the path, the query
 * and the body); for reads that take optional ids in the query, also `bare` (without them: a list
 * must not fall back to everything); for anonymous on a secured route, also `ill-formed` (a body,
 * query or path parameter that fails validation: authentication must answer first, with 401).
 */
export const requestsFor = (
  route: Route,
  ctx: RequestContext,
  actor: { anonymous: boolean; own?: OwnScope },
): WalkRequest[] => {
  const out = requestsWith(route, ctx, hooksFor(ctx), actor.anonymous);
  if (actor.own && (actor.own.fair || actor.own.firm)) {
    // the actor's own fair (and firm) with the target's other objects: e.g. a booth of firm X
    // in fair B, fair B's hall showing fair A's poster, firm X's detail "as seen in fair B"
    const [own] = requestsWith(route, ctx, hooksFor(ctx, actor.own), false);
    const differs =
      own!.url !== out[0]!.url || JSON.stringify(own!.payload) !== JSON.stringify(out[0]!.payload);
    const touchesTarget = /\b777\d{4}\b/.test(`${own!.url} ${JSON.stringify(own!.payload ?? null)}`);
    if (differs && touchesTarget) out.push({ ...own!, variant: 'own' });
  }
  return out;
};

const requestsWith = (
  route: Route,
  ctx: RequestContext,
  hooks: SampleHooks,
  anonymous: boolean,
): WalkRequest[] => {
  const path = pathFor(route, ctx, hooks);
  const queryParams = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  const known = queryParams
    .map((p) => [p.name, hooks.known(p.name, p.schema)] as [string, unknown])
    .filter(([name, v]) => v !== undefined && normalise(name) in idsByName(ctx.world));
  const required = queryParams
    .filter((p) => p.required && !known.some(([n]) => n === p.name))
    .map((p) => [p.name, sampleOf(p.schema, hooks, p.name)] as [string, unknown]);
  const jsonSchema = route.operation.requestBody?.content['application/json']?.schema;
  const upload = route.method !== 'GET' && route.method !== 'DELETE' && !route.operation.requestBody;
  const body = jsonSchema
    ? { payload: sampleOf(jsonSchema, hooks) }
    : upload
      ? /\bCSV\b/.test(route.operation.summary ?? '')
        ? multipart(CSV, 'walk.csv', 'text/csv')
        : /\bPDF only\b/.test(route.operation.summary ?? '')
          ? multipart(PDF, 'walk.pdf', 'application/pdf')
          : multipart(ctx.png, 'walk.png', 'image/png')
      : {};
  const base = { method: route.method, ...body };
  const out: WalkRequest[] = [
    { variant: 'target', ...base, url: `${path}${queryString([...known, ...required])}` },
  ];
  const optionalKnown = known.filter(([n]) => !queryParams.find((p) => p.name === n)?.required);
  if (route.method === 'GET' && optionalKnown.length)
    out.push({
      variant: 'bare',
      ...base,
      url: `${path}${queryString([...known.filter((k) => !optionalKnown.includes(k)), ...required])}`,
    });
  if (anonymous && route.secured) {
    const requiredQuery = queryParams.some((p) => p.required);
    if (jsonSchema || upload)
      out.push({
        variant: 'ill-formed',
        method: route.method,
        url: `${path}${queryString([...known, ...required])}`,
        payload: [],
      });
    else if (requiredQuery) out.push({ variant: 'ill-formed', method: route.method, url: path });
    else if (route.path.includes('{'))
      out.push({ variant: 'ill-formed', method: route.method, url: route.path.replace(/\{[^}]+\}/g, 'x') });
  }
  return out;
};
