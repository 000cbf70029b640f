import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Up, down and remove for one entry of an ordered list (videos, brochures), named after it. */
export function EntryActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** The entry's name in the buttons' labels ("Vidéo 2", the brochure's title). */
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('stands');
  const up = t('entry.up', { name });
  const down = t('entry.down', { name });
  const remove = t('entry.remove', { name });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={up}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={up}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={down}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={down}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove}>
        <ActionIcon variant="subtle" color="red.8" aria-label={remove} onClick={onRemove}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
