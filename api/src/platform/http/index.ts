export * from './pagination.ts';
export * from './filters.ts';
export { defineRoute, type RouteContext } from './route.ts';
export { resourcePlugin, type ResourceDefinition, type WriteAction } from './resource.ts';
export { PreSerialized, preSerialize, SerializedCache } from './pre-serialized.ts';
export { serializeRequest } from './request-log.ts';
export { ReadCaches, TaggedCache, type CacheCounters } from './read-cache.ts';
