import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { HallSlot, StandListItem } from '@passerelle/contract';
import { dropVerdict, standInSlot, type AssignData, type AssignTarget } from '../assign-model.ts';
import { HallFloorBackdrop, MAP_ASPECT, slotBox } from './hall-floor-plan.tsx';

/** How a zone looks while a booth hovers it: welcome, or refused (occupied slot). */
const hoverState = (
  isOver: boolean,
  activeId: number | null,
  data: AssignData,
  slots: readonly HallSlot[],
  target: AssignTarget,
): 'accept' | 'refuse' | undefined => {
  if (!isOver || activeId === null) return undefined;
  const verdict = dropVerdict(data, slots, activeId, target);
  if (verdict.ok) return 'accept';
  return verdict.reason === 'unchanged' ? undefined : 'refuse';
};

interface AssignMapProps {
  hall: { color: string | null };
  slots: readonly HallSlot[];
  data: AssignData;
  activeId: number | null;
  label: string;
  renderBooth: (stand: StandListItem) => ReactNode;
}

/** The hall's floor with one drop zone per slot (percent of the map, as configured). */
export function AssignMap({ hall, slots, data, activeId, label, renderBooth }: AssignMapProps) {
  return (
    <div className="assign-map-scroll" role="region" aria-label={label} tabIndex={0}>
      <div className="assign-map" style={{ aspectRatio: MAP_ASPECT }}>
        <HallFloorBackdrop color={hall.color} />
        <ul className="hall-slots">
          {slots.map((slot) => (
            <SlotZone
              key={slot.position}
              slot={slot}
              slots={slots}
              data={data}
              activeId={activeId}
              renderBooth={renderBooth}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function SlotZone({
  slot,
  slots,
  data,
  activeId,
  renderBooth,
}: {
  slot: HallSlot;
  slots: readonly HallSlot[];
  data: AssignData;
  activeId: number | null;
  renderBooth: (stand: StandListItem) => ReactNode;
}) {
  const { t } = useTranslation('halls');
  const target: AssignTarget = { kind: 'slot', position: slot.position };
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${slot.position}`, data: { target } });
  const stand = standInSlot(data, slot.position);
  return (
    <li className="hall-slot" style={slotBox(slot)}>
      <div
        ref={setNodeRef}
        className="assign-slot"
        data-state={hoverState(isOver, activeId, data, slots, target)}
        data-empty={stand ? undefined : true}
      >
        {stand ? (
          renderBooth(stand)
        ) : (
          <>
            <span className="assign-slot-number" aria-hidden>
              {slot.position}
            </span>
            <VisuallyHidden>{t('assign.slotFree', { position: slot.position })}</VisuallyHidden>
          </>
        )}
      </div>
    </li>
  );
}

/** The list of booths without a hall, also a drop zone (dropping there takes a booth out). */
export function ListZone({
  activeId,
  data,
  label,
  children,
}: {
  activeId: number | null;
  data: AssignData;
  label: string;
  children: ReactNode;
}) {
  const target: AssignTarget = { kind: 'list' };
  const { setNodeRef, isOver } = useDroppable({ id: 'list', data: { target } });
  return (
    <div
      ref={setNodeRef}
      className="assign-list-zone"
      data-state={hoverState(isOver, activeId, data, [], target)}
      aria-label={label}
      role="group"
    >
      {children}
    </div>
  );
}

/** The trash: a booth dropped here is deleted after a confirmation (§4: all its content is lost). */
export function TrashZone({
  activeId,
  label,
  hint,
}: {
  activeId: number | null;
  label: string;
  hint: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'trash', data: { target: { kind: 'trash' } } });
  return (
    <div
      ref={setNodeRef}
      className="assign-trash"
      data-state={isOver && activeId !== null ? 'danger' : undefined}
      data-active={activeId !== null || undefined}
    >
      <Stack gap={4} align="center">
        <ThemeIcon size={40} radius="xl" color="red.8" variant="light" aria-hidden>
          <IconTrash size={22} />
        </ThemeIcon>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c="gray.7" ta="center">
          {hint}
        </Text>
      </Stack>
    </div>
  );
}
