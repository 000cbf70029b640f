import { Group, Radio, Select, SimpleGrid, TextInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser, UserManagementUpdate } from '@passerelle/contract';
import { LOCALES } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { SaveBar } from '../../../components/save-bar.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { FirmSelect } from './firm-select.tsx';
import {
  MANAGE_USER_TYPE_CHOICES,
  changedManageFields,
  isStaffType,
  manageFieldOf,
  toManageValues,
  validateManage,
  type ManageField,
} from '../user-manage-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';

export interface ManageOption {
  value: string;
  label: string;
}

export interface UserManageFormProps {
  /** The user as the server holds it: only what differs is sent. */
  user: ManagedUser;
  civilStatuses: ManageOption[];
  countries: ManageOption[];
  /** Exhibitors the user can be attached to (stand accounts). */
  firmOptions: ManageOption[];
  onSubmit: (changes: UserManagementUpdate) => void;
  pending: boolean;
  /** The last failure: violations of known fields go on the fields, the rest in the card. */
  error: unknown;
}

const LOCALE_OPTIONS: ManageOption[] = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

type TextField = Exclude<ManageField, 'civilStatus' | 'country' | 'userType' | 'firm' | 'locale'>;

/** §2 /user/manage/{id}: identity, contact and account type, checked as you type, saved with a bar. */
export function UserManageForm({
  user,
  civilStatuses,
  countries,
  firmOptions,
  onSubmit,
  pending,
  error,
}: UserManageFormProps) {
  const { t } = useTranslation('users');
  const { form, ...state } = useContractForm({
    initialValues: toManageValues(user),
    validate: (values) => validateManage(changedManageFields(user, values), values),
    fieldOf: manageFieldOf,
    error,
    pending,
  });
  const values = state.values;
  const changes = changedManageFields(user, values);
  const dirty = Object.keys(changes).length > 0;

  const text = (field: TextField) => form.getInputProps(field);
  const select = (field: 'civilStatus' | 'country') => ({
    ...form.getInputProps(field),
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('manage.nothingFound'),
    placeholder: t('manage.choose'),
  });
  const submit = state.submit((valid) => {
    if (dirty) onSubmit(changedManageFields(user, valid));
  });

  const currentTypeOffered = (MANAGE_USER_TYPE_CHOICES as readonly number[]).includes(user.userType);

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection level={3} id="user-manage-identity" title={t('manage.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label={t('manage.fields.civilStatus')} data={civilStatuses} {...select('civilStatus')} />
            <TextInput label={t('manage.fields.jobTitle')} autoComplete="off" {...text('jobTitle')} />
            <TextInput
              label={t('manage.fields.firstName')}
              required
              autoComplete="off"
              {...text('firstName')}
            />
            <TextInput
              label={t('manage.fields.lastName')}
              required
              autoComplete="off"
              {...text('lastName')}
            />
            <Select
              label={t('manage.fields.locale')}
              description={t('manage.fields.localeHint')}
              data={LOCALE_OPTIONS}
              value={values.locale}
              onChange={(value) => form.setFieldValue('locale', value ?? values.locale)}
              allowDeselect={false}
              error={state.errorOf('locale')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection level={3} id="user-manage-contact" title={t('manage.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="email"
              label={t('manage.fields.displayEmail')}
              description={t('manage.fields.displayEmailHint')}
              autoComplete="off"
              {...text('displayEmail')}
            />
            <TextInput type="tel" label={t('manage.fields.phone')} autoComplete="off" {...text('phone')} />
            <TextInput type="tel" label={t('manage.fields.cell')} autoComplete="off" {...text('cell')} />
            <TextInput
              type="url"
              inputMode="url"
              label={t('manage.fields.website')}
              autoComplete="off"
              {...text('website')}
            />
            <TextInput label={t('manage.fields.address')} autoComplete="off" {...text('address')} />
            <TextInput label={t('manage.fields.postalCode')} autoComplete="off" {...text('postalCode')} />
            <TextInput label={t('manage.fields.city')} autoComplete="off" {...text('city')} />
            <TextInput label={t('manage.fields.department')} autoComplete="off" {...text('department')} />
            <Select label={t('manage.fields.country')} data={countries} {...select('country')} />
          </SimpleGrid>
        </FormSection>

        <FormSection level={3} id="user-manage-account" title={t('manage.sections.account')}>
          <Radio.Group
            label={t('manage.fields.userType')}
            description={
              currentTypeOffered
                ? t('manage.fields.userTypeHint')
                : t('manage.fields.userTypeOther', {
                    type: t(`userTypes.${user.userType}`, { defaultValue: String(user.userType) }),
                  })
            }
            value={String(values.userType)}
            onChange={(value) => form.setFieldValue('userType', Number(value))}
            error={state.errorOf('userType')}
          >
            <Group gap="lg" mt={6}>
              {MANAGE_USER_TYPE_CHOICES.map((type) => (
                <Radio key={type} value={String(type)} label={t(`userTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          {isStaffType(values.userType) ? (
            <FirmSelect
              options={firmOptions}
              description={
                user.firmName && values.firm === String(user.firm)
                  ? t('manage.fields.firmCurrent', { name: user.firmName })
                  : undefined
              }
              value={values.firm}
              onChange={(value) => form.setFieldValue('firm', value)}
              onBlur={state.touch('firm')}
              error={state.errorOf('firm')}
            />
          ) : null}
        </FormSection>

        {state.cardError ? <ErrorCard error={state.cardError} /> : null}

        <SaveBar
          label={t('manage.saveBar')}
          dirty={dirty}
          invalid={state.invalid}
          pending={pending}
          dirtyText={t('manage.unsaved')}
          cleanText={t('manage.noChanges')}
          saveLabel={t('manage.save')}
        />
      </Stack>
    </form>
  );
}
