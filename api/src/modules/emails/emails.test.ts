import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EMAIL_TEMPLATE_CODES, LOCALES, ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { emails, fairEmails } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = async (role: (typeof ROLES)[keyof typeof ROLES], adminOf: number[] = []) => {
  const u = await buildUser(t.database.db, { role, adminOf });
  return loginAs(t.app, u.email, u.password);
};
const countEmails = async () => Number((await t.database.db.select({ n: count() }).from(emails))[0]?.n);
const countFairEmails = async () =>
  Number((await t.database.db.select({ n: count() }).from(fairEmails))[0]?.n);
const codesOf = (res: { json: () => { violations: { propertyPath: string; code: string }[] } }) =>
  res.json().violations.map((v) => `${v.propertyPath}:${v.code}`);

const wording = (subject: string, body = 'Bonjour {{firstName}},\n\n{{link}}') => ({ subject, body });

describe('GET /api/emails (the models)', () => {
  it('lists the four seeded models unpaged, worded as the built-in texts in five locales', async () => {
    const s = await as(ROLES.ORGANIZER);
    const res = await s.inject({ method: 'GET', url: '/api/emails?isModel=1&pagination=false' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { code: string; isModel: boolean; translations: Record<string, unknown> }[];
    expect(list.map((e) => e.code).sort()).toEqual([...EMAIL_TEMPLATE_CODES].sort());
    expect(list.every((e) => e.isModel)).toBe(true);
    const reset = list.find((e) => e.code === 'passwordReset')!;
    expect(Object.keys(reset.translations).sort()).toEqual([...LOCALES].sort());
    expect(reset.translations.fr).toEqual({
      subject: 'Réinitialisation de votre mot de passe Passerelle',
      body: expect.stringMatching(
        /^Bonjour \{\{firstName\}\},\n\n.+\n\n\{\{link\}\}\n\n.+\n\nL’équipe Passerelle$/s,
      ),
    });
  });

  it('pages, filters by code and reads one; a super organizer may read', async () => {
    const s = await as(ROLES.SUPER_ORGANIZER);
    const page = await s.inject({ method: 'GET', url: '/api/emails?page=1&itemsPerPage=2' });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-items']).toBe(String(await countEmails()));
    const one = await s.inject({ method: 'GET', url: '/api/emails?code=accountCreated' });
    expect(one.json()).toHaveLength(1);
    const id = one.json()[0].id;
    const got = await s.inject({ method: 'GET', url: `/api/emails/${id}` });
    expect(got.json()).toMatchObject({ id, code: 'accountCreated', isModel: true });
    const bad = await s.inject({ method: 'GET', url: '/api/emails?code=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'code', code: 'invalid_value' });
  });

  it('is forbidden to an exhibitor and 401 anonymous', async () => {
    const s = await as(ROLES.EXHIBITOR);
    expect((await s.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/emails' })).statusCode).toBe(401);
  });
});

describe('POST, PUT, DELETE /api/emails', () => {
  it('lets the super admin create, update partially and delete a template', async () => {
    const s = await as(ROLES.SUPER_ADMIN);
    const created = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: {
        code: 'registrationNotice',
        isModel: false,
        translations: { fr: wording('Avis {{email}}') },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'registrationNotice',
      isModel: false,
      translations: { fr: { subject: 'Avis {{email}}' } },
    });
    const id = created.json().id;
    const updated = await s.inject({
      method: 'PUT',
      url: `/api/emails/${id}`,
      payload: { translations: { fr: wording('Avis'), de: wording('Hinweis') } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 'registrationNotice',
      isModel: false,
      translations: { fr: { subject: 'Avis' }, de: { subject: 'Hinweis' } },
    });
    expect((await s.inject({ method: 'DELETE', url: `/api/emails/${id}` })).statusCode).toBe(204);
    expect((await s.inject({ method: 'GET', url: `/api/emails/${id}` })).statusCode).toBe(404);
  });

  it('keeps one model per code (409) and recreates a deleted one', async () => {
    const s = await as(ROLES.SUPER_ADMIN);
    const before = await countEmails();
    const dup = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: { code: 'passwordReset', translations: { fr: wording('Double') } },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message_code: 'email_template_exists',
      violations: [{ propertyPath: 'code', code: 'email_template_exists' }],
    });
    expect(await countEmails()).toBe(before);
    // once the model is gone (the built-in text applies), a new one may be made
    const [model] = await t.database.db.select().from(emails).where(eq(emails.code, 'passwordReset'));
    expect((await s.inject({ method: 'DELETE', url: `/api/emails/${model!.id}` })).statusCode).toBe(204);
    const again = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: { code: 'passwordReset', translations: model!.translations },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ isModel: true, translations: model!.translations });
  });

  it('is forbidden to an organizer (reader, not writer) and writes nothing', async () => {
    const s = await as(ROLES.ORGANIZER);
    const [model] = await t.database.db.select().from(emails).where(eq(emails.code, 'accountCreated'));
    const before = await countEmails();
    const post = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: { code: 'accountCreated', isModel: false, translations: { fr: wording('x') } },
    });
    expect(post.statusCode).toBe(403);
    const put = await s.inject({
      method: 'PUT',
      url: `/api/emails/${model!.id}`,
      payload: { translations: { fr: wording('Piraté') } },
    });
    expect(put.statusCode).toBe(403);
    expect((await s.inject({ method: 'DELETE', url: `/api/emails/${model!.id}` })).statusCode).toBe(403);
    expect(await countEmails()).toBe(before);
    const [after] = await t.database.db.select().from(emails).where(eq(emails.id, model!.id));
    expect(after!.translations).toEqual(model!.translations);
  });

  it('rejects an unknown code, a bad wording and an unknown placeholder with codes, and writes nothing', async () => {
    const s = await as(ROLES.SUPER_ADMIN);
    const before = await countEmails();
    const unknown = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: { code: 'newsletter', translations: { fr: wording('x') } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(codesOf(unknown)).toEqual(['code:invalid_value']);
    const bad = await s.inject({
      method: 'POST',
      url: '/api/emails',
      payload: {
        code: 'passwordReset',
        isModel: false,
        translations: { en: wording('x'), nl: { subject: 'y'.repeat(201), body: '' } },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(codesOf(bad)).toEqual(
      expect.arrayContaining([
        'translations.fr:required',
        'translations.nl.subject:too_long',
        'translations.nl.body:required',
      ]),
    );
    const placeholder = await s.inject({
      method: 'POST',
      url: '/api/emails',
      headers: { 'accept-language': 'en' },
      payload: {
        code: 'passwordReset',
        isModel: false,
        translations: { fr: wording('Pour {{fairName}}'), es: wording('Hola', 'Hola {{ first name }}') },
      },
    });
    expect(placeholder.statusCode).toBe(422);
    expect(codesOf(placeholder)).toEqual([
      'translations.fr.subject:unknown_placeholder',
      'translations.es.body:unknown_placeholder',
    ]);
    expect(placeholder.json().violations[0].message).toBe(
      'This text uses a placeholder this e-mail template does not offer.',
    );
    const [model] = await t.database.db.select().from(emails).where(eq(emails.code, 'passwordReset'));
    const put = await s.inject({ method: 'PUT', url: `/api/emails/${model!.id}`, payload: { code: 'nope' } });
    expect(codesOf(put)).toEqual(['code:invalid_value']);
    expect(await countEmails()).toBe(before);
  });
});

describe('/api/fair_emails (a fair’s own wording)', () => {
  it('lets the fair organizer create, list, read, update and delete its wording', async () => {
    const fair = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const s = await as(ROLES.ORGANIZER, [fair.id, other.id]);
    const created = await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: {
        fair: fair.id,
        code: 'registrationConfirmation',
        translations: { fr: wording('Bienvenue à {{fairName}}') },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      fair: fair.id,
      code: 'registrationConfirmation',
      isEnabled: true,
      translations: { fr: wording('Bienvenue à {{fairName}}') },
    });
    const id = created.json().id;
    await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: { fair: other.id, code: 'accountCreated', translations: { fr: wording('Autre') } },
    });

    const list = await s.inject({ method: 'GET', url: `/api/fair_emails?fair=${fair.id}` });
    expect(list.json().map((e: { id: number }) => e.id)).toEqual([id]);
    expect(list.headers['x-total-items']).toBe('1');
    const mine = await s.inject({ method: 'GET', url: '/api/fair_emails?pagination=false' });
    expect(
      mine
        .json()
        .map((e: { fair: number }) => e.fair)
        .sort(),
    ).toEqual([fair.id, other.id].sort());
    const byCode = await s.inject({ method: 'GET', url: '/api/fair_emails?code=accountCreated' });
    expect(byCode.json().map((e: { fair: number }) => e.fair)).toEqual([other.id]);
    expect((await s.inject({ method: 'GET', url: `/api/fair_emails/${id}` })).json()).toMatchObject({ id });

    const updated = await s.inject({
      method: 'PUT',
      url: `/api/fair_emails/${id}`,
      payload: { isEnabled: false },
    });
    expect(updated.json()).toMatchObject({
      isEnabled: false,
      translations: { fr: { subject: 'Bienvenue à {{fairName}}' } },
    });

    const dup = await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: { fair: fair.id, code: 'registrationConfirmation', translations: { fr: wording('Encore') } },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message_code).toBe('email_template_exists');

    expect((await s.inject({ method: 'DELETE', url: `/api/fair_emails/${id}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(fairEmails).where(eq(fairEmails.id, id))).toEqual([]);
  });

  it('refuses an organizer of another fair and a visitor (403), and changes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const owner = await as(ROLES.ORGANIZER, [fair.id]);
    const { id } = (
      await owner.inject({
        method: 'POST',
        url: '/api/fair_emails',
        payload: { fair: fair.id, code: 'accountCreated', translations: { fr: wording('Intact') } },
      })
    ).json();
    const stranger = await as(ROLES.ORGANIZER);
    const visitor = await as(ROLES.VISITOR);
    const before = await countFairEmails();
    for (const s of [stranger, visitor]) {
      expect((await s.inject({ method: 'GET', url: `/api/fair_emails/${id}` })).statusCode).toBe(403);
      expect((await s.inject({ method: 'GET', url: `/api/fair_emails?fair=${fair.id}` })).statusCode).toBe(
        403,
      );
      expect(
        (await s.inject({ method: 'PUT', url: `/api/fair_emails/${id}`, payload: { isEnabled: false } }))
          .statusCode,
      ).toBe(403);
      expect((await s.inject({ method: 'DELETE', url: `/api/fair_emails/${id}` })).statusCode).toBe(403);
      expect(
        (
          await s.inject({
            method: 'POST',
            url: '/api/fair_emails',
            payload: { fair: fair.id, code: 'passwordReset', translations: { fr: wording('x') } },
          })
        ).statusCode,
      ).toBe(403);
      expect((await s.inject({ method: 'GET', url: `/api/fair-emails?fairId=${fair.id}` })).statusCode).toBe(
        403,
      );
    }
    // an organizer without fairs lists nothing of others
    expect((await stranger.inject({ method: 'GET', url: '/api/fair_emails' })).json()).toEqual([]);
    expect(await countFairEmails()).toBe(before);
    const [row] = await t.database.db.select().from(fairEmails).where(eq(fairEmails.id, id));
    expect(row).toMatchObject({ isEnabled: true, translations: { fr: { subject: 'Intact' } } });
  });

  it('rejects an unknown code, an unknown fair and an unknown placeholder, and writes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const s = await as(ROLES.SUPER_ORGANIZER);
    const before = await countFairEmails();
    const post = (payload: Record<string, unknown>) =>
      s.inject({ method: 'POST', url: '/api/fair_emails', payload });
    expect(
      codesOf(await post({ fair: fair.id, code: 'newsletter', translations: { fr: wording('x') } })),
    ).toEqual(['code:invalid_value']);
    const noFair = await post({ fair: 999_999, code: 'accountCreated', translations: { fr: wording('x') } });
    expect(noFair.statusCode).toBe(422);
    expect(codesOf(noFair)).toEqual(['fair:invalid_value']);
    const placeholder = await post({
      fair: fair.id,
      code: 'passwordReset',
      translations: { fr: wording('x', 'Bonjour {{lastName}}') },
    });
    expect(placeholder.statusCode).toBe(422);
    expect(codesOf(placeholder)).toEqual(['translations.fr.body:unknown_placeholder']);
    const extra = await post({
      fair: fair.id,
      code: 'passwordReset',
      translations: { fr: wording('x') },
      id: 3,
    });
    expect(codesOf(extra)).toEqual(['id:unknown_field']);
    expect(await countFairEmails()).toBe(before);
    expect((await s.inject({ method: 'GET', url: '/api/fair_emails/999999' })).statusCode).toBe(404);
  });
});

describe('GET /api/fair-emails', () => {
  it('gives every template as it applies to the fair: fair wording, model, built-in — per locale', async () => {
    const fair = await buildFair(t.database.db);
    const s = await as(ROLES.ORGANIZER, [fair.id]);
    await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: {
        fair: fair.id,
        code: 'registrationConfirmation',
        translations: { fr: wording('Inscrit à {{fairName}}'), es: wording('Inscrito') },
      },
    });
    const disabled = await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: {
        fair: fair.id,
        code: 'accountCreated',
        isEnabled: false,
        translations: { fr: wording('Éteint') },
      },
    });
    const res = await s.inject({ method: 'GET', url: `/api/fair-emails?fairId=${fair.id}` });
    expect(res.statusCode).toBe(200);
    const byCode = Object.fromEntries(res.json().map((e: { code: string }) => [e.code, e]));
    expect(Object.keys(byCode)).toEqual([...EMAIL_TEMPLATE_CODES]);

    const confirmation = byCode.registrationConfirmation;
    expect(confirmation).toMatchObject({
      source: 'fair',
      fairEmailId: expect.any(Number),
      isEnabled: true,
      modelId: expect.any(Number),
      placeholders: ['firstName', 'lastName', 'fairName', 'status', 'link'],
      stored: { fr: wording('Inscrit à {{fairName}}'), es: wording('Inscrito') },
    });
    expect(confirmation.translations.fr.subject).toBe('Inscrit à {{fairName}}');
    expect(confirmation.translations.es.subject).toBe('Inscrito');
    // a locale the fair did not word comes from the model
    expect(confirmation.translations.en.subject).toBe('Your registration for {{fairName}}');
    expect(confirmation.fallback.fr.subject).toBe('Votre inscription à {{fairName}}');

    expect(byCode.accountCreated).toMatchObject({
      source: 'model',
      fairEmailId: disabled.json().id,
      isEnabled: false,
      stored: { fr: wording('Éteint') },
    });
    expect(byCode.accountCreated.translations.fr.subject).toBe('Votre compte Passerelle pour {{fairName}}');
    expect(byCode.passwordReset).toMatchObject({
      source: 'model',
      fairEmailId: null,
      isEnabled: true,
      stored: null,
    });
    for (const e of res.json()) expect(Object.keys(e.translations).sort()).toEqual([...LOCALES].sort());
  });

  it('without fairId gives the models over the built-in texts (organizers read, others 403)', async () => {
    const s = await as(ROLES.ORGANIZER);
    const res = await s.inject({ method: 'GET', url: '/api/fair-emails' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      code: 'passwordReset',
      fairEmailId: null,
      modelId: expect.any(Number),
    });
    expect(res.json()[0].fallback.nl.subject).toBe('Uw Passerelle-wachtwoord herstellen');
    expect(
      (await (await as(ROLES.VISITOR)).inject({ method: 'GET', url: '/api/fair-emails' })).statusCode,
    ).toBe(403);
  });

  it('is 404 for an unknown fair and 400 for a bad fair id', async () => {
    const s = await as(ROLES.SUPER_ADMIN);
    expect((await s.inject({ method: 'GET', url: '/api/fair-emails?fairId=999999' })).statusCode).toBe(404);
    const bad = await s.inject({ method: 'GET', url: '/api/fair-emails?fairId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'fairId', code: 'invalid_type' });
  });
});
