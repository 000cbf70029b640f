import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { emails, fairEmails } from '../../db/schema/index.ts';
import { createMailTemplates } from './index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://salon.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const params = {
  firstName: 'Amina',
  lastName: 'Diallo',
  fairName: 'Soins 2026',
  status: 'validé',
  link: 'https://x.example/a?b=1&c=2',
};

describe('rendering with fallback: fair wording → model → built-in, per locale', () => {
  it('takes each locale from the first layer that words it', async () => {
    const render = createMailTemplates(t.database.db).render;
    const fair = await buildFair(t.database.db);
    const code = 'registrationConfirmation';
    // the seeded model: built-in wording
    const builtin = await render(code, { fairId: fair.id, locale: 'de', params });
    expect(builtin.subject).toBe('Ihre Anmeldung zu Soins 2026');

    // the model words fr and nl only: de falls back to the built-in text
    const [model] = await t.database.db.select().from(emails).where(eq(emails.code, code));
    await t.database.db
      .update(emails)
      .set({
        translations: {
          fr: { subject: 'Modèle : {{fairName}}', body: 'Modèle {{firstName}}' },
          nl: { subject: 'Model', body: 'Model' },
        },
      })
      .where(eq(emails.id, model!.id));
    // the fair words fr only
    await t.database.db.insert(fairEmails).values({
      fairId: fair.id,
      code,
      translations: { fr: { subject: 'Salon : {{fairName}}', body: 'Bienvenue {{firstName}} {{lastName}}' } },
    });
    const subject = async (locale: 'fr' | 'nl' | 'de', fairId: number | null = fair.id) =>
      (await render(code, { fairId, locale, params })).subject;
    expect(await subject('fr')).toBe('Salon : Soins 2026');
    expect(await subject('nl')).toBe('Model');
    expect(await subject('de')).toBe('Ihre Anmeldung zu Soins 2026');
    // another fair, or no fair, gets the model
    expect(await subject('fr', (await buildFair(t.database.db)).id)).toBe('Modèle : Soins 2026');
    expect(await subject('fr', null)).toBe('Modèle : Soins 2026');

    // a disabled fair wording is skipped
    await t.database.db.update(fairEmails).set({ isEnabled: false }).where(eq(fairEmails.fairId, fair.id));
    expect(await subject('fr')).toBe('Modèle : Soins 2026');

    // no model at all: the built-in text
    await t.database.db.delete(emails).where(eq(emails.id, model!.id));
    expect(await subject('fr')).toBe('Votre inscription à Soins 2026');
    await t.database.db.insert(emails).values({ code, isModel: true, translations: model!.translations });
  });

  it('builds text and escaped HTML: paragraphs, line breaks, the link where {{link}} stands', async () => {
    const render = createMailTemplates(t.database.db).render;
    const fair = await buildFair(t.database.db);
    await t.database.db.insert(fairEmails).values({
      fairId: fair.id,
      code: 'accountCreated',
      translations: {
        fr: {
          subject: 'Compte\n{{fairName}}',
          body: 'Bonjour {{firstName}},\nbienvenue.\n\nVotre lien : {{link}}\n\nAide : https://aide.example/faq.',
        },
      },
    });
    const m = await render('accountCreated', {
      fairId: fair.id,
      locale: 'fr',
      params: { ...params, firstName: '<b>Léa</b>', fairName: 'A & B' },
    });
    expect(m.subject).toBe('Compte A & B');
    expect(m.text).toBe(
      'Bonjour <b>Léa</b>,\nbienvenue.\n\nVotre lien : https://x.example/a?b=1&c=2\n\nAide : https://aide.example/faq.',
    );
    expect(m.html).toBe(
      [
        '<p>Bonjour &lt;b&gt;Léa&lt;/b&gt;,<br>\nbienvenue.</p>',
        '<p>Votre lien : <a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a></p>',
        '<p>Aide : <a href="https://aide.example/faq">https://aide.example/faq</a>.</p>',
      ].join('\n'),
    );
    // a body that does not place the link still carries it, last
    await t.database.db
      .update(fairEmails)
      .set({ translations: { fr: { subject: 'S', body: 'Sans lien' } } })
      .where(eq(fairEmails.fairId, fair.id));
    const noLink = await render('accountCreated', { fairId: fair.id, locale: 'fr', params });
    expect(noLink.text).toBe('Sans lien\n\nhttps://x.example/a?b=1&c=2');
    // a value is never a link, even when it looks like one
    const value = await render('accountCreated', {
      fairId: fair.id,
      locale: 'fr',
      params: { ...params, link: 'javascript:alert(1)' },
    });
    expect(value.html).not.toContain('<a ');
  });
});

describe('a real mail with a fair’s own wording', () => {
  it('sends the organizer’s invitation through SMTP with the fair’s subject and body', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon du Soin' });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const s = await loginAs(t.app, org.email, org.password);
    const custom = await s.inject({
      method: 'POST',
      url: '/api/fair_emails',
      payload: {
        fair: fair.id,
        code: 'accountCreated',
        translations: {
          fr: {
            subject: 'Bienvenue au {{fairName}} !',
            body: 'Chère, cher {{firstName}},\n\nL’équipe du salon vous attend.\nVotre accès : {{link}}\n\nÀ bientôt.',
          },
        },
      },
    });
    expect(custom.statusCode).toBe(201);
    const email = `invite.${fair.id}@test.example`;
    const res = await s.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, firstName: 'Noé', lastName: 'Martin', userType: 4, fair: fair.id, locale: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Bienvenue au Salon du Soin !');
    expect(mail.text).toContain('Chère, cher Noé,');
    expect(mail.text).toContain('L’équipe du salon vous attend.');
    expect(mail.text).toMatch(/Votre accès : https:\/\/salon\.example\/user\/password\/reset#token=[\w-]+/);
    expect(mail.text).toContain('<p>Chère, cher Noé,</p>');

    // a password reset concerns no fair: the model's wording
    const [model] = await t.database.db.select().from(emails).where(eq(emails.code, 'passwordReset'));
    await t.database.db
      .update(emails)
      .set({
        translations: {
          ...model!.translations,
          en: { subject: 'Your new password', body: 'Hi {{firstName}}' },
        },
      })
      .where(eq(emails.id, model!.id));
    const u = await buildUser(t.database.db, { firstName: 'Jo', locale: 'en' });
    await t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email: u.email } });
    const reset = await smtp.waitFor(u.email);
    expect(reset.subject).toBe('Your new password');
    expect(reset.text).toMatch(/Hi Jo\s+https:\/\/salon\.example\/user\/password\/reset#token=/);
  });
});
