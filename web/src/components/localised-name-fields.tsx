import { SimpleGrid, TextInput } from '@mantine/core';
import { LOCALES, type Locale } from '@passerelle/contract/lite';

export interface LocalisedNameFieldsProps {
  names: Record<Locale, string>;
  /** Each input's label ("Nom (français)"). */
  label: (locale: Locale) => string;
  onChange: (locale: Locale, name: string) => void;
  /** The message each input shows now (`useContractForm`'s `errorOf`). */
  errorOf: (locale: Locale) => string | undefined;
  /** Told when an input is left (its error shows from then on). */
  onBlur?: (locale: Locale) => void;
  maxLength?: number;
  /** Focus the French name on mount (a freshly added entry). */
  autoFocus?: boolean;
}

/** A name in the five languages (a hall's, a lookup's, a list entry's): French required, the others optional. */
export function LocalisedNameFields({
  names,
  label,
  onChange,
  errorOf,
  onBlur,
  maxLength,
  autoFocus = false,
}: LocalisedNameFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          label={label(locale)}
          lang={locale}
          value={names[locale]}
          onChange={(e) => onChange(locale, e.currentTarget.value)}
          onBlur={onBlur ? () => onBlur(locale) : undefined}
          error={errorOf(locale)}
          required={locale === 'fr'}
          maxLength={maxLength}
          autoComplete="off"
          autoFocus={autoFocus && locale === 'fr'}
          data-autofocus={autoFocus && locale === 'fr' ? true : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
