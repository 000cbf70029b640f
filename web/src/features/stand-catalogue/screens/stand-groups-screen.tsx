import { useState } from 'react';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StandGroupCreateSchema, type StandGroup } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { standGroupsQuery, useStandGroupMutations } from '../stand-catalogue.queries.ts';
import { FormActions } from '../../../components/form-actions.tsx';

interface GroupFormProps {
  initialName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

function GroupForm({ initialName, pending, error, onSubmit, onCancel }: GroupFormProps) {
  const { t } = useTranslation('standCatalogue');
  // The name's error shows once the form is submitted, then as it is typed.
  const { form, ...state } = useContractForm({
    initialValues: { name: initialName },
    validate: StandGroupCreateSchema,
    error,
    pending,
  });
  return (
    <form onSubmit={state.submit((values) => onSubmit(values.name.trim()))} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          label={t('groups.name')}
          value={state.values.name}
          onChange={(e) => form.setFieldValue('name', e.currentTarget.value)}
          error={state.errorOf('name')}
          required
          autoComplete="off"
          data-autofocus
        />
        <FormActions
          error={state.cardError}
          cancel={{ label: t('groups.cancel'), onClick: onCancel }}
          submitLabel={t('groups.submit')}
          pending={pending}
        />
      </Stack>
    </form>
  );
}

/**
 * §2 super admin "booth groups": a group is a plain unique name (no translations, no position),
 * which is why it is not one of the reference lookup screens.
 */
export function StandGroupsScreen() {
  const { t } = useTranslation('standCatalogue');
  const list = useQuery(standGroupsQuery());
  const { create, update, remove } = useStandGroupMutations();
  const [editing, setEditing] = useState<{ row: StandGroup | null } | null>(null);
  const [deleting, setDeleting] = useState<StandGroup | null>(null);
  const rows = list.data ? [...list.data].sort((a, b) => a.name.localeCompare(b.name, 'fr')) : undefined;
  const empty = !list.isPending && !list.isError && rows?.length === 0;
  const save = editing?.row ? update : create;

  const openForm = (row: StandGroup | null): void => {
    create.reset();
    update.reset();
    setEditing({ row });
  };
  const submit = (name: string): void => {
    const done = { onSuccess: () => setEditing(null) };
    if (editing?.row) update.mutate({ id: editing.row.id, name }, done);
    else create.mutate(name, done);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="groups-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="groups-title">
            {t('titles.groups')}
          </Title>
          <Button
            color="ember.7"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => openForm(null)}
          >
            {t('groups.add')}
          </Button>
        </Group>

        {list.isError ? <ErrorCard error={list.error} title={t('groups.loadFailed')} /> : null}
        {empty ? (
          <Text fw={600} ta="center" py="xl">
            {t('groups.empty')}
          </Text>
        ) : null}
        {!empty && !list.isError ? (
          <Table.ScrollContainer minWidth={360}>
            <Table striped highlightOnHover aria-label={t('groups.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('groups.name')}</Table.Th>
                  <Table.Th w={120}>{t('groups.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={list.isPending}>
                {list.isPending ? (
                  <TableSkeletonRows rows={3} columns={2} />
                ) : (
                  (rows ?? []).map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions>
                          <RowAction
                            color="passerelle"
                            label={t('groups.edit', { name: row.name })}
                            icon={<IconPencil size={18} aria-hidden />}
                            onClick={() => openForm(row)}
                          />
                          <RowAction
                            color="red.8"
                            label={t('groups.delete', { name: row.name })}
                            icon={<IconTrash size={18} aria-hidden />}
                            onClick={() => {
                              remove.reset();
                              setDeleting(row);
                            }}
                          />
                        </RowActions>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? t('groups.editTitle') : t('groups.createTitle')}
      >
        {editing ? (
          <GroupForm
            key={editing.row?.id ?? 'new'}
            initialName={editing.row?.name ?? ''}
            pending={save.isPending}
            error={save.error}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('groups.deleteTitle')}
        confirmLabel={t('groups.deleteConfirm')}
        cancelLabel={t('groups.cancel')}
        pending={remove.isPending}
        error={remove.isError ? remove.error : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        <Text size="sm">{t('groups.deleteMessage', { name: deleting?.name ?? '' })}</Text>
      </ConfirmModal>
    </Paper>
  );
}
