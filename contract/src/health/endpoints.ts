import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  redis: z.enum(['up', 'down', 'off']),
  /** The server's version: only for a super admin, never for anonymous callers (fingerprinting). */
  version: z.string().optional(),
});
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Readiness: database and Redis reachable',
  tags: ['health'],
  response: HealthSchema,
});
