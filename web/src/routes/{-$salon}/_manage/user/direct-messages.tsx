import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DirectMessagesScreen } from '../../../../features/conversations/screens/direct-messages-screen.tsx';

// §2 /user/direct-messages: the viewer's conversations (any signed-in role; the api answers who may write).
const searchSchema = z.object({
  c: z.string().uuid().optional().catch(undefined),
  tab: z.literal('archived').optional().catch(undefined),
});

export const Route = createFileRoute('/{-$salon}/_manage/user/direct-messages')({
  staticData: { access: {}, titleKey: 'conversations:title' },
  validateSearch: searchSchema,
  component: DirectMessagesPage,
});

function DirectMessagesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DirectMessagesScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
