import type { FastifyInstance } from 'fastify';
import type { DomainEventName } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import type { EventHandler } from '../bus/index.ts';
import type { AppDeps } from '../deps.ts';
import type { Doors, ModuleContext, ModuleManifest, PersonalDataPart } from './manifest.ts';

/**
 * The doors as modules see them: a door is there once its module is built. Asking for one that is
 * not (a module listed too early, a typo) throws at once instead of handing out `undefined`.
 * Services that only call a door inside a request may name a later module: by then all are built.
 */
const openDoors = () => {
  const opened: Record<string, unknown> = {};
  const doors = new Proxy(opened, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      throw new Error(`door "${key}" is not open: its module is missing or listed after the caller`);
    },
  }) as unknown as Doors;
  return { doors, open: (more: Partial<Doors>) => Object.assign(opened, more) };
};

// Manifests of every service type live in one list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyManifest = ModuleManifest<any>;

export interface BuiltModules {
  /** Every module's door, for the app layer (authentication loads the actor through `users`). */
  doors: Doors;
  /** Registers the modules' routes, each in its own plugin scope, in list order under `prefix`. */
  registerRoutes(app: FastifyInstance, prefix: string): Promise<void>;
  /** Registers the routes kept outside the API prefix (`/media/...`) and periodic jobs. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
}

/** Builds the modules' services in list order, opens their doors and subscribes their listeners. */
export const buildModules = (deps: AppDeps, manifests: readonly AnyManifest[]): BuiltModules => {
  const { doors, open } = openDoors();
  const personalData: PersonalDataPart[] = [];
  const ctx: ModuleContext = { deps, doors, personalData };
  const built = manifests.map((manifest) => {
    const services: unknown = manifest.services?.(ctx);
    if (manifest.doors) open(manifest.doors(services));
    if (manifest.personalData) personalData.push(manifest.personalData(services));
    const listeners = manifest.subscriptions?.(services) ?? {};
    for (const [name, handler] of Object.entries(listeners))
      deps.bus.subscribe(name as DomainEventName, handler as EventHandler<DomainEventName>);
    return { manifest, services };
  });
  return {
    doors,
    registerRoutes: async (app, prefix) => {
      await app.register(
        async (api) => {
          for (const { manifest, services } of built)
            if (manifest.routes) {
              const routes = manifest.routes;
              await api.register(async (scope) => routes(scope, services, ctx));
            }
        },
        { prefix },
      );
    },
    registerRootRoutes: async (app) => {
      for (const { manifest, services } of built)
        if (manifest.rootRoutes) {
          const routes = manifest.rootRoutes;
          await app.register(async (scope) => routes(scope, services, ctx));
        }
    },
  };
};

/** The reference data of every module (`seed`), in list order, in one transaction. */
export const seedModules = async (db: Db, manifests: readonly AnyManifest[]) => {
  // Inside the transaction every query must use `tx`: PGlite has one connection, so a query on
  // the outer handle would wait for the transaction forever.
  await db.transaction(async (tx) => {
    for (const manifest of manifests) await manifest.seed?.(tx as unknown as Db);
  });
};
