// The contract as the browser's pages load it (issue 10 §2): every endpoint as a route (method and path,
// its schemas kept as types), and the constants that need no schema. Importing it loads neither zod nor
// a schema; forms and anything that parses with a schema import `@passerelle/contract` itself.
export * from './endpoints.gen.ts';
export {
  buildPath,
  routesOf,
  isRoute,
  type Endpoint,
  type EndpointBody,
  type EndpointOf,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type HttpMethod,
  type Route,
} from './endpoint.ts';
export * from './http/page-info.ts';
export * from './locales.ts';
export * from './roles.ts';
export * from './limits.ts';
export * from './realtime/sse-parser.ts';
export * from './realtime/topics.ts';
export * from './fairs/constants.ts';
export * from './halls/slots.ts';
export * from './registration/constants.ts';
export * from './legal/constants.ts';
export * from './jobs/constants.ts';
export * from './job-offers/constants.ts';
export * from './job-applications/constants.ts';
export * from './conversations/constants.ts';
export * from './presence/constants.ts';
export * from './booth-queue/constants.ts';
export * from './interview-slots/constants.ts';
export * from './stands/constants.ts';
export * from './jobs/match-sentences.ts';
