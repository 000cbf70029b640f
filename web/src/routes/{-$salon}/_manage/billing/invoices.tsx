import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { FirmInvoicesScreen } from '../../../../features/billing/screens/firm-invoices-screen.tsx';

// §2 Billing (issue 14): a firm's stand admins download their invoices (the api shows them their firm's only).
export const Route = createFileRoute('/{-$salon}/_manage/billing/invoices')({
  staticData: { access: { roles: MENU_ROLES.exhibitor }, titleKey: 'billing:mine.title' },
  component: FirmInvoicesScreen,
});
