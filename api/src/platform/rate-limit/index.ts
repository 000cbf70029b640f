export * from './store.ts';
export { fastifyStoreFor } from './fastify-store.ts';
