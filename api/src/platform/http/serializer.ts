import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/** A value's JSON, or undefined when an optional value is absent (the key is then left out). */
type Write = (value: unknown, path: PathKey[]) => string | undefined;
type PathKey = string | number;

/** A response that does not fit its schema: the answer is refused (500), never sent half-checked. */
export class ResponseShapeError extends Error {
  constructor(
    readonly path: PathKey[],
    readonly expected: string,
  ) {
    super(`response does not match its schema at ${path.join('.') || '(root)'}: expected ${expected}`);
  }
}

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; tx?: (v: unknown) => unknown } } }[];
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optout?: string } })._zod.optout === 'optional';

const fail = (path: PathKey[], expected: string): never => {
  throw new ResponseShapeError([...path], expected);
};

/**
 * Anything this compiler does not take apart (unions, defaults of a missing value, refinements,
 * loose objects…): zod encodes that part, which strips what its schema does not list, then
 * JSON.stringify writes it, as the generic serializer did for the whole answer.
 */
const viaZod =
  (schema: z.ZodType): Write =>
  (value) =>
    JSON.stringify(z.encode(schema, value as never));

const compiled = new WeakMap<z.ZodType, Write>();

/** Each schema compiled once (zod has no cycles without z.lazy, which goes through zod). */
const compile = (schema: z.ZodType): Write => {
  let write = compiled.get(schema);
  if (!write) compiled.set(schema, (write = build(schema)));
  return write;
};

