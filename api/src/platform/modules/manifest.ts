import type { FastifyInstance } from 'fastify';
import type { MessageCode } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import type { EventListeners } from '../bus/index.ts';
import type { AppDeps } from '../deps.ts';

/**
 * What modules offer each other: a module's door (its `index.ts`) declares its part of this
 * interface by augmentation, e.g. in `modules/users/index.ts`:
 *
 *     declare module '../../platform/modules/index.ts' { interface Doors { users: UsersDoor } }
 *
 * The platform knows no module; the compiler knows every door.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface Doors {}

/**
 * What a module holds about a user, for the GDPR export and erasure (permissions.md "Personal
 * data") that the users module runs: each module that keeps personal data declares its part.
 */
export interface PersonalDataPart {
  /** The key of its section in the export (`jobProfile`). */
  key: string;
  /** Everything the module holds about the user, as JSON (null: nothing). */
  export(userId: number): Promise<unknown>;
  /** Removes or anonymises it, files included; runs after the account itself was anonymised. */
  erase(userId: number): Promise<void>;
}

/** What a module's factories receive: the platform's stores and the doors of the modules before it. */
export interface ModuleContext {
  deps: AppDeps;
  /** Only the doors of modules earlier in the list are there; asking for a later one throws. */
  doors: Doors;
  /**
   * Every module's `personalData` part, in list order. Filled as modules are built: read it inside
   * a request (by then all are there), never while building.
   */
  personalData: readonly PersonalDataPart[];
}

/**
 * One module, as `app.ts` registers it (architecture §4). Everything a domain adds to the
 * running platform is here; `modules/index.ts` lists the manifests in order.
 */
export interface ModuleManifest<S = unknown> {
  name: string;
  /** Builds the module's services once (one factory shape: the context in, services out). */
  services?: (ctx: ModuleContext) => S;
  /** The part of its services other modules may call (later modules in the list only). */
  doors?: (services: S) => Partial<Doors>;
  /** Registers the module's routes under `/api`, in a plugin scope of its own. */
  routes?: (app: FastifyInstance, services: S, ctx: ModuleContext) => void | Promise<void>;
  /** Routes outside `/api`, registered before the SPA fallback (`/media/...`), and periodic jobs. */
  rootRoutes?: (app: FastifyInstance, services: S, ctx: ModuleContext) => void | Promise<void>;
  /** Domain events the module listens to (its read caches, mostly): name → handler. */
  subscriptions?: (services: S) => EventListeners;
  /**
   * Reference data that every database needs (not the demo): idempotent, a table that already
   * has rows is left alone. Runs in list order inside one transaction (`npm run seed`, at start,
   * the test golden database).
   */
  seed?: (db: Db) => Promise<void>;
  /** What the module holds about a user: exported and erased with the account (`PersonalDataPart`). */
  personalData?: (services: S) => PersonalDataPart;
  /** The message codes only this module sends (the catalogue in `contract/` holds them). */
  messageCodes?: readonly MessageCode[];
}

/** Keeps the services' type between the manifest's fields. */
export const defineModule = <S>(manifest: ModuleManifest<S>): ModuleManifest<S> => manifest;
