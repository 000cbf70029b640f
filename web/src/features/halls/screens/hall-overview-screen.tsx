import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/list-panel.tsx';
import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  IconArrowsMove,
  IconDoorEnter,
  IconEyeOff,
  IconInfoCircle,
  IconLayoutList,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHall } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { textOn } from '../text-on.ts';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries } from '../halls.stands.queries.ts';
import { NoHallYet } from '../components/no-hall-yet.tsx';
import '../halls.css';

/** §2 /hall/overview: the fair's halls at a glance — slots, booths placed, free slots, hidden booths. */
export function HallOverviewScreen() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const viewer = user?.id ?? null;
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, viewer));
  const unassigned = useFairQuery((fair) => hallStandsQueries.unassigned(fair.id, viewer));

  if (!fair) return <FairRequired />;

  return (
    <PageSection
      titleId="hall-overview-title"
      title={t('overview.title')}
      intro={t('overview.intro', { fair: fair.name })}
      actions={
        <Button
          variant="default"
          component={Link}
          to="/{-$salon}/hall/create"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('list.create')}
        </Button>
      }
    >
      {unassigned.isSuccess && unassigned.data.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('overview.unassigned', { count: unassigned.data.length })}</Text>
            <Button
              size="xs"
              variant="white"
              component={Link}
              to="/{-$salon}/hall/assign/{-$id}"
              leftSection={<IconArrowsMove size={16} aria-hidden />}
            >
              {t('overview.placeThem')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      <CardGrid query={halls} cols={{ base: 1, sm: 2, lg: 3 }} cardHeight={220} list empty={<NoHallYet />}>
        {(items) => items.map((hall) => <HallOverviewCard key={hall.id} hall={hall} />)}
      </CardGrid>
    </PageSection>
  );
}

function HallOverviewCard({ hall }: { hall: FairHall }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const viewer = user?.id ?? null;
  const { salon } = useParams({ strict: false });
  const configuration = useQuery(hallsQueries.configuration(hall.id, viewer));
  const stands = useQuery(hallStandsQueries.light(hall.id, viewer));
  const id = String(hall.id);

  const slots = configuration.data?.slots ?? [];
  const positions = new Set(slots.map((s) => s.position));
  const booths = stands.data ?? [];
  const onSlots = booths.filter((b) => b.number !== null && positions.has(b.number)).length;
  const hidden = booths.filter((b) => !b.isVisible).length;
  const loading = configuration.isPending || stands.isPending;
  const error = configuration.error ?? stands.error;

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className="hall-card"
      style={{ borderLeftColor: hall.color ?? 'var(--mantine-color-gray-4)' }}
      aria-labelledby={`overview-${hall.id}-name`}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span
            className="hall-letter"
            style={{ background: hall.color ?? '#e9ecef', color: textOn(hall.color ?? '#e9ecef') }}
            aria-hidden
          >
            {hall.letter}
          </span>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`overview-${hall.id}-name`}>
              {t('overview.hallName', { letter: hall.letter, name: hall.name })}
            </Title>
            {hall.isVisible ? null : (
              <Text size="sm" c="orange.9">
                {t('overview.hallHidden')}
              </Text>
            )}
          </Stack>
        </Group>
        {loading ? (
          <Skeleton height={60} aria-busy />
        ) : error ? (
          <ErrorCard error={error} />
        ) : (
          <Stack gap={6}>
            <Text size="sm">
              {slots.length === 0
                ? t('overview.noMap')
                : t('overview.placed', { placed: onSlots, count: slots.length })}
            </Text>
            {slots.length > 0 ? (
              <Progress
                value={(onSlots / slots.length) * 100}
                color={hall.color ?? 'passerelle'}
                aria-label={t('overview.fill', { name: hall.name })}
                size="md"
              />
            ) : null}
            <Group gap="xs">
              <Badge variant="light" color="gray" tt="none">
                {t('overview.free', { count: Math.max(0, slots.length - onSlots) })}
              </Badge>
              <Badge variant="light" color="gray" tt="none">
                {t('list.booths', { count: booths.length })}
              </Badge>
              {hidden > 0 ? (
                <Badge
                  variant="light"
                  color="orange.9"
                  tt="none"
                  leftSection={<IconEyeOff size={12} aria-hidden />}
                >
                  {t('overview.hidden', { count: hidden })}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconArrowsMove size={16} aria-hidden />}
            aria-label={t('overview.assignLabel', { name: hall.name })}
            renderRoot={(props) => (
              <Link to="/{-$salon}/hall/assign/{-$id}" params={{ salon, id }} {...props} />
            )}
          >
            {t('overview.assign')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            aria-label={t('overview.boothsLabel', { name: hall.name })}
            renderRoot={(props) => (
              <Link to="/{-$salon}/hall/stands/{-$id}" params={{ salon, id }} {...props} />
            )}
          >
            {t('overview.booths')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('list.editLabel', { name: hall.name })}
            renderRoot={(props) => (
              <Link to="/{-$salon}/hall/edit/{-$id}" params={{ salon, id }} {...props} />
            )}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            aria-label={t('overview.visitLabel', { name: hall.name })}
            renderRoot={(props) => <Link to="/{-$salon}/fair/visit/$id" params={{ salon, id }} {...props} />}
          >
            {t('overview.visit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
