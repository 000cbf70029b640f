import type { ReactNode } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconInfoCircle,
  IconLayoutGrid,
  IconLayoutList,
  IconMap2,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair, FairHall } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { HallAssignBoard } from '../components/hall-assign-board.tsx';
import { textOn } from '../text-on.ts';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries, useAssignStandMutation } from '../halls.stands.queries.ts';
import '../halls.css';

/**
 * §2 /hall/assign/{id?} (layout assignStands): the organizer places the fair's booths in the
 * slots of a hall. Without an id, the first hall of the current fair; a switcher moves between halls.
 */
export function HallAssignScreen({ id }: { id: number | undefined }) {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, user?.id ?? null));

  const frame = (content: ReactNode) => (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="hall-assign-title"
      px={{ base: 'sm', sm: 'xl' }}
      py="lg"
      maw={1440}
      mx="auto"
      w="100%"
    >
      <Anchor component={Link} to="/{-$salon}/hall/list" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('assign.back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2" id="hall-assign-title">
          {t('assign.title')}
        </Title>
        <Text c="gray.7">{t('assign.intro')}</Text>
      </Stack>
      {content}
    </Stack>
  );

  if (!fair) return frame(<FairRequired />);
  if (halls.isPending) return frame(<Skeleton height={420} radius="md" />);
  if (halls.isError) return frame(<ErrorCard error={halls.error} />);
  if (halls.data.length === 0)
    return frame(
      <Alert color="gray" variant="light" title={t('list.emptyTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('list.emptyText')}</Text>
          <Button
            component={Link}
            to="/{-$salon}/hall/create"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('list.create')}
          </Button>
        </Stack>
      </Alert>,
    );

  const hall = id === undefined ? halls.data[0]! : halls.data.find((h) => h.id === id);
  const switcher = (
    <Select
      label={t('assign.hall')}
      data={halls.data.map((h) => ({ value: String(h.id), label: `${h.letter} · ${h.name}` }))}
      value={hall ? String(hall.id) : null}
      placeholder={t('configure.hallPlaceholder')}
      onChange={(value) =>
        value && void navigate({ to: '/{-$salon}/hall/assign/{-$id}', params: { salon, id: value } })
      }
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
  if (!hall)
    return frame(
      <>
        {switcher}
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('assign.notInFair')}
        </Alert>
      </>,
    );

  const hallId = String(hall.id);
  return frame(
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap" style={{ flex: '1 1 320px' }}>
          <span
            className="hall-letter"
            style={{ background: hall.color ?? '#e9ecef', color: textOn(hall.color ?? '#e9ecef') }}
            aria-hidden
          >
            {hall.letter}
          </span>
          {switcher}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/hall/stands/{-$id}" params={{ salon, id: hallId }} {...props} />
            )}
          >
            {t('assign.toStands')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLayoutGrid size={16} aria-hidden />}
            component={Link}
            to="/{-$salon}/hall/overview"
          >
            {t('assign.toOverview')}
          </Button>
        </Group>
      </Group>
      <AssignHall key={hall.id} hall={hall} fair={fair} />
    </>,
  );
}

function AssignHall({ hall, fair }: { hall: FairHall; fair: Fair }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const viewer = user?.id ?? null;
  const configuration = useQuery(hallsQueries.configuration(hall.id, viewer));
  const placed = useQuery(hallStandsQueries.ofHall(hall.id, viewer));
  const unassigned = useQuery(hallStandsQueries.unassigned(fair.id, viewer));
  const assign = useAssignStandMutation();

  if (configuration.isPending || placed.isPending || unassigned.isPending)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={420} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  const error = configuration.error ?? placed.error ?? unassigned.error;
  if (error) return <ErrorCard error={error} />;

  const slots = configuration.data?.slots ?? [];
  if (slots.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconMap2 size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('assign.noMapTitle')}
          </Title>
          <Text c="gray.7" ta="center">
            {t('assign.noMapText', { name: hall.name })}
          </Text>
          <Button
            component={Link}
            to="/{-$salon}/hall/configure"
            leftSection={<IconLayoutGrid size={18} aria-hidden />}
          >
            {t('assign.noMapAction')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <HallAssignBoard
      hall={hall}
      slots={slots}
      placed={placed.data ?? []}
      unassigned={unassigned.data ?? []}
      commit={async (op) => {
        await assign.mutateAsync({ hall: hall.id, op });
      }}
      emptyListAction={
        <Button
          size="xs"
          variant="light"
          component={Link}
          to="/{-$salon}/stand/create/{-$id}"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('assign.createStand')}
        </Button>
      }
    />
  );
}
