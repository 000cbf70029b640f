import { z } from 'zod';
import { LOCALES } from '../locales.ts';

/**
 * Billing (issue 14): an invoicing entity per fair, booth prices, and invoices numbered without
 * gaps per entity. Amounts are integers in cents of the entity's currency, never floats.
 */

const fk = z.number().int().positive();
const text = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });
const cents = z.number().int({ error: 'invalid_type' }).min(0, { error: 'too_small' }).max(100_000_000);

/** Currencies an entity may invoice in (the fairs' countries and the source countries). */
export const BILLING_CURRENCIES = ['EUR', 'CAD', 'USD', 'CHF', 'GBP', 'MAD', 'XOF', 'TND'] as const;
export const BillingCurrencySchema = z.enum(BILLING_CURRENCIES, { error: 'invalid_value' });
export type BillingCurrency = z.infer<typeof BillingCurrencySchema>;

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_value' });

/**
 * One tax applied to buyers of a country: Belgium "TVA 21 %", France "TVA 20 %", Québec two
 * taxes ("TPS 5 %" and "TVQ 9,975 %"). A rate has at most three decimals.
 */
export const TaxRateSchema = z.object({
  country: CountryCodeSchema,
  label: text(40),
  rate: z
    .number({ error: 'invalid_type' })
    .min(0, { error: 'too_small' })
    .max(100, { error: 'too_big' })
    .refine((r) => Math.round(r * 1000) === r * 1000, { error: 'invalid_value' }),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

export const BillingConfigurationSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  legalName: z.string(),
  address: z.string(),
  taxNumber: z.string().nullable(),
  /** The entity's own country: its taxes apply to buyers whose country has none listed. */
  country: z.string(),
  currency: BillingCurrencySchema,
  taxRates: z.array(TaxRateSchema),
  /** Put before the number on every invoice and credit note (e.g. `PSQ-2026-`). */
  invoicePrefix: z.string(),
  /** The number the next invoice or credit note will take. */
  nextNumber: z.number().int(),
});
export type BillingConfiguration = z.infer<typeof BillingConfigurationSchema>;

export const BillingConfigurationCreateSchema = z
  .object({
    fair: fk,
    legalName: text(200),
    address: text(500),
    taxNumber: z.string().trim().max(40, { error: 'too_long' }).nullable().optional(),
    country: CountryCodeSchema,
    currency: BillingCurrencySchema,
    taxRates: z.array(TaxRateSchema).max(40, { error: 'too_big' }).default([]),
    invoicePrefix: z
      .string()
      .trim()
      .max(20, { error: 'too_long' })
      .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_value' })
      .default(''),
  })
  .strict();
export type BillingConfigurationCreate = z.input<typeof BillingConfigurationCreateSchema>;
/** The fair is fixed once the entity exists (its invoices are numbered in it). */
export const BillingConfigurationUpdateSchema = BillingConfigurationCreateSchema.omit({ fair: true })
  .partial()
  .strict();
export type BillingConfigurationUpdate = z.input<typeof BillingConfigurationUpdateSchema>;

/**
 * The price of a booth: the rule whose group, type and variation all match the booth and that names
 * the most of them wins (a rule without any is the fair's default price). Early bird: the booth was
 * booked (created) before `earlyBirdUntil`.
 */
export const StandPriceSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  standGroup: z.number().int().nullable(),
  standType: z.number().int().nullable(),
  standTypeVariation: z.number().int().nullable(),
  price: z.number().int(),
  earlyBirdPrice: z.number().int().nullable(),
  earlyBirdUntil: z.iso.datetime().nullable(),
});
export type StandPrice = z.infer<typeof StandPriceSchema>;

export const StandPriceCreateSchema = z
  .object({
    fair: fk,
    standGroup: fk.nullable().optional(),
    standType: fk.nullable().optional(),
    standTypeVariation: fk.nullable().optional(),
    price: cents,
    earlyBirdPrice: cents.nullable().optional(),
    earlyBirdUntil: z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().optional(),
  })
  .strict();
export type StandPriceCreate = z.input<typeof StandPriceCreateSchema>;
export const StandPriceUpdateSchema = StandPriceCreateSchema.omit({ fair: true }).partial().strict();
export type StandPriceUpdate = z.input<typeof StandPriceUpdateSchema>;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const INVOICE_STATUSES = ['issued', 'paid', 'cancelled'] as const;

export const InvoiceLineSchema = z.object({
  /** The booth billed (null once the booth is deleted: the invoice keeps its text). */
  stand: z.number().int().nullable(),
  label: z.string(),
  earlyBird: z.boolean(),
  /** Negative on a credit note. */
  amount: z.number().int(),
});
export const InvoiceTaxSchema = z.object({ label: z.string(), rate: z.number(), amount: z.number().int() });

export const InvoiceSchema = z.object({
  id: z.number().int(),
  fair: z.number().int(),
  firm: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(INVOICE_KINDS),
  /** Gap-free per entity, shared by invoices and credit notes. */
  number: z.number().int(),
  /** The prefix and the number, as printed (`PSQ-2026-000042`). */
  reference: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The invoice a credit note cancels; the credit note that cancelled an invoice. */
  creditOf: z.number().int().nullable(),
  creditedBy: z.number().int().nullable(),
  language: z.enum(LOCALES),
  buyerCountry: z.string(),
  currency: BillingCurrencySchema,
  lines: z.array(InvoiceLineSchema),
  taxes: z.array(InvoiceTaxSchema),
  totalExclTax: z.number().int(),
  totalTax: z.number().int(),
  totalInclTax: z.number().int(),
  issuedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Issue an invoice for the firm's booths in the fair that no standing invoice covers yet. */
export const InvoiceCreateSchema = z
  .object({
    fair: fk,
    firm: fk,
    /** Defaults to the language of the firm's stand admin, else the fair's main language. */
    language: z.enum(LOCALES, { error: 'invalid_value' }).optional(),
    /** Whose taxes apply; defaults to the entity's country. */
    buyerCountry: CountryCodeSchema.optional(),
  })
  .strict();
export type InvoiceCreate = z.input<typeof InvoiceCreateSchema>;

/** One exhibitor's line of the booths' dashboard (`/billing/stands/fair`), in cents. */
export const FirmBillingSchema = z.object({
  firm: z.object({ id: z.number().int(), name: z.string() }),
  booths: z.number().int(),
  /** Booths without a price rule: they cannot be invoiced until one matches. */
  unpriced: z.number().int(),
  /** Excluding tax: the booths held now, at their price. */
  owed: z.number().int(),
  /** Excluding tax: what standing invoices cover (credited ones left out). */
  invoiced: z.number().int(),
  /** Including tax: what paid invoices total. */
  paid: z.number().int(),
  /** Excluding tax: what is left to invoice. */
  toInvoice: z.number().int(),
});
export type FirmBilling = z.infer<typeof FirmBillingSchema>;
