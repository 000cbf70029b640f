import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Select, Text } from '@mantine/core';
import { FilterBar, ResetFiltersButton, SearchFilter } from '../../../components/list-filters.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { useRowEditor } from '../../../lib/use-row-editor.ts';
import { endpointOf } from '../../../lib/endpoint-of.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { RowEditorDialog } from '../../../components/row-editor-dialog.tsx';
import { LookupForm } from '../components/lookup-form.tsx';
import { LookupTable } from '../components/lookup-table.tsx';
import {
  lookupFormValues,
  nextPosition,
  parentFilterQuery,
  rowName,
  searchQuery,
  toLookupBody,
  type LookupFormValues,
} from '../lookup-form-model.ts';
import type { LookupExtraField, LookupPlainName } from '../lookup-form-model.ts';
import {
  lookupListQuery,
  lookupParentQuery,
  useLookupMutations,
  type LookupEndpoints,
  type LookupParentEndpoints,
  type LookupParentRow,
  type LookupRow,
} from '../reference.queries.ts';

export interface LookupTableScreenProps {
  endpoints: LookupEndpoints;
  /** i18n key of the page title, e.g. `reference:titles.civility`. */
  titleKey: string;
  /**
   * A parent chosen from another lookup table (sub-sectors' sector): the body field, the i18n key
   * of its label and the parent table's endpoints.
   */
  parent?: {
    field: string;
    labelKey: string;
    endpoints: LookupParentEndpoints;
    /** A parent must be chosen (a stand type's group). */
    required?: boolean;
    /** The parent's column the body holds, when not its id (a character's `type`). */
    valueField?: string;
    /**
     * A parent chosen above the table filters it (the regions of one country, asked of the api
     * with the parent's field as filter) and starts every new row (geography).
     */
    filter?: boolean;
  };
  /** Extra text columns (a stand type's `artKey`): body field, i18n keys, contract rule. */
  extraFields?: readonly (LookupExtraField & { labelKey: string; descriptionKey?: string })[];
  /** One untranslated name instead of the five translations (geography): field, i18n key, rule. */
  plainName?: LookupPlainName & { labelKey: string };
  /** A search box above the table, asked of the api by the name's filter (long tables: countries). */
  search?: boolean;
  /** Anything else the panel's header holds beside the add button (a switch to a sibling table). */
  aside?: ReactNode;
  /** Optional links to rows of other tables, by id (a city's department): a column and a select each. */
  links?: readonly { field: string; labelKey: string; endpoints: LookupParentEndpoints }[];
  /** Open the editor at once: `'new'` for the create dialog, an id for that row's edit dialog. */
  open?: 'new' | number;
  /**
   * One parent's rows only (a character kind's own screen): the table lists them and a new row
   * starts with that parent.
   */
  parentFilter?: string;
  /** The table without its add, edit and delete actions (readers who may not write it). */
  readOnly?: boolean;
}

const byPosition = (a: LookupRow, b: LookupRow): number =>
  (a.position ?? 0) - (b.position ?? 0) || a.id - b.id;
const byName =
  (plainField?: string) =>
  (a: LookupRow, b: LookupRow): number =>
    rowName(a, plainField).localeCompare(rowName(b, plainField), 'fr') || a.id - b.id;
const parentLabel = (p: LookupParentRow): string => p.translations?.fr.name ?? p.name;
/** A parent's (or a link's) choices, by French name. */
const optionsOf = (rows: readonly LookupParentRow[] | undefined, valueField = 'id') =>
  [...(rows ?? [])]
    .sort((a, b) => parentLabel(a).localeCompare(parentLabel(b), 'fr') || a.id - b.id)
    .map((p) => ({ value: String(p[valueField]), label: parentLabel(p) }));

/**
 * §2 super-admin lookup tables (civilities, user statuses, user types, visitor types, firm types,
 * business sectors and sub-sectors, countries and the geography levels). Tables without a
 * position are sorted by name.
 */
