export * from './like.ts';
export * from './pg-errors.ts';
export * from './empty.ts';
export * from './prepared.ts';
