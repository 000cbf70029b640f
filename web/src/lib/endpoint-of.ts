import * as contract from '@passerelle/contract';
import type { Endpoint, EndpointOf, Route } from '@passerelle/contract/lite';

/**
 * A route's full endpoint, with its schemas, for the screens that read them at run time (the lookup
 * tables ask whether a row has a position). Pages call the api through `@passerelle/contract/lite`'s
 * routes, which carry no schema; importing this module loads the whole contract (zod and every schema),
 * so public pages must not.
 */
let byRoute: Map<string, Endpoint> | undefined;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'response' in value && 'path' in value && 'method' in value;

const collect = (value: unknown, into: Map<string, Endpoint>): void => {
  if (isEndpoint(value)) into.set(`${value.method} ${value.path}`, value);
  else if (typeof value === 'object' && value !== null)
    for (const member of Object.values(value)) collect(member, into);
};

export const endpointOf = <R extends Route>(route: R): EndpointOf<R> => {
  if (!byRoute) {
    byRoute = new Map();
    for (const [name, value] of Object.entries(contract)) if (name.endsWith('Api')) collect(value, byRoute);
  }
  const endpoint = byRoute.get(`${route.method} ${route.path}`);
  if (!endpoint) throw new Error(`no endpoint ${route.method} ${route.path} in the contract`);
  return endpoint as EndpointOf<R>;
};
