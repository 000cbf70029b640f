import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useCallPerson } from '../use-call-person.ts';

/**
 * The "video call" button of a person's card (§4 calls): makes the room and opens its page, where
 * the caller checks camera and microphone before it rings. Shown when the fair's video switch is
 * on, to a signed-in viewer who is not that person; why a call is refused (busy, daily limit,
 * video off) is said in words.
 */
export function CallPersonButton({
  personId,
  name,
  standId = null,
}: {
  personId: number;
  name: string;
  standId?: number | null;
}) {
  const { t } = useTranslation('visio');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const calling = useCallPerson();
  if (!user || !fair?.isVideoEnabled || user.id === personId) return null;

  const call = () => calling.call({ personId, fairId: fair.id, standId });
  return (
    <Button
      size="xs"
      color="ember.8"
      variant="outline"
      leftSection={<IconVideo size={16} aria-hidden />}
      onClick={call}
      loading={calling.isPending}
      aria-label={t('person.callName', { name })}
    >
      {t('person.call')}
    </Button>
  );
}
