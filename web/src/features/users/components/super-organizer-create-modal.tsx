import { NewPersonFields } from '../../../components/new-person-fields.tsx';
import { Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountCreate } from '@passerelle/contract';
import { USER_TYPES } from '@passerelle/contract/lite';
import { emptyUserCreateValues } from '../user-create-model.ts';
import { useUserCreateForm } from '../use-user-create-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';

export interface SuperOrganizerCreateModalProps {
  opened: boolean;
  onClose: () => void;
  /** The fair named in the invitation mail (the current one). */
  fair: { id: number; name: string };
  onSubmit: (body: AccountCreate) => void;
  pending: boolean;
  error: unknown;
}

/** POST /users/super-organizer: identity and language; the person sets a password from the mail. */
export function SuperOrganizerCreateModal({
  opened,
  onClose,
  fair,
  onSubmit,
  pending,
  error,
}: SuperOrganizerCreateModalProps) {
  const { t, i18n } = useTranslation('users');
  // The creation model's rules (e-mail, names, language); the type is fixed by the path.
  const { form, ...state } = useUserCreateForm(
    { ...emptyUserCreateValues(i18n.language), userType: USER_TYPES.VISITOR },
    error,
    pending,
  );
  const submit = state.submit((valid) =>
    onSubmit({
      email: valid.email.trim(),
      firstName: valid.firstName.trim(),
      lastName: valid.lastName.trim(),
      locale: valid.locale,
      fair: fair.id,
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t('superOrganizers.createTitle')}
      closeButtonProps={{ 'aria-label': t('superOrganizers.cancel') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-busy={pending}>
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('superOrganizers.createIntro', { fair: fair.name })}
          </Text>
          <NewPersonFields
            form={form}
            autoFocus
            fullWidth
            labels={{
              email: t('create.fields.email'),
              firstName: t('create.fields.firstName'),
              lastName: t('create.fields.lastName'),
              locale: t('create.fields.locale'),
              localeHint: t('create.fields.localeHint'),
            }}
          />
          <FormActions
            error={state.cardError}
            cancel={{ label: t('superOrganizers.cancel'), onClick: onClose, disabledWhilePending: true }}
            submitLabel={t('superOrganizers.submit')}
            pending={pending}
            icon={<IconUserPlus size={18} aria-hidden />}
          />
        </Stack>
      </form>
    </Modal>
  );
}
