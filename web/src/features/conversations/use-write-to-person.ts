import { useNavigate, useParams } from '@tanstack/react-router';
import { useCodeTranslator } from '../../components/error-card.tsx';
import { toErrorContent } from '../../lib/error-content.ts';
import { useNotify } from '../../lib/use-notify.ts';
import { useCreateConversationMutation } from './conversations.queries.ts';

/**
 * Writing to a person of the fair: starts the direct conversation (or finds the one that exists)
 * and opens it in the messages page; a refusal (module off, daily limit) is said in words. The
 * message button and the booth queue's "take" both write through it.
 */
export const useWriteToPerson = () => {
  const translate = useCodeTranslator();
  const notify = useNotify();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const create = useCreateConversationMutation();
  const open = (uuid: string) =>
    void navigate({ to: '/{-$salon}/user/direct-messages', params: { salon }, search: { c: uuid } });
  const write = ({ personId, fairId }: { personId: number; fairId: number }) =>
    create.mutate(
      { kind: 'direct', fair: fairId, user: personId },
      {
        onSuccess: (c) => open(c.uuid),
        onError: (e) => notify.failure(toErrorContent(e, translate).message),
      },
    );
  return { write, open, isPending: create.isPending };
};
