import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { LEGAL_HTML_MAX, ROLES, type LegalPage, type Role } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairLegalPages } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = async (role: Role, input: Parameters<typeof buildUser>[1] = {}) => {
  const u = await buildUser(t.database.db, { role, ...input });
  return loginAs(t.app, u.email, u.password);
};
const rowsOf = async (fairId: number) =>
  t.database.db.select().from(fairLegalPages).where(eq(fairLegalPages.fairId, fairId));
const countRows = async () => Number((await t.database.db.select({ n: count() }).from(fairLegalPages))[0]?.n);
const codesOf = (res: { json: () => { violations: { propertyPath: string; code: string }[] } }) =>
  res.json().violations.map((v) => `${v.propertyPath}:${v.code}`);

describe('GET /api/fairs/{id}/legal/{kind} (anyone)', () => {
  it('serves the built-in text in the language asked for, the fair’s name filled in and escaped', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon <Santé> & Social', isPublicAccess: false });
    const res = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/privacy?locale=fr` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as LegalPage;
    expect(page).toMatchObject({
      fair: fair.id,
      kind: 'privacy',
      locale: 'fr',
      source: 'default',
      updatedAt: null,
    });
    expect(page.html).toContain('Salon &lt;Santé&gt; &amp; Social');
    // What is collected, why, how long, the rights, and where to exercise them.
    for (const heading of ['Ce que nous collectons', 'Pourquoi', 'Combien de temps', 'Cookies', 'Vos droits'])
      expect(page.html).toContain(heading);
    expect(page.html).toContain('Mes données personnelles');

    const en = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/notice?locale=en` });
    expect(en.json()).toMatchObject({ locale: 'en', source: 'default' });
    expect(en.json().html).toContain('<h2>Publisher</h2>');
  });

  it('without ?locale, answers in the request’s language (Accept-Language)', async () => {
    const fair = await buildFair(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fairs/${fair.id}/legal/accessibility`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.json()).toMatchObject({ locale: 'de', source: 'default' });
    expect(res.json().html).toContain('EN 301 549');
  });

  it('falls back to the fair’s main language, then to the default of the language asked for', async () => {
    const fair = await buildFair(t.database.db, { languageCodes: ['nl', 'fr'] });
    const org = await as(ROLES.ORGANIZER, { adminOf: [fair.id] });
    const put = await org.inject({
      method: 'PUT',
      url: `/api/fairs/${fair.id}/legal/notice/nl`,
      payload: { html: '<p>Uitgegeven door de Vlaamse dienst.</p>' },
    });
    expect(put.statusCode).toBe(200);
    // French is a language of the fair without its own wording: the main language's text.
    const fr = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/notice?locale=fr` });
    expect(fr.json()).toMatchObject({
      locale: 'nl',
      source: 'fair',
      html: '<p>Uitgegeven door de Vlaamse dienst.</p>',
    });
    // Another document has no wording at all: the built-in text of the language asked for.
    const privacy = await t.app.inject({
      method: 'GET',
      url: `/api/fairs/${fair.id}/legal/privacy?locale=es`,
    });
    expect(privacy.json()).toMatchObject({ locale: 'es', source: 'default' });
  });

  it('is 404 for a fair that does not exist, 400 for an unknown kind or locale', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/fairs/999999/legal/notice' })).statusCode).toBe(
      404,
    );
    const fair = await buildFair(t.database.db);
    const kind = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/cgu` });
    expect(kind.statusCode).toBe(400);
    expect(codesOf(kind)).toEqual(['kind:invalid_value']);
    const locale = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/notice?locale=it` });
    expect(codesOf(locale)).toEqual(['locale:invalid_value']);
  });
});

