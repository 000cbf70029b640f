import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplyToOffer } from '../../../../features/job-applications/components/apply-to-offer.tsx';
import { offersSearchSchema } from '../../../../features/job-offers/job-offer-search.ts';
import { JobOfferScreen } from '../../../../features/job-offers/screens/job-offer-screen.tsx';
import { JobOffersSearchScreen } from '../../../../features/job-offers/screens/job-offers-search-screen.tsx';

// §2 public /jobs/{id?}: an offer's page; without an id, the fair's offers to search.
export const Route = createFileRoute('/{-$salon}/_default/jobs/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  validateSearch: offersSearchSchema,
  staticData: { titleKey: 'job-offers:search.title' },
  component: JobsPage,
});

function JobsPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (id !== undefined)
    return (
      <JobOfferScreen
        key={id}
        id={Number(id)}
        apply={(offer) => <ApplyToOffer offerId={offer.id} offerTitle={offer.title} />}
      />
    );
  return (
    <JobOffersSearchScreen
      search={search}
      onSearch={(next, replace = false) => void navigate({ search: next, replace })}
    />
  );
}
