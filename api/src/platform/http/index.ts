export * from './pagination.ts';
export * from './filters.ts';
export { defineRoute, type RouteContext } from './route.ts';
export {
  referenceCacheName,
  resourcePlugin,
  resourceStore,
  type ResourceDefinition,
  type ResourceDeps,
  type ResourceStore,
  type WriteAction,
} from './resource.ts';
export { PreSerialized, preSerialize } from './pre-serialized.ts';
export { FileAnswer, attachmentHeader } from './file-answer.ts';
export { ReadCaches, TaggedCache, type CacheCounters } from './read-cache.ts';
export { serializeRequest } from './request-log.ts';
export { compileSerializer, serializerCompiler, ResponseShapeError } from './serializer.ts';
export { registerRequestGuard, type RateLimitRule, type RequestGuardOptions } from './request-guard.ts';
export { csvCell, toCsv } from './csv.ts';
