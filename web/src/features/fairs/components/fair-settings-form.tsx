import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLES, type Fair, type FairUpdate } from '@passerelle/contract';
import { FormActions } from '../../../components/form-actions.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { useUpdateFairMutation } from '../fairs.queries.ts';

type SwitchField = {
  [K in keyof Fair & keyof FairUpdate]-?: Fair[K] extends boolean | undefined ? K : never;
}[keyof Fair & keyof FairUpdate];
type LimitField = 'dailyChatContactLimit' | 'dailyVideoContactLimit' | 'numberMaxUser' | 'numberMaxOrganizer';

export type SettingField =
  | { name: SwitchField; kind: 'switch' }
  /** A ceiling: empty means none. `global`: decided above the fair's own organizers (super roles). */
  | { name: LimitField; kind: 'limit'; global?: boolean };

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
  const user = useCurrentUser();
  const isGlobal = !!user?.roles.some((r) => r === ROLES.SUPER_ADMIN || r === ROLES.SUPER_ORGANIZER);
  const shown = fields.filter((f) => f.kind === 'switch' || !f.global || isGlobal);
  const update = useUpdateFairMutation();
  const initialValues = Object.fromEntries(
    shown.map((f) => [f.name, f.kind === 'switch' ? fair[f.name] === true : (fair[f.name] ?? '')]),
  ) as Record<string, boolean | number | ''>;
  const { form, ...state } = useContractForm({
    initialValues,
    validate: (v): FieldCodes =>
      Object.fromEntries(
        shown
          .filter((f) => f.kind === 'limit')
          .map((f) => {
            const value = v[f.name];
            const ok =
              value === '' || (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= LIMIT_MAX);
            return [f.name, ok ? undefined : 'invalid_value'];
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
          f.kind === 'switch' ? (
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
            <NumberInput
              key={f.name}
              label={t(`settings.fields.${f.name}.label`)}
              description={t(`settings.fields.${f.name}.hint`)}
              placeholder={t('settings.noLimit')}
              min={0}
              max={LIMIT_MAX}
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
  { name: 'isUsingConferenceModule', kind: 'switch' },
  { name: 'isUsingDirectMessageModule', kind: 'switch' },
  { name: 'isChatEnabled', kind: 'switch' },
  { name: 'isVideoEnabled', kind: 'switch' },
  { name: 'isDailyVideoCallAlert', kind: 'switch' },
  { name: 'dailyChatContactLimit', kind: 'limit' },
  { name: 'dailyVideoContactLimit', kind: 'limit' },
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
