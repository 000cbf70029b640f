import { useId } from 'react';
import { Box, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useFairPresence, useSetMyPresence } from '../../../lib/presence.ts';

/**
 * The signed-in member's own availability (§4): available or away, as the fair's other members
 * see it. Shown only in a fair whose presence the user is part of; "in a call" is the calls' to set.
 */
export function PresenceToggle() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const presence = useFairPresence(fair?.id ?? null, user ? [user.id] : []);
  const setPresence = useSetMyPresence();
  const notify = useNotify();
  const labelId = useId();
  const mine = user ? presence?.get(user.id) : undefined;
  if (!user || !mine || mine === 'offline') return null;
  const value = mine === 'away' ? 'away' : 'online';
  return (
    <Box>
      <VisuallyHidden id={labelId}>{t('presence.mine')}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        disabled={mine === 'calling' || setPresence.isPending}
        onChange={(next) =>
          setPresence.mutate(
            { userId: user.id, status: next as 'online' | 'away' },
            { onError: (err) => notify.failure(isApiError(err) ? err.message : t('presence.failed')) },
          )
        }
        data={[
          { value: 'online', label: <Text size="xs">{t('presence.online')}</Text> },
          { value: 'away', label: <Text size="xs">{t('presence.away')}</Text> },
        ]}
      />
    </Box>
  );
}
