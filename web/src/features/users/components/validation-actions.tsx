import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconClock, IconDotsVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@passerelle/contract';
import { isApiError } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useValidateForFairMutation } from '../users.queries.ts';

/** Validate, put back on waiting or refuse a member for the current fair (§4 Account). */
export function ValidationActions({
  user,
  fairId,
  label,
}: {
  user: Pick<UserListItem, 'id' | 'firstName' | 'lastName' | 'fairUsers'>;
  fairId: number;
  /** Accessible name of the menu button (defaults to "Validation of {name} for this fair"). */
  label?: string;
}) {
  const { t } = useTranslation('users');
  const validate = useValidateForFairMutation();
  const notify = useNotify();
  const current = user.fairUsers.find((fu) => fu.fair === fairId)?.isValidated;
  const choose = (isValidated: -1 | 0 | 1) =>
    validate.mutate(
      { userId: user.id, fairId, isValidated },
      {
        onError: (error) => notify.failure(isApiError(error) ? error.message : t('validation.failed')),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          loading={validate.isPending}
          aria-label={label ?? t('validation.actions', { name: `${user.firstName} ${user.lastName}` })}
        >
          <IconDotsVertical size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCheck size={16} aria-hidden />}
          disabled={current === 1}
          onClick={() => choose(1)}
        >
          {t('validation.validate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconClock size={16} aria-hidden />}
          disabled={current === 0}
          onClick={() => choose(0)}
        >
          {t('validation.wait')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconX size={16} aria-hidden />}
          color="red.8"
          disabled={current === -1}
          onClick={() => choose(-1)}
        >
          {t('validation.refuse')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
