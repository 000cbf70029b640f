export * from './reference.ts';
export * from './media.ts';
export * from './firms.ts';
export * from './fairs.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './registration.ts';
export * from './emails.ts';
