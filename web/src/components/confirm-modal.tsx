import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ErrorCard } from './error-card.tsx';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in words (and what cannot be undone). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's icon; a bin by default. */
  icon?: ReactNode;
  pending: boolean;
  /** The last failure of the action, shown above the message. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  size?: 'md' | 'lg';
}

/**
 * The one confirmation dialog of destructive actions (delete, erase, revert): cancel has the
 * focus, the red button confirms, the dialog cannot be closed while the action runs.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  icon = <IconTrash size={18} aria-hidden />,
  pending,
  error,
  onConfirm,
  onClose,
  size = 'md',
}: ConfirmModalProps) {
  const close = (): void => {
    if (!pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size={size}>
      <Stack gap="md">
        {error ? <ErrorCard error={error} /> : null}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.8" loading={pending} leftSection={icon} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
