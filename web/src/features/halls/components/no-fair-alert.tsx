import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What every halls screen shows before a fair is chosen (its halls belong to one fair). */
export function NoFairAlert() {
  const { t } = useTranslation('halls');
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('noFair.title')}
    >
      {t('noFair.text')}
    </Alert>
  );
}
