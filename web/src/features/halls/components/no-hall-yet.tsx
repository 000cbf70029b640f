import type { ReactNode } from 'react';
import { ThemeIcon } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The fair has no hall yet (the halls' list and overview); `children`: the way to create one. */
export function NoHallYet({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('halls');
  return (
    <EmptyState
      level={3}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconDoor size={28} />
        </ThemeIcon>
      }
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
    >
      {children}
    </EmptyState>
  );
}
