import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { readPdfText } from '../../../test/pdf-text.ts';
import { billingConfigurations, billingInvoices, standGroups, stands } from '../../db/schema/index.ts';

type Inject = Awaited<ReturnType<typeof loginAs>>['inject'];
let t: TestApp;
let fair: Awaited<ReturnType<typeof buildFair>>;
let other: Awaited<ReturnType<typeof buildFair>>;
let firm: Awaited<ReturnType<typeof buildFirm>>;
let rival: Awaited<ReturnType<typeof buildFirm>>;
let groupId: number;
const as: Record<string, Inject> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fair = await buildFair(db, { name: 'Salon Soins Bruxelles', languageCodes: ['fr', 'nl', 'en'] });
  other = await buildFair(db, { name: 'Autre salon' });
  firm = await buildFirm(db, { name: 'Hôpital Saint-Luc', fairIds: [fair.id] });
  rival = await buildFirm(db, { name: '=HYPERLINK("http://evil.example","Cliquez")', fairIds: [fair.id] });
  const [group] = await db
    .select({ id: standGroups.id })
    .from(standGroups)
    .where(eq(standGroups.name, 'Groupe A'));
  groupId = group!.id;
  // Two booths of the firm: one booked early (early bird), one late; one booth of the rival.
  await db.insert(stands).values([
    {
      fairId: fair.id,
      firmId: firm.id,
      name: 'Saint-Luc Soins',
      standGroupId: groupId,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    },
    {
      fairId: fair.id,
      firmId: firm.id,
      name: 'Saint-Luc Social',
      createdAt: new Date('2026-06-10T10:00:00Z'),
    },
    { fairId: fair.id, firmId: rival.id, name: 'Rival', standGroupId: groupId },
  ]);
  const people: Record<string, Parameters<typeof buildUser>[1]> = {
    superadmin: { role: ROLES.SUPER_ADMIN },
    organizer: { role: ROLES.ORGANIZER, adminOf: [fair.id] },
    otherOrganizer: { role: ROLES.ORGANIZER, adminOf: [other.id] },
    standAdmin: {
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fair.id],
      locale: 'nl',
    },
    contact: {
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_CONTACT,
      fairIds: [fair.id],
    },
    rivalAdmin: {
      role: ROLES.EXHIBITOR,
      firmId: rival.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fair.id],
    },
    visitor: { role: ROLES.VISITOR, fairIds: [fair.id] },
  };
  for (const [name, input] of Object.entries(people)) {
    const user = await buildUser(db, input);
    as[name] = (await loginAs(t.app, user.email, user.password)).inject;
  }
});
afterAll(() => t.close());

const entity = {
  legalName: 'ASBL Salons Santé',
  address: 'Rue de la Loi 16\n1000 Bruxelles',
  taxNumber: 'BE0123456789',
  country: 'BE',
  currency: 'EUR',
  taxRates: [
    { country: 'BE', label: 'TVA', rate: 21 },
    { country: 'CA', label: 'TPS', rate: 5 },
    { country: 'CA', label: 'TVQ', rate: 9.975 },
  ],
  invoicePrefix: 'SSB-2026-',
};

