import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CvLibraryItem, Fair } from '@passerelle/contract';
import { CEFR_LEVELS, type CefrLevel, type Locale } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { FilterBar, ResetFiltersButton } from '../../../components/list-filters.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { optionsOf } from '../job-profile-form.ts';
import { toLibraryQuery, type CvLibrarySearch } from '../cv-library-search.ts';
import { downloadCv, jobProfileQueries } from '../job-profiles.queries.ts';

function CandidateCard({ item }: { item: CvLibraryItem }) {
  const { t } = useTranslation('job-profiles');
  const { salon } = useParams({ strict: false });
  const [error, setError] = useState<unknown>(null);
  const name = `${item.candidate.firstName} ${item.candidate.lastName}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`cv-${item.id}`}>
      <Stack gap="xs">
        <Anchor
          fw={600}
          id={`cv-${item.id}`}
          renderRoot={(props) => (
            <Link to="/{-$salon}/jobs/profile/$id" params={{ salon, id: String(item.id) }} {...props} />
          )}
        >
          {name}
        </Anchor>
        <Group gap={6}>
          {item.functions.map((f) => (
            <Badge key={f.id} variant="light">
              {f.name}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {item.languages.map((l) => `${l.language.toUpperCase()} ${l.overall ?? ''}`.trim()).join(' · ') ||
            '—'}
        </Text>
        <Text size="sm" c="gray.7">
          {[item.residenceCountry?.name, t(`recognition.statuses.${item.recognition}`)]
            .filter(Boolean)
            .join(' — ')}
        </Text>
        {item.hasCv ? (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadCv(item.id).catch(setError)}
              aria-label={t('library.downloadOf', { name })}
            >
              {t('library.download')}
            </Button>
          </Group>
        ) : (
          <Group gap={4}>
            <IconFileOff size={16} aria-hidden />
            <Text size="xs">{t('library.noCv')}</Text>
          </Group>
        )}
        {error ? <ErrorCard error={error} /> : null}
      </Stack>
    </Card>
  );
}

interface LibraryProps {
  search: CvLibrarySearch;
  /** Changes the URL's filters (a filter change goes back to the first page). */
  onSearch: (next: CvLibrarySearch) => void;
}

function Library({ fair, search, onSearch }: LibraryProps & { fair: Fair }) {
  const { t, i18n } = useTranslation('job-profiles');
  const locale = i18n.language as Locale;
  const viewer = useCurrentUser();
  const { page, ...filters } = search;
  const functions = useQuery(jobProfileQueries.functions(locale));
  const families = useQuery(jobProfileQueries.families(locale));
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());
  const list = useQuery(jobProfileQueries.library(toLibraryQuery(search, fair.id), viewer?.id ?? 0));
  const set = (next: Omit<CvLibrarySearch, 'page'>) => onSearch(next);
  const idFilter = (key: 'function' | 'family' | 'residenceCountry') => ({
    value: filters[key] === undefined ? null : String(filters[key]),
    onChange: (x: string | null) => set({ ...filters, [key]: x ? Number(x) : undefined }),
    clearable: true,
    searchable: true,
  });
  const filtered = Object.values(filters).some((x) => x !== undefined);

  return (
    <Stack gap="md">
      <Text c="gray.7">{t('library.intro', { fair: fair.name })}</Text>
      {fair.isApplyingWhoSafeguards ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          bg="passerelle.0"
          component="aside"
          aria-labelledby="who-safeguards"
        >
          <Text fw={600} id="who-safeguards">
            {t('library.safeguardsTitle')}
          </Text>
          <Text size="sm">{t('library.safeguards')}</Text>
        </Paper>
      ) : null}
      <FilterBar label={t('library.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} w="100%">
          <Select label={t('library.function')} data={optionsOf(functions.data)} {...idFilter('function')} />
          <Select label={t('library.family')} data={optionsOf(families.data)} {...idFilter('family')} />
          <Select
            label={t('library.residenceCountry')}
            data={optionsOf(countries.data)}
            {...idFilter('residenceCountry')}
          />
          <Select
            label={t('library.language')}
            data={(languages.data ?? []).map((l) => ({ value: l.code, label: l.name }))}
            searchable
            clearable
            value={filters.language ?? null}
            onChange={(x) => set({ ...filters, language: x ?? undefined })}
          />
          <Select
            label={t('library.minLevel')}
            description={t('library.minLevelHint')}
            data={[...CEFR_LEVELS]}
            clearable
            value={filters.minLevel ?? null}
            onChange={(x) => set({ ...filters, minLevel: (x as CefrLevel | null) ?? undefined })}
          />
        </SimpleGrid>
      </FilterBar>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorCard error={list.error} title={t('library.loadFailed')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={filtered ? t('library.emptyFiltered') : t('library.empty')}
          text={filtered ? t('library.emptyFilteredHint') : t('library.emptyHint')}
          level={3}
        >
          {filtered ? <ResetFiltersButton label={t('library.reset')} onClick={() => set({})} /> : null}
        </EmptyState>
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" aria-live="polite">
            {t('library.count', { count: list.data.pageInfo.totalItems })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.data.data.map((item) => (
              <CandidateCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
          <ListPagination
            label={t('library.pages')}
            pageCount={list.data.pageInfo.pageCount}
            page={page ?? 1}
            onChange={(p) => onSearch({ ...filters, page: p > 1 ? p : undefined })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** `/jobs/cv/list`: the CV library of the current fair, for its organizer and its employers. */
export function CvLibraryScreen(props: LibraryProps) {
  const { t } = useTranslation('job-profiles');
  return (
    <ListPanel titleId="cv-library-title" title={t('library.title')}>
      <FairRequired level={3}>{(fair) => <Library fair={fair} {...props} />}</FairRequired>
    </ListPanel>
  );
}
