import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { dottedPath, type FieldOfViolation } from '../../../lib/form-violations.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { validateEntryNames, type EntryNames } from '../data-list-model.ts';
import { LocalisedNameFields } from '../../../components/localised-name-fields.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

export interface DataListEntryFormProps {
  initialNames: EntryNames;
  onSubmit: (names: EntryNames) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: violations on `translations.<locale>.level1name` go on the fields, the rest in the card. */
  error: unknown;
}

const localeOf: FieldOfViolation<Locale> = (path) => {
  const locale = /^translations\.(\w+)(\.level1name)?$/.exec(dottedPath(path))?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
};

/** Add or rename one entry of a table: its name in the five languages. */
export function DataListEntryForm({
  initialNames,
  onSubmit,
  onCancel,
  pending,
  error,
}: DataListEntryFormProps) {
  const { t } = useTranslation('dataLists');
  const { form, ...state } = useContractForm<EntryNames>({
    initialValues: initialNames,
    validate: validateEntryNames,
    fieldOf: localeOf,
    error,
    pending,
  });

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        <LocalisedNameFields
          names={state.values}
          label={(locale) => t(`form.name.${locale}`)}
          errorOf={state.errorOf}
          autoFocus
          onChange={(locale, name) => {
            form.setFieldValue(locale, name);
            // A name's own error shows as it is typed.
            state.touch(locale)();
          }}
        />
        <FormActions
          error={state.cardError}
          cancel={{ label: t('form.cancel'), onClick: onCancel }}
          submitLabel={t('form.submit')}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
