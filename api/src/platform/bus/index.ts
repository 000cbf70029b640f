export * from './bus.ts';
export * from './writes.ts';
