import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { firmBackSearch, type FirmBackSearch } from '../../../../features/firms/firm-search.ts';
import { FirmBackListScreen } from '../../../../features/firms/screens/firm-back-list-screen.tsx';

// §2 organizer: the current fair's exhibitors; the name filter and the page live in the URL.
export const Route = createFileRoute('/{-$salon}/_manage/exhibitor/list')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'firms:list.title' },
  validateSearch: firmBackSearch,
  component: ExhibitorListPage,
});

function ExhibitorListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: FirmBackSearch, replace = false) => void navigate({ search: next, replace });
  return <FirmBackListScreen scope="fair" search={search} onSearch={go} />;
}
