import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STAND_NAME_MAX } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import {
  standCreateFieldOf,
  toStandCreateBody,
  validateStandCreate,
  type StandCreateValues,
} from '../stand-create-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { standsQueries, useCreateStandMutation } from '../stands.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

/**
 * §2 /stand/create/{id?}: the organizer opens a booth for a firm of the current fair, optionally in
 * a hall slot; the exhibitor then dresses it (the next screen is its configuration).
 */
export function StandCreateScreen({ firmId }: { firmId: number | null }) {
  const { t } = useTranslation('stands');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const navigate = useNavigate();
  const notify = useNotify();
  const firms = useFairQuery((fair) => standsQueries.firmChoices(fair.id));
  const halls = useFairQuery((fair) => standsQueries.halls(fair.id));
  const create = useCreateStandMutation(user?.id ?? null);
  // A field's error shows once the form is submitted, then as it is typed.
  const { form, ...state } = useContractForm<StandCreateValues>({
    initialValues: { firm: firmId === null ? null : String(firmId), fairHall: null, number: '', name: '' },
    validate: validateStandCreate,
    fieldOf: standCreateFieldOf,
    error: create.error,
    pending: create.isPending,
  });

  if (!fair) return <FairRequired />;

  const values = state.values;
  const errorOf = state.errorOf;
  const update = (patch: Partial<StandCreateValues>): void => form.setValues(patch);
  const firmOptions = (firms.data ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  const hallOptions = (halls.data ?? []).map((h) => ({
    value: String(h.id),
    label: `${h.letter} — ${h.name}`,
  }));

  const submit = state.submit((valid) =>
    create.mutate(toStandCreateBody(valid, fair.id), {
      onSuccess: (stand) => {
        notify.success(t('create.done', { name: stand.name }));
        void navigate({ to: '/{-$salon}/stand/configure/{-$id}', params: { salon, id: String(stand.id) } });
      },
    }),
  );

  return (
    <Stack gap="lg" component="section" aria-labelledby="stand-create-title">
      <Stack gap={4}>
        <Title order={2} id="stand-create-title">
          {t('create.title')}
        </Title>
        <Text c="gray.7">{t('create.intro', { fair: fair.name })}</Text>
      </Stack>
      {firms.isError ? <ErrorCard error={firms.error} title={t('create.firmsFailed')} /> : null}
      <form onSubmit={submit} noValidate aria-busy={create.isPending}>
        <Stack gap="lg">
          <FormSection id="stand-create-firm" level={3} title={t('create.sections.firm')}>
            <Select
              label={t('create.fields.firm')}
              placeholder={firms.isPending ? t('create.loadingFirms') : t('create.fields.firmPlaceholder')}
              required
              searchable
              data={firmOptions}
              value={values.firm}
              onChange={(firm) => {
                const chosen = firmOptions.find((o) => o.value === firm);
                // The firm's name is the booth's name until the organizer writes another.
                update({ firm, ...(values.name.trim() === '' && chosen ? { name: chosen.label } : {}) });
              }}
              error={errorOf('firm')}
              nothingFoundMessage={t('create.noFirm')}
            />
            <TextInput
              label={t('create.fields.name')}
              description={t('create.fields.nameHint')}
              required
              maxLength={STAND_NAME_MAX}
              value={values.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
              error={errorOf('name')}
            />
          </FormSection>
          <FormSection id="stand-create-place" level={3} title={t('create.sections.place')}>
            <Text size="sm" c="gray.7">
              {t('create.placeHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('create.fields.hall')}
                placeholder={t('create.fields.hallPlaceholder')}
                data={hallOptions}
                value={values.fairHall}
                onChange={(fairHall) => update({ fairHall, ...(fairHall === null ? { number: '' } : {}) })}
                error={errorOf('fairHall')}
                clearable
                nothingFoundMessage={t('create.noHall')}
              />
              <NumberInput
                label={t('create.fields.number')}
                description={t('create.fields.numberHint')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                disabled={values.fairHall === null}
                value={values.number}
                onChange={(number) => update({ number })}
                error={errorOf('number')}
              />
            </SimpleGrid>
          </FormSection>
          {state.cardError ? <ErrorCard error={state.cardError} /> : null}
          <Group justify="flex-end">
            <Button
              type="submit"
              color="ember.7"
              loading={create.isPending}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
