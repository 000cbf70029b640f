import { NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Fair, FairUpdate } from '@passerelle/contract';
import { LOBBY_LOOKS, MAP_TYPES } from '@passerelle/contract/lite';
import { FormActions } from '../../../components/form-actions.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';

type SwitchField = {
  [K in keyof Fair & keyof FairUpdate]-?: Fair[K] extends boolean | undefined ? K : never;
}[keyof Fair & keyof FairUpdate];
type LimitField = 'dailyChatContactLimit' | 'dailyVideoContactLimit' | 'numberMaxUser' | 'numberMaxOrganizer';

export type SettingField =
  | { name: SwitchField; kind: 'switch' }
  /** A ceiling: empty means none. `global`: decided above the fair's own organizers (super roles). */
  | { name: LimitField; kind: 'limit'; global?: boolean }
  /** One of a few looks (the lobby, the halls' map); a stored value outside the list reads as the first. */
  | { name: 'lobby' | 'mapType'; kind: 'choice'; options: readonly string[] }
  | { name: 'nbResultsPerPage'; kind: 'count'; min: number; max: number };

const LIMIT_MAX = 1_000_000;

/** The fair's switches and ceilings of one setup step, saved together (issue 14). */
export function FairSettingsForm({
  fair,
  fields,
  step,
}: {
  fair: Fair;
  fields: readonly SettingField[];
  step: string;
}) {
  const { t } = useTranslation('fairs');
  const isGlobal = fair.abilities.changeAdmins;
  const shown = fields.filter((f) => f.kind !== 'limit' || !f.global || isGlobal);
  const update = useUpdateFairMutation();
  const initialOf = (f: SettingField): boolean | number | string => {
    if (f.kind === 'switch') return fair[f.name] === true;
    if (f.kind === 'choice') {
      const stored = fair[f.name];
      return stored && f.options.includes(stored) ? stored : f.options[0]!;
    }
    return fair[f.name] ?? '';
  };
  const initialValues = Object.fromEntries(shown.map((f) => [f.name, initialOf(f)])) as Record<
    string,
    boolean | number | string
  >;
  const { form, ...state } = useContractForm({
    initialValues,
    validate: (v): FieldCodes =>
      Object.fromEntries(
        shown.flatMap((f): [string, string | undefined][] => {
          const value = v[f.name];
          if (f.kind === 'limit') {
            const ok =
              value === '' || (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= LIMIT_MAX);
            return [[f.name, ok ? undefined : 'invalid_value']];
          }
          if (f.kind === 'count') {
            const ok = Number.isInteger(value) && Number(value) >= f.min && Number(value) <= f.max;
            return [[f.name, ok ? undefined : 'invalid_value']];
          }
          return [];
        }),
      ),
    error: update.error,
    pending: update.isPending,
  });
  const onSubmit = (v: typeof initialValues) =>
    update.mutate({
      id: fair.id,
      body: Object.fromEntries(
        shown.map((f) => [f.name, f.kind === 'limit' && v[f.name] === '' ? null : v[f.name]]),
      ) as FairUpdate,
    });
  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={update.isPending}>
      <Stack gap="md">
        {update.isSuccess ? (
          <SuccessAlert title={t('settings.saved')} message={t(`settings.savedText.${step}`)} />
        ) : null}
        {shown.map((f) =>
          f.kind === 'choice' ? (
            <Stack key={f.name} gap={4}>
              <Text size="sm" fw={500} id={`setting-${f.name}`}>
                {t(`settings.fields.${f.name}.label`)}
              </Text>
              <Text size="xs" c="gray.7" id={`setting-${f.name}-hint`}>
                {t(`settings.fields.${f.name}.hint`)}
              </Text>
              <SegmentedControl
                aria-labelledby={`setting-${f.name}`}
                aria-describedby={`setting-${f.name}-hint`}
                data={f.options.map((o) => ({
                  value: o,
                  label: t(`settings.fields.${f.name}.options.${o}`),
                }))}
                value={String(state.values[f.name])}
                onChange={(value) => {
                  form.setFieldValue(f.name, value);
                  update.reset();
                }}
                maw={420}
              />
            </Stack>
          ) : f.kind === 'switch' ? (
            <Switch
              key={f.name}
              label={t(`settings.fields.${f.name}.label`)}
              description={t(`settings.fields.${f.name}.hint`)}
              checked={state.values[f.name] === true}
              onChange={(e) => {
                form.setFieldValue(f.name, e.currentTarget.checked);
                update.reset();
              }}
            />
          ) : (
            // A count (1 to its maximum) or a daily limit (empty: no limit).
            <NumberInput
              key={f.name}
              label={t(`settings.fields.${f.name}.label`)}
              description={t(`settings.fields.${f.name}.hint`)}
              placeholder={f.kind === 'count' ? undefined : t('settings.noLimit')}
              min={f.kind === 'count' ? f.min : 0}
              max={f.kind === 'count' ? f.max : LIMIT_MAX}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              value={state.values[f.name] as number | ''}
              onChange={(value) => {
                form.setFieldValue(f.name, typeof value === 'number' ? value : '');
                update.reset();
              }}
              onBlur={state.touch(f.name)}
              error={state.errorOf(f.name)}
            />
          ),
        )}
        {fields.length > shown.length ? (
          <Text size="sm" c="gray.7">
            {t('settings.globalOnly')}
          </Text>
        ) : null}
        <FormActions submitLabel={t('settings.save')} pending={update.isPending} error={state.cardError} />
      </Stack>
    </form>
  );
}

export const MODULE_FIELDS: readonly SettingField[] = [
  { name: 'isUsingJobModule', kind: 'switch' },
  { name: 'isApplyingWhoSafeguards', kind: 'switch' },
  { name: 'isUsingConferenceModule', kind: 'switch' },
  { name: 'isUsingDirectMessageModule', kind: 'switch' },
  { name: 'isChatEnabled', kind: 'switch' },
  { name: 'isVideoEnabled', kind: 'switch' },
  { name: 'isDailyVideoCallAlert', kind: 'switch' },
  { name: 'dailyChatContactLimit', kind: 'limit' },
  { name: 'dailyVideoContactLimit', kind: 'limit' },
];

/** Lobby drawn as an atrium or shown as a list; halls as a scene or a list; page size of directories. */
export const DISPLAY_FIELDS: readonly SettingField[] = [
  { name: 'lobby', kind: 'choice', options: LOBBY_LOOKS },
  { name: 'mapType', kind: 'choice', options: MAP_TYPES },
  { name: 'nbResultsPerPage', kind: 'count', min: 1, max: 100 },
];

export const ACCESS_FIELDS: readonly SettingField[] = [
  { name: 'isPublicAccess', kind: 'switch' },
  { name: 'isRegistrationUserHomepage', kind: 'switch' },
  { name: 'isRegistrationFirmHomepage', kind: 'switch' },
  { name: 'isAutoValidatingUsers', kind: 'switch' },
  { name: 'isHidingEmailUser', kind: 'switch' },
  { name: 'isHidingEmailFirm', kind: 'switch' },
  { name: 'numberMaxUser', kind: 'limit', global: true },
  { name: 'numberMaxOrganizer', kind: 'limit', global: true },
];
