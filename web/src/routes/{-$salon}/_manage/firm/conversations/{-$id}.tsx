import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FirmInboxScreen } from '../../../../../features/conversations/screens/firm-inbox-screen.tsx';
import { INBOX_FILTERS } from '../../../../../features/conversations/inbox-filters.ts';
import { useCurrentUser } from '../../../../../lib/auth.ts';
import { oneOf, searchParams, uuid } from '../../../../../lib/search-params.ts';

// Booth chat history and management (§2 "chat history, video-call and chat management"): the firm's
// inbox of booth chats, for its stand admins and contacts (one's own firm without an id).
const searchSchema = searchParams({ filter: oneOf(INBOX_FILTERS), c: uuid });

export const Route = createFileRoute('/{-$salon}/_manage/firm/conversations/{-$id}')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'conversations:inbox.title' },
  validateSearch: searchSchema,
  component: FirmInboxPage,
});

function FirmInboxPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const user = useCurrentUser();
  const firmId = id !== undefined && /^\d+$/.test(id) ? Number(id) : (user?.firm ?? null);
  return (
    <FirmInboxScreen
      key={firmId ?? 'none'}
      firmId={firmId}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
