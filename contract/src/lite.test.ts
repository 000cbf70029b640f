import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from './index.ts';
import * as lite from './lite.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules `lite.ts` loads, following its relative imports and re-exports (type-only ones load nothing). */
const loadedModules = (entry: string): Map<string, string> => {
  const seen = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    seen.set(file, source);
    for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)';/gms)) {
      const target = resolve(dirname(file), m[1]!);
      if (existsSync(target)) queue.push(target);
    }
  }
  return seen;
};

interface Described {
  method: string;
  path: string;
  paged?: boolean;
  status?: number;
}
const isEndpoint = (v: unknown): v is Described =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v;

/** `fairsApi.list` → its method, path, paging and status, for every endpoint a namespace holds. */
const described = (namespaces: Record<string, unknown>): Record<string, Described> => {
  const out: Record<string, Described> = {};
  const walk = (value: unknown, name: string): void => {
    if (isEndpoint(value)) {
      out[name] = { method: value.method, path: value.path, paged: value.paged, status: value.status };
      return;
    }
    if (typeof value === 'object' && value !== null)
      for (const [key, member] of Object.entries(value)) walk(member, `${name}.${key}`);
  };
  for (const [name, value] of Object.entries(namespaces)) if (name.endsWith('Api')) walk(value, name);
  return out;
};

describe('the contract as the browser loads it (lite)', () => {
  it('loads no zod and no schema module', () => {
    const modules = loadedModules(resolve(here, 'lite.ts'));
    const withZod = [...modules]
      .filter(([, source]) => /^import\s+(?!type\b)[^;]*from\s+'zod';/m.test(source))
      .map(([file]) => file.slice(here.length + 1));
    expect(withZod).toEqual([]);
    expect(modules.size).toBeGreaterThan(10);
  });

  it('calls every endpoint of the contract by the same method and path', () => {
    const routes = described(lite as Record<string, unknown>);
    const endpoints = described(contract as Record<string, unknown>);
    expect(Object.keys(routes).length).toBeGreaterThan(150);
    expect(routes).toEqual(endpoints);
  });
});
