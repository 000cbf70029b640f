import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Badge, Grid, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { HallSlot, StandListItem } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { toErrorContent } from '../../../lib/error-content.ts';
import {
  applyOps,
  dropVerdict,
  findStand,
  freePositions,
  matchesSearch,
  outsideMap,
  type AssignOp,
  type AssignTarget,
  type DropVerdict,
} from '../assign-model.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { AssignBooth, type BoothDragData } from './assign-booth.tsx';
import { BoothPicture } from '../../../components/booth-art/index.ts';
import { dropZoneCollision, dropZoneCoordinates } from './assign-keyboard.ts';
import { AssignMap, ListZone, TrashZone } from './assign-zones.tsx';
import { MoveBoothModal } from './move-booth-modal.tsx';
import '../halls.css';

export interface HallAssignBoardProps {
  hall: { id: number; name: string; letter: string; color: string | null };
  slots: readonly HallSlot[];
  /** The hall's booths and the fair's unassigned ones, as the api last said. */
  placed: StandListItem[];
  unassigned: StandListItem[];
  /** Sends one change; resolves once fresh lists are in, rejects with the api's error. */
  commit: (op: AssignOp) => Promise<void>;
  /** What to offer when no booth waits for a hall (a link to create one). */
  emptyListAction?: ReactNode;
}

interface Pending {
  key: number;
  op: AssignOp;
}

const targetOf = (over: Over | null): AssignTarget | null =>
  (over?.data.current as { target?: AssignTarget } | undefined)?.target ?? null;
const standIdOf = (data: unknown): number | null => (data as BoothDragData | undefined)?.standId ?? null;

/**
 * §2 /hall/assign: the hall's map with its booths in their slots, the fair's booths without a
 * hall, and a trash. Booths move by drag and drop (pointer, touch, keyboard) or through each
 * booth's menu. Changes show at once and roll back when the api refuses them.
 */
