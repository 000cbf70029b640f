import { Select } from '@mantine/core';
import { FilterBar, SearchFilter } from '../../../components/list-filters.tsx';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, USER_TYPES, type Role } from '@passerelle/contract/lite';
import type { UserListSearch } from '../user-list-search.ts';

export interface UserListFiltersProps {
  search: UserListSearch;
  /** Applies a change of filter (the page goes back to the first one). */
  onChange: (patch: Pick<UserListSearch, 'search' | 'role' | 'userType'>) => void;
}

/** Search box, role and account type filters of the user list; their state is the URL's. */
export function UserListFilters({ search, onChange }: UserListFiltersProps) {
  const { t } = useTranslation('users');
  const roleOptions = ALL_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const typeOptions = Object.values(USER_TYPES).map((type) => ({
    value: String(type),
    label: t(`userTypes.${type}`),
  }));

  return (
    <FilterBar label={t('list.filters')}>
      <SearchFilter
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search.search}
        onSearch={(value) => onChange({ search: value })}
      />
      <Select
        label={t('list.role')}
        placeholder={t('list.allRoles')}
        data={roleOptions}
        value={search.role ?? null}
        onChange={(value) => onChange({ role: (value as Role | null) ?? undefined })}
        clearable
        style={{ flex: '1 1 12rem' }}
      />
      <Select
        label={t('list.userType')}
        placeholder={t('list.allTypes')}
        data={typeOptions}
        value={search.userType === undefined ? null : String(search.userType)}
        onChange={(value) => onChange({ userType: value === null ? undefined : Number(value) })}
        clearable
        style={{ flex: '1 1 12rem' }}
      />
    </FilterBar>
  );
}
