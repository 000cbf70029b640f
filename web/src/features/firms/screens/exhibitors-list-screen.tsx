import { CardSearchResults } from '../../../components/card-search-results.tsx';
import { FilterBar, SearchFilter } from '../../../components/list-filters.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { OnDemandSelect } from '../../../components/on-demand-select.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { Stack, Text, Title } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { FirmCard, FirmCardSkeleton } from '../components/firm-card.tsx';
import { toFrontQuery, type ExhibitorsSearch } from '../firm-search.ts';
import { firmsQueries } from '../firms.queries.ts';

export interface ExhibitorsListScreenProps {
  search: ExhibitorsSearch;
  onSearch: (next: ExhibitorsSearch, replace?: boolean) => void;
}

/** §2 /exhibitors/list: the fair's exhibitors as cards, searchable and filtered by sector. */
export function ExhibitorsListScreen({ search, onSearch }: ExhibitorsListScreenProps) {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const sectors = useQuery(referenceQueries.businessSectors());
  const list = useFairQuery((fair) => firmsQueries.front(toFrontQuery(search, fair.id), user?.id ?? null));

  const sectorOptions = [...(sectors.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ value: String(s.id), label: s.name }));
  const filtered = search.search !== undefined || search.sector !== undefined;

  if (!fair)
    return (
      <Stack gap="sm" py="xl">
        <Title order={1}>{t('front.title')}</Title>
        <FairRequired level={2} />
      </Stack>
    );

  return (
    <Stack gap="lg" component="section" aria-labelledby="exhibitors-title">
      <Stack gap={4}>
        <Title order={1} id="exhibitors-title" fz={{ base: 26, sm: 32 }}>
          {t('front.title')}
        </Title>
        <Text c="gray.7">{t('front.intro', { fair: fair.name })}</Text>
      </Stack>

      <FilterBar label={t('front.filters')}>
        <SearchFilter
          label={t('front.search')}
          placeholder={t('front.searchPlaceholder')}
          value={search.search}
          onSearch={(value) => onSearch({ ...search, search: value, page: undefined }, true)}
        />
        <OnDemandSelect
          label={t('front.sector')}
          placeholder={t('front.allSectors')}
          data={sectorOptions}
          value={search.sector === undefined ? null : String(search.sector)}
          onChange={(value) =>
            onSearch({ ...search, sector: value === null ? undefined : Number(value), page: undefined }, true)
          }
          clearable
          searchable
          nothingFoundMessage={t('form.nothingFound')}
          style={{ flex: '1 1 14rem' }}
        />
      </FilterBar>

      <CardSearchResults
        list={list}
        words={(word, values) => t(`front.${word}`, values)}
        icon={<IconBuildingHospital size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
        filtered={filtered}
        onResetFilters={() => onSearch({})}
        page={search.page ?? 1}
        onPage={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
        card={(firm) => <FirmCard key={firm.id} firm={firm} />}
        skeleton={(i) => <FirmCardSkeleton key={i} />}
      />
    </Stack>
  );
}
