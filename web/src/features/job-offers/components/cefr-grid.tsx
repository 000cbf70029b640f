import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CEFR_LEVELS,
  JOB_OFFER_LANGUAGES_MAX,
  LANGUAGE_CERTIFICATES,
  LANGUAGE_SKILLS,
  type CefrLevel,
} from '@passerelle/contract';
import type { UseFormReturnType } from '@mantine/form';
import { emptyLanguageRow, type OfferFormValues } from '../job-offer-form-model.ts';
import { languageName } from '../offer-format.ts';

/**
 * The CEFR grid: one block per language asked, a level per skill (empty: not asked) and the
 * certificates accepted. Four selects side by side on a wide screen, two by two on a phone.
 */
export function CefrGrid({
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
  const levelOptions = [
    { value: '', label: t('form.notAsked') },
    ...CEFR_LEVELS.map((l) => ({ value: l, label: l })),
  ];
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
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {LANGUAGE_SKILLS.map((skill) => (
                  <Select
                    key={skill}
                    label={t(`skills.${skill}`)}
                    aria-label={`${t(`skills.${skill}`)} – ${name}`}
                    data={levelOptions}
                    value={row[skill] ?? ''}
                    onChange={(v) =>
                      form.setFieldValue(`languages.${i}.${skill}`, (v || null) as CefrLevel | null)
                    }
                    allowDeselect={false}
                    error={errorOf(`languages.${i}.${skill}`)}
                  />
                ))}
              </SimpleGrid>
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
