import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const fairQuery = z.object({ fair: z.coerce.number().int().positive({ error: 'invalid_value' }) });
const tags = ['billing'];

// §7 /billing_configurations: one invoicing entity per fair (super admin writes; the fair's
// organizers read).
export const listBillingConfigurations = defineEndpoint({
  method: 'GET',
  path: '/billing_configurations',
  summary: 'The invoicing entity of a fair (an empty list when it has none)',
  tags,
  query: fairQuery,
  response: z.array(S.BillingConfigurationSchema),
});
export const getBillingConfiguration = defineEndpoint({
  method: 'GET',
  path: '/billing_configurations/:id',
  summary: 'One invoicing entity',
  tags,
  params: IdParamsSchema,
  response: S.BillingConfigurationSchema,
});
export const createBillingConfiguration = defineEndpoint({
  method: 'POST',
  path: '/billing_configurations',
  summary: 'Give a fair its invoicing entity (super admin)',
  tags,
  body: S.BillingConfigurationCreateSchema,
  response: S.BillingConfigurationSchema,
  status: 201,
});
export const updateBillingConfiguration = defineEndpoint({
  method: 'PUT',
  path: '/billing_configurations/:id',
  summary: 'Change an invoicing entity (super admin; issued invoices keep what they printed)',
  tags,
  params: IdParamsSchema,
  body: S.BillingConfigurationUpdateSchema,
  response: S.BillingConfigurationSchema,
});

// /billing/stands/configure: booth prices (super admin and the fair's organizers).
export const listStandPrices = defineEndpoint({
  method: 'GET',
  path: '/billing_stand_prices',
  summary: 'The booth prices of a fair',
  tags,
  query: fairQuery,
  response: z.array(S.StandPriceSchema),
});
export const createStandPrice = defineEndpoint({
  method: 'POST',
  path: '/billing_stand_prices',
  summary: 'Add a booth price',
  tags,
  body: S.StandPriceCreateSchema,
  response: S.StandPriceSchema,
  status: 201,
});
export const updateStandPrice = defineEndpoint({
  method: 'PUT',
  path: '/billing_stand_prices/:id',
  summary: 'Change a booth price (issued invoices keep theirs)',
  tags,
  params: IdParamsSchema,
  body: S.StandPriceUpdateSchema,
  response: S.StandPriceSchema,
});
export const deleteStandPrice = defineEndpoint({
  method: 'DELETE',
  path: '/billing_stand_prices/:id',
  summary: 'Remove a booth price',
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});

// /billing/stands/fair: the dashboard and the invoices.
export const getStandsBilling = defineEndpoint({
  method: 'GET',
  path: '/billing/stands/fair/:id',
  summary: 'Per exhibitor of the fair: booths, what is owed, invoiced, paid and left to invoice',
  tags,
  params: IdParamsSchema,
  response: z.array(S.FirmBillingSchema),
});
export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/billing_invoices',
  summary: "A fair's invoices and credit notes (organizers: all; a firm's people: their firm's)",
  tags,
  query: fairQuery.extend({ firm: z.coerce.number().int().positive({ error: 'invalid_value' }).optional() }),
  response: z.array(S.InvoiceSchema),
});
export const createInvoice = defineEndpoint({
  method: 'POST',
  path: '/billing_invoices',
  summary: "Issue an invoice for a firm's booths that no standing invoice covers yet",
  tags,
  body: S.InvoiceCreateSchema,
  response: S.InvoiceSchema,
  status: 201,
});
export const markInvoicePaid = defineEndpoint({
  method: 'PUT',
  path: '/billing_invoices/:id/paid',
  summary: 'Mark an issued invoice paid (by hand: no payment provider is wired)',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: S.InvoiceSchema,
});
export const creditInvoice = defineEndpoint({
  method: 'POST',
  path: '/billing_invoices/:id/credit',
  summary: 'Cancel an invoice with a credit note (numbered in the same sequence)',
  tags,
  params: IdParamsSchema,
  body: z.object({}).strict(),
  response: S.InvoiceSchema,
  status: 201,
});
export const getInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/billing_invoices/:id/pdf',
  summary: 'The invoice or credit note as a PDF, in its language (application/pdf)',
  tags,
  params: IdParamsSchema,
  response: z.string(),
});
export const exportInvoices = defineEndpoint({
  method: 'GET',
  path: '/billing_invoices/export',
  summary: "A fair's invoices as CSV (text/csv; cells that a spreadsheet would run are quoted)",
  tags,
  query: fairQuery,
  response: z.string(),
});
