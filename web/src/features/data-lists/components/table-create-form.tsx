import { useRef, useState } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { ApiError, toProblem } from '../../../lib/api-error.ts';
import { dottedPath, type FieldOfViolation } from '../../../lib/form-violations.ts';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import {
  REF_MAX_LENGTH,
  emptyNames,
  validateEntryNames,
  validateRef,
  type EntryNames,
  type TableCreateValues,
} from '../data-list-model.ts';
import { RefTakenError } from '../data-lists.queries.ts';
import { LocalisedNameFields } from '../../../components/localised-name-fields.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

export interface TableCreateFormProps {
  /** Refs of the tables that exist: a new table may not reuse one. */
  existingRefs: ReadonlySet<string>;
  onSubmit: (values: TableCreateValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: the ref already taken or violations go on the fields, the rest in the card. */
  error: unknown;
}

/** The form's values: the entries by a stable key (a field keeps its state when another is removed). */
interface TableCreateDraft {
  ref: string;
  entries: Record<string, EntryNames>;
  order: number[];
}

/** `entries.<key>.<locale>`: one entry's name in one language. */
const entryField = (key: number, locale: Locale): string => `entries.${key}.${locale}`;

/** A ref taken meanwhile reads as the api's violation on the ref. */
const REF_TAKEN = new ApiError(
  toProblem(
    409,
    { message_code: 'ref_taken', violations: [{ propertyPath: 'ref', code: 'ref_taken', message: '' }] },
    'Conflict',
  ),
);

/** The api answers for the entry it was creating: the first one sent (later failures are reported apart). */
const tableFieldOf =
  (firstKey: number): FieldOfViolation =>
  (propertyPath) => {
    const path = dottedPath(propertyPath);
    if (path === 'ref') return 'ref';
    const locale = /^translations\.(\w+)(\.level1name)?$/.exec(path)?.[1];
    return locale && (LOCALES as readonly string[]).includes(locale)
      ? entryField(firstKey, locale as Locale)
      : null;
  };

const validateDraft =
  (existingRefs: ReadonlySet<string>) =>
  (values: TableCreateDraft): FieldCodes => {
    const codes: FieldCodes = { ref: validateRef(values.ref, existingRefs) ?? undefined };
    for (const key of values.order) {
      const errors = validateEntryNames(values.entries[key] ?? emptyNames());
      for (const locale of LOCALES) codes[entryField(key, locale)] = errors[locale];
    }
    return codes;
  };

/** §2 /user/superadmin/tables/create: the table's ref and its first entries (one or more). */
export function TableCreateForm({ existingRefs, onSubmit, onCancel, pending, error }: TableCreateFormProps) {
  const { t } = useTranslation('dataLists');
  const nextKey = useRef(1);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  // The key of the first entry sent: the api's violations on the names are about it.
  const [firstSent, setFirstSent] = useState(0);
  const { form, ...state } = useContractForm<TableCreateDraft>({
    initialValues: { ref: '', entries: { 0: emptyNames() }, order: [0] },
    validate: validateDraft(existingRefs),
    fieldOf: tableFieldOf(firstSent),
    error: error instanceof RefTakenError ? REF_TAKEN : error,
    pending,
  });
  const values = state.values;

  const refCode = state.errorOf('ref');
  const refError =
    refCode === 'ref_format' || refCode === 'ref_taken' ? t(`create.refErrors.${refCode}`) : refCode;

  const setName = (key: number, locale: Locale, name: string): void => {
    form.setFieldValue(`entries.${key}`, { ...(values.entries[key] ?? emptyNames()), [locale]: name });
    // A name's own error shows as it is typed.
    state.touch(entryField(key, locale))();
  };
  const addEntry = (): void => {
    const key = nextKey.current++;
    form.setValues({
      entries: { ...values.entries, [key]: emptyNames() },
      order: [...values.order, key],
    });
    setFocusKey(key);
  };
  const removeEntry = (key: number): void => {
    const entries = { ...values.entries };
    delete entries[key];
    form.setValues({ entries, order: values.order.filter((k) => k !== key) });
  };

  const submit = state.submit((draft) => {
    setFirstSent(draft.order[0] ?? 0);
    onSubmit({
      ref: draft.ref.trim(),
      entries: draft.order.map((key) => draft.entries[key] ?? emptyNames()),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <TextInput
          label={t('create.ref')}
          description={t('create.refHelp')}
          value={values.ref}
          onChange={(e) => form.setFieldValue('ref', e.currentTarget.value)}
          onBlur={state.touch('ref')}
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
          {values.order.map((key, index) => (
            <Fieldset key={key} legend={t('create.entryLegend', { number: index + 1 })} radius="md">
              <Stack gap="sm">
                <LocalisedNameFields
                  names={values.entries[key] ?? emptyNames()}
                  label={(locale) => t(`form.name.${locale}`)}
                  errorOf={(locale) => state.errorOf(entryField(key, locale))}
                  onChange={(locale, name) => setName(key, locale, name)}
                  autoFocus={focusKey === key}
                />
                {values.order.length > 1 ? (
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      size="compact-sm"
                      leftSection={<IconX size={16} aria-hidden />}
                      onClick={() => removeEntry(key)}
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

        <FormActions
          error={state.cardError}
          cancel={{ label: t('form.cancel'), onClick: onCancel }}
          submitLabel={t('create.submit')}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
