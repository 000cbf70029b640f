import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingConfigurations, billingStandPrices, standGroups } from '../db/schema/index.ts';

/**
 * The demo fairs' invoicing entities and booth prices (issue 14): Québec invoices in Canadian
 * dollars with GST and QST, Belgium in euros with Belgian VAT (and French VAT for French buyers).
 * No invoice is issued: the journeys and a visitor of the demo issue them.
 */
export const seedDemoBilling = async (
  db: Db,
  { quebecId, belgiumId }: { quebecId: number; belgiumId: number },
) => {
  await db.insert(billingConfigurations).values([
    {
      fairId: quebecId,
      legalName: 'Salon Recrutement Santé Québec inc.',
      address: '1000, rue Sherbrooke Ouest\nMontréal (Québec) H3A 3G4\nCanada',
      taxNumber: '123456789 RT0001',
      country: 'CA',
      currency: 'CAD',
      taxRates: [
        { country: 'CA', label: 'TPS', rate: 5 },
        { country: 'CA', label: 'TVQ', rate: 9.975 },
      ],
      invoicePrefix: 'SRSQ-2026-',
    },
    {
      fairId: belgiumId,
      legalName: 'ASBL Soins & Social Belgique',
      address: 'Rue de la Loi 16\n1000 Bruxelles\nBelgique',
      taxNumber: 'BE0123.456.789',
      country: 'BE',
      currency: 'EUR',
      taxRates: [
        { country: 'BE', label: 'TVA', rate: 21 },
        { country: 'FR', label: 'TVA', rate: 20 },
      ],
      invoicePrefix: 'SSB-2026-',
    },
  ]);
  const [group] = await db
    .select({ id: standGroups.id })
    .from(standGroups)
    .where(eq(standGroups.name, 'Groupe A'));
  await db.insert(billingStandPrices).values([
    { fairId: quebecId, price: 120_000 },
    {
      fairId: quebecId,
      standGroupId: group?.id ?? null,
      price: 150_000,
      earlyBirdPrice: 125_000,
      earlyBirdUntil: new Date('2026-09-30T23:59:59Z'),
    },
    { fairId: belgiumId, price: 90_000 },
  ]);
};
