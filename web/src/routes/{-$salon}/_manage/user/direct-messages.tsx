import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchParams, uuid } from '../../../../lib/search-params.ts';
import { DirectMessagesScreen } from '../../../../features/conversations/screens/direct-messages-screen.tsx';

// §2 /user/direct-messages: the viewer's conversations (any signed-in role; the api answers who may write).
const searchSchema = searchParams({ c: uuid, tab: oneOf(['archived']) });

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
