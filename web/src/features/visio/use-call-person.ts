import { useNavigate, useParams } from '@tanstack/react-router';
import { useCodeTranslator } from '../../components/error-card.tsx';
import { toErrorContent } from '../../lib/error-content.ts';
import { useNotify } from '../../lib/use-notify.ts';
import { useCreateRoomMutation } from './visio.queries.ts';

/**
 * Calling a person of the fair (§4 calls): makes the room and opens its page, where the caller
 * checks camera and microphone before it rings; why a call is refused (busy, daily limit, video
 * off) is said in words. The call button and the booth queue's "take" both call through it.
 */
export const useCallPerson = () => {
  const translate = useCodeTranslator();
  const notify = useNotify();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const create = useCreateRoomMutation();
  const call = ({
    personId,
    fairId,
    standId = null,
  }: {
    personId: number;
    fairId: number;
    standId?: number | null;
  }) =>
    create.mutate(
      { receiver: personId, body: { fair: fairId, stand: standId } },
      {
        onSuccess: (room) =>
          void navigate({ to: '/{-$salon}/visio/room/{-$id}', params: { salon, id: room.uniqid } }),
        onError: (e) => notify.failure(toErrorContent(e, translate).message),
      },
    );
  return { call, isPending: create.isPending };
};
