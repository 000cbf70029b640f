import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { useRemoveFromFairMutation } from '../users.queries.ts';

/**
 * Removes a member from one fair (permissions.md: what an organizer does with an account that
 * also belongs to fairs it does not organize). The account and its other fairs stay.
 */
export function RemoveFromFair({
  userId,
  name,
  fairId,
  fairName,
}: {
  userId: number;
  name: string;
  fairId: number;
  fairName: string;
}) {
  const { t } = useTranslation('users');
  const [opened, modal] = useDisclosure(false);
  const remove = useRemoveFromFairMutation();
  const notify = useNotify();
  const label = t('manage.fairs.remove', { fair: fairName });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="red.8" aria-label={label} onClick={modal.open}>
          <IconUserMinus size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={opened}
        title={t('manage.fairs.removeTitle', { name, fair: fairName })}
        confirmLabel={t('manage.fairs.removeConfirm')}
        cancelLabel={t('manage.fairs.removeCancel')}
        icon={<IconUserMinus size={18} aria-hidden />}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          modal.close();
        }}
        onConfirm={() =>
          remove.mutate(
            { userId, fairId },
            {
              onSuccess: () => {
                modal.close();
                notify.success(t('manage.fairs.removed', { name, fair: fairName }));
              },
            },
          )
        }
      >
        <Text size="sm">{t('manage.fairs.removeBody', { name })}</Text>
      </ConfirmModal>
    </>
  );
}