describe('PUT and DELETE /api/fairs/{id}/legal/{kind}/{locale} (the fair’s organizers)', () => {
  it('saves the organizer’s wording sanitised, lists it as such, and resets it to the default', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Soins' });
    const org = await as(ROLES.ORGANIZER, { adminOf: [fair.id] });
    const url = `/api/fairs/${fair.id}/legal/notice/en`;
    const put = await org.inject({
      method: 'PUT',
      url,
      payload: {
        html: '<h2 onclick="x()">Publisher</h2><p>Regional health agency<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      fair: fair.id,
      kind: 'notice',
      locale: 'en',
      source: 'fair',
      html: '<h2>Publisher</h2><p>Regional health agency</p>',
    });
    const [row] = await rowsOf(fair.id);
    expect(row).toMatchObject({
      kind: 'notice',
      locale: 'en',
      html: '<h2>Publisher</h2><p>Regional health agency</p>',
    });
    expect(row!.updatedBy).toBe(org.user.id);

    const read = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/notice?locale=en` });
    expect(read.json().html).not.toContain('script');
    expect(read.json().source).toBe('fair');

    const list = await org.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal` });
    expect(list.statusCode).toBe(200);
    const states = list.json() as {
      kind: string;
      locale: string;
      stored: string | null;
      defaultHtml: string;
    }[];
    // Three documents in each of the fair's two languages, main language first.
    expect(states.map((s) => `${s.kind}.${s.locale}`)).toEqual([
      'notice.fr',
      'notice.en',
      'privacy.fr',
      'privacy.en',
      'accessibility.fr',
      'accessibility.en',
    ]);
    expect(states[1]).toMatchObject({ stored: '<h2>Publisher</h2><p>Regional health agency</p>' });
    expect(states[0]).toMatchObject({ stored: null });
    expect(states[0]!.defaultHtml).toContain('Salon Soins');

    // A second save replaces the first (one row per document and language).
    await org.inject({ method: 'PUT', url, payload: { html: '<p>Second wording</p>' } });
    expect((await rowsOf(fair.id)).map((r) => r.html)).toEqual(['<p>Second wording</p>']);

    const reset = await org.inject({ method: 'DELETE', url });
    expect(reset.statusCode).toBe(204);
    expect(await rowsOf(fair.id)).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: `/api/fairs/${fair.id}/legal/notice?locale=en` });
    expect(after.json()).toMatchObject({ source: 'default', updatedAt: null });
    // Resetting what is already the default is harmless.
    expect((await org.inject({ method: 'DELETE', url })).statusCode).toBe(204);
  });

  it('lets a super admin and a super organizer edit any fair', async () => {
    const fair = await buildFair(t.database.db);
    for (const role of [ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER]) {
      const s = await as(role);
      const res = await s.inject({
        method: 'PUT',
        url: `/api/fairs/${fair.id}/legal/accessibility/fr`,
        payload: { html: `<p>Déclaration par ${role}</p>` },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await rowsOf(fair.id)).map((r) => r.html)).toEqual([
      '<p>Déclaration par ROLE_SUPER_ORGANIZER</p>',
    ]);
  });

  it('refuses exhibitors, visitors, a cluster admin and the organizer of another fair (403), anonymous (401)', async () => {
    const fair = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const refused = [
      await as(ROLES.EXHIBITOR, { fairIds: [fair.id], firmId: firm.id }),
      await as(ROLES.VISITOR, { fairIds: [fair.id] }),
      await as(ROLES.CLUSTER_ADMIN),
      await as(ROLES.ORGANIZER, { adminOf: [other.id] }),
    ];
    const base = `/api/fairs/${fair.id}/legal`;
    for (const s of refused) {
      const put = await s.inject({
        method: 'PUT',
        url: `${base}/notice/fr`,
        payload: { html: '<p>Pirate</p>' },
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().message_code).toBe('forbidden');
      expect((await s.inject({ method: 'DELETE', url: `${base}/notice/fr` })).statusCode).toBe(403);
      expect((await s.inject({ method: 'GET', url: base })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'PUT', url: `${base}/notice/fr`, payload: { html: '' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(fair.id)).toEqual([]);
    // A fair that does not exist is 404 even to a super admin.
    const admin = await as(ROLES.SUPER_ADMIN);
    const missing = await admin.inject({
      method: 'PUT',
      url: '/api/fairs/999999/legal/notice/fr',
      payload: { html: '<p>x</p>' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const fair = await buildFair(t.database.db, { languageCodes: ['fr', 'en'] });
    const org = await as(ROLES.ORGANIZER, { adminOf: [fair.id] });
    const url = `/api/fairs/${fair.id}/legal/privacy/fr`;
    await org.inject({ method: 'PUT', url, payload: { html: '<p>Texte en vigueur</p>' } });
    const before = await countRows();

    const cases: [unknown, string][] = [
      [{}, 'html:required'],
      [{ html: '   ' }, 'html:required'],
      [{ html: `<p>${'a'.repeat(LEGAL_HTML_MAX)}</p>` }, 'html:too_long'],
      [{ html: '<p>ok</p>', extra: 1 }, ':unknown_field'],
      // Nothing left once sanitised: a page of scripts is not a privacy notice.
      [{ html: '<script>alert(1)</script><p> </p>' }, 'html:required'],
      [{ html: '<p>&nbsp;</p><p><br></p>' }, 'html:required'],
    ];
    for (const [payload, code] of cases) {
      const res = await org.inject({ method: 'PUT', url, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(codesOf(res).map((c) => c.replace(/^[^:]*(?=:unknown_field)/, ''))).toEqual([code]);
    }
    // A language the fair does not offer.
    const de = await org.inject({
      method: 'PUT',
      url: `/api/fairs/${fair.id}/legal/privacy/de`,
      payload: { html: '<p>Datenschutz</p>' },
    });
    expect(de.statusCode).toBe(422);
    expect(codesOf(de)).toEqual(['locale:language_not_in_fair']);

    expect(await countRows()).toBe(before);
    expect((await rowsOf(fair.id)).map((r) => r.html)).toEqual(['<p>Texte en vigueur</p>']);
  });
});

describe('POST /api/fairs/{id}/copy', () => {
  it('gives the copy the source’s own legal wording, the defaults still applying elsewhere', async () => {
    const source = await buildFair(t.database.db);
    const admin = await as(ROLES.SUPER_ADMIN);
    await admin.inject({
      method: 'PUT',
      url: `/api/fairs/${source.id}/legal/privacy/en`,
      payload: { html: '<p>Our privacy wording</p>' },
    });
    const res = await admin.inject({
      method: 'POST',
      url: `/api/fairs/${source.id}/copy`,
      payload: { name: 'Salon copié', homepage: `copie-${source.id}` },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().id as number;
    const privacy = await t.app.inject({ method: 'GET', url: `/api/fairs/${copy}/legal/privacy?locale=en` });
    expect(privacy.json()).toMatchObject({ source: 'fair', html: '<p>Our privacy wording</p>' });
    const notice = await t.app.inject({ method: 'GET', url: `/api/fairs/${copy}/legal/notice?locale=en` });
    expect(notice.json()).toMatchObject({ source: 'default' });
    expect(notice.json().html).toContain('Salon copié');
    expect((await rowsOf(source.id)).length).toBe(1);
  });
});
