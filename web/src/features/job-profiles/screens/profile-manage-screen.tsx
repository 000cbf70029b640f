import { useEffect, useMemo } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  JobProfileInputSchema,
  LANGUAGE_CERTIFICATES,
  RECOGNITION_STATUSES,
  missingForCompleteness,
  type JobProfile,
  type RecognitionStatus,
} from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SaveBar } from '../../../components/save-bar.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { CefrGrid } from '../../../components/cefr-grid.tsx';
import { CvUpload } from '../components/cv-upload.tsx';
import { DiffusionToggles } from '../components/diffusion-toggles.tsx';
import { EntryFieldset } from '../components/entry-fieldset.tsx';
import { PhotoField } from '../components/photo-field.tsx';
import { EMPTY_LEVELS, optionsOf, profileValues, type ProfileValues } from '../job-profile-form.ts';
import { jobProfileQueries, useSaveProfileMutation } from '../job-profiles.queries.ts';

const ids = (values: string[]) => values.map(Number);
const strings = (values: number[]) => values.map(String);
const idOrNull = (value: string | null) => (value ? Number(value) : null);

function ProfileForm({ profile }: { profile: JobProfile | null }) {
  const { t, i18n } = useTranslation('job-profiles');
  const locale = i18n.language as Locale;
  const notify = useNotify();
  const save = useSaveProfileMutation();
  const families = useQuery(jobProfileQueries.families(locale));
  const functions = useQuery(jobProfileQueries.functions(locale));
  const experiences = useQuery(jobProfileQueries.experiences(locale));
  const disponibilities = useQuery(jobProfileQueries.disponibilities(locale));
  const educationLevels = useQuery(jobProfileQueries.educationLevels(locale));
  const qualities = useQuery(jobProfileQueries.personalQualities(locale));
  const skills = useQuery(jobProfileQueries.personalSkills(locale));
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());

  const initial = useMemo(() => profileValues(profile), [profile]);
  const { form, ...state } = useContractForm<ProfileValues>({
    initialValues: initial,
    validate: JobProfileInputSchema,
    error: save.error,
    pending: save.isPending,
  });
  // A saved answer becomes the new baseline ("no unsaved changes").
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  const v = form.values;
  const missing = missingForCompleteness(v);
  const languageOptions = (languages.data ?? []).map((l) => ({ value: l.code, label: l.name }));
  const languageName = (code: string) => languageOptions.find((o) => o.value === code)?.label ?? code;
  const countryOptions = optionsOf(countries.data);
  const functionOptions = optionsOf(functions.data);
  const error = (field: string) => state.errorOf(field);

  return (
    <form
      onSubmit={state.submit((values) =>
        save.mutate(values, { onSuccess: () => notify.success(t('save.saved')) }),
      )}
      noValidate
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" aria-live="polite">
          {missing.length === 0 ? (
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={22} color="var(--mantine-color-teal-8)" aria-hidden />
              <Text fw={600}>{profile?.isComplete ? t('status.complete') : t('status.completeOnSave')}</Text>
            </Group>
          ) : (
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap">
                <IconInfoCircle size={22} aria-hidden />
                <Text fw={600}>{t('status.incomplete')}</Text>
              </Group>
              <List size="sm">
                {missing.map((m) => (
                  <List.Item key={m}>{t(`status.missing.${m}`)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Paper>

        <FormSection id="profile-wanted" title={t('wanted.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('wanted.functions')}
              data={functionOptions}
              searchable
              value={strings(v.functions)}
              onChange={(x) => form.setFieldValue('functions', ids(x))}
              error={error('functions')}
              miw={0}
            />
            <MultiSelect
              label={t('wanted.families')}
              data={optionsOf(families.data)}
              searchable
              value={strings(v.families)}
              onChange={(x) => form.setFieldValue('families', ids(x))}
              error={error('families')}
              miw={0}
            />
            <Select
              label={t('wanted.disponibility')}
              data={optionsOf(disponibilities.data)}
              value={v.disponibility === null ? null : String(v.disponibility)}
              onChange={(x) => form.setFieldValue('disponibility', idOrNull(x))}
              error={error('disponibility')}
              clearable
            />
            <Select
              label={t('wanted.experience')}
              data={optionsOf(experiences.data)}
              value={v.experience === null ? null : String(v.experience)}
              onChange={(x) => form.setFieldValue('experience', idOrNull(x))}
              error={error('experience')}
              clearable
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="profile-languages" title={t('languages.title')}>
          <Text size="sm" c="gray.7">
            {t('languages.hint')}
          </Text>
          {v.languages.length === 0 ? (
            <Text size="sm" fs="italic">
              {t('languages.empty')}
            </Text>
          ) : null}
          {v.languages.map((l, i) => (
            <Paper key={i} withBorder radius="md" p="sm">
              <Stack gap="sm">
                <Group align="end" gap="sm" wrap="nowrap">
                  <Select
                    label={t('languages.language')}
                    data={languageOptions.filter(
                      (o) => o.value === l.language || !v.languages.some((x) => x.language === o.value),
                    )}
                    searchable
                    value={l.language || null}
                    onChange={(x) => form.setFieldValue(`languages.${i}.language`, x ?? '')}
                    error={error(`languages.${i}.language`)}
                    style={{ flex: 1 }}
                    miw={0}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={t('languages.remove', { language: languageName(l.language) })}
                    onClick={() => form.removeListItem('languages', i)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <CefrGrid
                  caption={t('languages.grid', {
                    language: languageName(l.language) || t('languages.thisLanguage'),
                  })}
                  noneLabel={t('languages.none')}
                  value={l.levels}
                  onChange={(levels) => form.setFieldValue(`languages.${i}.levels`, levels)}
                />
                <MultiSelect
                  label={t('languages.certificates')}
                  data={[...LANGUAGE_CERTIFICATES]}
                  value={l.certificates}
                  onChange={(x) =>
                    form.setFieldValue(`languages.${i}.certificates`, x as typeof l.certificates)
                  }
                  miw={0}
                />
              </Stack>
            </Paper>
          ))}
          {error('languages') ? (
            <Text size="sm" c="red.9">
              {error('languages')}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                form.insertListItem('languages', { language: '', levels: EMPTY_LEVELS, certificates: [] })
              }
              disabled={v.languages.length >= 10}
            >
              {t('languages.add')}
            </Button>
          </Group>
        </FormSection>

        <FormSection id="profile-place" title={t('place.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('place.residenceCountry')}
              data={countryOptions}
              searchable
              value={v.residenceCountry === null ? null : String(v.residenceCountry)}
              onChange={(x) => form.setFieldValue('residenceCountry', idOrNull(x))}
              error={error('residenceCountry')}
              clearable
            />
            <MultiSelect
              label={t('place.mobilityCountries')}
              description={t('place.mobilityHint')}
              data={countryOptions}
              searchable
              value={strings(v.mobilityCountries)}
              onChange={(x) => form.setFieldValue('mobilityCountries', ids(x))}
              error={error('mobilityCountries')}
              miw={0}
            />
            <TextInput
              label={t('place.workTransport')}
              description={t('place.workTransportHint')}
              value={v.workTransport ?? ''}
              onChange={(e) => form.setFieldValue('workTransport', e.currentTarget.value || null)}
              error={error('workTransport')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="profile-recognition" title={t('recognition.title')}>
          <Text size="sm" c="gray.7" id="recognition-hint">
            {t('recognition.hint')}
          </Text>
          <SegmentedControl
            aria-label={t('recognition.status')}
            data={RECOGNITION_STATUSES.map((s) => ({ value: s, label: t(`recognition.statuses.${s}`) }))}
            value={v.recognition}
            onChange={(x) => form.setFieldValue('recognition', x as RecognitionStatus)}
            orientation="vertical"
            fullWidth
          />
          <TextInput
            label={t('recognition.licence')}
            description={t('recognition.licenceHint')}
            value={v.licence ?? ''}
            onChange={(e) => form.setFieldValue('licence', e.currentTarget.value || null)}
            error={error('licence')}
          />
        </FormSection>

        <FormSection id="profile-experiences" title={t('experiences.title')}>
          {v.experiences.map((e, i) => (
            <EntryFieldset
              key={i}
              legend={t('experiences.entry', { n: i + 1 })}
              removeLabel={t('experiences.remove', { n: i + 1 })}
              onRemove={() => form.removeListItem('experiences', i)}
            >
              <TextInput
                label={t('experiences.employer')}
                value={e.employer}
                onChange={(x) => form.setFieldValue(`experiences.${i}.employer`, x.currentTarget.value)}
                error={error(`experiences.${i}.employer`)}
                required
              />
              <Select
                label={t('experiences.function')}
                data={functionOptions}
                searchable
                clearable
                value={e.function === null ? null : String(e.function)}
                onChange={(x) => form.setFieldValue(`experiences.${i}.function`, idOrNull(x))}
              />
              <Select
                label={t('experiences.country')}
                data={countryOptions}
                searchable
                clearable
                value={e.country === null ? null : String(e.country)}
                onChange={(x) => form.setFieldValue(`experiences.${i}.country`, idOrNull(x))}
              />
              <NumberInput
                label={t('experiences.years')}
                min={0}
                max={60}
                value={e.years}
                onChange={(x) => form.setFieldValue(`experiences.${i}.years`, Number(x) || 0)}
                error={error(`experiences.${i}.years`)}
              />
            </EntryFieldset>
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                form.insertListItem('experiences', { employer: '', function: null, country: null, years: 1 })
              }
            >
              {t('experiences.add')}
            </Button>
          </Group>
        </FormSection>

        <FormSection id="profile-educations" title={t('educations.title')}>
          {v.educations.map((e, i) => {
            const level = educationLevels.data?.find((l) => l.id === e.educationLevel);
            return (
              <EntryFieldset
                key={i}
                legend={t('educations.entry', { n: i + 1 })}
                removeLabel={t('educations.remove', { n: i + 1 })}
                onRemove={() => form.removeListItem('educations', i)}
              >
                <Select
                  label={t('educations.level')}
                  description={t('educations.levelHint')}
                  data={(educationLevels.data ?? []).map((l) => ({
                    value: String(l.id),
                    label: `${l.name} (${countries.data?.find((c) => c.id === l.country)?.name ?? ''})`,
                  }))}
                  searchable
                  value={level ? String(level.id) : null}
                  onChange={(x) => form.setFieldValue(`educations.${i}.educationLevel`, Number(x))}
                  error={error(`educations.${i}.educationLevel`)}
                />
                <TextInput
                  label={t('educations.diploma')}
                  value={e.title}
                  onChange={(x) => form.setFieldValue(`educations.${i}.title`, x.currentTarget.value)}
                  error={error(`educations.${i}.title`)}
                  required
                />
                <NumberInput
                  label={t('educations.year')}
                  min={1950}
                  max={2100}
                  value={e.year ?? ''}
                  onChange={(x) => form.setFieldValue(`educations.${i}.year`, x === '' ? null : Number(x))}
                  error={error(`educations.${i}.year`)}
                />
              </EntryFieldset>
            );
          })}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              disabled={!educationLevels.data?.length}
              onClick={() =>
                form.insertListItem('educations', {
                  educationLevel: educationLevels.data![0]!.id,
                  title: '',
                  year: null,
                })
              }
            >
              {t('educations.add')}
            </Button>
          </Group>
        </FormSection>

        <FormSection id="profile-qualities" title={t('qualities.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('qualities.personalSkills')}
              data={optionsOf(skills.data)}
              searchable
              value={strings(v.personalSkills)}
              onChange={(x) => form.setFieldValue('personalSkills', ids(x))}
              miw={0}
            />
            <MultiSelect
              label={t('qualities.personalQualities')}
              data={optionsOf(qualities.data)}
              searchable
              value={strings(v.personalQualities)}
              onChange={(x) => form.setFieldValue('personalQualities', ids(x))}
              miw={0}
            />
          </SimpleGrid>
        </FormSection>

        {state.cardError ? <ErrorCard error={state.cardError} /> : null}
        <SaveBar
          label={t('save.label')}
          dirty={form.isDirty()}
          invalid={state.invalid}
          pending={save.isPending}
          dirtyText={t('save.dirty')}
          cleanText={t('save.clean')}
          saveLabel={t('save.submit')}
        />
      </Stack>
    </form>
  );
}

/** `/jobs/profile`: the candidate writes its profile, its CEFR levels, sends its CV, chooses diffusion. */
export function ProfileManageScreen() {
  const { t } = useTranslation('job-profiles');
  const viewer = useCurrentUser();
  const mine = useQuery({ ...jobProfileQueries.mine(viewer?.id ?? 0), enabled: !!viewer });
  return (
    <Stack gap="md">
      <Text c="gray.7">{t('intro')}</Text>
      {mine.isPending ? (
        <PageLoader />
      ) : mine.isError ? (
        <ErrorCard error={mine.error} title={t('loadFailed')} />
      ) : (
        <>
          <ProfileForm profile={mine.data} />
          <FormSection id="profile-cv" title={t('cv.title')}>
            <CvUpload profile={mine.data} />
          </FormSection>
          <FormSection id="profile-photo" title={t('photo.title')}>
            <PhotoField
              profile={mine.data}
              viewerId={viewer!.id}
              name={`${viewer!.firstName} ${viewer!.lastName}`}
            />
          </FormSection>
          <FormSection id="profile-diffusion" title={t('diffusion.title')}>
            <DiffusionToggles viewerId={viewer!.id} complete={mine.data?.isComplete ?? false} />
          </FormSection>
        </>
      )}
    </Stack>
  );
}
