import { useState, type FormEvent } from 'react';
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';

export interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
}

/** The typed word matches the one asked for (spaces around and letter case ignored). */
export const isDeleteConfirmed = (typed: string, word: string): boolean =>
  typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

/**
 * Confirmation before erasing the account (irreversible): what is erased, then the user types the
 * word of their language before the red button is enabled.
 */
export function DeleteAccountModal({ opened, onClose, onConfirm, pending, error }: DeleteAccountModalProps) {
  const { t } = useTranslation('account');
  const [typed, setTyped] = useState('');
  const word = t('deleteAccount.word');
  const confirmed = isDeleteConfirmed(typed, word);

  const close = (): void => {
    if (pending) return;
    setTyped('');
    onClose();
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!confirmed || pending) return;
    onConfirm();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('deleteAccount.modalTitle')}
      closeButtonProps={{ 'aria-label': t('deleteAccount.cancel') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-busy={pending}>
        <Stack gap="md">
          {error ? <ErrorCard error={error} /> : null}
          <Text fw={700} c="red.9">
            {t('deleteAccount.irreversible')}
          </Text>
          <Text size="sm">{t('deleteAccount.erasedIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('deleteAccount.erased.personal')}</List.Item>
            <List.Item>{t('deleteAccount.erased.credentials')}</List.Item>
            <List.Item>{t('deleteAccount.erased.sessions')}</List.Item>
            <List.Item>{t('deleteAccount.erased.fairs')}</List.Item>
          </List>
          <Text size="sm">{t('deleteAccount.exportFirst')}</Text>
          <TextInput
            label={t('deleteAccount.typeLabel', { word })}
            required
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              disabled={!confirmed}
              loading={pending}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              {t('deleteAccount.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
