import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { LANGUAGE_NAMES } from './language-names.ts';

/** The identity of someone created by someone else (a user, a super organizer, a firm's staff). */
export interface NewPersonValues {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

const LOCALE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

export interface NewPersonFieldsProps<V extends NewPersonValues> {
  /** The form (`useContractForm`'s): the inputs bind to its email, names and locale. */
  form: UseFormReturnType<V>;
  labels: { email: string; firstName: string; lastName: string; locale: string; localeHint?: string };
  /** The address takes the focus (a dialog's first field). */
  autoFocus?: boolean;
  /** The language picker takes the whole width (a narrow dialog). */
  fullWidth?: boolean;
}

/**
 * The address, names and language of a person created by someone else: required, never filled
 * in by the browser (they are someone else's), the language the mails will speak.
 */
export function NewPersonFields<V extends NewPersonValues>({
  form,
  labels,
  autoFocus,
  fullWidth,
}: NewPersonFieldsProps<V>) {
  const input = (field: 'email' | 'firstName' | 'lastName') => ({
    ...form.getInputProps(field),
    required: true,
    autoComplete: 'off',
  });
  return (
    <>
      <TextInput
        type="email"
        label={labels.email}
        data-autofocus={autoFocus || undefined}
        {...input('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={labels.firstName} {...input('firstName')} />
        <TextInput label={labels.lastName} {...input('lastName')} />
      </SimpleGrid>
      <Select
        label={labels.locale}
        description={labels.localeHint}
        data={LOCALE_OPTIONS}
        {...form.getInputProps('locale')}
        allowDeselect={false}
        w={fullWidth ? undefined : { base: '100%', sm: '50%' }}
      />
    </>
  );
}
