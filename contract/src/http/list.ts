import { z } from 'zod';

/** Header names of paged lists (architecture §5, spec §7). */
export const LIST_HEADERS = {
  currentPage: 'x-current-page',
  pageCount: 'x-page-count',
  totalItems: 'x-total-items',
  itemsPerPage: 'x-items-per-page',
} as const;

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

export interface PageInfo {
  currentPage: number;
  pageCount: number;
  totalItems: number;
  itemsPerPage: number;
}
/** Spec §7 defaults when headers are missing: page 1, page count 1, total 0. */
export const readPageInfo = (get: (name: string) => string | null): PageInfo => ({
  currentPage: Number(get(LIST_HEADERS.currentPage) ?? 1) || 1,
  pageCount: Number(get(LIST_HEADERS.pageCount) ?? 1) || 1,
  totalItems: Number(get(LIST_HEADERS.totalItems) ?? 0) || 0,
  itemsPerPage: Number(get(LIST_HEADERS.itemsPerPage) ?? 0) || 0,
});