export function HallAssignBoard({
  hall,
  slots,
  placed,
  unassigned,
  commit,
  emptyListAction,
}: HallAssignBoardProps) {
  const { t } = useTranslation('halls');
  const translateCode = useCodeTranslator();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<number | null>(null);
  const [moving, setMoving] = useState<StandListItem | null>(null);
  const [deleting, setDeleting] = useState<StandListItem | null>(null);
  const [deletion, setDeletion] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const [status, setStatus] = useState('');
  const [focusStand, setFocusStand] = useState<number | null>(null);

  const data = useMemo(
    () =>
      applyOps(
        { hall: hall.id, placed, unassigned },
        pending.map((p) => p.op),
      ),
    [hall.id, placed, unassigned, pending],
  );
  const free = freePositions(data, slots);
  const outside = outsideMap(data, slots);
  const busyIds = new Set(pending.map((p) => p.op.stand));
  const shown = data.unassigned.filter((s) => matchesSearch(s, search));

  // After a move through the menu, the booth's handle (now elsewhere) takes the focus back.
  useEffect(() => {
    if (focusStand === null) return;
    const handle = document.querySelector<HTMLElement>(`[data-assign-handle="${focusStand}"]`);
    if (handle) {
      handle.focus();
      setFocusStand(null);
    }
  }, [focusStand, data]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneCoordinates }),
  );

  const targetLabel = (target: AssignTarget | null): string => {
    if (!target) return t('assign.dnd.nowhere');
    if (target.kind === 'list') return t('assign.dnd.list');
    if (target.kind === 'trash') return t('assign.dnd.trash');
    const occupant = data.placed.find((s) => s.number === target.position);
    return occupant
      ? t('assign.dnd.slotTaken', { position: target.position, name: occupant.name })
      : t('assign.dnd.slotFree', { position: target.position });
  };

  const successText = (op: AssignOp, name: string): string =>
    op.kind === 'place'
      ? t('assign.done.place', { name, position: op.position })
      : op.kind === 'unassign'
        ? t('assign.done.unassign', { name })
        : t('assign.done.delete', { name });

  const refusalText = (verdict: Extract<DropVerdict, { ok: false }>, target: AssignTarget): string => {
    const name = verdict.stand?.name ?? '';
    if (verdict.reason === 'occupied' && target.kind === 'slot')
      return t('assign.refused.occupied', { position: target.position, name: verdict.occupant?.name ?? '' });
    if (verdict.reason === 'unchanged') return t('assign.refused.unchanged', { name });
    return t('assign.refused.other', { name });
  };

  /** Shows the change at once, sends it, and takes it back with a message if the api refuses. */
  const run = (op: AssignOp, stand: StandListItem, focusAfter: boolean) => {
    const key = nextKey.current++;
    setPending((list) => [...list, { key, op }]);
    if (focusAfter) setFocusStand(stand.id);
    commit(op).then(
      () => {
        setPending((list) => list.filter((p) => p.key !== key));
        setStatus(successText(op, stand.name));
      },
      (error: unknown) => {
        setPending((list) => list.filter((p) => p.key !== key));
        const reason = toErrorContent(error, translateCode).message;
        notify.failure(t('assign.failed', { name: stand.name, reason }));
        setStatus(t('assign.failed', { name: stand.name, reason }));
      },
    );
  };

  const askDelete = (stand: StandListItem) => {
    setDeletion({ pending: false, error: null });
    setDeleting(stand);
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(standIdOf(active.data.current));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const standId = standIdOf(active.data.current);
    const target = targetOf(over);
    if (standId === null || !target) return;
    const verdict = dropVerdict(data, slots, standId, target);
    if (!verdict.ok) {
      if (verdict.reason === 'occupied') notify.failure(refusalText(verdict, target));
      return;
    }
    if (verdict.op.kind === 'delete') askDelete(verdict.stand);
    else run(verdict.op, verdict.stand, false);
  };

  const nameOf = (standId: unknown) => findStand(data, standIdOf(standId) ?? 0)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('assign.dnd.start', { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      t('assign.dnd.over', { name: nameOf(active.data.current), target: targetLabel(targetOf(over)) }),
    onDragEnd: ({ active, over }) => {
      const standId = standIdOf(active.data.current);
      const target = targetOf(over);
      const name = nameOf(active.data.current);
      if (standId === null || !target) return t('assign.dnd.dropNowhere', { name });
      const verdict = dropVerdict(data, slots, standId, target);
      if (!verdict.ok) return refusalText(verdict, target);
      if (verdict.op.kind === 'delete') return t('assign.dnd.dropTrash', { name });
      return successText(verdict.op, name);
    },
    onDragCancel: ({ active }) => t('assign.dnd.cancel', { name: nameOf(active.data.current) }),
  };

  const activeStand = activeId === null ? null : findStand(data, activeId);
  const boothProps = (stand: StandListItem, inHall: boolean) => ({
    stand,
    busy: busyIds.has(stand.id),
    hasFreeSlot: free.length > 0,
    onMove: setMoving,
    onDelete: askDelete,
    ...(inHall ? { onUnassign: (s: StandListItem) => run({ kind: 'unassign', stand: s.id }, s, false) } : {}),
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropZoneCollision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('assign.dnd.instructions') },
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <AssignMap
              hall={hall}
              slots={slots}
              data={data}
              activeId={activeId}
              label={t('assign.mapLabel', { letter: hall.letter, name: hall.name })}
              renderBooth={(stand) => <AssignBooth variant="slot" {...boothProps(stand, true)} />}
            />
            <Text size="sm" c="gray.7">
              {t('assign.mapSummary', { placed: slots.length - free.length, count: slots.length })}
            </Text>
            {outside.length > 0 ? (
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assign-outside-title">
                <Title order={2} size="h5" id="assign-outside-title">
                  {t('assign.outsideTitle')}
                </Title>
                <Text size="sm" c="gray.7" mb="sm">
                  {t('assign.outsideText')}
                </Text>
                <ul className="assign-list">
                  {outside.map((stand) => (
                    <li key={stand.id}>
                      <AssignBooth variant="row" {...boothProps(stand, true)} />
                    </li>
                  ))}
                </ul>
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assign-list-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="assign-list-title">
                  {t('assign.listTitle')}{' '}
                  <Badge variant="light" color="gray" tt="none" component="span">
                    {data.unassigned.length}
                  </Badge>
                </Title>
                <TextInput
                  label={t('assign.search')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  disabled={data.unassigned.length === 0}
                />
                <ListZone activeId={activeId} data={data} label={t('assign.dnd.list')}>
                  {data.unassigned.length === 0 ? (
                    <Stack gap="xs" align="flex-start" p="sm">
                      <Text size="sm" fw={600}>
                        {t('assign.listEmptyTitle')}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {t('assign.listEmptyText')}
                      </Text>
                      {emptyListAction}
                    </Stack>
                  ) : shown.length === 0 ? (
                    <Text size="sm" c="gray.7" p="sm">
                      {t('assign.searchEmpty', { search })}
                    </Text>
                  ) : (
                    <ul className="assign-list" aria-labelledby="assign-list-title">
                      {shown.map((stand) => (
                        <li key={stand.id}>
                          <AssignBooth variant="row" {...boothProps(stand, false)} />
                        </li>
                      ))}
                    </ul>
                  )}
                </ListZone>
              </Stack>
            </Paper>
            <TrashZone activeId={activeId} label={t('assign.trash')} hint={t('assign.trashHint')} />
          </Stack>
        </Grid.Col>
      </Grid>

      <DragOverlay dropAnimation={null}>
        {activeStand ? (
          <div className="assign-overlay">
            <BoothPicture stand={activeStand} />
            <Text size="xs" fw={600} truncate="end">
              {activeStand.name}
            </Text>
          </div>
        ) : null}
      </DragOverlay>

      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>

      <MoveBoothModal
        stand={moving}
        free={free}
        onClose={() => {
          if (moving) setFocusStand(moving.id);
          setMoving(null);
        }}
        onSubmit={(stand, position) => {
          setMoving(null);
          run({ kind: 'place', stand: stand.id, position }, stand, true);
        }}
      />

      <ConfirmModal
        opened={deleting !== null}
        title={t('assign.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('assign.deleteConfirm')}
        cancelLabel={t('assign.cancel')}
        pending={deletion.pending}
        error={deletion.error}
        onClose={() => {
          // Focus goes back to the booth (its menu was closed when the dialog opened).
          if (deleting) setFocusStand(deleting.id);
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          const stand = deleting;
          setDeletion({ pending: true, error: null });
          commit({ kind: 'delete', stand: stand.id }).then(
            () => {
              setDeleting(null);
              setDeletion({ pending: false, error: null });
              notify.success(t('assign.done.delete', { name: stand.name }));
              setStatus(t('assign.done.delete', { name: stand.name }));
            },
            (error: unknown) => setDeletion({ pending: false, error }),
          );
        }}
      >
        <Text>
          {t('assign.deleteText', {
            name:
              deleting && deleting.firm.name !== deleting.name
                ? `${deleting.name} (${deleting.firm.name})`
                : (deleting?.name ?? ''),
          })}
        </Text>
        <Text fw={600}>{t('assign.deleteIrreversible')}</Text>
      </ConfirmModal>
    </DndContext>
  );
}
