import { createFileRoute, notFound } from '@tanstack/react-router';
import type { JobOfferComputed } from '@passerelle/contract';
import { BoothInterviewSlotsPanel } from '../../../../features/interview-slots/components/booth-interview-slots-panel.tsx';
import { useFirmBoothInFair } from '../../../../features/interview-slots/interview-slots.queries.ts';
import { ApplyToOffer } from '../../../../features/job-applications/components/apply-to-offer.tsx';
import { offersSearch } from '../../../../features/job-offers/job-offer-search.ts';
import { JobOfferScreen } from '../../../../features/job-offers/screens/job-offer-screen.tsx';
import { JobOffersSearchScreen } from '../../../../features/job-offers/screens/job-offers-search-screen.tsx';
import { useCurrentUser } from '../../../../lib/auth.ts';
import { useCurrentFair } from '../../../../lib/current-fair.tsx';

// §2 public /jobs/{id?}: an offer's page; without an id, the fair's offers to search.
// On an offer, the call to apply comes from job-applications and, when the fair's video switch is
// on, the interviews to book from the offer at its firm's booth come from interview-slots (issue 13).
export const Route = createFileRoute('/{-$salon}/_default/jobs/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  validateSearch: offersSearch,
  staticData: { titleKey: 'job-offers:search.title' },
  component: JobsPage,
});

function JobsPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { fair } = useCurrentFair();
  if (id !== undefined)
    return (
      <JobOfferScreen
        key={id}
        id={Number(id)}
        apply={(offer) => <ApplyToOffer offerId={offer.id} offerTitle={offer.title} />}
        interviews={
          fair?.isVideoEnabled ? (offer) => <OfferInterviews offer={offer} fairId={fair.id} /> : undefined
        }
      />
    );
  return (
    <JobOffersSearchScreen
      search={search}
      onSearch={(next, replace = false) => void navigate({ search: next, replace })}
    />
  );
}

/**
 * The slots of the offer's firm's booth in this fair, booked "from the offer" (the api checks the
 * offer is a published one of the booth's firm): nothing when the offer is not published in this
 * fair or its firm has no booth there.
 */
function OfferInterviews({ offer, fairId }: { offer: JobOfferComputed; fairId: number }) {
  const user = useCurrentUser();
  const shown = offer.status === 'published' && offer.fairs.includes(fairId);
  const booth = useFirmBoothInFair(offer.firm.id, shown ? fairId : null, user?.id ?? 0);
  if (!shown || !booth) return null;
  // The offer's side column titles its sections at level 2, under the offer's title.
  return <BoothInterviewSlotsPanel standId={booth.id} fairId={fairId} jobOffer={offer.id} level={2} />;
}
