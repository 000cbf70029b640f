import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; CI fails when they are stale.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
