import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmImportModalProps {
  opened: boolean;
  count: number;
  fairName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation before the accounts are created and mailed (visual brief: before anything irreversible). */
export function ConfirmImportModal({
  opened,
  count,
  fairName,
  pending,
  onCancel,
  onConfirm,
}: ConfirmImportModalProps) {
  const { t } = useTranslation('userImport');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      <Text size="sm">{t('confirm.body', { count, fair: fairName })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('confirm.cancel')}
        </Button>
        <Button color="ember.7" onClick={onConfirm} loading={pending} data-autofocus>
          {t('confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
