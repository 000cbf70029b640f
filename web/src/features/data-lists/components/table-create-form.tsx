import { useRef, useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { firstViolations } from '../../../lib/api-error.ts';
import {
  REF_MAX_LENGTH,
  emptyNames,
  hasTableCreateErrors,
  validateTableCreate,
  type EntryNames,
  type TableCreateValues,
} from '../data-list-model.ts';
import { RefTakenError } from '../data-lists.queries.ts';
import { EntryNameFields } from './entry-name-fields.tsx';

export interface TableCreateFormProps {
  /** Refs of the tables that exist: a new table may not reuse one. */
  existingRefs: ReadonlySet<string>;
  onSubmit: (values: TableCreateValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: the ref already taken or violations go on the fields, the rest in the card. */
  error: unknown;
}

interface DraftEntry {
  key: number;
  names: EntryNames;
}

type ServerField = 'ref' | Locale;
const serverFieldOf = (path: string): ServerField | null => {
  if (path === 'ref') return 'ref';
  const locale = /^translations\.(\w+)(\.level1name)?$/.exec(path)?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
};

/** §2 /user/superadmin/tables/create: the table's ref and its first entries (one or more). */
export function TableCreateForm({ existingRefs, onSubmit, onCancel, pending, error }: TableCreateFormProps) {
  const { t } = useTranslation('dataLists');
  const translate = useCodeTranslator();
  const nextKey = useRef(1);
  const [ref, setRef] = useState('');
  const [entries, setEntries] = useState<DraftEntry[]>([{ key: 0, names: emptyNames() }]);
  const [submitted, setSubmitted] = useState(false);
  const [refTouched, setRefTouched] = useState(false);
  // Fields changed since the last submit: their server error is stale, their own shows as typed.
  const [edited, setEdited] = useState<Set<string>>(() => new Set());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  const values: TableCreateValues = { ref, entries: entries.map((e) => e.names) };
  const errors = validateTableCreate(values, existingRefs);
  const invalid = hasTableCreateErrors(errors);
  const violations = firstViolations(error, serverFieldOf);
  const refTaken = error instanceof RefTakenError;
  const fieldErrorShown = refTaken || Object.keys(violations).length > 0;

  const refCode =
    (submitted || refTouched ? errors.ref : null) ??
    (edited.has('ref') ? null : refTaken ? 'ref_taken' : (violations.ref?.code ?? null));
  const refError =
    refCode === 'ref_format' || refCode === 'ref_taken'
      ? t(`create.refErrors.${refCode}`)
      : refCode
        ? (translate(refCode) ?? refCode)
        : undefined;

  const entryErrors = (index: number, key: number): Partial<Record<Locale, string>> =>
    Object.fromEntries(
      LOCALES.map((locale) => {
        const id = `${key}.${locale}`;
        const own = submitted || edited.has(id) ? errors.entries[index]?.[locale] : undefined;
        // The api answers for the entry it was creating: the first one (later failures are reported apart).
        const server = index === 0 && !edited.has(id) ? violations[locale]?.code : undefined;
        const code = own ?? server;
        return [locale, code ? (translate(code) ?? code) : undefined];
      }),
    );

  const setName = (key: number, locale: Locale, name: string): void => {
    setEntries((list) =>
      list.map((e) => (e.key === key ? { ...e, names: { ...e.names, [locale]: name } } : e)),
    );
    setEdited((s) => new Set(s).add(`${key}.${locale}`));
  };
  const addEntry = (): void => {
    const key = nextKey.current++;
    setEntries((list) => [...list, { key, names: emptyNames() }]);
    setFocusKey(key);
  };
  const removeEntry = (key: number): void => setEntries((list) => list.filter((e) => e.key !== key));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending) return;
    setEdited(new Set());
    onSubmit({ ref: ref.trim(), entries: values.entries });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <TextInput
          label={t('create.ref')}
          description={t('create.refHelp')}
          value={ref}
          onChange={(e) => {
            setRef(e.currentTarget.value);
            setEdited((s) => new Set(s).add('ref'));
          }}
          onBlur={() => setRefTouched(true)}
          error={refError}
          required
          maxLength={REF_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          w={{ base: '100%', sm: '70%' }}
        />

        <Stack gap="sm">
          <div>
            <Text fw={600}>{t('create.entriesTitle')}</Text>
            <Text size="sm" c="gray.7">
              {t('create.entriesHelp')}
            </Text>
          </div>
          {entries.map((entry, index) => (
            <Fieldset key={entry.key} legend={t('create.entryLegend', { number: index + 1 })} radius="md">
              <Stack gap="sm">
                <EntryNameFields
                  names={entry.names}
                  errors={entryErrors(index, entry.key)}
                  onChange={(locale, name) => setName(entry.key, locale, name)}
                  autoFocus={focusKey === entry.key}
                />
                {entries.length > 1 ? (
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      size="compact-sm"
                      leftSection={<IconX size={16} aria-hidden />}
                      onClick={() => removeEntry(entry.key)}
                    >
                      {t('create.removeEntry', { number: index + 1 })}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Fieldset>
          ))}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={addEntry}>
              {t('create.addEntry')}
            </Button>
          </Group>
        </Stack>

        {error && !fieldErrorShown ? <ErrorCard error={error} /> : null}

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
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
