import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { LOCALES, isLocale, type Locale } from '@passerelle/contract/lite';
import { FairRequired } from '../../../components/fair-required.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { LANGUAGE_NAMES } from '../../../components/language-names.ts';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';

export interface FairLanguagesValues {
  main: Locale;
  enabled: Locale[];
}

/** The fair's languages as the form holds them: the main one (the first), and every enabled one. */
export const languagesValuesOf = (fair: Pick<Fair, 'fairLanguages'>): FairLanguagesValues => {
  const codes = fair.fairLanguages.map((l) => l.language.code).filter(isLocale);
  return { main: codes[0] ?? 'fr', enabled: codes.length ? codes : ['fr'] };
};

/** What the api receives: the main language first, then the others in the platform's order. */
export const languagesBodyOf = (values: FairLanguagesValues): Locale[] => [
  values.main,
  ...LOCALES.filter((l) => l !== values.main && values.enabled.includes(l)),
];

// The main language is always enabled (its box is locked, choosing it ticks it): nothing to check here;
// the api's violations on `languages` go on the checkboxes.
const noClientRule = (): FieldCodes => ({});

export function FairLanguagesForm({ fair }: { fair: Fair }) {
  const { t } = useTranslation('fairs');
  const update = useUpdateFairMutation();
  const { form, ...state } = useContractForm({
    initialValues: languagesValuesOf(fair),
    validate: noClientRule,
    fieldOf: (path) => (path.startsWith('languages') ? 'enabled' : null),
    error: update.error,
    pending: update.isPending,
  });
  const { values } = state;
  const onSubmit = (v: FairLanguagesValues) =>
    update.mutate({ id: fair.id, body: { languages: languagesBodyOf(v) } });
  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={update.isPending}>
      <Stack gap="lg">
        {update.isSuccess ? (
          <SuccessAlert title={t('languages.saved')} message={t('languages.savedText')} />
        ) : null}
        <Checkbox.Group
          label={t('languages.enabled')}
          description={t('languages.enabledHint')}
          value={values.enabled}
          onChange={(next) => {
            const enabled = LOCALES.filter((l) => next.includes(l) || l === values.main);
            form.setValues({ enabled });
            update.reset();
          }}
          error={state.errorOf('enabled')}
        >
          <Stack gap="xs" mt="xs">
            {LOCALES.map((l) => (
              <Checkbox
                key={l}
                value={l}
                lang={l}
                label={LANGUAGE_NAMES[l]}
                disabled={l === values.main}
                description={l === values.main ? t('languages.mainLocked') : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={t('languages.main')}
          description={t('languages.mainHint')}
          value={values.main}
          onChange={(main) => {
            if (!isLocale(main)) return;
            form.setValues({
              main,
              enabled: LOCALES.filter((l) => values.enabled.includes(l) || l === main),
            });
            update.reset();
          }}
          error={state.errorOf('main')}
        >
          <Stack gap="xs" mt="xs">
            {values.enabled.map((l) => (
              <Radio key={l} value={l} lang={l} label={LANGUAGE_NAMES[l]} />
            ))}
          </Stack>
        </Radio.Group>
        <FormActions submitLabel={t('languages.save')} pending={update.isPending} error={state.cardError} />
      </Stack>
    </form>
  );
}

/**
 * `/fair/language`: which of the five languages a fair is offered in, and its main one (issue 14). Texts
 * missing in an enabled language fall back to the main language's.
 */
export function FairLanguagesScreen() {
  const { t } = useTranslation('fairs');
  return (
    <ListPanel titleId="fair-languages-title" title={t('languages.title')}>
      <FairRequired level={3}>
        {(fair) => (
          <Stack gap="md">
            <Text c="gray.7">{t('languages.intro', { fair: fair.name })}</Text>
            <FairLanguagesForm key={fair.id} fair={fair} />
          </Stack>
        )}
      </FairRequired>
    </ListPanel>
  );
}
