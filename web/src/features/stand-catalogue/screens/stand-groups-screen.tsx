import { EditDeleteActions } from '../../../components/row-actions.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useRowEditor } from '../../../lib/use-row-editor.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StandGroupCreateSchema, type StandGroup } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { RowEditorDialog } from '../../../components/row-editor-dialog.tsx';
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
  const editor = useRowEditor<StandGroup>(create, update);
  const deletion = useConfirmedDelete<StandGroup>(remove);
  const rows = list.data ? [...list.data].sort((a, b) => a.name.localeCompare(b.name, 'fr')) : undefined;
  const empty = !list.isPending && !list.isError && rows?.length === 0;

  const submit = (name: string): void => {
    const done = { onSuccess: editor.close };
    if (editor.editing?.row) update.mutate({ id: editor.editing.row.id, name }, done);
    else create.mutate(name, done);
  };

  return (
    <ListPanel
      titleId="groups-title"
      title={t('titles.groups')}
      action={{ label: t('groups.add'), onClick: () => editor.open(null) }}
    >
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
                      <EditDeleteActions
                        editLabel={t('groups.edit', { name: row.name })}
                        deleteLabel={t('groups.delete', { name: row.name })}
                        onEdit={() => editor.open(row)}
                        onDelete={() => deletion.ask(row)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <RowEditorDialog
        editor={editor}
        createTitle={t('groups.createTitle')}
        editTitle={t('groups.editTitle')}
      >
        {(row, formProps) => <GroupForm initialName={row?.name ?? ''} onSubmit={submit} {...formProps} />}
      </RowEditorDialog>

      <ConfirmModal
        {...deletion.modal}
        title={t('groups.deleteTitle')}
        confirmLabel={t('groups.deleteConfirm')}
        cancelLabel={t('groups.cancel')}
      >
        <Text size="sm">{t('groups.deleteMessage', { name: deletion.target?.name ?? '' })}</Text>
      </ConfirmModal>
    </ListPanel>
  );
}
