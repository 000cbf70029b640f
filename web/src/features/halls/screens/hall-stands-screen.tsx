import type { ReactNode } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowsMove,
  IconBuildingStore,
  IconDoorEnter,
  IconInfoCircle,
  IconPlus,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHall, StandListItem } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { STATUS_COLORS } from '../../../theme.ts';
import { BoothPicture } from '../../../components/booth-art/index.ts';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries } from '../halls.stands.queries.ts';
import '../halls.css';

/**
 * §2 /hall/stands/{id?}: the organizer's table of a hall's booths by number (visibility, links to
 * configure the booth, its people, its page). Without an id, the first hall of the current fair.
 */
export function HallStandsScreen({ id }: { id: number | undefined }) {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, user?.id ?? null));

  if (!fair) return <FairRequired />;
  const hall = id === undefined ? halls.data?.[0] : halls.data?.find((h) => h.id === id);

  return (
    <Stack gap="lg" component="section" aria-labelledby="hall-stands-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2} id="hall-stands-title">
            {t('stands.title')}
          </Title>
          <Text c="gray.7">{t('stands.intro', { fair: fair.name })}</Text>
        </Stack>
        <Button
          component={Link}
          to="/{-$salon}/stand/create/{-$id}"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('stands.create')}
        </Button>
      </Group>
      {halls.isPending ? (
        <Skeleton height={36} width={360} />
      ) : halls.isError ? (
        <ErrorCard error={halls.error} />
      ) : halls.data.length === 0 ? (
        <Alert color="gray" variant="light" title={t('list.emptyTitle')}>
          {t('list.emptyText')}
        </Alert>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('stands.hall')}
              data={halls.data.map((h) => ({ value: String(h.id), label: `${h.letter} · ${h.name}` }))}
              value={hall ? String(hall.id) : null}
              placeholder={t('configure.hallPlaceholder')}
              onChange={(value) =>
                value && void navigate({ to: '/{-$salon}/hall/stands/{-$id}', params: { salon, id: value } })
              }
              allowDeselect={false}
              w={{ base: '100%', sm: 360 }}
            />
            {hall ? (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconArrowsMove size={16} aria-hidden />}
                  renderRoot={(props) => (
                    <Link
                      to="/{-$salon}/hall/assign/{-$id}"
                      params={{ salon, id: String(hall.id) }}
                      {...props}
                    />
                  )}
                >
                  {t('stands.assign')}
                </Button>
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconDoorEnter size={16} aria-hidden />}
                  renderRoot={(props) => (
                    <Link to="/{-$salon}/fair/visit/$id" params={{ salon, id: String(hall.id) }} {...props} />
                  )}
                >
                  {t('stands.visitHall')}
                </Button>
              </Group>
            ) : null}
          </Group>
          {hall ? (
            <HallStandsTable key={hall.id} hall={hall} />
          ) : (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('assign.notInFair')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

function HallStandsTable({ hall }: { hall: FairHall }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const stands = useQuery(hallStandsQueries.ofHall(hall.id, user?.id ?? null));

  if (stands.isError) return <ErrorCard error={stands.error} />;
  if (stands.data?.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconBuildingStore size={28} />
          </ThemeIcon>
          <Title order={3} size="h4">
            {t('stands.emptyTitle', { name: hall.name })}
          </Title>
          <Text c="gray.7" ta="center">
            {t('stands.emptyText')}
          </Text>
          <Button
            leftSection={<IconArrowsMove size={18} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/hall/assign/{-$id}" params={{ salon, id: String(hall.id) }} {...props} />
            )}
          >
            {t('stands.assign')}
          </Button>
        </Stack>
      </Paper>
    );

  const action = (
    label: string,
    to:
      | '/{-$salon}/stand/configure/{-$id}'
      | '/{-$salon}/stand/add-contacts/{-$id}'
      | '/{-$salon}/stand/visit/{-$id}',
    id: number,
    icon: ReactNode,
  ) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        renderRoot={(props) => <Link to={to} params={{ salon, id: String(id) }} {...props} />}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  const visibility = (stand: StandListItem) => {
    if (stand.isHiddenByOrganizer)
      return (
        <Badge color={STATUS_COLORS.refused} variant="filled" tt="none">
          {t('stands.hiddenByOrganizer')}
        </Badge>
      );
    if (!stand.isVisible)
      return (
        <Badge color={STATUS_COLORS.waiting} variant="filled" tt="none">
          {t('stands.hiddenByFirm')}
        </Badge>
      );
    return (
      <Badge color={STATUS_COLORS.validated} variant="filled" tt="none">
        {t('stands.visible')}
      </Badge>
    );
  };

  return (
    <Table.ScrollContainer minWidth={760} maxHeight="70vh">
      <Table stickyHeader striped highlightOnHover aria-label={t('stands.tableLabel', { name: hall.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stands.columns.number')}</Table.Th>
            <Table.Th>{t('stands.columns.booth')}</Table.Th>
            <Table.Th>{t('stands.columns.firm')}</Table.Th>
            <Table.Th miw={200}>{t('stands.columns.visibility')}</Table.Th>
            <Table.Th>{t('stands.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={stands.isPending}>
          {stands.isPending ? (
            <TableSkeletonRows rows={6} columns={5} />
          ) : (
            stands.data.map((stand) => (
              <Table.Tr key={stand.id}>
                <Table.Td fw={700}>{stand.number ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <span className="stands-table-picture" aria-hidden>
                      <BoothPicture stand={stand} />
                    </span>
                    <Text size="sm" fw={600}>
                      {stand.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{stand.firm.name}</Text>
                </Table.Td>
                <Table.Td>{visibility(stand)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {action(
                      t('stands.configure', { name: stand.name }),
                      '/{-$salon}/stand/configure/{-$id}',
                      stand.id,
                      <IconSettings size={18} aria-hidden />,
                    )}
                    {action(
                      t('stands.people', { name: stand.name }),
                      '/{-$salon}/stand/add-contacts/{-$id}',
                      stand.id,
                      <IconUsers size={18} aria-hidden />,
                    )}
                    {action(
                      t('stands.visit', { name: stand.name }),
                      '/{-$salon}/stand/visit/{-$id}',
                      stand.id,
                      <IconDoorEnter size={18} aria-hidden />,
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
