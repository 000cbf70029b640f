import { useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { firstViolations } from '../../../lib/api-error.ts';
import { validateEntryNames, type EntryNameErrors, type EntryNames } from '../data-list-model.ts';
import { EntryNameFields } from './entry-name-fields.tsx';

export interface DataListEntryFormProps {
  initialNames: EntryNames;
  onSubmit: (names: EntryNames) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: violations on `translations.<locale>.level1name` go on the fields, the rest in the card. */
  error: unknown;
}

const localeOf = (path: string): Locale | null => {
  const locale = /^translations\.(\w+)(\.level1name)?$/.exec(path)?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
};
const serverErrors = (error: unknown): EntryNameErrors =>
  Object.fromEntries(
    Object.entries(firstViolations(error, localeOf)).map(([l, v]) => [l, v.code || v.message]),
  ) as EntryNameErrors;

/** Add or rename one entry of a table: its name in the five languages. */
export function DataListEntryForm({
  initialNames,
  onSubmit,
  onCancel,
  pending,
  error,
}: DataListEntryFormProps) {
  const { t } = useTranslation('dataLists');
  const translate = useCodeTranslator();
  const [names, setNames] = useState<EntryNames>(initialNames);
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<Set<Locale>>(() => new Set());

  const clientErrors = validateEntryNames(names);
  const fromServer = serverErrors(error);
  const invalid = Object.keys(clientErrors).length > 0;

  const fieldError = (locale: Locale): string | undefined => {
    const code =
      (submitted || edited.has(locale) ? clientErrors[locale] : undefined) ??
      (edited.has(locale) ? undefined : fromServer[locale]);
    return code ? (translate(code) ?? code) : undefined;
  };
  const errors = Object.fromEntries(LOCALES.map((l) => [l, fieldError(l)]));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending) return;
    setEdited(new Set());
    onSubmit(names);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <EntryNameFields
          names={names}
          errors={errors}
          autoFocus
          onChange={(locale, name) => {
            setNames((n) => ({ ...n, [locale]: name }));
            setEdited((e) => new Set(e).add(locale));
          }}
        />
        {error && Object.keys(fromServer).length === 0 ? <ErrorCard error={error} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={pending}
            color="ember.7"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
