import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/list-panel.tsx';
import { useState } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsMove,
  IconDoor,
  IconEye,
  IconEyeOff,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLayoutList,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHall } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { textOn } from '../text-on.ts';
import { hallsQueries, useDeleteHallMutation, useReorderHallsMutation } from '../halls.queries.ts';
import { STATUS_COLORS } from '../../../theme.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { NoHallYet } from '../components/no-hall-yet.tsx';
import '../halls.css';

/** §2 /hall/list: the current fair's halls as cards, in lobby order; reorder, edit, delete. */
export function HallListScreen() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, user?.id ?? null));
  const reorder = useReorderHallsMutation();
  const remove = useDeleteHallMutation();
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<FairHall | null>(null);

  if (!fair) return <FairRequired />;

  const move = (index: number, delta: -1 | 1) => {
    if (!halls.data) return;
    const ordered = [...halls.data];
    const [hall] = ordered.splice(index, 1);
    ordered.splice(index + delta, 0, hall!);
    reorder.mutate(ordered, {
      onSuccess: () => notify.success(t('list.reordered')),
      onError: () => notify.failure(t('list.reorderFailed')),
    });
  };

  const createButton = (
    <Button component={Link} to="/{-$salon}/hall/create" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.create')}
    </Button>
  );

  return (
    <PageSection
      titleId="hall-list-title"
      title={t('list.title')}
      intro={t('list.intro', { fair: fair.name })}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to="/{-$salon}/fair/visit/lobby"
            leftSection={<IconDoor size={18} aria-hidden />}
          >
            {t('list.lobby')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to="/{-$salon}/hall/overview"
            leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          >
            {t('list.overview')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to="/{-$salon}/hall/configure"
            leftSection={<IconLayoutGrid size={18} aria-hidden />}
          >
            {t('list.configure')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to="/{-$salon}/hall/assign/{-$id}"
            leftSection={<IconArrowsMove size={18} aria-hidden />}
          >
            {t('list.assign')}
          </Button>
          {createButton}
        </Group>
      }
    >
      <CardGrid
        query={halls}
        cols={{ base: 1, sm: 2, lg: 3 }}
        cardHeight={150}
        list
        empty={<NoHallYet>{createButton}</NoHallYet>}
      >
        {(items) =>
          items.map((hall, index) => (
            <Paper
              key={hall.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              className="hall-card"
              style={{ borderLeftColor: hall.color ?? 'var(--mantine-color-gray-4)' }}
              aria-labelledby={`hall-${hall.id}-name`}
            >
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <span
                    className="hall-letter"
                    style={{ background: hall.color ?? '#e9ecef', color: textOn(hall.color ?? '#e9ecef') }}
                  >
                    {hall.letter}
                  </span>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Title order={3} size="h5" id={`hall-${hall.id}-name`}>
                      {hall.name}
                    </Title>
                    <Text size="sm" c="gray.7">
                      {hall.color ? t('list.colour', { color: hall.color }) : t('list.noColour')}
                    </Text>
                  </Stack>
                </Group>
                <Group gap="xs">
                  <Badge variant="light" color="gray" tt="none">
                    {t('list.booths', { count: hall.numberOfStands })}
                  </Badge>
                  {hall.isVisible ? (
                    <Badge
                      variant="filled"
                      color={STATUS_COLORS.validated}
                      tt="none"
                      leftSection={<IconEye size={12} aria-hidden />}
                    >
                      {t('list.visible')}
                    </Badge>
                  ) : (
                    <Badge
                      variant="filled"
                      color={STATUS_COLORS.waiting}
                      tt="none"
                      leftSection={<IconEyeOff size={12} aria-hidden />}
                    >
                      {t('list.hidden')}
                    </Badge>
                  )}
                </Group>
                <Group justify="space-between" gap="xs">
                  <Group gap={4}>
                    <Tooltip label={t('list.moveUp', { name: hall.name })}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('list.moveUp', { name: hall.name })}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('list.moveDown', { name: hall.name })}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('list.moveDown', { name: hall.name })}
                        disabled={index === items.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/hall/stands/{-$id}"
                          params={{ salon, id: String(hall.id) }}
                          {...props}
                        />
                      )}
                      leftSection={<IconLayoutList size={16} aria-hidden />}
                      aria-label={t('list.standsLabel', { name: hall.name })}
                    >
                      {t('list.stands')}
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/hall/edit/{-$id}"
                          params={{ salon, id: String(hall.id) }}
                          {...props}
                        />
                      )}
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={t('list.editLabel', { name: hall.name })}
                    >
                      {t('list.edit')}
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={t('list.deleteLabel', { name: hall.name })}
                      onClick={() => {
                        remove.reset();
                        setToDelete(hall);
                      }}
                    >
                      {t('list.delete')}
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))
        }
      </CardGrid>

      <ConfirmModal
        opened={toDelete !== null}
        title={t('list.confirmTitle', { name: toDelete?.name ?? '' })}
        confirmLabel={t('list.confirm')}
        cancelLabel={t('list.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const name = toDelete.name;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              notify.success(t('list.deleted', { name }));
            },
          });
        }}
      >
        <Text>{t('list.confirmText')}</Text>
      </ConfirmModal>
    </PageSection>
  );
}
