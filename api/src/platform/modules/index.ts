export * from './manifest.ts';
export * from './register.ts';
