import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://salon.example',
    ACCOUNT_CHANGES_MAX_PER_USER: '4',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Session = Awaited<ReturnType<typeof loginAs>>;
let seq = 0;
const freshAddress = () => `nouvelle.${Date.now()}.${++seq}@test.example`;

const requestChange = (s: Session, payload: Record<string, unknown>, lang = 'fr') =>
  s.inject({
    method: 'PUT',
    url: '/api/users/update-email',
    headers: { 'accept-language': lang },
    payload,
  });
const confirm = (token: string, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/confirm-email',
    headers: { 'accept-language': lang },
    payload: { token },
  });
const changePassword = (s: Session, payload: Record<string, unknown>, lang = 'fr') =>
  s.inject({ method: 'PUT', url: '/api/users/password', headers: { 'accept-language': lang }, payload });
const refresh = (s: Session) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: s.refresh_token } });
const detail = (s: Session) => s.inject({ method: 'GET', url: '/api/user/detail' });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const violations = (res: { json: () => { violations: { propertyPath: string; code: string }[] } }) =>
  res.json().violations.map((v) => `${v.propertyPath}:${v.code}`);
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const tokenRows = async (userId: number) =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
    )[0]?.n,
  );
const linkIn = (text: string) =>
  /https:\/\/salon\.example\/user\/confirm-email#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('PUT /api/users/update-email (a confirmed change of the login e-mail)', () => {
  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update-email',
      payload: { email: freshAddress(), password: 'Test-pass1!' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong or missing current password on the password field, and changes and sends nothing', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const target = freshAddress();
    const wrong = await requestChange(s, { email: target, password: 'Pas-le-bon1!' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().violations).toEqual([
      { propertyPath: 'password', code: 'password_incorrect', message: 'The password is incorrect.' },
    ]);
    const missing = await requestChange(s, { email: target });
    expect(missing.statusCode).toBe(422);
    expect(violations(missing)).toEqual(['password:required']);
    expect((await row(u.id)).email).toBe(u.email);
    expect(await tokenRows(u.id)).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails.some((m) => m.to.includes(target) || m.to.includes(u.email))).toBe(false);
  });

  it('refuses the address already in use by the account', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const same = await requestChange(s, { email: u.email.toUpperCase(), password: u.password });
    expect(same.statusCode).toBe(422);
    expect(violations(same)).toEqual(['email:email_unchanged']);
  });

  it('mails a link to the new address and a notice to the old one; following it changes the login and ends the other sessions', async () => {
    const u = await buildUser(t.database.db, { firstName: 'Lukas', locale: 'nl' });
    const asking = await loginAs(t.app, u.email, u.password);
    const elsewhere = await loginAs(t.app, u.email, u.password);
    const target = freshAddress();

    const res = await requestChange(asking, { email: target.toUpperCase(), password: u.password }, 'en');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      `A confirmation link has just been sent to ${target}. Your login address changes once you follow it (it is valid for 24 hours).`,
    );
    // Nothing changes until the link is followed.
    expect((await row(u.id)).email).toBe(u.email);
    expect((await login(target, u.password)).statusCode).toBe(401);

    // The link, in the user's language, to the new address; its token only in the fragment.
    const mail = await smtp.waitFor(target);
    expect(mail.subject).toBe('Bevestig uw nieuwe Passerelle-inlogadres');
    expect(mail.text).toContain('Hallo Lukas,');
    expect(mail.text).toContain(target);
    expect(mail.text).not.toMatch(/confirm-email\?/);
    const token = linkIn(mail.text);
    expect(token).toBeDefined();
    // The notice to the address in force names the new one and leads to a password change.
    const notice = await smtp.waitFor(u.email);
    expect(notice.subject).toBe('Wijziging van uw Passerelle-inlogadres aangevraagd');
    expect(notice.text).toContain(target);
    expect(notice.text).toContain('https://salon.example/user/password/forgot');
    expect(linkIn(notice.text)).toBeUndefined();
    // Stored hashed.
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, u.id));
    expect(stored).toMatchObject({ purpose: 'email_change', newEmail: target, usedAt: null });
    expect(stored!.tokenHash).not.toContain(token!);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const confirmed = await confirm(token!, 'en');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      email: target,
      message: `Your login address is now ${target}. Your other sessions have been signed out.`,
    });
    expect((await row(u.id)).email).toBe(target);
    expect((await login(target, u.password)).statusCode).toBe(200);
    const old = await login(u.email, u.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().message_code).toBe('invalid_credentials');

    // The other session is over, access and refresh; the one that asked goes on.
    expect((await detail(elsewhere)).statusCode).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    const mine = await detail(asking);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe(target);
    expect((await refresh(asking)).statusCode).toBe(200);

    // The link works once.
    const again = await confirm(token!, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message_code: 'email_change_token_invalid',
      message:
        'This confirmation link is no longer valid: it has already been used or has expired. Make the request again from your profile.',
    });

    // The personal-data export lists the request, never the token.
    const exported = await asking.inject({ method: 'GET', url: `/api/users/${u.id}/export` });
    expect(exported.json().emailChangeRequests).toEqual([
      expect.objectContaining({ newEmail: target, used: true }),
    ]);
    expect(exported.json().passwordResetRequests).toEqual([]);
    expect(exported.body).not.toContain(stored!.tokenHash);
  });

  it('answers 409 email_exists when the address was taken before the link is followed, and keeps the e-mail', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const target = freshAddress();
    expect((await requestChange(s, { email: target, password: u.password })).statusCode).toBe(202);
    const token = linkIn((await smtp.waitFor(target)).text)!;
    await buildUser(t.database.db, { email: target });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('email_exists');
    expect((await row(u.id)).email).toBe(u.email);
    expect((await detail(s)).statusCode).toBe(200);
  });

  it('refuses an expired link, a garbled one, and a link superseded by a newer request', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const first = freshAddress();
    await requestChange(s, { email: first, password: u.password });
    const firstToken = linkIn((await smtp.waitFor(first)).text)!;
    const second = freshAddress();
    await requestChange(s, { email: second, password: u.password });
    const secondToken = linkIn((await smtp.waitFor(second)).text)!;
    expect((await confirm(firstToken)).json().message_code).toBe('email_change_token_invalid');

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, u.id));
    const expired = await confirm(secondToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'Ce lien de confirmation n’est plus valide : il a déjà servi ou il a expiré. Refaites la demande depuis votre profil.',
    );
    const garbled = await confirm('court');
    expect(garbled.statusCode).toBe(422);
    expect(violations(garbled)).toEqual(['token:email_change_token_invalid']);
    expect((await row(u.id)).email).toBe(u.email);
  });

  it('never lets an e-mail link set a password, nor a password link change the e-mail', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const target = freshAddress();
    await requestChange(s, { email: target, password: u.password });
    const token = linkIn((await smtp.waitFor(target)).text)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { token, password: 'Pirate#2026x', confirmation: 'Pirate#2026x' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message_code).toBe('reset_token_invalid');
    expect((await confirm(token)).statusCode).toBe(200);

    const v = await buildUser(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email: v.email } });
    const resetToken = /\/user\/password\/reset#token=([A-Za-z0-9_-]+)/.exec(
      (await smtp.waitFor(v.email)).text,
    )?.[1];
    expect(resetToken).toBeDefined();
    expect((await confirm(resetToken!)).json().message_code).toBe('email_change_token_invalid');
    expect((await row(v.id)).email).toBe(v.email);
  });

  it('throttles attempts per user, even with the right password', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    for (let i = 0; i < 4; i++)
      expect((await requestChange(s, { email: freshAddress(), password: 'Faux-mdp1!' })).statusCode).toBe(
        422,
      );
    const limited = await requestChange(s, { email: freshAddress(), password: u.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter guards the password change.
    const pw = await changePassword(s, { currentPassword: u.password, newPassword: 'Nouveau#2026x' });
    expect(pw.statusCode).toBe(429);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/password', () => {
  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: { currentPassword: 'Test-pass1!', newPassword: 'Nouveau#2026x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const other = await loginAs(t.app, u.email, u.password);
    const before = (await row(u.id)).passwordHash;
    const res = await changePassword(s, { currentPassword: 'Pas-le-bon1!', newPassword: 'Nouveau#2026x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      {
        propertyPath: 'currentPassword',
        code: 'password_incorrect',
        message: 'Le mot de passe est incorrect.',
      },
    ]);
    expect((await row(u.id)).passwordHash).toBe(before);
    expect((await login(u.email, 'Nouveau#2026x')).statusCode).toBe(401);
    expect((await detail(other)).statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('applies the §5 rules and the common-password list, with separate codes, and changes nothing', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const before = (await row(u.id)).passwordHash;
    const codes = async (newPassword: string, currentPassword = u.password) =>
      violations(await changePassword(s, { currentPassword, newPassword }));
    expect(await codes('Ab1!')).toEqual(['newPassword:password_too_short']);
    expect(await codes('abcdefgh')).toEqual(['newPassword:password_composition']);
    expect(await codes('Azerty123!')).toEqual(['newPassword:password_common']);
    expect(await codes('Azerty123!', 'Faux-mdp1!')).toEqual([
      'currentPassword:password_incorrect',
      'newPassword:password_common',
    ]);
    expect((await row(u.id)).passwordHash).toBe(before);
  });

  it('refuses a huge body before any hashing (413)', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const res = await changePassword(s, {
      currentPassword: 'x'.repeat(1_000_000),
      newPassword: 'Nouveau#2026x',
    });
    expect(res.statusCode).toBe(413);
  });

  it('sets the new password, ends the other sessions and pending links, and keeps the current session', async () => {
    const u = await buildUser(t.database.db);
    const s = await loginAs(t.app, u.email, u.password);
    const other = await loginAs(t.app, u.email, u.password);
    // A pending e-mail change asked before must not survive the new password.
    const target = freshAddress();
    await requestChange(other, { email: target, password: u.password });
    const token = linkIn((await smtp.waitFor(target)).text)!;

    const res = await changePassword(s, { currentPassword: u.password, newPassword: 'Nouveau#2026x' }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your password has been changed. Your other sessions have been signed out.',
    );
    expect((await row(u.id)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'Nouveau#2026x')).statusCode).toBe(200);
    expect((await detail(other)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await detail(s)).statusCode).toBe(200);
    expect((await refresh(s)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await row(u.id)).email).toBe(u.email);
  });
});

describe('OpenAPI', () => {
  it('documents the three calls, the two changes behind a bearer token', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(paths['/api/users/update-email'].put.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/users/password'].put.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/users/confirm-email'].post.requestBody).toBeDefined();
  });
});