export function LookupTableScreen({
  endpoints,
  titleKey,
  parent,
  extraFields,
  open,
  parentFilter,
  plainName,
  search,
  links,
  aside,
  readOnly = false,
}: LookupTableScreenProps) {
  const { t } = useTranslation('reference');
  const positioned = 'position' in (endpointOf(endpoints.create).body?.shape ?? {});
  const [chosenParent, setChosenParent] = useState<string | null>(null);
  const filterValue = parent?.filter ? chosenParent : null;
  const [searched, setSearched] = useState<string | undefined>(undefined);
  const filtered = !!filterValue || !!searched;
  const resetFilters = (): void => {
    setChosenParent(null);
    setSearched(undefined);
  };
  const list = useQuery(
    lookupListQuery(endpoints, {
      ...parentFilterQuery(parent?.field, filterValue),
      ...searchQuery(plainName?.field ?? 'name', search ? searched : undefined),
    }),
  );
  const parents = useQuery({ ...lookupParentQuery(parent?.endpoints ?? endpoints), enabled: !!parent });
  const linked = useQueries({ queries: (links ?? []).map((l) => lookupParentQuery(l.endpoints)) });
  const { create, update, remove } = useLookupMutations(endpoints);
  const editor = useRowEditor<LookupRow>(create, update, open === 'new');
  const [pendingOpen, setPendingOpen] = useState(typeof open === 'number' ? open : null);

  const shape = {
    positioned,
    parentField: parent?.field,
    parentIsText: !!parent?.valueField,
    parentRequired: parent?.required,
    extraFields,
    plainName,
    linkFields: links?.map((l) => l.field),
  };
  const parentOptions = parent ? optionsOf(parents.data, parent.valueField) : [];
  const linkChoices = (links ?? []).map((l, i) => {
    const options = optionsOf(linked[i]?.data);
    const nameOf = (row: LookupRow): string =>
      options.find((o) => o.value === String(row[l.field]))?.label ?? '—';
    return { field: l.field, label: t(l.labelKey), options, nameOf };
  });
  const formExtraFields = extraFields?.map((f) => ({
    ...f,
    label: t(f.labelKey),
    description: f.descriptionKey ? t(f.descriptionKey) : undefined,
  }));
  const parentName = (row: LookupRow): string => {
    const id = parent ? row[parent.field] : undefined;
    return parentOptions.find((o) => o.value === String(id))?.label ?? '—';
  };
  const ofFilter = (row: LookupRow): boolean =>
    parentFilter === undefined || !parent || String(row[parent.field]) === parentFilter;
  const rows = list.data
    ? list.data.filter(ofFilter).sort(positioned ? byPosition : byName(plainName?.field))
    : undefined;
  const empty = !list.isPending && !list.isError && rows?.length === 0;
  const presetParent = parentFilter ?? filterValue ?? undefined;
  const plainNameLabel = plainName ? { ...plainName, label: t(plainName.labelKey) } : undefined;

  // `/…/edit/{id}`: the row's edit dialog opens once the table has loaded.
  const openEditor = editor.open;
  useEffect(() => {
    if (pendingOpen === null || !list.data) return;
    const row = list.data.find((r) => r.id === pendingOpen);
    setPendingOpen(null);
    if (row) openEditor(row);
  }, [pendingOpen, list.data, openEditor]);

  const submit = (values: LookupFormValues): void => {
    const body = toLookupBody(values, shape);
    const done = { onSuccess: editor.close };
    if (editor.editing?.row) update.mutate({ id: editor.editing.row.id, body }, done);
    else create.mutate(body, done);
  };
  const deletion = useConfirmedDelete<LookupRow>(remove);

  return (
    <ListPanel
      titleId="lookup-title"
      title={t(titleKey)}
      action={readOnly ? null : { label: t('actions.add'), onClick: () => editor.open(null) }}
      aside={aside}
    >
      {parent?.filter || search ? (
        <FilterBar label={t('filter.label')}>
          {search ? (
            <SearchFilter
              label={t('filter.search')}
              placeholder={plainNameLabel?.label ?? t('table.name')}
              value={searched}
              onSearch={setSearched}
              style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
            />
          ) : null}
          {parent?.filter ? (
            <Select
              label={t(parent.labelKey)}
              placeholder={t('filter.all')}
              data={parentOptions}
              value={chosenParent}
              onChange={setChosenParent}
              searchable
              clearable
              nothingFoundMessage={t('filter.nothingFound')}
              style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
            />
          ) : null}
        </FilterBar>
      ) : null}

      {list.isError ? <ErrorCard error={list.error} title={t('loadFailed')} /> : null}

      {empty && filtered ? (
        <EmptyState title={t('filter.empty')} text={t('filter.emptyText')}>
          <ResetFiltersButton label={t('filter.reset')} onClick={resetFilters} />
        </EmptyState>
      ) : null}
      {empty && !filtered ? <EmptyState title={t('empty')} /> : null}

      {!empty && !list.isError ? (
        <LookupTable
          rows={rows}
          loading={list.isPending}
          onEdit={editor.open}
          onDelete={deletion.ask}
          positioned={positioned}
          parent={parent ? { label: t(parent.labelKey), nameOf: parentName } : undefined}
          extraColumns={formExtraFields}
          plainName={plainNameLabel}
          links={linkChoices}
          readOnly={readOnly}
        />
      ) : null}

      <RowEditorDialog
        editor={editor}
        createTitle={t('form.createTitle')}
        editTitle={t('form.editTitle')}
        size="lg"
      >
        {(row, formProps) => (
          <LookupForm
            initialValues={{
              ...lookupFormValues(row ?? undefined, nextPosition(rows ?? []), shape),
              ...(!row && presetParent !== undefined && parent ? { parent: presetParent } : {}),
            }}
            positioned={positioned}
            parent={
              parent
                ? {
                    field: parent.field,
                    label: t(parent.labelKey),
                    options: parentOptions,
                    required: parent.required,
                  }
                : undefined
            }
            extraFields={formExtraFields}
            plainName={plainNameLabel}
            links={linkChoices}
            onSubmit={submit}
            {...formProps}
          />
        )}
      </RowEditorDialog>

      <ConfirmModal
        {...deletion.modal}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
      >
        <Text size="sm">
          {t('delete.message', { name: deletion.target ? rowName(deletion.target, plainName?.field) : '' })}
        </Text>
      </ConfirmModal>
    </ListPanel>
  );
}
