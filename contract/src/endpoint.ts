import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A plain endpoint descriptor shared by the api (route registration, validation, OpenAPI)
 * and the web (typed calls). `path` uses Fastify's `:param` form, relative to `/api`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** HTTP status of a successful answer (200 unless stated). */
  status?: number;
  /** Paged lists answer with the x-* headers of architecture §5. */
  paged?: boolean;
  /** Problem statuses documented beside the common ones (uploads: 413, 415, 507). */
  problems?: readonly number[];
}

export const defineEndpoint = <
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e;

declare const schemasOf: unique symbol;

/**
 * An endpoint as the browser calls it: its method and path, its schemas kept as types only
 * (`@passerelle/contract/lite`, generated from the endpoint modules), so that a page which only calls
 * the api loads neither zod nor the contract's schemas (issue 10 §2).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly paged?: boolean;
  readonly status?: number;
  /** Never set: carries the endpoint's types. */
  readonly [schemasOf]?: E;
}

/** A route of the endpoint whose schemas are its types (used by the generated `endpoints.gen.ts`). */
export const route = <E extends Endpoint>(
  method: E['method'],
  path: string,
  extra?: { paged?: boolean; status?: number },
): Route<E> => ({ method, path, ...extra });

/** Whether a value is a route: an endpoint, or the route `lite` has for it (a method and a path). */
export const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Route).method === 'string' &&
  typeof (value as Route).path === 'string';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Every route of the `…Api` namespaces given (the contract's or `lite`'s), by dotted name
 * (`fairsApi.list`, `referenceApi.countries.list`): a namespace holds routes and groups of them (a
 * resource's five calls); its other members (schemas, constants) are left out.
 */
export const routesOf = (namespaces: Record<string, unknown>): [name: string, route: Route][] => {
  const found: [string, Route][] = [];
  for (const [space, members] of Object.entries(namespaces)) {
    if (!space.endsWith('Api') || typeof members !== 'object' || members === null) continue;
    for (const [name, member] of Object.entries(members)) {
      if (isRoute(member)) found.push([`${space}.${name}`, member]);
      else if (isPlainObject(member))
        for (const [call, route] of Object.entries(member))
          if (isRoute(route)) found.push([`${space}.${name}.${call}`, route]);
    }
  }
  return found;
};

/** The endpoint behind an endpoint or a route. */
export type EndpointOf<E> = E extends Endpoint ? E : E extends Route<infer X> ? X : never;

export type EndpointParams<E> =
  EndpointOf<E> extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type EndpointQuery<E> =
  EndpointOf<E> extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBody<E> =
  EndpointOf<E> extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type EndpointResponse<E> =
  EndpointOf<E> extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Replaces `:name` segments with encoded values. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
