import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';

export interface EraseUserModalProps {
  opened: boolean;
  /** The person's name, as shown on the screen. */
  name: string;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
}

/** Confirmation before erasing someone's account: says what goes and that it cannot be undone. */
export function EraseUserModal({ opened, name, onClose, onConfirm, pending, error }: EraseUserModalProps) {
  const { t } = useTranslation('users');
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('manage.erase.modalTitle', { name })}
      confirmLabel={t('manage.erase.confirm')}
      cancelLabel={t('manage.erase.cancel')}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      size="lg"
    >
      <Text fw={700} c="red.9">
        {t('manage.erase.irreversible')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('manage.erase.what.personal')}</List.Item>
        <List.Item>{t('manage.erase.what.sessions')}</List.Item>
        <List.Item>{t('manage.erase.what.email')}</List.Item>
        <List.Item>{t('manage.erase.what.stats')}</List.Item>
      </List>
    </ConfirmModal>
  );
}
