import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BillingConfiguration,
  BillingConfigurationUpdate,
  FirmBilling,
  Invoice,
  InvoiceCreate,
  Locale,
  StandPrice,
  StandPriceCreate,
  StandPriceUpdate,
} from '@passerelle/contract';
import { isLocale, BillingConfigurationCreateSchema, DEFAULT_LOCALE } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  billingConfigurations,
  billingInvoicedStands,
  billingInvoices,
  billingStandPrices,
  fairFirms,
  fairLanguages,
  fairs,
  firms,
  languages,
  standGroups,
  standTypes,
  standTypeVariations,
  stands,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { canManageBillingEntity, canRunFairBilling, canSeeInvoice } from './billing.policy.ts';
import { priceOf, taxesOf, type PriceRule } from './billing.pricing.ts';
import { invoicePdf } from './billing.pdf.ts';
import { toCsv } from '../../platform/http/index.ts';

type Row = typeof billingInvoices.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const configurationDto = (c: typeof billingConfigurations.$inferSelect): BillingConfiguration => ({
  id: c.id,
  fair: c.fairId,
  legalName: c.legalName,
  address: c.address,
  taxNumber: c.taxNumber,
  country: c.country,
  currency: c.currency,
  taxRates: c.taxRates,
  invoicePrefix: c.invoicePrefix,
  nextNumber: c.nextNumber,
});

const priceDto = (p: typeof billingStandPrices.$inferSelect): StandPrice => ({
  id: p.id,
  fair: p.fairId,
  standGroup: p.standGroupId,
  standType: p.standTypeId,
  standTypeVariation: p.standTypeVariationId,
  price: p.price,
  earlyBirdPrice: p.earlyBirdPrice,
  earlyBirdUntil: p.earlyBirdUntil?.toISOString() ?? null,
});

const invoiceDto = (r: Row): Invoice => ({
  id: r.id,
  fair: r.fairId,
  firm: { id: r.firmId, name: r.firmName },
  kind: r.kind,
  number: r.number,
  reference: r.reference,
  status: r.status,
  creditOf: r.creditOfId,
  creditedBy: r.creditedById,
  language: r.language,
  buyerCountry: r.buyerCountry,
  currency: r.currency,
  lines: r.lines,
  taxes: r.taxes,
  totalExclTax: r.totalExclTax,
  totalTax: r.totalTax,
  totalInclTax: r.totalInclTax,
  issuedAt: r.issuedAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
});

/** `PSQ-2026-000042`: the prefix and the number on six digits. */
const referenceOf = (prefix: string, number: number) => `${prefix}${String(number).padStart(6, '0')}`;

