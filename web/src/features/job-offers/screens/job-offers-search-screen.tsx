import { Stack, Text, Title } from '@mantine/core';
import { CardSearchResults } from '../../../components/card-search-results.tsx';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
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
      <CardSearchResults
        list={list}
        words={(word, values) => t(`search.${word}`, values)}
        icon={<IconBriefcase size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
        filtered={isFiltered(search)}
        onResetFilters={() => onSearch({})}
        page={search.page ?? 1}
        onPage={(value) => onSearch({ ...search, page: value > 1 ? value : undefined })}
        card={(offer) => <OfferCard key={offer.id} offer={offer} />}
        skeleton={(i) => <OfferCardSkeleton key={i} />}
      />
    </Stack>
  );
}