const build = (schema: z.ZodType): Write => {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string': {
      if (def.coerce) return viaZod(schema);
      // Overwrites (trim, lower case…) change the value, as zod's encode did; other checks
      // (lengths, formats) are about input and are not run on answers.
      const tx = checks.map((c) => c._zod.def).filter((d) => d.check === 'overwrite' && d.tx);
      if (tx.length === 0) return (v, p) => (typeof v === 'string' ? JSON.stringify(v) : fail(p, 'string'));
      return (v, p) => {
        if (typeof v !== 'string') return fail(p, 'string');
        let s: unknown = v;
        for (const d of tx) s = d.tx!(s);
        return JSON.stringify(s);
      };
    }
    case 'number':
      if (def.coerce) return viaZod(schema);
      return (v, p) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : fail(p, 'number'));
    case 'boolean':
      if (def.coerce) return viaZod(schema);
      return (v, p) => (v === true ? 'true' : v === false ? 'false' : fail(p, 'boolean'));
    case 'null':
      return (v, p) => (v === null ? 'null' : fail(p, 'null'));
    case 'literal':
    case 'enum': {
      const allowed = new Set(def.type === 'literal' ? def.values : Object.values(def.entries ?? {}));
      return (v, p) => (allowed.has(v) ? JSON.stringify(v) : fail(p, [...allowed].join(' | ')));
    }
    case 'unknown':
    case 'any':
      return (v) => JSON.stringify(v);
    case 'nullable': {
      const write = compile(def.innerType!);
      return (v, p) => (v === null ? 'null' : write(v, p));
    }
    case 'optional': {
      const write = compile(def.innerType!);
      return (v, p) => (v === undefined ? undefined : write(v, p));
    }
    case 'readonly':
      return compile(def.innerType!);
    case 'default': {
      const write = compile(def.innerType!);
      const zod = viaZod(schema);
      return (v, p) => (v === undefined ? zod(v, p) : write(v, p));
    }
    case 'array': {
      if (checks.some((c) => !c._zod.def.check.endsWith('_length') && c._zod.def.check !== 'length_equals'))
        return viaZod(schema);
      const write = compile(def.element!);
      return (v, p) => {
        if (!Array.isArray(v)) return fail(p, 'array');
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out += ',';
          p.push(i);
          out += write(v[i], p) ?? 'null';
          p.pop();
        }
        return out + ']';
      };
    }
    case 'object': {
      // A loose object or one with a catch-all keeps unlisted keys on purpose; refinements see
      // the whole object: both through zod.
      const catchall = def.catchall && defOf(def.catchall).type;
      if ((catchall && catchall !== 'never') || checks.length > 0) return viaZod(schema);
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const prefixes = keys.map((k) => `${JSON.stringify(k)}:`);
      const writes = keys.map((k) => compile(shape[k]!));
      const optional = keys.map((k) => isOptional(shape[k]!));
      // Only the listed keys are written, in the schema's order: anything else on the value
      // (a column added later, an internal field) is never sent. A strict object drops the
      // unlisted keys too rather than refusing the answer.
      return (v, p) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p, 'object');
        const o = v as Record<string, unknown>;
        let out = '{';
        for (let i = 0; i < keys.length; i++) {
          const value = o[keys[i]!];
          if (value === undefined && optional[i]) continue;
          p.push(keys[i]!);
          const json = value === undefined ? fail(p, 'a value') : writes[i]!(value, p);
          p.pop();
          if (json === undefined) continue;
          out += out.length === 1 ? prefixes[i] + json : `,${prefixes[i]}${json}`;
        }
        return out + '}';
      };
    }
    case 'record': {
      const key = defOf(def.keyType!);
      if (key.type !== 'string' || (key.checks ?? []).length > 0) return viaZod(schema);
      const write = compile(def.valueType!);
      return (v, p) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p, 'record');
        let out = '{';
        for (const k of Object.keys(v)) {
          p.push(k);
          const json = write((v as Record<string, unknown>)[k], p);
          p.pop();
          if (json === undefined) continue;
          out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${json}`;
        }
        return out + '}';
      };
    }
    default:
      return viaZod(schema);
  }
};

/** Whether a value is already exactly what its writer would write: see `compileSerializer`. */
type Check = (value: unknown) => boolean;

const checks = new WeakMap<z.ZodType, Check | null>();

/** Each schema's check built once; `null` where only the writer can decide (zod parts, overwrites). */
const checkOf = (schema: z.ZodType): Check | null => {
  let check = checks.get(schema);
  if (check === undefined) checks.set(schema, (check = buildCheck(schema)));
  return check;
};

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

const buildCheck = (schema: z.ZodType): Check | null => {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string': {
      if (def.coerce) return null;
      // An overwrite (trim, lower case…) that would change the value: the writer writes it.
      const tx = checks.map((c) => c._zod.def).filter((d) => d.check === 'overwrite' && d.tx);
      if (tx.length === 0) return (v) => typeof v === 'string';
      return (v) => {
        if (typeof v !== 'string') return false;
        for (const d of tx) if (d.tx!(v) !== v) return false;
        return true;
      };
    }
    case 'number':
      return def.coerce ? null : (v) => typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return def.coerce ? null : (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'literal':
    case 'enum': {
      const allowed = new Set(def.type === 'literal' ? def.values : Object.values(def.entries ?? {}));
      return (v) => allowed.has(v);
    }
    case 'nullable': {
      const inner = checkOf(def.innerType!);
      return inner && ((v) => v === null || inner(v));
    }
    case 'optional': {
      const inner = checkOf(def.innerType!);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'readonly':
      return checkOf(def.innerType!);
    case 'array': {
      if (checks.some((c) => !c._zod.def.check.endsWith('_length') && c._zod.def.check !== 'length_equals'))
        return null;
      const element = checkOf(def.element!);
      return (
        element &&
        ((v) => {
          if (!Array.isArray(v)) return false;
          for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
          return true;
        })
      );
    }
    case 'object': {
      const catchall = def.catchall && defOf(def.catchall).type;
      if ((catchall && catchall !== 'never') || checks.length > 0) return null;
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const valueChecks = keys.map((k) => checkOf(shape[k]!));
      if (valueChecks.some((c) => c === null)) return null;
      const optional = keys.map((k) => isOptional(shape[k]!));
      const index = new Map(keys.map((k, i) => [k, i]));
      const required = optional.filter((o) => !o).length;
      // Only listed keys (an undefined value is left out by both), each of its type, every
      // required one present. Their order is the answer's: JSON does not give keys an order.
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v) || !isPlain(v)) return false;
        const o = v as Record<string, unknown>;
        let present = 0;
        for (const k in o) {
          const value = o[k];
          if (value === undefined) continue;
          const i = index.get(k);
          if (i === undefined || !valueChecks[i]!(value)) return false;
          if (!optional[i]) present++;
        }
        return present === required;
      };
    }
    case 'record': {
      const key = defOf(def.keyType!);
      if (key.type !== 'string' || (key.checks ?? []).length > 0) return null;
      const value = checkOf(def.valueType!);
      const optional = isOptional(def.valueType!);
      return (
        value &&
        ((v) => {
          if (typeof v !== 'object' || v === null || Array.isArray(v) || !isPlain(v)) return false;
          const o = v as Record<string, unknown>;
          for (const k in o) {
            const x = o[k];
            if (x === undefined ? !optional : !value(x)) return false;
          }
          return true;
        })
      );
    }
    default:
      // unknown and any are written by JSON.stringify anyway; the rest needs zod or the writer.
      return def.type === 'unknown' || def.type === 'any' ? () => true : null;
  }
};

/**
 * The JSON of an answer as its response schema describes it, compiled once per schema: only the
 * keys the schema lists are written, every value is checked against its type, and a
 * value that does not fit throws (the answer becomes a 500) instead of being sent. The output is
 * what `JSON.stringify(z.encode(schema, data))` gives for a valid answer, without building the
 * encoded copy first. Parts this compiler does not take apart go through zod (`viaZod`).
 *
 * Most answers are already exactly their schema: plain objects with only the listed keys, of the
 * right types. A check that allocates nothing finds those, and V8's own JSON.stringify writes them,
 * keys in the answer's order (about twice as fast as the writer on a list of 249 countries); any
 * other answer (an extra key, a string its overwrite would change, a misfit) goes to the writer,
 * which drops, rewrites or refuses, keys in the schema's order.
 */
export const compileSerializer = (schema: z.ZodType): ((data: unknown) => string) => {
  const write = compile(schema);
  const check = checkOf(schema);
  if (!check) return (data) => write(data, []) ?? 'null';
  return (data) => (check(data) ? JSON.stringify(data) : (write(data, []) ?? 'null'));
};

/**
 * Fastify's serializer compiler for the routes' response schemas (`app.setSerializerCompiler`):
 * the compiled writer above, a misfit answer thrown as fastify-type-provider-zod's
 * ResponseSerializationError (a 500, logged) as its zod serializer did.
 */
export const serializerCompiler = ({
  schema,
  method,
  url,
}: {
  schema: unknown;
  method: string;
  url: string;
}): ((data: unknown) => string) => {
  const isZod = (s: unknown): s is z.ZodType => typeof s === 'object' && s !== null && '_zod' in s;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  const zodSchema = isZod(schema) ? schema : isZod(wrapped) ? wrapped : null;
  if (!zodSchema) throw new Error(`response schema of ${method} ${url} is not a zod schema`);
  const write = compileSerializer(zodSchema);
  return (data) => {
    try {
      return write(data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as never });
    }
  };
};
