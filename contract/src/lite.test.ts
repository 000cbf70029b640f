import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routesOf } from './endpoint.ts';
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

/** `fairsApi.list` → its method, path, paging and status, for every route of the namespaces. */
const described = (namespaces: Record<string, unknown>) =>
  Object.fromEntries(
    routesOf(namespaces).map(([name, r]) => [
      name,
      { method: r.method, path: r.path, paged: r.paged, status: r.status },
    ]),
  );

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
