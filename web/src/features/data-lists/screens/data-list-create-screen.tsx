import { useMemo } from 'react';
import { Text, Title } from '@mantine/core';
import { Panel } from '../../../components/list-panel.tsx';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackToTablesLink } from '../components/data-list-links.tsx';
import { TableCreateForm } from '../components/table-create-form.tsx';
import type { TableCreateValues } from '../data-list-model.ts';
import { dataListsQueries, useCreateTableMutation } from '../data-lists.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

const NO_REFS: ReadonlySet<string> = new Set();

/** §2 /user/superadmin/tables/create: a new table (its ref and first entries), then its configure page. */
export function DataListCreateScreen() {
  const { t } = useTranslation('dataLists');
  const navigate = useNavigate();
  const notify = useNotify();
  const { salon } = useParams({ strict: false });
  // The refs already in use, to refuse one as it is typed (the mutation checks again before writing).
  const all = useQuery(dataListsQueries.all());
  const existingRefs = useMemo(() => (all.data ? new Set(Object.keys(all.data)) : NO_REFS), [all.data]);
  const create = useCreateTableMutation();

  const goTo = (ref: string | undefined) =>
    navigate({
      to: '/{-$salon}/user/superadmin/tables/configure/{-$ref}',
      params: { salon, ref },
    });

  const submit = (values: TableCreateValues): void => {
    create.mutate(values, {
      onSuccess: (result) => {
        const count = result.created.length;
        if (result.error)
          notify.warning(
            t('notify.tablePartial', { ref: result.ref, created: count, requested: result.requested }),
          );
        else notify.success(t('notify.tableCreated', { ref: result.ref, count }));
        void goTo(result.ref);
      },
    });
  };

  return (
    <Panel labelledBy="dl-title">
      <BackToTablesLink />
      <Title order={2} id="dl-title">
        {t('titles.create')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('create.intro')}
      </Text>
      <TableCreateForm
        existingRefs={existingRefs}
        onSubmit={submit}
        onCancel={() => void goTo(undefined)}
        pending={create.isPending}
        error={create.error}
      />
    </Panel>
  );
}
