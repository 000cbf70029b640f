import type { KnownHole, Rule, WalkException } from './access-walk.exceptions.ts';
import type { ActorName } from './target-world.ts';
import type { WalkRequest } from './walk-requests.ts';

/** Judges what the walk saw against the rules, the exceptions and the known holes. */

export interface Observation {
  method: string;
  path: string;
  url: string;
  actor: ActorName;
  variant: WalkRequest['variant'];
  secured: boolean;
  status: number;
  /** Target markers in the answer (body and headers), without the prefix. */
  leaked: string[];
  /** `table:OP` changed by the request. */
  changes: string[];
  /** For 400/409/422/5xx: the problem's code and violations, to tell a bad sample from a refusal. */
  note?: string;
}

export interface Problem {
  rule: Rule;
  detail: string;
}

const REFUSED = new Set([401, 403, 404]);
/**
 * In the `own` variant the call names the actor's own fair and another fair's object: the
 * refusal permissions.md gives is 422 `firm_not_in_fair` (and its kin for halls, booths…), or
 * `media_not_found` for another fair's file — as the message code or as every violation's code.
 */
const OTHER_FAIRS_OBJECT = /^(\w+_not_in_fair|media_not_found)$/;
const refusedInOwnFair = (o: Observation) => {
  if (o.variant !== 'own' || o.status !== 422) return false;
  const [code, ...violations] = (o.note ?? '').replace(/^\(|\)$/g, '').split(' ');
  if (OTHER_FAIRS_OBJECT.test(code ?? '')) return true;
  return violations.length > 0 && violations.every((v) => OTHER_FAIRS_OBJECT.test(v.split(':')[1] ?? ''));
};

export const problemsOf = (o: Observation): Problem[] => {
  const out: Problem[] = [];
  const ok2xx = o.status >= 200 && o.status < 300;
  if (o.changes.length)
    out.push({ rule: 'unchanged', detail: `changed ${[...new Set(o.changes)].join(', ')}` });
  if (o.actor === 'anonymous' && o.secured && o.status !== 401)
    out.push({ rule: 'auth-first', detail: `anonymous on a secured route got ${o.status}` });
  if (o.variant === 'ill-formed') return out;
  if (o.method !== 'GET') {
    if (!REFUSED.has(o.status) && !refusedInOwnFair(o))
      out.push({ rule: 'write-refused', detail: `write answered ${o.status}${o.note ? ` ${o.note}` : ''}` });
  } else if (o.actor === 'clusterAdmin') {
    if (o.status === 400 || o.status === 422 || o.status >= 500)
      out.push({ rule: 'answer', detail: `read answered ${o.status}${o.note ? ` ${o.note}` : ''}` });
  } else if (ok2xx) {
    if (o.leaked.length) out.push({ rule: 'read-private', detail: `leaked ${o.leaked.join(', ')}` });
  } else if (!REFUSED.has(o.status))
    out.push({ rule: 'read-private', detail: `read answered ${o.status}${o.note ? ` ${o.note}` : ''}` });
  return out;
};

const matches = (e: { method: string; path: string; actors?: ActorName[] }, o: Observation) =>
  (e.method === o.method || e.method === '*') &&
  (e.path === o.path || e.path === '*') &&
  (!e.actors || e.actors.includes(o.actor));

export interface Verdicts {
  failures: (Observation & Problem)[];
  /** Holes listed in KNOWN_HOLES whose route × actor no longer breaks the rule. */
  closedHoles: (KnownHole & { actor: ActorName })[];
  unusedExceptions: WalkException[];
}

export const judge = (
  observations: Observation[],
  exceptions: WalkException[],
  holes: KnownHole[],
): Verdicts => {
  const failures: Verdicts['failures'] = [];
  const usedExceptions = new Set<WalkException>();
  const holeHits = new Map<string, number>();
  const holeKey = (h: KnownHole, actor: ActorName) => `${holes.indexOf(h)}:${actor}`;

  for (const o of observations) {
    for (const p of problemsOf(o)) {
      const exception = exceptions.find(
        (e) =>
          matches(e, o) &&
          (!e.variant || e.variant === o.variant) &&
          (!e.mayShow ||
            (p.rule === 'read-private' && o.leaked.length && o.leaked.every((l) => e.mayShow!.includes(l)))),
      );
      if (exception) {
        usedExceptions.add(exception);
        continue;
      }
      const hole = holes.find(
        (h) => matches(h, o) && h.rules.includes(p.rule) && (!h.variant || h.variant === o.variant),
      );
      if (hole) {
        holeHits.set(holeKey(hole, o.actor), (holeHits.get(holeKey(hole, o.actor)) ?? 0) + 1);
        continue;
      }
      failures.push({ ...o, ...p });
    }
  }
  return {
    failures,
    closedHoles: holes.flatMap((h) =>
      h.actors.filter((a) => !holeHits.has(holeKey(h, a))).map((actor) => ({ ...h, actor })),
    ),
    unusedExceptions: exceptions.filter((e) => !usedExceptions.has(e)),
  };
};

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** A compact table: one line per failing route × actor × variant. */
export const table = (rows: { route: string; actor: string; status: string; what: string }[]) => {
  const w = {
    route: Math.max(5, ...rows.map((r) => r.route.length)),
    actor: Math.max(5, ...rows.map((r) => r.actor.length)),
  };
  return [
    `${pad('route', w.route)}  ${pad('actor', w.actor)}  status  what`,
    ...rows.map((r) => `${pad(r.route, w.route)}  ${pad(r.actor, w.actor)}  ${pad(r.status, 6)}  ${r.what}`),
  ].join('\n');
};

export const failureTable = (failures: Verdicts['failures']) =>
  table(
    failures.map((f) => ({
      route: `${f.method} ${f.path}`,
      actor: f.variant === 'target' ? f.actor : `${f.actor} (${f.variant})`,
      status: String(f.status),
      what: `${f.rule}: ${f.detail}`,
    })),
  );
