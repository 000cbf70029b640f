import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { UserListSearch } from '../user-list-search.ts';

export interface UserListFiltersProps {
  search: UserListSearch;
  /** Applies a change of filter (the page goes back to the first one). */
  onChange: (patch: Pick<UserListSearch, 'search' | 'role' | 'userType'>) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Search box, role and account type filters of the user list; their state is the URL's. */
export function UserListFilters({ search, onChange }: UserListFiltersProps) {
  const { t } = useTranslation('users');
  const [text, setText] = useState(search.search ?? '');
  const [synced, setSynced] = useState(search.search);
  // The URL changed elsewhere (reset, back button): show its value unless it is what we typed.
  if (search.search !== synced) {
    setSynced(search.search);
    if ((text.trim() || undefined) !== search.search) setText(search.search ?? '');
  }
  const commit = useDebouncedCallback((value: string) => {
    onChange({ search: value.trim() || undefined });
  }, SEARCH_DEBOUNCE_MS);

  const roleOptions = ALL_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const typeOptions = Object.values(USER_TYPES).map((type) => ({
    value: String(type),
    label: t(`userTypes.${type}`),
  }));

  return (
    <Group gap="md" align="flex-end" role="search" aria-label={t('list.filters')}>
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        style={{ flex: '2 1 16rem' }}
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
    </Group>
  );
}
