import { createFileRoute } from '@tanstack/react-router';
import { ROLES } from '@passerelle/contract/lite';
import { firmBackSearch, type FirmBackSearch } from '../../../../../features/firms/firm-search.ts';
import { FirmBackListScreen } from '../../../../../features/firms/screens/firm-back-list-screen.tsx';

// §2 super admin: every firm of the installation, across fairs.
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/global/list')({
  staticData: { access: { roles: [ROLES.SUPER_ADMIN] }, titleKey: 'firms:global.title' },
  validateSearch: firmBackSearch,
  component: GlobalListPage,
});

function GlobalListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: FirmBackSearch, replace = false) => void navigate({ search: next, replace });
  return <FirmBackListScreen scope="all" search={search} onSearch={go} />;
}
