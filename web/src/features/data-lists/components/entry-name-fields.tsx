import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import type { EntryNames } from '../data-list-model.ts';

export interface EntryNameFieldsProps {
  names: EntryNames;
  onChange: (locale: Locale, name: string) => void;
  /** Translated messages per locale (already filtered to the ones to show). */
  errors: Partial<Record<Locale, string | undefined>>;
  /** Focus the French name on mount (a freshly added entry). */
  autoFocus?: boolean;
}

/** The name of one entry in the five languages: French required, the others optional. */
export function EntryNameFields({ names, onChange, errors, autoFocus = false }: EntryNameFieldsProps) {
  const { t } = useTranslation('dataLists');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          label={t(`form.name.${locale}`)}
          lang={locale}
          value={names[locale]}
          onChange={(e) => onChange(locale, e.currentTarget.value)}
          error={errors[locale]}
          required={locale === 'fr'}
          autoComplete="off"
          autoFocus={autoFocus && locale === 'fr'}
          data-autofocus={autoFocus && locale === 'fr' ? true : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
