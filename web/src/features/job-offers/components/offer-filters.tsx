import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CEFR_LEVELS, JOB_OFFER_STATUSES } from '@passerelle/contract/lite';
import { FilterBar, SearchFilter } from '../../../components/list-filters.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { jobOffersQueries, type NamedEntry } from '../job-offers.queries.ts';
import { OFFER_SORTS, type OffersSearch } from '../job-offer-search.ts';
import { languageName } from '../offer-format.ts';

const options = (rows: NamedEntry[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

const SORT_LABELS = {
  recent: 'search.sortRecent',
  title: 'search.sortTitle',
  start: 'search.sortStart',
  fit: 'search.sortFit',
} as const;

/** The offers lists' filters: family, function, country, contract, language and level, text; the sort. */
export function OfferFilters({
  search,
  onSearch,
  withStatus = false,
  firms,
  withFit = false,
}: {
  search: OffersSearch;
  onSearch: (next: OffersSearch) => void;
  withStatus?: boolean;
  firms?: { value: string; label: string }[];
  /** The viewer has a job profile: offer "best fit first". */
  withFit?: boolean;
}) {
  const { t, i18n } = useTranslation('job-offers');
  const families = useQuery(jobOffersQueries.families());
  const functions = useQuery(jobOffersQueries.functions());
  const contracts = useQuery(jobOffersQueries.contractTypes());
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());
  const set = (patch: Partial<OffersSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const idOf = (v: string | null) => (v === null ? undefined : Number(v));
  const str = (v: number | undefined) => (v === undefined ? null : String(v));
  const functionOptions = (functions.data ?? [])
    .filter((f) => search.family === undefined || f.family === search.family)
    .map((f) => ({ value: String(f.id), label: f.name }))
    .sort(byName);
  const flex = { flex: '1 1 12rem', minWidth: 0 };
  const searchable = {
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('form.nothingFound'),
    style: flex,
  };
  return (
    <FilterBar label={t('search.filters')}>
      <SearchFilter
        label={t('search.search')}
        placeholder={t('search.searchPlaceholder')}
        value={search.search}
        onSearch={(value) => set({ search: value })}
      />
      <Select
        label={t('search.family')}
        placeholder={t('search.all')}
        data={options(families.data).sort(byName)}
        value={str(search.family)}
        onChange={(v) => set({ family: idOf(v), function: undefined })}
        {...searchable}
      />
      <Select
        label={t('search.function')}
        placeholder={t('search.all')}
        data={functionOptions}
        value={str(search.function)}
        onChange={(v) => set({ function: idOf(v) })}
        {...searchable}
      />
      <Select
        label={t('search.country')}
        placeholder={t('search.allCountries')}
        data={options(countries.data).sort(byName)}
        value={str(search.country)}
        onChange={(v) => set({ country: idOf(v) })}
        {...searchable}
      />
      <Select
        label={t('search.contractType')}
        placeholder={t('search.all')}
        data={options(contracts.data)}
        value={str(search.contractType)}
        onChange={(v) => set({ contractType: idOf(v) })}
        clearable
        style={flex}
      />
      <Select
        label={t('search.language')}
        placeholder={t('search.all')}
        data={(languages.data ?? [])
          .map((l) => ({ value: l.code, label: languageName(l.code, i18n.language) }))
          .sort(byName)}
        value={search.language ?? null}
        onChange={(v) => set({ language: v ?? undefined, level: v ? search.level : undefined })}
        {...searchable}
      />
      <Select
        label={t('search.languageLevel')}
        description={t('search.languageLevelHint')}
        placeholder={t('search.all')}
        data={[...CEFR_LEVELS]}
        value={search.level ?? null}
        onChange={(v) => set({ level: (v as OffersSearch['level']) ?? undefined })}
        disabled={!search.language}
        clearable
        style={{ flex: '0 1 9rem', minWidth: 0 }}
      />
      {withStatus ? (
        <Select
          label={t('form.statusLabel')}
          placeholder={t('fairList.allStatuses')}
          data={JOB_OFFER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={search.status ?? null}
          onChange={(v) => set({ status: (v as OffersSearch['status']) ?? undefined })}
          clearable
          style={flex}
        />
      ) : null}
      {firms ? (
        <Select
          label={t('fairList.firm')}
          placeholder={t('search.all')}
          data={firms}
          value={str(search.firm)}
          onChange={(v) => set({ firm: idOf(v) })}
          {...searchable}
        />
      ) : null}
      <Select
        label={t('search.sort')}
        data={OFFER_SORTS.filter((s) => s !== 'fit' || withFit).map((s) => ({
          value: s,
          label: t(SORT_LABELS[s]),
        }))}
        value={search.sort ?? 'recent'}
        onChange={(v) =>
          onSearch({ ...search, sort: v === 'recent' || !v ? undefined : (v as OffersSearch['sort']) })
        }
        allowDeselect={false}
        style={flex}
      />
    </FilterBar>
  );
}
