import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Invoice, TaxRate } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { standGroups, standTypes, standTypeVariations } from './stand-catalogue.ts';
import { stands } from './stands.ts';

/** §3 Billing configuration: the invoicing entity of one fair and its invoice counter. */
export const billingConfigurations = pgTable(
  'billing_configurations',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    taxNumber: text('tax_number'),
    country: text('country').notNull(),
    currency: text('currency').$type<Invoice['currency']>().notNull(),
    taxRates: jsonb('tax_rates').$type<TaxRate[]>().notNull().default([]),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    /**
     * The next number to give. Issuing takes it and adds one in the transaction that writes the
     * invoice (the row lock orders concurrent issues; a rollback gives the number back): no gaps.
     */
    nextNumber: integer('next_number').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('billing_configurations_fair_uq').on(t.fairId)],
);

/** A booth price rule of a fair (group, type and variation optional; the most specific match wins). */
export const billingStandPrices = pgTable(
  'billing_stand_prices',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    standGroupId: integer('stand_group_id').references(() => standGroups.id, { onDelete: 'cascade' }),
    standTypeId: integer('stand_type_id').references(() => standTypes.id, { onDelete: 'cascade' }),
    standTypeVariationId: integer('stand_type_variation_id').references(() => standTypeVariations.id, {
      onDelete: 'cascade',
    }),
    price: integer('price').notNull(),
    earlyBirdPrice: integer('early_bird_price'),
    earlyBirdUntil: timestamp('early_bird_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_stand_prices_fair_idx').on(t.fairId)],
);

/**
 * Invoices and credit notes. What was printed is kept as written (lines, taxes, entity, totals):
 * changing a price or the entity afterwards never changes an issued document.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => billingConfigurations.id, { onDelete: 'restrict' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'restrict' }),
    /** The firm's name as printed. */
    firmName: text('firm_name').notNull(),
    kind: text('kind').$type<Invoice['kind']>().notNull(),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<Invoice['status']>().notNull(),
    creditOfId: integer('credit_of_id'),
    creditedById: integer('credited_by_id'),
    language: text('language').$type<Invoice['language']>().notNull(),
    buyerCountry: text('buyer_country').notNull(),
    currency: text('currency').$type<Invoice['currency']>().notNull(),
    /** The entity as printed (legal name, address, tax number). */
    seller: jsonb('seller')
      .$type<{ legalName: string; address: string; taxNumber: string | null }>()
      .notNull(),
    lines: jsonb('lines').$type<Invoice['lines']>().notNull(),
    taxes: jsonb('taxes').$type<Invoice['taxes']>().notNull(),
    totalExclTax: integer('total_excl_tax').notNull(),
    totalTax: integer('total_tax').notNull(),
    totalInclTax: integer('total_incl_tax').notNull(),
    issuedAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The gap-free sequence's guard: a number is given once per entity.
    uniqueIndex('billing_invoices_number_uq').on(t.configurationId, t.number),
    index('billing_invoices_fair_firm_idx').on(t.fairId, t.firmId),
  ],
);

/** Which booths a standing invoice covers (a credited invoice's rows are removed). */
export const billingInvoicedStands = pgTable(
  'billing_invoiced_stands',
  {
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
  },
  // A booth is on one standing invoice at a time: two concurrent issues cannot both bill it.
  (t) => [uniqueIndex('billing_invoiced_stands_stand_uq').on(t.standId)],
);