export const createBillingService = (deps: Pick<AppDeps, 'db'>) => {
  const { db } = deps;

  const configurationOfFair = async (q: Db | Tx, fairId: number, lock = false) => {
    const query = q.select().from(billingConfigurations).where(eq(billingConfigurations.fairId, fairId));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };

  const fairExists = async (fairId: number) =>
    (await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId))).length > 0;

  const rulesOf = async (q: Db | Tx, fairId: number): Promise<PriceRule[]> =>
    q.select().from(billingStandPrices).where(eq(billingStandPrices.fairId, fairId));

  /** The booths of one firm (or all firms) in the fair, with whether a standing invoice covers each. */
  const boothsOf = (q: Db | Tx, fairId: number, firmId?: number) =>
    q
      .select({
        id: stands.id,
        firmId: stands.firmId,
        name: stands.name,
        standGroupId: stands.standGroupId,
        standTypeId: stands.standTypeId,
        standTypeVariationId: stands.standTypeVariationId,
        createdAt: stands.createdAt,
        invoiceId: billingInvoicedStands.invoiceId,
      })
      .from(stands)
      .leftJoin(billingInvoicedStands, eq(billingInvoicedStands.standId, stands.id))
      .where(and(eq(stands.fairId, fairId), firmId === undefined ? undefined : eq(stands.firmId, firmId)))
      .orderBy(asc(stands.id));

  /** Checks that each named group, type and variation exists (422 on the field otherwise). */
  const checkCatalogue = async (body: StandPriceUpdate) => {
    const violations = [];
    for (const [field, table, value] of [
      ['standGroup', standGroups, body.standGroup],
      ['standType', standTypes, body.standType],
      ['standTypeVariation', standTypeVariations, body.standTypeVariation],
    ] as const) {
      if (value == null) continue;
      const found = await db.select({ id: table.id }).from(table).where(eq(table.id, value));
      if (!found.length) violations.push({ propertyPath: field, code: 'not_found' });
    }
    if (violations.length) throw unprocessable(violations);
  };

  /** The language an invoice is written in: the firm's stand admin's if the fair offers it, else the fair's main. */
  const languageFor = async (fairId: number, firmId: number): Promise<Locale> => {
    const offered = (
      await db
        .select({ code: languages.code })
        .from(fairLanguages)
        .innerJoin(languages, eq(languages.id, fairLanguages.languageId))
        .where(eq(fairLanguages.fairId, fairId))
        .orderBy(asc(fairLanguages.id))
    ).map((l) => l.code);
    const [admin] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(and(eq(users.firmId, firmId), eq(users.userType, 5)))
      .orderBy(asc(users.id))
      .limit(1);
    const choice = admin && offered.includes(admin.locale) ? admin.locale : offered[0];
    return isLocale(choice) ? choice : DEFAULT_LOCALE;
  };

  /**
   * The entity's next number for a document being written in `tx` (whose entity row is locked):
   * the counter moves on in the same transaction, so a rollback gives the number back.
   */
  const takeNumber = async (tx: Tx, entity: typeof billingConfigurations.$inferSelect) => {
    await tx
      .update(billingConfigurations)
      .set({ nextNumber: sql`${billingConfigurations.nextNumber} + 1` })
      .where(eq(billingConfigurations.id, entity.id));
    return {
      configurationId: entity.id,
      number: entity.nextNumber,
      reference: referenceOf(entity.invoicePrefix, entity.nextNumber),
    };
  };

  const loadInvoice = async (actor: Actor, id: number, q: Db | Tx = db) => {
    const [row] = await q.select().from(billingInvoices).where(eq(billingInvoices.id, id));
    if (!row || !canSeeInvoice(actor, row)) throw notFound();
    return row;
  };

  return {
    async listConfigurations(actor: Actor, fairId: number) {
      if (!canRunFairBilling(actor, fairId)) return [];
      const row = await configurationOfFair(db, fairId);
      return row ? [configurationDto(row)] : [];
    },

    async getConfiguration(actor: Actor, id: number) {
      const [row] = await db.select().from(billingConfigurations).where(eq(billingConfigurations.id, id));
      if (!row || !canRunFairBilling(actor, row.fairId)) throw notFound();
      return configurationDto(row);
    },

    async createConfiguration(actor: Actor, body: ReturnType<typeof BillingConfigurationCreateSchema.parse>) {
      if (!canManageBillingEntity(actor)) throw forbidden();
      if (!(await fairExists(body.fair))) throw unprocessable([{ propertyPath: 'fair', code: 'not_found' }]);
      try {
        const [row] = await db
          .insert(billingConfigurations)
          .values({
            fairId: body.fair,
            legalName: body.legalName,
            address: body.address,
            taxNumber: body.taxNumber || null,
            country: body.country,
            currency: body.currency,
            taxRates: body.taxRates,
            invoicePrefix: body.invoicePrefix,
          })
          .returning();
        return configurationDto(row!);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('billing_exists', [{ propertyPath: 'fair', code: 'billing_exists' }]);
        throw err;
      }
    },

    async updateConfiguration(actor: Actor, id: number, body: BillingConfigurationUpdate) {
      if (!canManageBillingEntity(actor)) {
        await this.getConfiguration(actor, id); // 404 for those who may not see it
        throw forbidden();
      }
      const values = Object.fromEntries(
        Object.entries({
          legalName: body.legalName,
          address: body.address,
          taxNumber: body.taxNumber === undefined ? undefined : body.taxNumber || null,
          country: body.country,
          currency: body.currency,
          taxRates: body.taxRates,
          invoicePrefix: body.invoicePrefix,
        }).filter(([, v]) => v !== undefined),
      );
      const [row] = Object.keys(values).length
        ? await db
            .update(billingConfigurations)
            .set(values)
            .where(eq(billingConfigurations.id, id))
            .returning()
        : await db.select().from(billingConfigurations).where(eq(billingConfigurations.id, id));
      if (!row) throw notFound();
      return configurationDto(row);
    },

    async listStandPrices(actor: Actor, fairId: number) {
      if (!canRunFairBilling(actor, fairId)) return [];
      const rows = await db
        .select()
        .from(billingStandPrices)
        .where(eq(billingStandPrices.fairId, fairId))
        .orderBy(asc(billingStandPrices.id));
      return rows.map(priceDto);
    },

    async createStandPrice(actor: Actor, body: StandPriceCreate) {
      if (!canRunFairBilling(actor, body.fair)) throw forbidden();
      await checkCatalogue(body);
      const [row] = await db
        .insert(billingStandPrices)
        .values({
          fairId: body.fair,
          standGroupId: body.standGroup ?? null,
          standTypeId: body.standType ?? null,
          standTypeVariationId: body.standTypeVariation ?? null,
          price: body.price,
          earlyBirdPrice: body.earlyBirdPrice ?? null,
          earlyBirdUntil: body.earlyBirdUntil ? new Date(body.earlyBirdUntil) : null,
        })
        .returning();
      return priceDto(row!);
    },

    async updateStandPrice(actor: Actor, id: number, body: StandPriceUpdate) {
      const [current] = await db.select().from(billingStandPrices).where(eq(billingStandPrices.id, id));
      if (!current || !canRunFairBilling(actor, current.fairId)) throw notFound();
      await checkCatalogue(body);
      const [row] = await db
        .update(billingStandPrices)
        .set({
          ...(body.standGroup !== undefined && { standGroupId: body.standGroup }),
          ...(body.standType !== undefined && { standTypeId: body.standType }),
          ...(body.standTypeVariation !== undefined && { standTypeVariationId: body.standTypeVariation }),
          ...(body.price !== undefined && { price: body.price }),
          ...(body.earlyBirdPrice !== undefined && { earlyBirdPrice: body.earlyBirdPrice }),
          ...(body.earlyBirdUntil !== undefined && {
            earlyBirdUntil: body.earlyBirdUntil ? new Date(body.earlyBirdUntil) : null,
          }),
        })
        .where(eq(billingStandPrices.id, id))
        .returning();
      return priceDto(row!);
    },

    async deleteStandPrice(actor: Actor, id: number) {
      const [current] = await db.select().from(billingStandPrices).where(eq(billingStandPrices.id, id));
      if (!current || !canRunFairBilling(actor, current.fairId)) throw notFound();
      await db.delete(billingStandPrices).where(eq(billingStandPrices.id, id));
    },

    /** Per exhibitor of the fair (linked, or holding a booth there): booths, owed, invoiced, paid. */
    async standsBilling(actor: Actor, fairId: number): Promise<FirmBilling[]> {
      if (!canRunFairBilling(actor, fairId) || !(await fairExists(fairId))) throw notFound();
      const [rules, booths, invoices, linked] = await Promise.all([
        rulesOf(db, fairId),
        boothsOf(db, fairId),
        db.select().from(billingInvoices).where(eq(billingInvoices.fairId, fairId)),
        db
          .select({ id: firms.id, name: firms.name })
          .from(fairFirms)
          .innerJoin(firms, eq(firms.id, fairFirms.firmId))
          .where(eq(fairFirms.fairId, fairId)),
      ]);
      const boothFirmIds = [...new Set(booths.map((b) => b.firmId))].filter(
        (id) => !linked.some((f) => f.id === id),
      );
      const others = boothFirmIds.length
        ? await db
            .select({ id: firms.id, name: firms.name })
            .from(firms)
            .where(inArray(firms.id, boothFirmIds))
        : [];
      return [...linked, ...others]
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
        .map((firm) => {
          const own = booths.filter((b) => b.firmId === firm.id);
          const prices = own.map((b) => ({ booth: b, price: priceOf(b, rules) }));
          const standing = invoices.filter(
            (i) => i.firmId === firm.id && i.kind === 'invoice' && i.status !== 'cancelled',
          );
          return {
            firm,
            booths: own.length,
            unpriced: prices.filter((p) => !p.price).length,
            owed: prices.reduce((s, p) => s + (p.price?.amount ?? 0), 0),
            invoiced: standing.reduce((s, i) => s + i.totalExclTax, 0),
            paid: standing.filter((i) => i.status === 'paid').reduce((s, i) => s + i.totalInclTax, 0),
            toInvoice: prices
              .filter((p) => p.price && p.booth.invoiceId === null)
              .reduce((s, p) => s + p.price!.amount, 0),
          };
        });
    },

    async listInvoices(actor: Actor, query: { fair: number; firm?: number }) {
      const organizer = canRunFairBilling(actor, query.fair);
      // A firm's stand admins see their firm's invoices only, whatever firm they ask for.
      const firmId = organizer ? query.firm : actor.firmId;
      if (!organizer && (firmId == null || !canSeeInvoice(actor, { fairId: query.fair, firmId }))) return [];
      if (!organizer && query.firm !== undefined && query.firm !== firmId) return [];
      const rows = await db
        .select()
        .from(billingInvoices)
        .where(
          and(
            eq(billingInvoices.fairId, query.fair),
            firmId == null ? undefined : eq(billingInvoices.firmId, firmId),
          ),
        )
        .orderBy(asc(billingInvoices.number));
      return rows.map(invoiceDto);
    },

    /**
     * Issues an invoice for the firm's priced booths that no standing invoice covers. The entity's
     * row is locked for the transaction: concurrent issues take consecutive numbers, and a failure
     * rolls the counter back with the invoice, so the sequence has no gaps.
     */
    async createInvoice(actor: Actor, body: InvoiceCreate) {
      if (!canRunFairBilling(actor, body.fair)) throw forbidden();
      const [firm] = await db
        .select({ id: firms.id, name: firms.name })
        .from(firms)
        .where(eq(firms.id, body.firm));
      if (!firm) throw unprocessable([{ propertyPath: 'firm', code: 'not_found' }]);
      const language = body.language ?? (await languageFor(body.fair, firm.id));
      const row = await db.transaction(async (tx) => {
        const entity = await configurationOfFair(tx, body.fair, true);
        if (!entity) throw unprocessable([], 'billing_not_configured');
        const [rules, booths, link] = await Promise.all([
          rulesOf(tx, body.fair),
          boothsOf(tx, body.fair, firm.id),
          tx
            .select({ id: fairFirms.id })
            .from(fairFirms)
            .where(and(eq(fairFirms.fairId, body.fair), eq(fairFirms.firmId, firm.id))),
        ]);
        if (!link.length && !booths.length)
          throw unprocessable([{ propertyPath: 'firm', code: 'firm_not_in_fair' }]);
        const lines = booths
          .filter((b) => b.invoiceId === null)
          .map((b) => ({ booth: b, price: priceOf(b, rules) }))
          .filter((p) => p.price !== null)
          .map((p) => ({
            stand: p.booth.id,
            label: `Stand ${p.booth.name}`,
            earlyBird: p.price!.earlyBird,
            amount: p.price!.amount,
          }));
        if (!lines.length) throw unprocessable([], 'nothing_to_invoice');
        const buyerCountry = body.buyerCountry ?? entity.country;
        const totalExclTax = lines.reduce((s, l) => s + l.amount, 0);
        const taxes = taxesOf(totalExclTax, buyerCountry, entity);
        const totalTax = taxes.reduce((s, t) => s + t.amount, 0);
        const numbered = await takeNumber(tx, entity);
        const [invoice] = await tx
          .insert(billingInvoices)
          .values({
            fairId: body.fair,
            firmId: firm.id,
            firmName: firm.name,
            kind: 'invoice',
            ...numbered,
            status: 'issued',
            language,
            buyerCountry,
            currency: entity.currency,
            seller: { legalName: entity.legalName, address: entity.address, taxNumber: entity.taxNumber },
            lines,
            taxes,
            totalExclTax,
            totalTax,
            totalInclTax: totalExclTax + totalTax,
          })
          .returning();
        await tx
          .insert(billingInvoicedStands)
          .values(lines.map((l) => ({ standId: l.stand, invoiceId: invoice!.id })));
        return invoice!;
      });
      return invoiceDto(row);
    },

    async markPaid(actor: Actor, id: number) {
      const row = await loadInvoice(actor, id);
      if (!canRunFairBilling(actor, row.fairId)) throw forbidden();
      if (row.kind !== 'invoice' || row.status !== 'issued') throw unprocessable([], 'invoice_not_payable');
      const [paid] = await db
        .update(billingInvoices)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, 'issued')))
        .returning();
      if (!paid) throw unprocessable([], 'invoice_not_payable');
      return invoiceDto(paid);
    },

    /** A credit note for the whole invoice, next in the entity's sequence; its booths can be invoiced again. */
    async creditInvoice(actor: Actor, id: number) {
      const original = await loadInvoice(actor, id);
      if (!canRunFairBilling(actor, original.fairId)) throw forbidden();
      const row = await db.transaction(async (tx) => {
        const entity = await configurationOfFair(tx, original.fairId, true);
        const [current] = await tx
          .select()
          .from(billingInvoices)
          .where(eq(billingInvoices.id, id))
          .for('update');
        if (
          !entity ||
          !current ||
          current.kind !== 'invoice' ||
          current.status === 'cancelled' ||
          current.creditedById
        )
          throw unprocessable([], 'invoice_not_creditable');
        const numbered = await takeNumber(tx, entity);
        const [note] = await tx
          .insert(billingInvoices)
          .values({
            fairId: current.fairId,
            firmId: current.firmId,
            firmName: current.firmName,
            kind: 'credit_note',
            ...numbered,
            status: 'issued',
            creditOfId: current.id,
            language: current.language,
            buyerCountry: current.buyerCountry,
            currency: current.currency,
            seller: current.seller,
            lines: current.lines.map((l) => ({ ...l, amount: -l.amount })),
            taxes: current.taxes.map((t) => ({ ...t, amount: -t.amount })),
            totalExclTax: -current.totalExclTax,
            totalTax: -current.totalTax,
            totalInclTax: -current.totalInclTax,
          })
          .returning();
        await tx
          .update(billingInvoices)
          .set({ status: 'cancelled', creditedById: note!.id })
          .where(eq(billingInvoices.id, current.id));
        await tx.delete(billingInvoicedStands).where(eq(billingInvoicedStands.invoiceId, current.id));
        return note!;
      });
      return invoiceDto(row);
    },

    async invoicePdf(actor: Actor, id: number) {
      const row = await loadInvoice(actor, id);
      const relatedId = row.creditOfId ?? row.creditedById;
      const [related] = relatedId
        ? await db
            .select({ reference: billingInvoices.reference })
            .from(billingInvoices)
            .where(eq(billingInvoices.id, relatedId))
        : [];
      return {
        name: `${row.reference}.pdf`,
        body: invoicePdf({
          ...invoiceDto(row),
          seller: row.seller,
          relatedReference: related?.reference ?? null,
        }),
      };
    },

    async exportCsv(actor: Actor, fairId: number) {
      if (!canRunFairBilling(actor, fairId)) throw notFound();
      const rows = await db
        .select()
        .from(billingInvoices)
        .where(eq(billingInvoices.fairId, fairId))
        .orderBy(asc(billingInvoices.number));
      const units = (cents: number) => cents / 100;
      return toCsv([
        [
          'reference',
          'kind',
          'status',
          'issued_at',
          'firm',
          'buyer_country',
          'currency',
          'total_excl_tax',
          'total_tax',
          'total_incl_tax',
          'paid_at',
          'credit_of',
        ],
        ...rows.map((r) => [
          r.reference,
          r.kind,
          r.status,
          r.issuedAt.toISOString(),
          r.firmName,
          r.buyerCountry,
          r.currency,
          units(r.totalExclTax),
          units(r.totalTax),
          units(r.totalInclTax),
          r.paidAt?.toISOString() ?? '',
          rows.find((o) => o.id === r.creditOfId)?.reference ?? '',
        ]),
      ]);
    },
  };
};
export type BillingService = ReturnType<typeof createBillingService>;
