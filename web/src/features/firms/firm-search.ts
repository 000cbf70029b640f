import type { FirmBackListQuery, FirmFrontListQuery } from '@passerelle/contract';
import { integer, searchParams, text, type SearchOf } from '../../lib/search-params.ts';

const id = integer();
const page = integer({ min: 2 });

/**
 * The lists' filters as they live in the URL: anything malformed is dropped rather than failing
 * the page, so a hand-edited or stale link still opens.
 */
export const exhibitorsSearch = searchParams({ page, search: text(), sector: id });
export type ExhibitorsSearch = SearchOf<typeof exhibitorsSearch>;

export const firmBackSearch = searchParams({ page, name: text() });
export type FirmBackSearch = SearchOf<typeof firmBackSearch>;

/** `/exhibitor/manage?firm=`: the firm an organizer edits (a stand admin's own firm without it). */
export const firmManageSearch = searchParams({ firm: id });
export type FirmManageSearch = SearchOf<typeof firmManageSearch>;

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
