export * from './headers.ts';
