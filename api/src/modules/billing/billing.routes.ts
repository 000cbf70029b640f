import type { FastifyInstance } from 'fastify';
import { billingApi } from '@passerelle/contract';
import { FileAnswer, defineRoute } from '../../platform/http/index.ts';
import type { BillingService } from './billing.service.ts';

// HTTP only: every decision is the service's (billing.policy.ts).
export const registerBillingRoutes = (app: FastifyInstance, billing: BillingService) => {
  defineRoute(app, billingApi.listBillingConfigurations, { auth: 'required' }, ({ actor, query }) =>
    billing.listConfigurations(actor, query.fair),
  );
  defineRoute(app, billingApi.getBillingConfiguration, { auth: 'required' }, ({ actor, params }) =>
    billing.getConfiguration(actor, params.id),
  );
  defineRoute(app, billingApi.createBillingConfiguration, { auth: 'required' }, ({ actor, body }) =>
    billing.createConfiguration(actor, body),
  );
  defineRoute(app, billingApi.updateBillingConfiguration, { auth: 'required' }, ({ actor, params, body }) =>
    billing.updateConfiguration(actor, params.id, body),
  );
  defineRoute(app, billingApi.listStandPrices, { auth: 'required' }, ({ actor, query }) =>
    billing.listStandPrices(actor, query.fair),
  );
  defineRoute(app, billingApi.createStandPrice, { auth: 'required' }, ({ actor, body }) =>
    billing.createStandPrice(actor, body),
  );
  defineRoute(app, billingApi.updateStandPrice, { auth: 'required' }, ({ actor, params, body }) =>
    billing.updateStandPrice(actor, params.id, body),
  );
  defineRoute(app, billingApi.deleteStandPrice, { auth: 'required' }, async ({ actor, params }) => {
    await billing.deleteStandPrice(actor, params.id);
    return null;
  });
  defineRoute(app, billingApi.getStandsBilling, { auth: 'required' }, ({ actor, params }) =>
    billing.standsBilling(actor, params.id),
  );
  defineRoute(app, billingApi.listInvoices, { auth: 'required' }, ({ actor, query }) =>
    billing.listInvoices(actor, query),
  );
  defineRoute(app, billingApi.createInvoice, { auth: 'required' }, ({ actor, body }) =>
    billing.createInvoice(actor, body),
  );
  defineRoute(app, billingApi.markInvoicePaid, { auth: 'required' }, ({ actor, params }) =>
    billing.markPaid(actor, params.id),
  );
  defineRoute(app, billingApi.creditInvoice, { auth: 'required' }, ({ actor, params }) =>
    billing.creditInvoice(actor, params.id),
  );
  defineRoute(app, billingApi.getInvoicePdf, { auth: 'required' }, async ({ actor, params }) => {
    const { name, body } = await billing.invoicePdf(actor, params.id);
    return new FileAnswer(body, 'application/pdf', name);
  });
  defineRoute(
    app,
    billingApi.exportInvoices,
    { auth: 'required' },
    async ({ actor, query }) =>
      new FileAnswer(
        await billing.exportCsv(actor, query.fair),
        'text/csv; charset=utf-8',
        `invoices-${query.fair}.csv`,
      ),
  );
};