describe('the invoicing entity (/billing_configurations)', () => {
  it('is created by the super admin only, read by the fair’s organizers, hidden from everyone else', async () => {
    const refused = await as.organizer!({
      method: 'POST',
      url: '/api/billing_configurations',
      payload: { ...entity, fair: fair.id },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await as.superadmin!({
      method: 'POST',
      url: '/api/billing_configurations',
      payload: {
        ...entity,
        fair: fair.id,
        currency: 'XXX',
        taxRates: [{ country: 'BE', label: 'TVA', rate: 121 }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual([
      ['currency', 'invalid_value'],
      ['taxRates.0.rate', 'too_big'],
    ]);
    expect(await t.database.db.select().from(billingConfigurations)).toEqual([]);

    const created = await as.superadmin!({
      method: 'POST',
      url: '/api/billing_configurations',
      payload: { ...entity, fair: fair.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fair: fair.id, nextNumber: 1, invoicePrefix: 'SSB-2026-' });
    const again = await as.superadmin!({
      method: 'POST',
      url: '/api/billing_configurations',
      payload: { ...entity, fair: fair.id },
    });
    expect([again.statusCode, again.json().message_code]).toEqual([409, 'billing_exists']);

    const list = async (who: string) =>
      (await as[who]!({ method: 'GET', url: `/api/billing_configurations?fair=${fair.id}` })).json();
    expect((await list('organizer'))[0]).toMatchObject({ legalName: 'ASBL Salons Santé' });
    for (const who of ['otherOrganizer', 'standAdmin', 'visitor']) expect(await list(who)).toEqual([]);
    const id = created.json().id;
    expect(
      (await as.otherOrganizer!({ method: 'GET', url: `/api/billing_configurations/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await as.organizer!({
          method: 'PUT',
          url: `/api/billing_configurations/${id}`,
          payload: { legalName: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as.standAdmin!({
          method: 'PUT',
          url: `/api/billing_configurations/${id}`,
          payload: { legalName: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('booth prices (/billing_stand_prices)', () => {
  it('are set by the fair’s organizers, with the most specific rule winning and an early-bird rate', async () => {
    for (const who of ['otherOrganizer', 'standAdmin', 'visitor'])
      expect(
        (
          await as[who]!({
            method: 'POST',
            url: '/api/billing_stand_prices',
            payload: { fair: fair.id, price: 1 },
          })
        ).statusCode,
      ).toBe(403);
    const unknown = await as.organizer!({
      method: 'POST',
      url: '/api/billing_stand_prices',
      payload: { fair: fair.id, standGroup: 999_999, price: 100 },
    });
    expect(unknown.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'standGroup', code: 'not_found' }),
    ]);
    const negative = await as.organizer!({
      method: 'POST',
      url: '/api/billing_stand_prices',
      payload: { fair: fair.id, price: -5 },
    });
    expect(negative.statusCode).toBe(422);

    const base = await as.organizer!({
      method: 'POST',
      url: '/api/billing_stand_prices',
      payload: { fair: fair.id, price: 150_000 },
    });
    expect(base.statusCode).toBe(201);
    const group = await as.organizer!({
      method: 'POST',
      url: '/api/billing_stand_prices',
      payload: {
        fair: fair.id,
        standGroup: groupId,
        price: 250_000,
        earlyBirdPrice: 200_000,
        earlyBirdUntil: '2026-03-01T00:00:00Z',
      },
    });
    expect(group.json()).toMatchObject({ standGroup: groupId, earlyBirdUntil: '2026-03-01T00:00:00.000Z' });
    expect(
      (await as.organizer!({ method: 'GET', url: `/api/billing_stand_prices?fair=${fair.id}` })).json(),
    ).toHaveLength(2);
    expect(
      (await as.visitor!({ method: 'GET', url: `/api/billing_stand_prices?fair=${fair.id}` })).json(),
    ).toEqual([]);

    // Saint-Luc: the group booth booked early 2 000,00 + the other at the base 1 500,00.
    const dashboard = (
      await as.organizer!({ method: 'GET', url: `/api/billing/stands/fair/${fair.id}` })
    ).json();
    expect(dashboard.find((r: { firm: { id: number } }) => r.firm.id === firm.id)).toEqual({
      firm: { id: firm.id, name: 'Hôpital Saint-Luc' },
      booths: 2,
      unpriced: 0,
      owed: 350_000,
      invoiced: 0,
      paid: 0,
      toInvoice: 350_000,
    });
    expect(
      (await as.standAdmin!({ method: 'GET', url: `/api/billing/stands/fair/${fair.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('invoices', () => {
  let invoiceId: number;

  it('issues a numbered invoice in the stand admin’s language with the buyer country’s taxes, once', async () => {
    const refused = await as.standAdmin!({
      method: 'POST',
      url: '/api/billing_invoices',
      payload: { fair: fair.id, firm: firm.id },
    });
    expect(refused.statusCode).toBe(403);
    const res = await as.organizer!({
      method: 'POST',
      url: '/api/billing_invoices',
      payload: { fair: fair.id, firm: firm.id },
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    invoiceId = invoice.id;
    expect(invoice).toMatchObject({
      number: 1,
      reference: 'SSB-2026-000001',
      kind: 'invoice',
      status: 'issued',
      language: 'nl',
      buyerCountry: 'BE',
      totalExclTax: 350_000,
      taxes: [{ label: 'TVA', rate: 21, amount: 73_500 }],
      totalInclTax: 423_500,
    });
    expect(invoice.lines.map((l: { label: string; earlyBird: boolean }) => [l.label, l.earlyBird])).toEqual([
      ['Stand Saint-Luc Soins', true],
      ['Stand Saint-Luc Social', false],
    ]);
    const twice = await as.organizer!({
      method: 'POST',
      url: '/api/billing_invoices',
      payload: { fair: fair.id, firm: firm.id },
    });
    expect([twice.statusCode, twice.json().message_code]).toEqual([422, 'nothing_to_invoice']);
    const quebec = await as.organizer!({
      method: 'POST',
      url: '/api/billing_invoices',
      payload: { fair: fair.id, firm: rival.id, buyerCountry: 'CA', language: 'fr' },
    });
    expect(quebec.json()).toMatchObject({
      number: 2,
      taxes: [
        { label: 'TPS', rate: 5, amount: 12_500 },
        { label: 'TVQ', rate: 9.975, amount: 24_938 },
      ],
      totalInclTax: 287_438,
    });
  });

  it('shows a firm’s stand admins their own invoices and PDF, in their language, and nobody else’s', async () => {
    const mine = (
      await as.standAdmin!({ method: 'GET', url: `/api/billing_invoices?fair=${fair.id}` })
    ).json();
    expect(mine.map((i: { reference: string }) => i.reference)).toEqual(['SSB-2026-000001']);
    expect(
      (
        await as.standAdmin!({ method: 'GET', url: `/api/billing_invoices?fair=${fair.id}&firm=${rival.id}` })
      ).json(),
    ).toEqual([]);
    for (const who of ['contact', 'visitor', 'otherOrganizer'])
      expect(
        (await as[who]!({ method: 'GET', url: `/api/billing_invoices?fair=${fair.id}` })).json(),
      ).toEqual([]);
    for (const who of ['rivalAdmin', 'contact', 'visitor', 'otherOrganizer'])
      expect(
        (await as[who]!({ method: 'GET', url: `/api/billing_invoices/${invoiceId}/pdf` })).statusCode,
      ).toBe(404);

    const pdf = await as.standAdmin!({ method: 'GET', url: `/api/billing_invoices/${invoiceId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('SSB-2026-000001.pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const [text] = await readPdfText(pdf.rawPayload);
    expect(text).toContain('Factuur SSB-2026-000001');
    expect(text).toContain('ASBL Salons Santé');
    expect(text).toContain('Gefactureerd aan');
    expect(text).toContain('Stand Saint-Luc Soins (vroegboekkorting)');
    expect(text).toContain('€ 4.235,00');
  });

  it('marks an invoice paid once, and cancels it with a credit note next in the sequence', async () => {
    expect(
      (await as.standAdmin!({ method: 'PUT', url: `/api/billing_invoices/${invoiceId}/paid`, payload: {} }))
        .statusCode,
    ).toBe(403);
    const paid = await as.organizer!({
      method: 'PUT',
      url: `/api/billing_invoices/${invoiceId}/paid`,
      payload: {},
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const again = await as.organizer!({
      method: 'PUT',
      url: `/api/billing_invoices/${invoiceId}/paid`,
      payload: {},
    });
    expect([again.statusCode, again.json().message_code]).toEqual([422, 'invoice_not_payable']);
    let row = (await as.organizer!({ method: 'GET', url: `/api/billing/stands/fair/${fair.id}` }))
      .json()
      .find((r: { firm: { id: number } }) => r.firm.id === firm.id);
    expect(row).toMatchObject({ invoiced: 350_000, paid: 423_500, toInvoice: 0 });

    const note = await as.organizer!({
      method: 'POST',
      url: `/api/billing_invoices/${invoiceId}/credit`,
      payload: {},
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      kind: 'credit_note',
      number: 3,
      creditOf: invoiceId,
      totalInclTax: -423_500,
    });
    const credited = await as.organizer!({
      method: 'POST',
      url: `/api/billing_invoices/${invoiceId}/credit`,
      payload: {},
    });
    expect([credited.statusCode, credited.json().message_code]).toEqual([422, 'invoice_not_creditable']);
    row = (await as.organizer!({ method: 'GET', url: `/api/billing/stands/fair/${fair.id}` }))
      .json()
      .find((r: { firm: { id: number } }) => r.firm.id === firm.id);
    expect(row).toMatchObject({ invoiced: 0, paid: 0, toInvoice: 350_000 });
    const [text] = await readPdfText(
      (await as.organizer!({ method: 'GET', url: `/api/billing_invoices/${note.json().id}/pdf` })).rawPayload,
    );
    expect(text).toContain('Creditnota SSB-2026-000003');
    expect(text).toContain('Annuleert factuur SSB-2026-000001');
    // The booths can be invoiced again, under the next number.
    const reissued = await as.organizer!({
      method: 'POST',
      url: '/api/billing_invoices',
      payload: { fair: fair.id, firm: firm.id },
    });
    expect(reissued.json().number).toBe(4);
  });

  it('exports the fair’s invoices as CSV that a spreadsheet shows and never runs', async () => {
    expect(
      (await as.standAdmin!({ method: 'GET', url: `/api/billing_invoices/export?fair=${fair.id}` }))
        .statusCode,
    ).toBe(404);
    const res = await as.organizer!({ method: 'GET', url: `/api/billing_invoices/export?fair=${fair.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`);
    expect(lines[3]).toMatch(
      /^"SSB-2026-000003","credit_note","issued",.*,-3500,-735,-4235,"","SSB-2026-000001"$/,
    );
  });
});

describe('numbering under concurrency', () => {
  it('gives 20 parallel issues 20 consecutive numbers, without a gap or a duplicate', async () => {
    const db = t.database.db;
    const busy = await buildFair(db, { name: 'Salon chargé' });
    const firms = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buildFirm(db, { name: `Employeur ${i}`, fairIds: [busy.id] })),
    );
    await db.insert(stands).values(firms.map((f) => ({ fairId: busy.id, firmId: f.id, name: f.name })));
    await as.superadmin!({
      method: 'POST',
      url: '/api/billing_configurations',
      payload: { ...entity, fair: busy.id, invoicePrefix: '' },
    });
    await as.superadmin!({
      method: 'POST',
      url: '/api/billing_stand_prices',
      payload: { fair: busy.id, price: 1000 },
    });
    const answers = await Promise.all(
      firms.map((f) =>
        as.superadmin!({
          method: 'POST',
          url: '/api/billing_invoices',
          payload: { fair: busy.id, firm: f.id },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(firms.map(() => 201));
    const numbers = (
      await db
        .select({ n: billingInvoices.number })
        .from(billingInvoices)
        .where(eq(billingInvoices.fairId, busy.id))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [cfg] = await db
      .select()
      .from(billingConfigurations)
      .where(eq(billingConfigurations.fairId, busy.id));
    expect(cfg!.nextNumber).toBe(21);
  });
});
