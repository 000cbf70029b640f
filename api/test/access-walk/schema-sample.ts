/**
 * A well-formed value for an OpenAPI 3.0 JSON schema (the subset zod's transform emits): objects
 * with every property, arrays of one item, enums, anyOf/oneOf/allOf, nullable, formats, patterns,
 * length and range bounds. Properties the caller knows (ids of the target world) come from `known`.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

export interface SampleHooks {
  /** A value for a property by name (an id of the target world), or undefined to generate one. */
  known: (name: string, schema: JsonSchema) => unknown;
}

const PASSWORD = 'Walk-pass-9!Quartz';
let seq = 0;

/** Values tried, in order, against a `pattern` (add one when a new pattern appears). */
const PATTERN_CANDIDATES = [
  'walk',
  'walk-1',
  'walk_one',
  'A1',
  'BE',
  '#1e6091',
  '2030-01-02',
  '2030-01-02T10:00:00.000Z',
  '09:00',
  'https://walk.test/page',
  'walk.test',
  '2221',
  'fr',
];

const fit = (value: string, s: JsonSchema) => {
  let v = value;
  while (v.length < (s.minLength ?? 0)) v += 'x';
  return s.maxLength !== undefined ? v.slice(0, s.maxLength) : v;
};

const sampleString = (s: JsonSchema, name: string): string => {
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    // The end of a span of clock times comes after its start (`opensAt` → `closesAt`).
    if (/^closes/i.test(name) && re.test('17:00')) return '17:00';
    const found = PATTERN_CANDIDATES.map((c) => fit(c, s)).find((c) => re.test(c));
    if (found === undefined) throw new Error(`schema-sample: no candidate matches /${s.pattern}/ (${name})`);
    return found;
  }
  seq += 1;
  if (s.format === 'email' || /e-?mail$/i.test(name)) return `walk-${process.pid}-${seq}@walk.example`;
  if (s.format === 'date') return '2030-01-02';
  if (s.format === 'date-time') return '2030-01-02T10:00:00.000Z';
  if (s.format === 'uri' || s.format === 'url' || /(website|url|link)$/i.test(name))
    return 'https://walk.test/page';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (/password|confirmation/i.test(name)) return fit(PASSWORD, s);
  if (/phone|cell/i.test(name)) return fit('+33123456789', s);
  if (s.maxLength === 2 && (s.minLength ?? 0) <= 2) return 'fr';
  return fit('walk', s);
};

const sampleNumber = (s: JsonSchema, integer: boolean): number => {
  const step = integer ? 1 : 0.5;
  let lo = s.minimum ?? -Infinity;
  if (s.exclusiveMinimum === true) lo += step;
  if (typeof s.exclusiveMinimum === 'number') lo = s.exclusiveMinimum + step;
  let hi = s.maximum ?? Infinity;
  if (s.exclusiveMaximum === true) hi -= step;
  if (typeof s.exclusiveMaximum === 'number') hi = s.exclusiveMaximum - step;
  const v = Math.min(Math.max(1, lo), hi);
  return integer ? Math.ceil(v) : v;
};

const typeOf = (s: JsonSchema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
};

export const sampleOf = (schema: JsonSchema, hooks: SampleHooks, name = ''): unknown => {
  const s = schema;
  if (s.allOf?.length) return sampleOf(Object.assign({}, ...s.allOf) as JsonSchema, hooks, name);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    const branch = branches.find((b) => typeOf(b) !== 'null' && !(b.enum && b.enum[0] === null));
    return sampleOf(branch ?? branches[0]!, hooks, name);
  }
  const known = name ? hooks.known(name, s) : undefined;
  if (known !== undefined) return known;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sampleOf(prop, hooks, key);
      return out;
    }
    case 'array': {
      const n = Math.min(Math.max(s.minItems ?? 0, 1), s.maxItems ?? 1);
      // an array property `sectors` holds `sector` items: ask for the singular name
      const itemName = name.replace(/ies$/, 'y').replace(/s$/, '');
      return Array.from({ length: n }, () => sampleOf(s.items ?? {}, hooks, itemName));
    }
    case 'string':
      return sampleString(s, name);
    case 'integer':
      return sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return true;
    default:
      return 'walk';
  }
};
