import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StandListItem } from '@passerelle/contract';

interface MoveBoothModalProps {
  /** The booth to move; closed when null. */
  stand: StandListItem | null;
  /** Free slot positions of the hall. */
  free: readonly number[];
  onClose: () => void;
  onSubmit: (stand: StandListItem, position: number) => void;
}

/** "Move to slot…": the drag-free way to place a booth, one select of the free slots. */
export function MoveBoothModal({ stand, free, onClose, onSubmit }: MoveBoothModalProps) {
  const { t } = useTranslation('halls');
  return (
    <Modal
      opened={stand !== null}
      onClose={onClose}
      title={
        stand?.number != null
          ? t('assign.moveTitle', { name: stand.name })
          : t('assign.placeTitle', { name: stand?.name ?? '' })
      }
    >
      {stand ? (
        <MoveForm key={stand.id} stand={stand} free={free} onClose={onClose} onSubmit={onSubmit} />
      ) : null}
    </Modal>
  );
}

function MoveForm({
  stand,
  free,
  onClose,
  onSubmit,
}: Omit<MoveBoothModalProps, 'stand'> & { stand: StandListItem }) {
  const { t } = useTranslation('halls');
  const [position, setPosition] = useState(String(free[0] ?? ''));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = Number(position);
        if (free.includes(chosen)) onSubmit(stand, chosen);
      }}
    >
      <Stack gap="md">
        {stand.number != null ? (
          <Text size="sm" c="gray.7">
            {t('assign.moveFrom', { position: stand.number })}
          </Text>
        ) : null}
        <NativeSelect
          label={t('assign.moveSlot')}
          data={free.map((p) => ({ value: String(p), label: t('assign.slotOption', { position: p }) }))}
          value={position}
          onChange={(e) => setPosition(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('assign.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconArrowsMove size={18} aria-hidden />}
            disabled={free.length === 0}
          >
            {stand.number != null ? t('assign.moveSubmit') : t('assign.placeSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
