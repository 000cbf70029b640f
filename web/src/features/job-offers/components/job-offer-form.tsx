import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SALARY_CURRENCIES, SALARY_PERIODS, WORK_MODES, type Fair } from '@passerelle/contract';
import { JOB_OFFER_STATUSES, LOCALES } from '@passerelle/contract/lite';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { RichTextEditorField, normaliseRichText } from '../../../components/rich-text-editor.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { offerFieldOf, validateOffer, type OfferFormValues } from '../job-offer-form-model.ts';
import { jobOffersQueries, type NamedEntry } from '../job-offers.queries.ts';
import { OfferLanguagesInput } from './offer-languages-input.tsx';

const options = (rows: NamedEntry[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

export interface JobOfferFormProps {
  initialValues: OfferFormValues;
  /** Fairs the offer may be shown in (the fair list's fairs that use the job module). */
  fairs: Pick<Fair, 'id' | 'name'>[];
  /** The firms an organizer may pick (null: the firm is fixed). */
  firms: { value: string; label: string }[] | null;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: OfferFormValues) => void;
  onCancel: () => void;
}

/** The offer's form: the post, its texts per language, place, salary, the CEFR grid, recognition, support, status. */
export function JobOfferForm({
  initialValues,
  fairs,
  firms,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: JobOfferFormProps) {
  const { t } = useTranslation('job-offers');
  const { form, ...state } = useContractForm<OfferFormValues>({
    initialValues,
    validate: validateOffer,
    fieldOf: (path) => offerFieldOf(path),
    error,
    pending,
    live: true,
  });
  const v = form.getValues();
  const families = useQuery(jobOffersQueries.families());
  const functions = useQuery(jobOffersQueries.functions());
  const levels = useQuery(jobOffersQueries.functionLevels());
  const contracts = useQuery(jobOffersQueries.contractTypes());
  const experiences = useQuery(jobOffersQueries.experiences());
  const disponibilities = useQuery(jobOffersQueries.disponibilities());
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());
  const countryId = v.country ? Number(v.country) : null;
  const regions = useQuery(jobOffersQueries.regions(countryId));
  const education = useQuery(jobOffersQueries.educationLevels(countryId));
  const functionOptions = (functions.data ?? [])
    .filter((f) => !v.family || f.family === Number(v.family))
    .map((f) => ({ value: String(f.id), label: f.name }));
  const input = (field: keyof OfferFormValues | string) => ({
    ...form.getInputProps(field),
    error: state.errorOf(field),
  });
  const tabError = (l: string) => !!state.shown[`titles.${l}`] || !!state.shown[`descriptions.${l}`];

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection id="offer-general" title={t('form.general')}>
          {firms ? (
            <Select
              label={t('form.firm')}
              data={firms}
              searchable
              required
              nothingFoundMessage={t('form.nothingFound')}
              {...input('firm')}
            />
          ) : null}
          <MultiSelect
            label={t('form.fairs')}
            description={t('form.fairsHint')}
            data={fairs.map((f) => ({ value: String(f.id), label: f.name }))}
            required
            {...input('fairs')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('form.family')}
              data={options(families.data)}
              searchable
              clearable
              nothingFoundMessage={t('form.nothingFound')}
              {...input('family')}
              onChange={(value) => {
                form.setFieldValue('family', value);
                form.setFieldValue('function', null);
              }}
            />
            <Select
              label={t('form.function')}
              data={functionOptions}
              searchable
              clearable
              nothingFoundMessage={t('form.nothingFound')}
              {...input('function')}
            />
            <Select
              label={t('form.functionLevel')}
              data={options(levels.data)}
              clearable
              {...input('functionLevel')}
            />
            <Select
              label={t('form.contractType')}
              data={options(contracts.data)}
              clearable
              {...input('contractType')}
            />
            <Select
              label={t('form.experience')}
              data={options(experiences.data)}
              clearable
              {...input('experience')}
            />
            <Select
              label={t('form.disponibility')}
              data={options(disponibilities.data)}
              clearable
              {...input('disponibility')}
            />
            <TextInput type="date" label={t('form.startDate')} {...input('startDate')} />
            <NumberInput
              label={t('form.numberOfPosts')}
              min={1}
              max={1000}
              allowDecimal={false}
              {...input('numberOfPosts')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="offer-texts" title={t('form.texts')}>
          <Text size="sm" c="gray.7">
            {t('form.textsHint')}
          </Text>
          <Tabs defaultValue="fr" keepMounted={false}>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {LOCALES.map((l) => (
                <Tabs.Tab key={l} value={l} c={tabError(l) ? 'red.8' : undefined}>
                  {tabError(l) ? t('form.tabHasErrors', { language: l.toUpperCase() }) : l.toUpperCase()}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="md">
                <Stack gap="md">
                  <TextInput
                    label={`${t('form.title')} (${l.toUpperCase()})`}
                    required={l === 'fr'}
                    lang={l}
                    {...input(`titles.${l}`)}
                  />
                  <RichTextEditorField
                    label={`${t('form.description')} (${l.toUpperCase()})`}
                    lang={l}
                    value={v.descriptions[l]}
                    onChange={(html) => form.setFieldValue(`descriptions.${l}`, normaliseRichText(html))}
                    error={state.errorOf(`descriptions.${l}`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </FormSection>

        <FormSection id="offer-place" title={t('form.place')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('form.country')}
              data={options(countries.data).sort((a, b) => a.label.localeCompare(b.label))}
              searchable
              clearable
              nothingFoundMessage={t('form.nothingFound')}
              {...input('country')}
              onChange={(value) => {
                form.setFieldValue('country', value);
                form.setFieldValue('region', null);
                form.setFieldValue('educationLevel', null);
              }}
            />
            <Select
              label={t('form.region')}
              data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              searchable
              clearable
              disabled={!countryId}
              nothingFoundMessage={t('form.nothingFound')}
              {...input('region')}
            />
            <TextInput label={t('form.city')} {...input('city')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-work-mode">
              {t('form.workMode')}
            </Text>
            <SegmentedControl
              aria-labelledby="offer-work-mode"
              data={WORK_MODES.map((m) => ({ value: m, label: t(`workMode.${m}`) }))}
              {...form.getInputProps('workMode')}
              w="fit-content"
            />
          </Stack>
          <Select
            label={t('form.educationLevel')}
            description={t('form.educationLevelHint')}
            data={options(education.data)}
            clearable
            disabled={!countryId}
            {...input('educationLevel')}
          />
        </FormSection>

        <FormSection id="offer-salary" title={t('form.salary')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <NumberInput
              label={t('form.salaryMin')}
              min={0}
              thousandSeparator=" "
              allowDecimal={false}
              {...input('salaryMin')}
            />
            <NumberInput
              label={t('form.salaryMax')}
              min={0}
              thousandSeparator=" "
              allowDecimal={false}
              {...input('salaryMax')}
            />
            <Select
              label={t('form.currency')}
              data={[...SALARY_CURRENCIES]}
              clearable
              {...input('salaryCurrency')}
            />
            <Select
              label={t('form.salaryPeriod')}
              data={SALARY_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
              clearable
              {...input('salaryPeriod')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="offer-languages" title={t('form.languages')}>
          <Text size="sm" c="gray.7">
            {t('form.languagesHint')}
          </Text>
          <OfferLanguagesInput
            form={form}
            languageCodes={(languages.data ?? []).map((l) => l.code)}
            errorOf={state.errorOf}
          />
        </FormSection>

        <FormSection id="offer-recognition" title={t('form.recognition')}>
          <Switch
            label={t('form.recognitionRequired')}
            {...form.getInputProps('recognitionRequired', { type: 'checkbox' })}
          />
          {v.recognitionRequired ? (
            <>
              <Text size="sm" c="gray.7">
                {t('form.recognitionNameHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {LOCALES.map((l) => (
                  <TextInput
                    key={l}
                    lang={l}
                    label={t('form.recognitionName', { language: l.toUpperCase() })}
                    required={l === 'fr'}
                    {...input(`recognitionNames.${l}`)}
                  />
                ))}
              </SimpleGrid>
              <Checkbox
                label={t('form.recognitionSupported')}
                {...form.getInputProps('recognitionSupported', { type: 'checkbox' })}
              />
            </>
          ) : null}
        </FormSection>

        <FormSection id="offer-support" title={t('form.support')}>
          <Checkbox
            label={t('form.immigrationSupport')}
            {...form.getInputProps('immigrationSupport', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('form.relocationSupport')}
            {...form.getInputProps('relocationSupport', { type: 'checkbox' })}
          />
        </FormSection>

        <FormSection id="offer-status" title={t('form.statusLabel')}>
          <Text size="sm" c="gray.7" id="offer-status-hint">
            {t('form.statusHint')}
          </Text>
          <Group>
            <SegmentedControl
              aria-labelledby="offer-status-title"
              aria-describedby="offer-status-hint"
              data={JOB_OFFER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              {...form.getInputProps('status')}
            />
          </Group>
        </FormSection>

        <FormActions
          submitLabel={submitLabel}
          pending={pending}
          error={state.cardError}
          disabled={state.invalid}
          cancel={{ label: t('form.cancel'), onClick: onCancel }}
        />
      </Stack>
    </form>
  );
}
