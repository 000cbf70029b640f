import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Group, Radio, Select, SimpleGrid, TextInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type ManagedUser, type UserManagementUpdate } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { SaveBar } from '../../../components/save-bar.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-switcher.tsx';
import { FirmSelect } from './firm-select.tsx';
import {
  MANAGE_USER_TYPE_CHOICES,
  changedManageFields,
  isStaffType,
  manageViolations,
  onlyManageFieldViolations,
  toManageValues,
  validateManage,
  type ManageField,
  type ManageValues,
} from '../user-manage-model.ts';

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
  const translate = useCodeTranslator();
  const [values, setValues] = useState<ManageValues>(() => toManageValues(user));
  const [touched, setTouched] = useState<Partial<Record<ManageField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The server's violations hold for the values that were sent, not once the field is edited.
  const [sent, setSent] = useState<ManageValues | null>(null);

  const changes = changedManageFields(user, values);
  const dirty = Object.keys(changes).length > 0;
  const errors = validateManage(changes, values);
  const invalid = Object.keys(errors).length > 0;
  const violations = manageViolations(error);

  const fieldError = (field: ManageField): string | undefined => {
    const code = errors[field];
    if ((touched[field] || submitted) && code) return translate(code) ?? code;
    const violation = violations[field];
    if (violation && sent && sent[field] === values[field])
      return (violation.code && translate(violation.code)) || violation.message || violation.code;
    return undefined;
  };
  const touch = (field: ManageField) => () => setTouched((s) => ({ ...s, [field]: true }));
  const update = <K extends ManageField>(field: K, value: ManageValues[K]): void =>
    setValues((v) => ({ ...v, [field]: value }));

  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(field, e.currentTarget.value),
    onBlur: touch(field),
    error: fieldError(field),
  });
  const select = (field: 'civilStatus' | 'country') => ({
    value: values[field],
    onChange: (value: string | null) => update(field, value),
    onBlur: touch(field),
    error: fieldError(field),
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('manage.nothingFound'),
    placeholder: t('manage.choose'),
  });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending || !dirty) return;
    setSent(values);
    onSubmit(changes);
  };

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
              onChange={(value) => update('locale', value ?? values.locale)}
              allowDeselect={false}
              error={fieldError('locale')}
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
            onChange={(value) => update('userType', Number(value))}
            error={fieldError('userType')}
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
              onChange={(value) => update('firm', value)}
              onBlur={touch('firm')}
              error={fieldError('firm')}
            />
          ) : null}
        </FormSection>

        {error && !onlyManageFieldViolations(error) ? <ErrorCard error={error} /> : null}

        <SaveBar
          label={t('manage.saveBar')}
          dirty={dirty}
          invalid={invalid}
          pending={pending}
          dirtyText={t('manage.unsaved')}
          cleanText={t('manage.noChanges')}
          saveLabel={t('manage.save')}
        />
      </Stack>
    </form>
  );
}
