import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Positioned } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { LookupForm } from '../components/lookup-form.tsx';
import { LookupTable } from '../components/lookup-table.tsx';
import { lookupFormValues, nextPosition, toLookupBody, type LookupFormValues } from '../lookup-form-model.ts';
import { lookupListQuery, useLookupMutations, type LookupEndpoints } from '../reference.queries.ts';

export interface LookupTableScreenProps {
  endpoints: LookupEndpoints;
  /** i18n key of the page title, e.g. `reference:titles.civility`. */
  titleKey: string;
}

/** What the form modal edits: a new row, or an existing one. */
interface Editing {
  row: Positioned | null;
}

const byPosition = (a: Positioned, b: Positioned): number => a.position - b.position || a.id - b.id;

/** §2 super-admin lookup tables (civilities, user statuses, user types, visitor types). */
export function LookupTableScreen({ endpoints, titleKey }: LookupTableScreenProps) {
  const { t } = useTranslation('reference');
  const list = useQuery(lookupListQuery(endpoints));
  const { create, update, remove } = useLookupMutations(endpoints);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Positioned | null>(null);

  const rows = list.data ? [...list.data].sort(byPosition) : undefined;
  const empty = !list.isPending && !list.isError && rows?.length === 0;
  const save = editing?.row ? update : create;

  const openForm = (row: Positioned | null): void => {
    create.reset();
    update.reset();
    setEditing({ row });
  };
  const submit = (values: LookupFormValues): void => {
    const body = toLookupBody(values);
    const done = { onSuccess: () => setEditing(null) };
    if (editing?.row) update.mutate({ id: editing.row.id, body }, done);
    else create.mutate(body, done);
  };
  const askDelete = (row: Positioned): void => {
    remove.reset();
    setDeleting(row);
  };
  const confirmDelete = (): void => {
    if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="lookup-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="lookup-title">
            {t(titleKey)}
          </Title>
          <Button
            color="ember.7"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => openForm(null)}
          >
            {t('actions.add')}
          </Button>
        </Group>

        {list.isError ? <ErrorCard error={list.error} title={t('loadFailed')} /> : null}

        {empty ? (
          <Stack align="center" gap="sm" py="xl" ta="center">
            <Text fw={600}>{t('empty')}</Text>
          </Stack>
        ) : null}

        {!empty && !list.isError ? (
          <LookupTable rows={rows} loading={list.isPending} onEdit={openForm} onDelete={askDelete} />
        ) : null}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? t('form.editTitle') : t('form.createTitle')}
        size="lg"
      >
        {editing ? (
          <LookupForm
            key={editing.row?.id ?? 'new'}
            initialValues={lookupFormValues(editing.row ?? undefined, nextPosition(rows ?? []))}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
            pending={save.isPending}
            error={save.error}
          />
        ) : null}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('delete.title')}>
        <Stack gap="md">
          <Text size="sm">{t('delete.message', { name: deleting?.translations.fr.name ?? '' })}</Text>
          {remove.isError ? <ErrorCard error={remove.error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('form.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmDelete}
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
