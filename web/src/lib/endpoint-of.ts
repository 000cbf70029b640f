import * as contract from '@passerelle/contract';
import { routesOf, type Endpoint, type EndpointOf, type Route } from '@passerelle/contract/lite';

/**
 * A route's full endpoint, with its schemas, for the screens that read them at run time (the lookup
 * tables ask whether a row has a position). Pages call the api through `@passerelle/contract/lite`'s
 * routes, which carry no schema; importing this module loads the whole contract (zod and every schema),
 * so public pages must not.
 */
let byRoute: Map<string, Endpoint> | undefined;

export const endpointOf = <R extends Route>(route: R): EndpointOf<R> => {
  byRoute ??= new Map(routesOf(contract).map(([, e]) => [`${e.method} ${e.path}`, e as Endpoint]));
  const endpoint = byRoute.get(`${route.method} ${route.path}`);
  if (!endpoint) throw new Error(`no endpoint ${route.method} ${route.path} in the contract`);
  return endpoint as EndpointOf<R>;
};
