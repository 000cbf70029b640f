import { EmptyState } from '../../../components/empty-state.tsx';
import { Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataList } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { RowEditorDialog } from '../../../components/row-editor-dialog.tsx';
import { Panel, PanelActionButton } from '../../../components/list-panel.tsx';
import { useRowEditor } from '../../../lib/use-row-editor.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { BackToTablesLink, CreateTableButton } from '../components/data-list-links.tsx';
import { DataListEntriesTable } from '../components/data-list-entries-table.tsx';
import { DataListEntryForm } from '../components/data-list-entry-form.tsx';
import { REF_PATTERN, entryNames, toEntryTranslations, type EntryNames } from '../data-list-model.ts';
import { dataListsQueries, useDataListMutations } from '../data-lists.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useTableName } from '../use-table-name.ts';

export interface DataListEntriesScreenProps {
  /** The table's ref, from the address. */
  listRef: string;
}

/** §2 /user/superadmin/tables/configure/{ref}: add, rename and delete the entries of one table. */
export function DataListEntriesScreen({ listRef }: DataListEntriesScreenProps) {
  const validRef = REF_PATTERN.test(listRef);
  return validRef ? <EntriesEditor listRef={listRef} /> : <InvalidRef listRef={listRef} />;
}

function InvalidRef({ listRef }: DataListEntriesScreenProps) {
  const { t } = useTranslation('dataLists');
  return (
    <Panel labelledBy="dl-title">
      <BackToTablesLink />
      <Title order={2} id="dl-title">
        {t('titles.entries')}
      </Title>
      <EmptyState title={t('entries.invalidRef', { ref: listRef })} text={t('entries.invalidRefHint')}>
        <CreateTableButton />
      </EmptyState>
    </Panel>
  );
}

function EntriesEditor({ listRef }: DataListEntriesScreenProps) {
  const { t } = useTranslation('dataLists');
  const nameOf = useTableName();
  const notify = useNotify();
  const list = useQuery(dataListsQueries.entries(listRef));
  const { create, update, remove } = useDataListMutations();
  const editor = useRowEditor<DataList>(create, update);

  const entries = list.data ? [...list.data].sort((a, b) => a.id - b.id) : undefined;
  const empty = !list.isPending && !list.isError && entries?.length === 0;
  const isDefault = entries?.some((e) => e.isDefault) ?? false;

  const submit = (names: EntryNames): void => {
    const translations = toEntryTranslations(names);
    const name = translations.fr.level1name;
    const done = (key: 'created' | 'updated') => ({
      onSuccess: () => {
        editor.close();
        notify.success(t(`notify.${key}`, { name }));
      },
    });
    if (editor.editing?.row)
      update.mutate({ id: editor.editing.row.id, body: { translations } }, done('updated'));
    else create.mutate({ ref: listRef, isDefault, translations }, done('created'));
  };
  const deletion = useConfirmedDelete<DataList>(remove, (entry) =>
    notify.success(t('notify.deleted', { name: entry.translations.fr.level1name })),
  );

  const addButton = <PanelActionButton label={t('entries.add')} onClick={() => editor.open(null)} />;

  return (
    <Panel labelledBy="dl-title">
      <BackToTablesLink />
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={6} miw={0}>
          <Title order={2} id="dl-title" style={{ overflowWrap: 'anywhere' }}>
            {nameOf(listRef)}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="gray.7" component="span">
              {t('entries.ref')} <Code>{listRef}</Code>
            </Text>
            {entries && entries.length > 0 ? (
              <>
                <Badge variant="light" color="passerelle" tt="none">
                  {t('overview.count', { count: entries.length })}
                </Badge>
                <Badge variant="outline" color={isDefault ? 'gray.7' : 'grape.8'} tt="none">
                  {t(isDefault ? 'overview.default' : 'overview.custom')}
                </Badge>
              </>
            ) : null}
          </Group>
        </Stack>
        {empty ? null : addButton}
      </Group>

      {list.isError ? <ErrorCard error={list.error} title={t('entries.loadFailed')} /> : null}

      {empty ? (
        <EmptyState title={t('entries.empty', { ref: listRef })} text={t('entries.emptyHint')}>
          {addButton}
        </EmptyState>
      ) : null}

      {!empty && !list.isError ? (
        <DataListEntriesTable
          entries={entries}
          loading={list.isPending}
          onEdit={editor.open}
          onDelete={deletion.ask}
        />
      ) : null}

      <RowEditorDialog
        editor={editor}
        createTitle={t('form.createTitle')}
        editTitle={t('form.editTitle')}
        closeLabel={t('form.close')}
        size="lg"
      >
        {(row, formProps) => (
          <DataListEntryForm initialNames={entryNames(row ?? undefined)} onSubmit={submit} {...formProps} />
        )}
      </RowEditorDialog>

      <ConfirmModal
        {...deletion.modal}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
      >
        <Text size="sm">
          {t('delete.message', { name: deletion.target?.translations.fr.level1name ?? '' })}
        </Text>
        {entries?.length === 1 ? <Text size="sm">{t('delete.last')}</Text> : null}
      </ConfirmModal>
    </Panel>
  );
}
