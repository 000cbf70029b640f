import { NewPersonFields } from '../../../components/new-person-fields.tsx';
import { Group, Radio, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FirmSelect, type FirmOption } from './firm-select.tsx';
import {
  CREATE_USER_TYPES,
  emptyUserCreateValues,
  needsFirm,
  type CreateUserType,
  type UserCreateValues,
} from '../user-create-model.ts';
import { useUserCreateForm } from '../use-user-create-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';

export interface UserCreateFormProps {
  onSubmit: (values: UserCreateValues) => void;
  pending: boolean;
  /** The last failure: violations and email_exists go on the fields, the rest in the card. */
  error: unknown;
  /** The fair's exhibitors, for stand accounts. */
  firmOptions: FirmOption[];
  firmOptionsLoading?: boolean;
}

/** §6 user creation: account type, identity, language and, for stand accounts, the exhibitor. */
export function UserCreateForm({
  onSubmit,
  pending,
  error,
  firmOptions,
  firmOptionsLoading,
}: UserCreateFormProps) {
  const { t, i18n } = useTranslation('users');
  const { form, ...state } = useUserCreateForm(emptyUserCreateValues(i18n.language), error, pending);
  const values = state.values;

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection level={3} id="user-create-account" title={t('create.sections.account')}>
          <Radio.Group
            label={t('create.fields.userType')}
            value={String(values.userType)}
            onChange={(value) => form.setFieldValue('userType', Number(value) as CreateUserType)}
            error={state.errorOf('userType')}
            required
          >
            <Group gap="lg" mt={6}>
              {CREATE_USER_TYPES.map((type) => (
                <Radio key={type} value={String(type)} label={t(`userTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <NewPersonFields
            form={form}
            labels={{
              email: t('create.fields.email'),
              firstName: t('create.fields.firstName'),
              lastName: t('create.fields.lastName'),
              locale: t('create.fields.locale'),
              localeHint: t('create.fields.localeHint'),
            }}
          />
        </FormSection>

        {needsFirm(values.userType) ? (
          <FormSection level={3} id="user-create-structure" title={t('create.sections.structure')}>
            <FirmSelect
              options={firmOptions}
              loading={firmOptionsLoading}
              value={values.firm}
              onChange={(value) => form.setFieldValue('firm', value)}
              onBlur={state.touch('firm')}
              error={state.errorOf('firm')}
            />
          </FormSection>
        ) : null}

        <FormActions
          error={state.cardError}
          submitLabel={t('create.submit')}
          pending={pending}
          icon={<IconUserPlus size={18} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
