import { and, eq, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_S, isLocale, type Locale } from '@passerelle/contract';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../platform/auth/index.ts';
import {
  badRequest,
  conflict,
  serviceUnavailable,
  tooManyRequests,
  unprocessable,
  type ViolationInput,
} from '../../platform/errors/index.ts';
import { accountTokens } from './account-tokens.ts';
import type { ClientMeta } from './auth.service.ts';
import type { RenderMail } from './password-reset.service.ts';
import { revokeSessions } from './refresh-tokens.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { setLoginEmail, setPasswordHash } from '../users/index.ts';

const emailTaken = () => conflict('email_exists', [{ propertyPath: 'email', code: 'email_exists' }]);

/**
 * What a signed-in user changes about their own credentials (ASVS 6.2.2, 6.2.3, 7.5.1): each
 * change needs the current password, checked by the same argon2 verify as login, and ends the
 * account's other sessions. A new login e-mail applies only once the link mailed to it is followed.
 */
export const createAccountChangesService = (deps: AppDeps, renderMail: RenderMail) => {
  const { db } = deps;
  const limit = deps.config.limits.accountChangesPerUser;

  /** Per user and before any hashing: a stolen session cannot try passwords at speed. */
  const throttle = async (userId: number) => {
    const c = await deps.counters.incr(`account-change:user:${userId}`, limit.windowMs);
    if (c.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
  };

  const loadAccount = async (userId: number) => {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row!;
  };

  /** The violation of a wrong current password, on the field that carried it (none when right). */
  const checkPassword = async (
    account: { id: number; passwordHash: string | null },
    password: string,
    field: string,
    meta: ClientMeta,
  ): Promise<ViolationInput[]> => {
    const ok = account.passwordHash
      ? await verifyPassword(account.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (ok) return [];
    deps.log.info(
      { event: 'reauthentication_failed', ip: meta.ip, userId: account.id },
      'wrong current password',
    );
    return [{ propertyPath: field, code: 'password_incorrect' }];
  };

  /** PUT /users/password: the new password is set, pending links die, other sessions end. */
  const changePassword = async ({
    actor,
    currentPassword,
    newPassword,
    meta,
  }: {
    actor: Actor;
    currentPassword: string;
    newPassword: string;
    meta: ClientMeta;
  }) => {
    await throttle(actor.id);
    const account = await loadAccount(actor.id);
    const violations = [
      ...(await checkPassword(account, currentPassword, 'currentPassword', meta)),
      ...(isCommonPassword(newPassword) ? [{ propertyPath: 'newPassword', code: 'password_common' }] : []),
    ];
    if (violations.length) throw unprocessable(violations);
    const passwordHash = await hashPassword(newPassword);
    const now = new Date();
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, actor.id, passwordHash);
      await accountTokens.spendAll(tx, actor.id, now);
      await revokeSessions(tx, actor.id, actor.sessionId, now);
    });
    await deps.bus.publish({
      name: 'session.ended',
      payload: { userId: actor.id, sessionId: null, keep: actor.sessionId },
    });
    deps.log.info({ event: 'password_changed', ip: meta.ip, userId: actor.id }, 'password changed');
  };

  /**
   * PUT /users/update-email: after the password, a single-use link to the new address and a
   * notice to the current one. Whether the new address already has an account is not told here
   * (architecture §9.1: only registration says so); following the link does.
   */
  const requestEmailChange = async ({
    actor,
    email,
    password,
    meta,
  }: {
    actor: Actor;
    email: string;
    password: string;
    meta: ClientMeta;
  }) => {
    await throttle(actor.id);
    const account = await loadAccount(actor.id);
    const violations = await checkPassword(account, password, 'password', meta);
    if (violations.length) throw unprocessable(violations);
    if (email === account.email.toLowerCase())
      throw unprocessable([{ propertyPath: 'email', code: 'email_unchanged' }]);

    const token = await db.transaction(async (tx) => {
      // Only the latest request stands.
      await accountTokens.spendAll(tx, actor.id, new Date(), 'email_change');
      return accountTokens.issue(tx, {
        userId: actor.id,
        purpose: 'email_change',
        ttlS: EMAIL_CHANGE_TTL_S,
        ip: meta.ip,
        newEmail: email,
        sessionId: actor.sessionId,
      });
    });
    const locale: Locale = isLocale(account.locale) ? account.locale : 'fr';
    const render = (code: 'emailChangeConfirmation' | 'emailChangeNotice', link: string) =>
      renderMail(code, { fairId: null, locale, params: { firstName: account.firstName, email, link } });
    // In the fragment: the token never reaches a server log or a Referer.
    const confirmLink = `${deps.config.publicUrl}/user/confirm-email#token=${token}`;
    const [confirmation, notice] = await Promise.all([
      render('emailChangeConfirmation', confirmLink),
      render('emailChangeNotice', `${deps.config.publicUrl}/user/password/forgot`),
    ]);
    const [sent] = await Promise.all([
      deps.mailer.send({ to: email, ...confirmation }),
      deps.mailer.send({ to: account.email, ...notice }),
    ]);
    if (!sent.delivered) {
      // No link reached the new address: the request is void, the user tries again later.
      await accountTokens.spendAll(db, actor.id, new Date(), 'email_change');
      throw serviceUnavailable();
    }
    deps.log.info(
      { event: 'email_change_requested', ip: meta.ip, userId: actor.id },
      'login e-mail change requested',
    );
  };

  /**
   * POST /users/confirm-email: the link's token applies the new login e-mail once, ends every
   * session but the one that asked, and spends the account's other pending links.
   */
  const confirmEmailChange = async ({ token, meta }: { token: string; meta: ClientMeta }) => {
    const now = new Date();
    const done = await db
      .transaction(async (tx) => {
        const spent = await accountTokens.spend(tx, token, 'email_change', now);
        if (!spent?.newEmail) return null;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, spent.newEmail), ne(users.id, spent.userId)))
          .limit(1);
        // Thrown inside: the transaction rolls back and the link stays usable.
        if (taken) throw emailTaken();
        await setLoginEmail(tx, spent.userId, spent.newEmail);
        await accountTokens.spendAll(tx, spent.userId, now);
        await revokeSessions(tx, spent.userId, spent.sessionId, now);
        return { userId: spent.userId, email: spent.newEmail, keep: spent.sessionId };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      });
    if (!done) throw badRequest('email_change_token_invalid');
    await deps.bus.publish({
      name: 'session.ended',
      payload: { userId: done.userId, sessionId: null, keep: done.keep ?? null },
    });
    deps.log.info({ event: 'email_changed', ip: meta.ip, userId: done.userId }, 'login e-mail changed');
    return { userId: done.userId, email: done.email };
  };

  return { changePassword, requestEmailChange, confirmEmailChange };
};
export type AccountChangesService = ReturnType<typeof createAccountChangesService>;
