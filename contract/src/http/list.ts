import { z } from 'zod';

export * from './page-info.ts';

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Common query of every list: `page`, `itemsPerPage`, `pagination`. Filters are added per resource. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int({ error: 'invalid_type' }).min(1, { error: 'too_small' }).optional(),
  itemsPerPage: z.coerce.number().int({ error: 'invalid_type' }).min(1, { error: 'too_small' }).optional(),
  pagination: boolish.optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const IdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .positive({ error: 'invalid_type' }),
});
