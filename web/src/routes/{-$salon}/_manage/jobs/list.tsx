import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { SafeguardsSummary } from '../../../../features/job-applications/components/safeguards-summary.tsx';
import { offersSearch } from '../../../../features/job-offers/job-offer-search.ts';
import { FairOffersScreen } from '../../../../features/job-offers/screens/fair-offers-screen.tsx';

// §2 /jobs/list (organizer): every offer of the current fair.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/list')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'job-offers:fairList.title' },
  validateSearch: offersSearch,
  component: FairOffersPage,
});

function FairOffersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FairOffersScreen
      search={search}
      onSearch={(next, replace = false) => void navigate({ search: next, replace })}
      summary={(fair) => <SafeguardsSummary fair={fair} />}
    />
  );
}
