import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { MyOffersScreen } from '../../../../features/job-offers/screens/my-offers-screen.tsx';

// §2 /jobs/myoffers (multi-salon-jobs-myoffers): the offers of the caller's firm.
export const Route = createFileRoute('/{-$salon}/_manage/jobs/myoffers')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'job-offers:mine.title' },
  component: MyOffersScreen,
});
