import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCodeTranslator } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { toErrorContent } from '../../../lib/error-content.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useCreateRoomMutation } from '../visio.queries.ts';

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
  const translate = useCodeTranslator();
  const notify = useNotify();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const create = useCreateRoomMutation();
  if (!user || !fair?.isVideoEnabled || user.id === personId) return null;

  const call = () =>
    create.mutate(
      { receiver: personId, body: { fair: fair.id, stand: standId } },
      {
        onSuccess: (room) =>
          void navigate({ to: '/{-$salon}/visio/room/{-$id}', params: { salon, id: room.uniqid } }),
        onError: (e) => notify.failure(toErrorContent(e, translate).message),
      },
    );
  return (
    <Button
      size="xs"
      color="ember.8"
      variant="outline"
      leftSection={<IconVideo size={16} aria-hidden />}
      onClick={call}
      loading={create.isPending}
      aria-label={t('person.callName', { name })}
    >
      {t('person.call')}
    </Button>
  );
}
