import { ActionIcon, Button, Fieldset, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JOB_OFFER_LANGUAGES_MAX, LANGUAGE_CERTIFICATES, type SkillLevels } from '@passerelle/contract';
import { LANGUAGE_SKILLS } from '@passerelle/contract/lite';
import type { UseFormReturnType } from '@mantine/form';
import { CefrGrid } from '../../../components/cefr-grid.tsx';
import { emptyLanguageRow, type LanguageRow, type OfferFormValues } from '../job-offer-form-model.ts';
import { languageName } from '../offer-format.ts';
import { languageNameIn } from '../../../lib/language-name.ts';

const pickLevels = (row: LanguageRow): SkillLevels => ({
  listening: row.listening ?? null,
  reading: row.reading ?? null,
  speaking: row.speaking ?? null,
  writing: row.writing ?? null,
});

/**
 * The languages an offer asks: one block per language, the shared CEFR grid (a level per skill,
 * "—": not asked) and the certificates accepted.
 */
export function OfferLanguagesInput({
  form,
  languageCodes,
  errorOf,
}: {
  form: UseFormReturnType<OfferFormValues>;
  languageCodes: string[];
  errorOf: (field: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('job-offers');
  const rows = form.getValues().languages;
  const languageOptions = languageCodes
    .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Stack gap="md">
      {rows.map((row, i) => {
        const name = row.language ? languageName(row.language, i18n.language) : t('form.language');
        return (
          <Fieldset key={i} legend={name} miw={0} radius="md">
            <Stack gap="sm">
              <Group align="flex-end" wrap="nowrap" gap="sm">
                <Select
                  label={t('form.language')}
                  data={languageOptions}
                  searchable
                  nothingFoundMessage={t('form.nothingFound')}
                  style={{ flex: 1, minWidth: 0 }}
                  {...form.getInputProps(`languages.${i}.language`)}
                  error={errorOf(`languages.${i}.language`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={t('form.removeLanguage', { language: name })}
                  onClick={() => form.removeListItem('languages', i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <CefrGrid
                caption={t('form.levelsIn', {
                  language: row.language ? languageNameIn(row.language, i18n.language) : '…',
                })}
                noneLabel={t('form.notAsked')}
                value={pickLevels(row)}
                onChange={(levels) => {
                  for (const skill of LANGUAGE_SKILLS)
                    form.setFieldValue(`languages.${i}.${skill}`, levels[skill] ?? null);
                }}
              />
              {LANGUAGE_SKILLS.map((skill) =>
                errorOf(`languages.${i}.${skill}`) ? (
                  <Text key={skill} size="sm" c="red.8" role="alert">
                    {errorOf(`languages.${i}.${skill}`)}
                  </Text>
                ) : null,
              )}
              <MultiSelect
                label={t('form.certificates')}
                data={[...LANGUAGE_CERTIFICATES]}
                clearable
                {...form.getInputProps(`languages.${i}.certificates`)}
              />
            </Stack>
          </Fieldset>
        );
      })}
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('offer.noLanguage')}
        </Text>
      ) : null}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => form.insertListItem('languages', emptyLanguageRow())}
        disabled={rows.length >= JOB_OFFER_LANGUAGES_MAX}
      >
        {t('form.addLanguage')}
      </Button>
    </Stack>
  );
}
