import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { StandsBillingScreen } from '../../../../../features/billing/screens/stands-billing-screen.tsx';

// §2 Billing (issue 14): per exhibitor what is owed, invoiced and paid; invoices, credit notes, PDF and CSV.
export const Route = createFileRoute('/{-$salon}/_manage/billing/stands/fair')({
  staticData: { access: { roles: MENU_ROLES.organizer }, titleKey: 'billing:dashboard.title' },
  component: StandsBillingScreen,
});
