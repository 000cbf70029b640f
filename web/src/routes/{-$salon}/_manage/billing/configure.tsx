import { createFileRoute } from '@tanstack/react-router';
import { MENU_ROLES } from '@passerelle/contract/lite';
import { BillingEntityScreen } from '../../../../features/billing/screens/billing-entity-screen.tsx';

// §2 Billing (issue 14): the current fair's invoicing entity and its taxes (super admin; the api checks).
export const Route = createFileRoute('/{-$salon}/_manage/billing/configure')({
  staticData: { access: { roles: MENU_ROLES.superAdmin }, titleKey: 'billing:entity.title' },
  component: BillingEntityScreen,
});
