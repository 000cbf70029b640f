import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InterviewSlotStatus } from '@passerelle/contract/lite';

const STATUS_COLOR = { open: 'passerelle.8', booked: 'ember.9', cancelled: 'gray.8' } as const;

/** A slot's state in words (free, booked, cancelled), or "past" once it is over. */
export function SlotStatusBadge({ status, past = false }: { status: InterviewSlotStatus; past?: boolean }) {
  const { t } = useTranslation('interview-slots');
  return (
    <Badge variant="outline" color={past ? 'gray.8' : STATUS_COLOR[status]} tt="none">
      {past && status !== 'cancelled' ? t('list.past') : t(`status.${status}`)}
    </Badge>
  );
}
