import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FirmUsersScreen } from '../../../../../features/firms/screens/firm-users-screen.tsx';

// §2 /firm/users/{id?}: the firm's users (one's own firm without an id); the api decides who sees them.
export const Route = createFileRoute('/{-$salon}/_manage/firm/users/{-$id}')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'firms:users.title' },
  component: FirmUsersPage,
});

function FirmUsersPage() {
  const { id } = Route.useParams();
  const firmId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  return <FirmUsersScreen key={firmId ?? 'own'} firmId={firmId} />;
}
