import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsMove,
  IconDotsVertical,
  IconEyeOff,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { StandListItem } from '@passerelle/contract';
import { BoothPicture } from '../../../components/booth-art/index.ts';

/** The drag data every booth carries (read back on drop). */
export interface BoothDragData {
  standId: number;
}

export const draggableId = (standId: number) => `stand-${standId}`;

export interface AssignBoothProps {
  stand: StandListItem;
  /** `slot`: drawn in its slot of the map; `row`: a line of a list. */
  variant: 'slot' | 'row';
  /** A change of this booth is on its way to the api. */
  busy: boolean;
  /** Whether "Move to slot…" has somewhere to go. */
  hasFreeSlot: boolean;
  onMove: (stand: StandListItem) => void;
  /** Absent for booths in no hall. */
  onUnassign?: (stand: StandListItem) => void;
  onDelete: (stand: StandListItem) => void;
}

/**
 * One booth of the assign board: a drag handle (pointer, touch or keyboard: Space, arrows, Space)
 * and a menu doing the same moves without dragging.
 */
export function AssignBooth({
  stand,
  variant,
  busy,
  hasFreeSlot,
  onMove,
  onUnassign,
  onDelete,
}: AssignBoothProps) {
  const { t } = useTranslation('halls');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: draggableId(stand.id),
    data: { standId: stand.id } satisfies BoothDragData,
    attributes: { roleDescription: t('assign.dnd.roleDescription') },
  });
  const placed = stand.number !== null && onUnassign !== undefined;
  const handleLabel = [
    placed
      ? t('assign.handlePlaced', { name: stand.name, position: stand.number })
      : t('assign.handle', { name: stand.name }),
    stand.isVisible ? null : t('assign.hiddenSuffix'),
  ]
    .filter(Boolean)
    .join(', ');

  const menu = (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant={variant === 'slot' ? 'white' : 'subtle'}
          color="gray.8"
          size={variant === 'slot' ? 'sm' : 'md'}
          aria-label={t('assign.actions', { name: stand.name })}
          className="assign-menu"
        >
          <IconDotsVertical size={variant === 'slot' ? 14 : 18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowsMove size={16} aria-hidden />}
          disabled={!hasFreeSlot}
          onClick={() => onMove(stand)}
        >
          {placed ? t('assign.menu.move') : t('assign.menu.place')}
        </Menu.Item>
        {onUnassign ? (
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onUnassign(stand)}
          >
            {t('assign.menu.unassign')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          color="red.8"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(stand)}
        >
          {t('assign.menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  // Hidden booths carry an eye; its meaning is in the handle's name for screen readers.
  const hidden = stand.isVisible ? null : (
    <Tooltip label={t('assign.hiddenSuffix')}>
      <span className="assign-hidden-icon">
        <IconEyeOff size={14} aria-hidden />
      </span>
    </Tooltip>
  );

  const detail = [
    stand.number !== null ? t('assign.rowNumber', { number: stand.number }) : null,
    stand.firm.name !== stand.name ? stand.firm.name : null,
  ]
    .filter(Boolean)
    .join(' · ');

  if (variant === 'slot')
    return (
      <div
        ref={setNodeRef}
        className="assign-booth"
        data-dragging={isDragging || undefined}
        data-busy={busy || undefined}
        aria-busy={busy || undefined}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="assign-handle"
          data-assign-handle={stand.id}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
        >
          <BoothPicture stand={stand} />
        </button>
        <div className="assign-caption">
          {hidden}
          <Text component="span" size="xs" fw={600} truncate="end" className="assign-caption-name">
            {stand.name}
          </Text>
          {menu}
        </div>
      </div>
    );

  return (
    <div
      ref={setNodeRef}
      className="assign-row"
      data-dragging={isDragging || undefined}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="assign-row-handle"
        data-assign-handle={stand.id}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <IconGripVertical size={18} aria-hidden className="assign-grip" />
        <span className="assign-row-picture" aria-hidden>
          <BoothPicture stand={stand} />
        </span>
      </button>
      <div className="assign-row-text">
        <Text size="sm" fw={600} truncate="end">
          {stand.name}
        </Text>
        {detail ? (
          <Text size="xs" c="gray.7" truncate="end">
            {detail}
          </Text>
        ) : null}
      </div>
      {hidden}
      {menu}
    </div>
  );
}
