import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ResetFiltersButton } from '../../../components/list-filters.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { LoginNeededAlert } from '../../../components/login-needed-alert.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { OfferCard, OfferCardSkeleton } from '../components/offer-card.tsx';
import { OfferFilters } from '../components/offer-filters.tsx';
import { isFiltered, toOffersQuery, type OffersSearch } from '../job-offer-search.ts';
import { jobOffersQueries } from '../job-offers.queries.ts';

export interface JobOffersSearchScreenProps {
  search: OffersSearch;
  onSearch: (next: OffersSearch, replace?: boolean) => void;
}

/** §2 /jobs: the published offers of the current fair, searchable and filtered, as cards. */
export function JobOffersSearchScreen({ search, onSearch }: JobOffersSearchScreenProps) {
  const { t } = useTranslation('job-offers');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const list = useFairQuery((fair) =>
    jobOffersQueries.list(toOffersQuery(search, fair.id), user?.id ?? null),
  );
  const offers = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const filtered = isFiltered(search);
  const empty = !list.isPending && !list.isError && offers?.length === 0;
  const needsLogin = isApiError(list.error) && list.error.status === 401;

  if (!fair)
    return (
      <Stack gap="sm" py="xl">
        <Title order={1}>{t('search.title')}</Title>
        <FairRequired level={2} />
      </Stack>
    );
  return (
    <Stack gap="lg" component="section" aria-labelledby="offers-title">
      <Stack gap={4}>
        <Title order={1} id="offers-title" fz={{ base: 26, sm: 32 }}>
          {t('search.title')}
        </Title>
        <Text c="gray.7">
          {fair.isUsingJobModule ? t('search.intro', { fair: fair.name }) : t('search.moduleOff')}
        </Text>
      </Stack>
      <OfferFilters search={search} onSearch={(next) => onSearch(next, true)} withFit={!!user?.jobProfile} />
      <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
        {pageInfo && !list.isPending ? t('search.count', { count: pageInfo.totalItems }) : '\u00a0'}
      </Text>
      {needsLogin ? (
        <LoginNeededAlert
          title={t('search.loginTitle')}
          body={t('search.loginBody')}
          login={t('search.login')}
        />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={t('search.loadFailed')} />
      ) : null}
      {empty ? (
        <EmptyState
          icon={<IconBriefcase size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
          title={filtered ? t('search.emptyFiltered') : t('search.empty')}
        >
          {filtered ? (
            <ResetFiltersButton label={t('search.resetFilters')} onClick={() => onSearch({})} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('search.emptyHint')}
            </Text>
          )}
        </EmptyState>
      ) : null}
      {!empty && !list.isError ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-busy={list.isPending}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.isPending || !offers
            ? Array.from({ length: 6 }, (_, i) => <OfferCardSkeleton key={i} />)
            : offers.map((offer) => <OfferCard key={offer.id} offer={offer} />)}
        </SimpleGrid>
      ) : null}
      {pageInfo ? (
        <ListPagination
          label={t('search.pagination')}
          pageCount={pageInfo.pageCount}
          page={search.page ?? 1}
          onChange={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
        />
      ) : null}
    </Stack>
  );
}
