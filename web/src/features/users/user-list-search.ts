import type { UserListQuery } from '@passerelle/contract';
import { ALL_ROLES } from '@passerelle/contract/lite';
import { integer, oneOf, searchParams, text, type SearchOf } from '../../lib/search-params.ts';

/** Columns the list can be sorted by (the api's order[...] keys). */
export const SORT_COLUMNS = ['lastName', 'email', 'createdAt'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** `lastName` sorts ascending, `-lastName` descending (one column at a time). */
const ORDERS = SORT_COLUMNS.flatMap((c) => [c, `-${c}` as const]);
type Order = (typeof ORDERS)[number];

export const USERS_PER_PAGE = 20;

/**
 * The list's filters as they live in the URL: anything malformed is dropped rather than failing
 * the page, so a hand-edited or stale link still opens.
 */
export const userListSearch = searchParams({
  page: integer({ min: 2 }),
  search: text(),
  role: oneOf(ALL_ROLES),
  userType: integer({ min: 1, max: 10 }),
  order: oneOf(ORDERS),
});
export type UserListSearch = SearchOf<typeof userListSearch>;

export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}

export const sortOf = (order: string | undefined): Sort | null => {
  if (!order) return null;
  const desc = order.startsWith('-');
  const column = (desc ? order.slice(1) : order) as SortColumn;
  return SORT_COLUMNS.includes(column) ? { column, direction: desc ? 'desc' : 'asc' } : null;
};

/** Clicking a header: a new column sorts ascending, the same column flips its direction. */
export const nextOrder = (order: string | undefined, column: SortColumn): Order => {
  const sort = sortOf(order);
  return sort?.column === column && sort.direction === 'asc' ? `-${column}` : column;
};

/** Whether any filter narrows the list (drives the "reset filters" button). */
export const hasFilters = (search: UserListSearch): boolean =>
  search.search !== undefined || search.role !== undefined || search.userType !== undefined;

/** The URL's filters as the api's GET /users query, scoped to the current fair. */
export const toUserListQuery = (search: UserListSearch, fairId: number | null): UserListQuery => {
  const sort = sortOf(search.order);
  return {
    page: search.page ?? 1,
    itemsPerPage: USERS_PER_PAGE,
    ...(search.search ? { search: search.search } : {}),
    ...(search.role ? { roles: search.role } : {}),
    ...(search.userType ? { userType: search.userType } : {}),
    ...(fairId === null ? {} : { fair: fairId }),
    ...(sort ? { [`order[${sort.column}]`]: sort.direction } : {}),
  };
};
