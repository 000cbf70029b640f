import { List, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair, UserListItem } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { fairsQueries, useUpdateFairMutation } from '../fairs.queries.ts';

const nameOf = (u: Pick<UserListItem, 'firstName' | 'lastName' | 'email'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * The organizers step: who runs the fair. Super roles choose among the organizers (`admins`); the
 * fair's own organizers see the list (permissions.md: who organizes a fair is decided above it).
 */
export function FairOrganizersStep({ fair }: { fair: Fair }) {
  const { t } = useTranslation('fairs');
  const organizers = useQuery(fairsQueries.organizers());
  if (organizers.isPending) return <Skeleton height={120} radius="md" aria-label={t('organizers.loading')} />;
  if (organizers.isError) return <ErrorCard error={organizers.error} title={t('organizers.loadFailed')} />;
  const current = organizers.data.filter((u) => (fair.admins ?? []).includes(u.id));
  if (!fair.abilities.changeAdmins)
    return (
      <Stack gap="sm" maw={720}>
        <Text>{t('organizers.readOnly')}</Text>
        {current.length === 0 ? (
          <EmptyState title={t('organizers.none')} text={t('organizers.noneHint')} />
        ) : (
          <List spacing={4}>
            {current.map((u) => (
              <List.Item key={u.id}>
                {nameOf(u)} — {u.email}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  return <OrganizersForm fair={fair} candidates={organizers.data} />;
}

function OrganizersForm({ fair, candidates }: { fair: Fair; candidates: UserListItem[] }) {
  const { t } = useTranslation('fairs');
  const update = useUpdateFairMutation();
  const { form, ...state } = useContractForm({
    initialValues: { admins: (fair.admins ?? []).map(String) },
    validate: () => ({}),
    error: update.error,
    pending: update.isPending,
  });
  return (
    <form
      onSubmit={state.submit((v) => update.mutate({ id: fair.id, body: { admins: v.admins.map(Number) } }))}
      noValidate
      aria-busy={update.isPending}
    >
      <Stack gap="md" maw={720}>
        {update.isSuccess ? (
          <SuccessAlert title={t('organizers.saved')} message={t('organizers.savedText')} />
        ) : null}
        <Text>{t('organizers.intro', { fair: fair.name })}</Text>
        <MultiSelect
          label={t('organizers.label')}
          description={t('organizers.hint')}
          placeholder={t('organizers.placeholder')}
          data={candidates.map((u) => ({ value: String(u.id), label: `${nameOf(u)} (${u.email})` }))}
          searchable
          clearable
          nothingFoundMessage={t('organizers.nothingFound')}
          value={state.values.admins}
          onChange={(value) => {
            form.setFieldValue('admins', value);
            update.reset();
          }}
          error={state.errorOf('admins')}
        />
        <FormActions submitLabel={t('organizers.save')} pending={update.isPending} error={state.cardError} />
      </Stack>
    </form>
  );
}
