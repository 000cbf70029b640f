import { FormSection } from '../../../components/form-section.tsx';
import { SaveBar } from '../../../components/save-bar.tsx';
import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_NETWORKS,
  VIDEOCONFERENCE_TOOLS,
  type User,
  type UserProfileUpdate,
} from '@passerelle/contract';
import { LOCALES } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  changedFields,
  fieldOfViolation,
  toProfileValues,
  validateProfile,
  type ProfileValues,
} from '../profile-form-model.ts';

export interface ProfileOption {
  value: string;
  label: string;
}

export interface ProfileOptions {
  civilStatuses: ProfileOption[];
  countries: ProfileOption[];
  languages: ProfileOption[];
  firmTypes: ProfileOption[];
}

export interface ProfileFormProps {
  /** The user as the server holds it: the form sends only what differs from it. */
  user: User;
  options: ProfileOptions;
  onSubmit: (changes: UserProfileUpdate) => void;
  pending: boolean;
  /** The last failure: violations of known fields go on the fields, the rest in the card. */
  error: unknown;
  /** The last save succeeded (shown until the next edit). */
  saved: boolean;
}

const LOCALE_OPTIONS: ProfileOption[] = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/** §2 /user/profile: the profile in sections, checked as you type, saved with an explicit bar. */
export function ProfileForm({ user, options, onSubmit, pending, error, saved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { form, ...state } = useContractForm({
    initialValues: toProfileValues(user),
    validate: (values) => validateProfile(changedFields(user, values)),
    fieldOf: fieldOfViolation,
    error,
    pending,
  });
  const changes = changedFields(user, state.values);
  const dirty = Object.keys(changes).length > 0;

  const select = (field: 'civilStatus' | 'country' | 'firmType') => ({
    ...form.getInputProps(field),
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('profile.nothingFound'),
    placeholder: t('profile.choose'),
  });
  const text = (field: keyof ProfileValues | `${'socialLinks' | 'videoconferenceLinks'}.${string}`) =>
    form.getInputProps(field);
  const link = (group: 'socialLinks' | 'videoconferenceLinks', key: string) => text(`${group}.${key}`);

  return (
    <form
      onSubmit={state.submit((values) => {
        if (dirty) onSubmit(changedFields(user, values));
      })}
      noValidate
      aria-busy={pending}
    >
      <Stack gap="lg">
        <FormSection id="profile-identity" title={t('profile.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('profile.fields.civilStatus')}
              data={options.civilStatuses}
              {...select('civilStatus')}
            />
            <TextInput
              label={t('profile.fields.jobTitle')}
              autoComplete="organization-title"
              {...text('jobTitle')}
            />
            <TextInput
              label={t('profile.fields.firstName')}
              required
              autoComplete="given-name"
              {...text('firstName')}
            />
            <TextInput
              label={t('profile.fields.lastName')}
              required
              autoComplete="family-name"
              {...text('lastName')}
            />
            <TextInput
              type="date"
              label={t('profile.fields.birthday')}
              autoComplete="bday"
              {...text('birthday')}
            />
            <Select
              label={t('profile.fields.locale')}
              data={LOCALE_OPTIONS}
              value={state.values.locale}
              onChange={(value) => form.setFieldValue('locale', value ?? state.values.locale)}
              allowDeselect={false}
              error={state.errorOf('locale')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="profile-contact" title={t('profile.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="email"
              label={t('profile.fields.displayEmail')}
              description={t('profile.fields.displayEmailHint')}
              autoComplete="email"
              {...text('displayEmail')}
            />
            <TextInput type="tel" label={t('profile.fields.phone')} autoComplete="tel" {...text('phone')} />
            <TextInput
              type="tel"
              label={t('profile.fields.cell')}
              autoComplete="mobile tel"
              {...text('cell')}
            />
            <TextInput
              label={t('profile.fields.address')}
              autoComplete="street-address"
              {...text('address')}
            />
            <TextInput
              label={t('profile.fields.postalCode')}
              autoComplete="postal-code"
              {...text('postalCode')}
            />
            <TextInput label={t('profile.fields.city')} autoComplete="address-level2" {...text('city')} />
            <TextInput
              label={t('profile.fields.department')}
              autoComplete="address-level1"
              {...text('department')}
            />
            <Select label={t('profile.fields.country')} data={options.countries} {...select('country')} />
          </SimpleGrid>
          <MultiSelect
            label={t('profile.fields.languages')}
            data={options.languages}
            {...form.getInputProps('languages')}
            searchable
            clearable
            nothingFoundMessage={t('profile.nothingFound')}
            placeholder={t('profile.choose')}
          />
        </FormSection>

        <FormSection id="profile-links" title={t('profile.sections.links')}>
          <Text size="sm" c="gray.7">
            {t('profile.linksHint')}
          </Text>
          <Title order={3} size="h5">
            {t('profile.socialTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_NETWORKS.map((key) => (
              <TextInput
                key={key}
                type="url"
                inputMode="url"
                label={t(`profile.social.${key}`)}
                {...link('socialLinks', key)}
              />
            ))}
          </SimpleGrid>
          <Title order={3} size="h5">
            {t('profile.videoTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {VIDEOCONFERENCE_TOOLS.map((key) => (
              <TextInput
                key={key}
                type="url"
                inputMode="url"
                label={t(`profile.video.${key}`)}
                {...link('videoconferenceLinks', key)}
              />
            ))}
          </SimpleGrid>
        </FormSection>

        <FormSection id="profile-structure" title={t('profile.sections.structure')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label={t('profile.fields.firmType')} data={options.firmTypes} {...select('firmType')} />
            <TextInput
              label={t('profile.fields.firmValue')}
              autoComplete="organization"
              {...text('firmValue')}
            />
            <TextInput
              type="url"
              inputMode="url"
              label={t('profile.fields.website')}
              autoComplete="url"
              {...text('website')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="profile-diffusion" title={t('profile.sections.diffusion')}>
          <Checkbox
            label={t('profile.fields.diffusion')}
            {...form.getInputProps('isAcceptingDiffusion', { type: 'checkbox' })}
          />
        </FormSection>

        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        {saved && !dirty ? (
          <SuccessAlert title={t('profile.savedTitle')} message={t('profile.savedMessage')} />
        ) : null}

        <SaveBar
          label={t('profile.saveBar')}
          dirty={dirty}
          invalid={state.invalid}
          pending={pending}
          dirtyText={t('profile.unsaved')}
          cleanText={t('profile.noChanges')}
          saveLabel={t('profile.save')}
        />
      </Stack>
    </form>
  );
}
