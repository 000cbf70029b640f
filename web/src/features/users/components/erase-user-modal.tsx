import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';

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
  const close = (): void => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('manage.erase.modalTitle', { name })}
      closeButtonProps={{ 'aria-label': t('manage.erase.cancel') }}
      size="lg"
    >
      <Stack gap="md">
        {error ? <ErrorCard error={error} /> : null}
        <Text fw={700} c="red.9">
          {t('manage.erase.irreversible')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('manage.erase.what.personal')}</List.Item>
          <List.Item>{t('manage.erase.what.sessions')}</List.Item>
          <List.Item>{t('manage.erase.what.email')}</List.Item>
          <List.Item>{t('manage.erase.what.stats')}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending} data-autofocus>
            {t('manage.erase.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={pending}
            onClick={onConfirm}
            leftSection={<IconTrash size={18} aria-hidden />}
          >
            {t('manage.erase.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
