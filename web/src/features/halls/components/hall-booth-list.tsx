import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Image,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StandListItem } from '@passerelle/contract';
import { LOCALES } from '@passerelle/contract/lite';
import { filterBooths, languagesOf, sectorsOf, type HallVisitSearch } from '../hall-visit-model.ts';

export interface HallBoothListProps {
  /** The hall's visible booths, by number. */
  booths: readonly StandListItem[];
  search: HallVisitSearch;
  onSearch: (next: HallVisitSearch) => void;
  boothLabel: (stand: StandListItem) => string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * The same booths as the floor, as a list for phones and screen readers: logo, name, number,
 * sectors and the languages spoken at the booth, filtered by sector and language (in the URL).
 */
export function HallBoothList({ booths, search, onSearch, boothLabel }: HallBoothListProps) {
  const { t } = useTranslation('halls');
  const { salon } = useParams({ strict: false });
  const sectors = sectorsOf(booths);
  const languages = languagesOf(booths);
  const shown = filterBooths(booths, search);
  const filtered = search.sector !== undefined || search.lang !== undefined;

  return (
    <Stack gap="md" component="section" aria-labelledby="hall-booths-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="hall-booths-title">
            {t('visit.listTitle')}
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {filtered
              ? t('visit.countFiltered', { count: shown.length, total: booths.length })
              : t('visit.count', { count: booths.length })}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end">
          {/* The browser's own lists: nothing to load or lay out as the hall opens (issue 10 §2), the phone's picker. */}
          <NativeSelect
            label={t('visit.sector')}
            data={[
              { value: '', label: t('visit.allSectors') },
              ...sectors.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={search.sector === undefined ? '' : String(search.sector)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onSearch({ ...search, sector: value ? Number(value) : undefined });
            }}
            disabled={sectors.length === 0}
            w={{ base: '100%', xs: 220 }}
          />
          <NativeSelect
            label={t('visit.language')}
            data={[
              { value: '', label: t('visit.allLanguages') },
              ...languages.map((l) => ({ value: l, label: t(`languages.${l}`) })),
            ]}
            value={search.lang ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onSearch({ ...search, lang: languages.find((l) => l === value) });
            }}
            disabled={languages.length === 0}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      </Group>

      {shown.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('visit.noMatchTitle')}</Text>
            <Text size="sm" c="gray.7" ta="center">
              {t('visit.noMatchText')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => onSearch({})}
            >
              {t('visit.clearFilters')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((stand) => (
            <Paper key={stand.id} component="li" withBorder radius="md" p="md">
              <Stack gap="xs">
                {stand.image ? (
                  // The booth's own picture (decoration: its name is written just below).
                  <Image
                    src={stand.image.thumbnailUrl ?? stand.image.url}
                    alt=""
                    radius="sm"
                    h={120}
                    fit="cover"
                    loading="lazy"
                  />
                ) : null}
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {stand.logo ? (
                    <Avatar
                      src={stand.logo.thumbnailUrl ?? stand.logo.url}
                      alt=""
                      size={48}
                      radius="md"
                      styles={{ image: { objectFit: 'contain', background: 'white' } }}
                      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                    />
                  ) : (
                    <Avatar size={48} radius="md" color="passerelle.8" variant="filled" aria-hidden>
                      {initials(stand.name)}
                    </Avatar>
                  )}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      fw={700}
                      aria-label={boothLabel(stand)}
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/stand/visit/{-$id}"
                          params={{ salon, id: String(stand.id) }}
                          {...props}
                        />
                      )}
                    >
                      {stand.name}
                    </Anchor>
                    <Text size="sm" c="gray.7">
                      {stand.number !== null ? t('visit.number', { number: stand.number }) : null}
                      {stand.firm.name !== stand.name ? ` · ${stand.firm.name}` : null}
                    </Text>
                  </Stack>
                </Group>
                {stand.sectors.length > 0 ? (
                  <Group gap={4} aria-label={t('visit.sectorsOf', { name: stand.name })} role="list">
                    {stand.sectors.map((s) => (
                      <Badge key={s.id} variant="light" color="passerelle" tt="none" role="listitem">
                        {s.name}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
                {stand.languages.length > 0 ? (
                  <Text size="sm">
                    <Text component="span" size="sm" c="gray.7">
                      {t('visit.spoken')}{' '}
                    </Text>
                    {LOCALES.filter((l) => stand.languages.includes(l))
                      .map((l) => t(`languages.${l}`))
                      .join(', ')}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
