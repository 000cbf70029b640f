import { Anchor, Box, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StandListItem } from '@passerelle/contract';
import { drawsHallFloor } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useIsBelow } from '../../../lib/use-viewport.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { HallBoothList } from '../components/hall-booth-list.tsx';
import { MAP_ASPECT } from '../components/hall-floor-plan.tsx';
import { textOn } from '../text-on.ts';
import { visibleBooths, type HallVisitSearch } from '../hall-visit-model.ts';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries } from '../halls.stands.queries.ts';
import { loadHallFloor } from '../hall-floor-loader.ts';

// The floor and its booth art load only where the floor shows (hall-floor-loader.ts).
const HallBoothScene = lazy(() => loadHallFloor().then((m) => ({ default: m.HallBoothScene })));

export interface HallVisitScreenProps {
  id: number;
  search: HallVisitSearch;
  onSearch: (next: HallVisitSearch) => void;
}

/**
 * §2 /fair/visit/{id}: a hall of the fair. Its floor with the booths in their slots (each a link
 * to the booth), and below it the same booths as a filterable list — the list alone on phones.
 */
export function HallVisitScreen({ id, search, onSearch }: HallVisitScreenProps) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const viewer = user?.id ?? null;
  const small = useIsBelow('md');
  // The fair's "map type": its halls drawn as a scene (default) or as the list of booths alone.
  const { fair } = useCurrentFair();
  const hall = useQuery(hallsQueries.detail(id, viewer));
  const configuration = useQuery({ ...hallsQueries.configuration(id, viewer), enabled: hall.isSuccess });
  const stands = useQuery({ ...hallStandsQueries.ofHall(id, viewer), enabled: hall.isSuccess });

  const back = (
    <Anchor component={Link} to="/{-$salon}/fair/visit/lobby" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('visit.back')}
      </Group>
    </Anchor>
  );

  if (hall.isPending)
    return (
      <Stack gap="lg" aria-busy px={{ base: 'sm', sm: 'xl' }} py="lg">
        <Skeleton height={20} width={160} />
        <Skeleton height={36} width="50%" />
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  if (hall.isError)
    return (
      <Stack gap="lg" px={{ base: 'sm', sm: 'xl' }} py="lg">
        {back}
        <ErrorCard error={hall.error} />
      </Stack>
    );

  const h = hall.data;
  const booths = visibleBooths(stands.data ?? []);
  const slots = configuration.data?.slots ?? [];
  const boothLabel = (stand: StandListItem) =>
    stand.number !== null
      ? t('visit.boothLabel', { number: stand.number, name: stand.name })
      : t('visit.boothLabelNoNumber', { name: stand.name });

  let body;
  if (stands.isPending || configuration.isPending)
    body = (
      <Stack gap="md" aria-busy>
        {small ? null : <Skeleton height={420} radius="md" />}
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  else if (stands.isError) body = <ErrorCard error={stands.error} />;
  else if (booths.length === 0)
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconBuildingStore size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('visit.emptyTitle')}
          </Title>
          <Text c="gray.7" ta="center">
            {t('visit.emptyText')}
          </Text>
          {back}
        </Stack>
      </Paper>
    );
  else
    body = (
      <>
        {!small && slots.length > 0 && drawsHallFloor(fair?.mapType) ? (
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <Suspense fallback={<Skeleton h="auto" radius="md" style={{ aspectRatio: MAP_ASPECT }} />}>
              <HallBoothScene
                label={t('visit.sceneLabel', { name: h.name, count: booths.length })}
                color={h.color}
                slots={slots}
                booths={booths}
                boothLabel={boothLabel}
              />
            </Suspense>
          </Paper>
        ) : null}
        <HallBoothList booths={booths} search={search} onSearch={onSearch} boothLabel={boothLabel} />
      </>
    );

  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="hall-visit-title"
      px={{ base: 'sm', sm: 'xl' }}
      py="lg"
      maw={1320}
      mx="auto"
      w="100%"
    >
      {back}
      <Group gap="md" wrap="nowrap" align="center">
        <Box
          className="hall-letter"
          style={{ background: h.color ?? '#1e6091', color: textOn(h.color) }}
          aria-hidden
        >
          {h.letter}
        </Box>
        <Title order={1} size="h2" id="hall-visit-title">
          {t('visit.heading', { letter: h.letter, name: h.name })}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
