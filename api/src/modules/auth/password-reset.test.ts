import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

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

const forgot = (email: string, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password/forgot',
    headers: { 'accept-language': lang },
    payload: { email },
  });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password/reset',
    payload: { token, password, confirmation },
  });
const tokenOf = (text: string) =>
  /https:\/\/salon\.example\/user\/password\/reset#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('password reset by e-mail', () => {
  it('mails a single-use link in the user’s language through SMTP, sets the new password and ends every session', async () => {
    const u = await buildUser(t.database.db, { firstName: 'Lukas', locale: 'nl' });
    const before = await loginAs(t.app, u.email, u.password);
    const res = await forgot(u.email.toUpperCase(), 'en');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'If an account exists for this address, an e-mail with a reset link has just been sent.',
    );

    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Uw Passerelle-wachtwoord herstellen');
    expect(mail.text).toContain('Hallo Lukas,');
    const token = tokenOf(mail.text);
    expect(token).toBeDefined();

    const changed = await reset(token!, 'Nouveau!mdp2026');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
    expect((await loginAs(t.app, u.email, 'Nouveau!mdp2026')).user.id).toBe(u.id);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(old.statusCode).toBe(401);
    // sessions opened before the reset are over
    expect((await before.inject({ method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: before.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    // the link works once
    const again = await reset(token!, 'Encore!mdp2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message_code).toBe('reset_token_invalid');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await buildUser(t.database.db);
    const a = await forgot('personne@test.example');
    const b = await forgot(known.email);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    await smtp.waitFor(known.email);
    expect(smtp.mails.some((m) => m.to.includes('personne@test.example'))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const u = await buildUser(t.database.db);
    await forgot(u.email);
    const token = tokenOf((await smtp.waitFor(u.email)).text)!;
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, u.id));
    const res = await reset(token, 'Valide#mdp2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().message_code).toBe('reset_token_invalid');
    expect((await loginAs(t.app, u.email, u.password)).user.id).toBe(u.id);
  });

  it('applies the §5 password rules with separate codes and writes nothing', async () => {
    const u = await buildUser(t.database.db);
    await forgot(u.email);
    const token = tokenOf((await smtp.waitFor(u.email)).text)!;
    const [before] = await t.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.id, u.id));
    const codes = async (password: string, confirmation = password) =>
      (await reset(token, password, confirmation))
        .json()
        .violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath}:${v.code}`);
    expect(await codes('Ab1!')).toEqual(['password:password_too_short']);
    expect(await codes('abcdefgh')).toEqual(['password:password_composition']);
    expect(await codes('Valide#mdp2026', 'Autre#mdp2026')).toEqual(['confirmation:password_mismatch']);
    expect(await codes('Azerty123!')).toEqual(['password:password_common']);
    const [after] = await t.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.id, u.id));
    expect(after?.h).toBe(before?.h);
    // the token is still usable after refused attempts
    const [open] = await t.database.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, u.id)));
    expect(Number(open?.n)).toBe(1);
    expect((await reset(token, 'Valide#mdp2026')).statusCode).toBe(200);
  });

  it('rejects a malformed address with 422 and throttles repeated requests for one address', async () => {
    expect((await forgot('pas-une-adresse')).json().violations[0]).toMatchObject({
      propertyPath: 'email',
      code: 'invalid_email',
    });
    const email = 'flood@test.example';
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(202);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('mail without SMTP_URL (embedded default)', () => {
  it('writes the message as .eml into DATA_DIR/outbox', async () => {
    const local = await buildTestApp();
    try {
      const u = await buildUser(local.database.db);
      await local.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        payload: { email: u.email },
      });
      const outbox = path.join(local.config.dataDir, 'outbox');
      await expect
        .poll(() =>
          fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0,
        )
        .toBe(1);
      const eml = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8');
      expect(eml).toContain(`To: ${u.email}`);
      expect(eml).toMatch(/user\/password\/reset#token=/);
    } finally {
      await local.close();
    }
  });
});

describe('tokens stay out of logs (checks #21, #42)', () => {
  it('mails the token in the fragment, and the request log shows paths without query strings', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const u = await buildUser(logged.database.db);
      await logged.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        payload: { email: u.email },
      });
      const outbox = path.join(logged.config.dataDir, 'outbox');
      await expect
        .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []))
        .toHaveLength(1);
      const eml = fs
        .readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = /\/user\/password\/reset#token=([A-Za-z0-9_-]+)/.exec(eml)?.[1];
      expect(token).toBeDefined();
      // A link mailed before the fragment, or a hand-made URL: the query never reaches the log.
      await logged.app.inject({ method: 'GET', url: `/user/password/reset?token=${token}` });
      await logged.app.inject({ method: 'GET', url: `/api/countries?token=${token}&name=fr` });
      const done = await logged.app.inject({
        method: 'POST',
        url: '/api/user/password/reset',
        payload: { token, password: 'Journal!2026', confirmation: 'Journal!2026' },
      });
      expect(done.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('"url":"/user/password/reset"');
      expect(log).toContain('"url":"/api/countries"');
      expect(log).not.toContain(token!);
      const urls = lines.flatMap((l) => {
        const url = (JSON.parse(l) as { req?: { url?: string } }).req?.url;
        return url ? [url] : [];
      });
      expect(urls.length).toBeGreaterThanOrEqual(4);
      expect(urls.filter((url) => url.includes('?'))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
