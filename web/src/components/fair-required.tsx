import type { ReactNode } from 'react';
import type { TitleOrder } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { EmptyState } from './empty-state.tsx';
import { FairSelector } from './fair-selector.tsx';

export interface FairRequiredProps {
  /** What needs the fair: rendered once one is chosen, given that fair. */
  children?: ReactNode | ((fair: Fair) => ReactNode);
  /** The empty state's heading level (1 when it is the whole page). */
  level?: TitleOrder;
}

/**
 * The boundary of every screen that belongs to one fair: until a fair is chosen it shows the one
 * empty state (with the fair selector when there is a choice), then its children.
 */
export function FairRequired({ children, level }: FairRequiredProps) {
  const { t } = useTranslation('common');
  const { fair, choices } = useCurrentFair();
  if (fair) return <>{typeof children === 'function' ? children(fair) : children}</>;
  const canChoose = choices.length > 0;
  return (
    <EmptyState
      level={level}
      icon={<IconBuildingCommunity size={32} aria-hidden color="var(--mantine-color-gray-6)" />}
      title={canChoose ? t('fairRequired.chooseTitle') : t('fairRequired.noneTitle')}
      text={canChoose ? t('fairRequired.chooseText') : t('fairRequired.noneText')}
    >
      {canChoose ? <FairSelector /> : null}
    </EmptyState>
  );
}
