import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../bus/index.ts';
import type { AppDeps } from '../deps.ts';
import { buildModules, defineModule, type ModuleManifest } from './index.ts';

// Test-only doors, declared the way a module declares its own.
declare module './index.ts' {
  interface Doors {
    testCounter: { next(): number };
  }
}

const quietLog = { error: () => {}, warn: () => {} };
const depsWith = () => ({ bus: createMemoryBus(quietLog) }) as unknown as AppDeps;

const counterModule = defineModule({
  name: 'counter',
  services: () => {
    let n = 0;
    return { next: () => ++n };
  },
  doors: (counter) => ({ testCounter: counter }),
  routes: (app, counter) => {
    app.get('/count', async () => ({ n: counter.next() }));
  },
});

/** Uses the counter's door while it is built: it must come after it. */
const eagerReader = defineModule({
  name: 'eager',
  services: ({ doors }) => ({ first: doors.testCounter.next() }),
});

describe('module manifests', () => {
  it('builds services once in list order, opens doors to later modules and mounts routes under the prefix', async () => {
    const built = buildModules(depsWith(), [counterModule, eagerReader]);
    expect(built.doors.testCounter.next()).toBe(2); // the eager reader took 1 while it was built
    const app = Fastify();
    await built.registerRoutes(app, '/api');
    const res = await app.inject({ method: 'GET', url: '/api/count' });
    expect(res.json()).toEqual({ n: 3 });
    expect((await app.inject({ method: 'GET', url: '/count' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses, naming the door, a module that asks for a door listed after it', () => {
    expect(() => buildModules(depsWith(), [eagerReader, counterModule])).toThrow(/door "testCounter"/);
  });

  it('subscribes each module to the events its manifest lists, with its own services', async () => {
    const deps = depsWith();
    const seen: number[] = [];
    const listener: ModuleManifest<{ seen: number[] }> = {
      name: 'listener',
      services: () => ({ seen }),
      subscriptions: (s) => ({
        'hall.changed': ({ hallId }) => {
          s.seen.push(hallId);
        },
      }),
    };
    buildModules(deps, [listener]);
    await deps.bus.publish(
      { name: 'hall.changed', payload: { fairId: 1, hallId: 7, action: 'updated' } },
      { name: 'fair.changed', payload: { fairId: 1, action: 'updated' } },
    );
    expect(seen).toEqual([7]);
  });
});
