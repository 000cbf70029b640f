import { createFileRoute, notFound } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { JobOfferEditScreen } from '../../../../../features/job-offers/screens/job-offer-edit-screen.tsx';

// §2 /jobs/edit/{id?}: an offer's form; without an id, a new offer.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/edit/{-$id}')({
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d+$/.test(params.id)) throw notFound();
  },
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'job-offers:form.editTitle' },
  component: JobOfferEditPage,
});

function JobOfferEditPage() {
  const { id } = Route.useParams();
  return <JobOfferEditScreen id={id === undefined ? undefined : Number(id)} />;
}
