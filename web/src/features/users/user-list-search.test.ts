import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  nextOrder,
  userListSearch,
  sortOf,
  toUserListQuery,
  USERS_PER_PAGE,
} from './user-list-search.ts';

describe('user list URL filters', () => {
  it('keeps valid filters and drops malformed ones instead of failing', () => {
    expect(
      userListSearch({
        page: '3',
        search: '  awa ',
        role: 'ROLE_ORGANIZER',
        userType: 5,
        order: '-createdAt',
      }),
    ).toEqual({ page: 3, search: 'awa', role: 'ROLE_ORGANIZER', userType: 5, order: '-createdAt' });
    expect(
      userListSearch({ page: 'x', search: '   ', role: 'ROLE_NOPE', userType: 42, order: 'password' }),
    ).toEqual({});
    // Page 1 is the default: the URL stays short.
    expect(userListSearch({ page: 1 })).toEqual({});
    // A search the router parsed as a number is still a search.
    expect(userListSearch({ search: 123 })).toEqual({ search: '123' });
  });

  it('sorts one column at a time, flipping on the second click', () => {
    expect(sortOf(undefined)).toBeNull();
    expect(sortOf('-email')).toEqual({ column: 'email', direction: 'desc' });
    expect(nextOrder(undefined, 'lastName')).toBe('lastName');
    expect(nextOrder('lastName', 'lastName')).toBe('-lastName');
    expect(nextOrder('-lastName', 'lastName')).toBe('lastName');
    expect(nextOrder('-lastName', 'createdAt')).toBe('createdAt');
  });

  it('serialises the URL state as the api query, scoped to the current fair', () => {
    expect(toUserListQuery({}, null)).toEqual({ page: 1, itemsPerPage: USERS_PER_PAGE });
    expect(
      toUserListQuery({ page: 2, search: 'awa', role: 'ROLE_VISITOR', userType: 4, order: '-createdAt' }, 12),
    ).toEqual({
      page: 2,
      itemsPerPage: USERS_PER_PAGE,
      search: 'awa',
      roles: 'ROLE_VISITOR',
      userType: 4,
      fair: 12,
      'order[createdAt]': 'desc',
    });
  });

  it('knows when filters narrow the list (sorting and paging do not)', () => {
    expect(hasFilters({ order: 'email', page: 3 })).toBe(false);
    expect(hasFilters({ userType: 6 })).toBe(true);
  });
});
