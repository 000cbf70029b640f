/** Header names of paged lists (architecture §5, spec §7). */
export const LIST_HEADERS = {
  currentPage: 'x-current-page',
  pageCount: 'x-page-count',
  totalItems: 'x-total-items',
  itemsPerPage: 'x-items-per-page',
} as const;

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
