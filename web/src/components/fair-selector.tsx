import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentFair } from '../lib/current-fair.tsx';

interface FairSelectorProps {
  /** Visually compact variant for the header. */
  compact?: boolean;
  label?: string;
}

/** §4 fair choice: only rendered when more than one fair exists (multi-fair mode). */
export function FairSelector({ compact = false, label }: FairSelectorProps) {
  const { t } = useTranslation('common');
  const { fair, choices, isMultiFair, selectFair } = useCurrentFair();
  if (!isMultiFair || choices.length === 0) return null;
  const data = choices.map((f) => ({ value: String(f.id), label: f.name }));
  if (fair && !choices.some((f) => f.id === fair.id))
    data.unshift({ value: String(fair.id), label: fair.name });
  return (
    // The browser's own list: no positioned dropdown to load and lay out as every page starts (issue 10 §2),
    // and the phone's native picker.
    <NativeSelect
      label={compact ? undefined : (label ?? t('fairSelector.label'))}
      aria-label={compact ? (label ?? t('fairSelector.label')) : undefined}
      data={data}
      value={fair ? String(fair.id) : ''}
      onChange={(event) => {
        if (event.currentTarget.value) selectFair(Number(event.currentTarget.value));
      }}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 240 : undefined}
    />
  );
}
