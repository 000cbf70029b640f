import { useTranslation } from 'react-i18next';
import { useCurrentFair } from '../lib/current-fair.tsx';
import { OnDemandSelect } from './on-demand-select.tsx';

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
    <OnDemandSelect
      label={compact ? undefined : (label ?? t('fairSelector.label'))}
      aria-label={compact ? (label ?? t('fairSelector.label')) : undefined}
      data={data}
      value={fair ? String(fair.id) : null}
      onChange={(value) => {
        if (value) selectFair(Number(value));
      }}
      allowDeselect={false}
      checkIconPosition="right"
      size={compact ? 'xs' : 'sm'}
      w={compact ? 240 : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
