import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PresenceStatusValue } from '@passerelle/contract/lite';

const COLOR: Record<PresenceStatusValue, string> = {
  online: 'teal.7',
  away: 'yellow.6',
  calling: 'ember.7',
  offline: 'gray.5',
};

/** §4: available, away, in a call or offline, in words beside the coloured dot (never colour alone). */
export function PresenceBadge({ status }: { status: PresenceStatusValue }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="dot" color={COLOR[status]} size="sm" tt="none" fw={600} c="gray.8">
      {t(`presence.${status}`)}
    </Badge>
  );
}
