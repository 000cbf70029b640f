import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FirmOption {
  value: string;
  label: string;
}

export interface FirmSelectProps {
  options: FirmOption[];
  /** The firm id as text ('' when none). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  description?: string;
  loading?: boolean;
}

/** The exhibitor (firm) a stand admin or contact belongs to, picked by name. */
export function FirmSelect({
  options,
  value,
  onChange,
  onBlur,
  error,
  description,
  loading,
}: FirmSelectProps) {
  const { t } = useTranslation('users');
  return (
    <Select
      label={t('firmSelect.label')}
      description={description ?? t('firmSelect.hint')}
      placeholder={loading ? t('firmSelect.loading') : t('firmSelect.placeholder')}
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error}
      searchable
      required
      nothingFoundMessage={t('firmSelect.nothingFound')}
      w={{ base: '100%', sm: '70%' }}
    />
  );
}
