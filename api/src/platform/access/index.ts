export * from './actor.ts';
export * from './fairs.ts';
export * from './firms.ts';
export * from './scopes.ts';
