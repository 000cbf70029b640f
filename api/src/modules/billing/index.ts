import { defineModule } from '../../platform/modules/index.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';

/**
 * Billing (issue 14): a fair's invoicing entity, booth prices, the exhibitors' dashboard, invoices and
 * credit notes numbered without gaps, their PDFs and a CSV export. No payment provider is wired:
 * payments are marked by hand (README, "Billing").
 */
export const billingModule = defineModule({
  name: 'billing',
  services: ({ deps }) => createBillingService(deps),
  routes: (app, billing) => registerBillingRoutes(app, billing),
  messageCodes: [
    'billing_exists',
    'billing_not_configured',
    'nothing_to_invoice',
    'invoice_not_payable',
    'invoice_not_creditable',
  ],
});
/** CSV that a spreadsheet opens safely (cells that would run are neutralised); other modules' exports use it. */
