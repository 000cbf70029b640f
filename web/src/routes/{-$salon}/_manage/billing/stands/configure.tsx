import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { StandPricesScreen } from '../../../../../features/billing/screens/stand-prices-screen.tsx';

// §2 Billing (issue 14): booth prices of the current fair (super admin and its organizers; the api checks the fair).
export const Route = createFileRoute('/{-$salon}/_manage/billing/stands/configure')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'billing:prices.title' },
  component: StandPricesScreen,
});
