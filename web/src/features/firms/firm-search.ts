import { z } from 'zod';
import type { FirmBackListQuery, FirmFrontListQuery } from '@passerelle/contract';

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = optional(
  z.coerce
    .string()
    .trim()
    .max(100)
    .transform((s) => s || undefined),
);
const id = optional(z.coerce.number().int().positive());
const page = optional(z.coerce.number().int().min(2));

/**
 * The lists' filters as they live in the URL: anything malformed is dropped rather than failing
 * the page, so a hand-edited or stale link still opens.
 */
export const exhibitorsSearchSchema = z.object({ page, search: text, sector: id });
export type ExhibitorsSearch = z.output<typeof exhibitorsSearchSchema>;

export const firmBackSearchSchema = z.object({ page, name: text });
export type FirmBackSearch = z.output<typeof firmBackSearchSchema>;

/** `/exhibitor/manage?firm=`: the firm an organizer edits (a stand admin's own firm without it). */
export const firmManageSearchSchema = z.object({ firm: id });
export type FirmManageSearch = z.output<typeof firmManageSearchSchema>;

export const FIRMS_PER_PAGE = 20;

/** The public list's URL as the api's query (its page size is the fair's). */
export const toFrontQuery = (search: ExhibitorsSearch, fairId: number): FirmFrontListQuery => ({
  fair: fairId,
  page: search.page ?? 1,
  ...(search.search ? { search: search.search } : {}),
  ...(search.sector ? { sector: search.sector } : {}),
});

/** The back list's URL as the api's query: the current fair, or every firm (super admin). */
export const toBackQuery = (search: FirmBackSearch, fairId: number | null): FirmBackListQuery => ({
  page: search.page ?? 1,
  itemsPerPage: FIRMS_PER_PAGE,
  ...(search.name ? { name: search.name } : {}),
  ...(fairId === null ? {} : { fair: fairId }),
});
