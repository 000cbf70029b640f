export * from '../src/seed/factories.ts';
