import { createFileRoute } from '@tanstack/react-router';
import { exhibitorsSearch, type ExhibitorsSearch } from '../../../../features/firms/firm-search.ts';
import { ExhibitorsListScreen } from '../../../../features/firms/screens/exhibitors-list-screen.tsx';

// §2 public: the fair's exhibitors (no login needed where the fair allows public access).
export const Route = createFileRoute('/{-$salon}/_default/exhibitors/list')({
  staticData: { titleKey: 'firms:front.title' },
  validateSearch: exhibitorsSearch,
  component: ExhibitorsPage,
});

function ExhibitorsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (next: ExhibitorsSearch, replace = false) => void navigate({ search: next, replace });
  return <ExhibitorsListScreen search={search} onSearch={go} />;
}
