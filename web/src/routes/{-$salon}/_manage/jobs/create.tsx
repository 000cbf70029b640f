import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { JobOfferEditScreen } from '../../../../features/job-offers/screens/job-offer-edit-screen.tsx';

// §2 /jobs/create: a new offer of the caller's firm (an organizer picks the firm).
export const Route = createFileRoute('/{-$salon}/_manage/jobs/create')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'job-offers:form.createTitle' },
  component: () => <JobOfferEditScreen id={undefined} />,
});
