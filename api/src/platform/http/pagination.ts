import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  LIST_HEADERS,
  MAX_ITEMS_PER_PAGE,
  MAX_UNPAGED_ITEMS,
  type PaginationQuery,
} from '@passerelle/contract';

export interface Paging {
  paginated: boolean;
  page: number;
  itemsPerPage: number;
  limit: number;
  offset: number;
}

/** Lists are paged by default; `pagination=false` returns everything up to a hard cap. */
export const resolvePaging = (
  query: PaginationQuery,
  defaultItemsPerPage: number,
  paginatedByDefault = true,
): Paging => {
  const paginated = query.pagination ?? paginatedByDefault;
  const itemsPerPage = Math.min(query.itemsPerPage ?? defaultItemsPerPage, MAX_ITEMS_PER_PAGE);
  const page = query.page ?? 1;
  return paginated
    ? { paginated, page, itemsPerPage, limit: itemsPerPage, offset: (page - 1) * itemsPerPage }
    : { paginated, page: 1, itemsPerPage: MAX_UNPAGED_ITEMS, limit: MAX_UNPAGED_ITEMS, offset: 0 };
};

export interface Page<T> {
  items: T[];
  totalItems: number;
  paging: Paging;
}

export const setPageHeaders = (reply: FastifyReply, page: Page<unknown>) => {
  const { paging, totalItems } = page;
  const per = paging.paginated ? paging.itemsPerPage : Math.max(totalItems, 1);
  reply.header(LIST_HEADERS.currentPage, String(paging.page));
  reply.header(LIST_HEADERS.pageCount, String(Math.max(1, Math.ceil(totalItems / per))));
  reply.header(LIST_HEADERS.totalItems, String(totalItems));
  reply.header(LIST_HEADERS.itemsPerPage, String(paging.paginated ? paging.itemsPerPage : totalItems));
};

/**
 * `count(*) over ()`: the list's total on every row of its page (computed before LIMIT), so a
 * list and its x-total-items cost one statement instead of a select and a count.
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page selected with `totalOver()`: read off its first row; the separate count runs
 * only for an empty page past the first (no row to read it from).
 */
export const pageTotal = async (
  rows: readonly { total: number }[],
  paging: Pick<Paging, 'offset'>,
  count: () => Promise<number>,
): Promise<number> => rows[0]?.total ?? (paging.offset === 0 ? 0 : count());
