import { eq, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_TTL_S,
  isLocale,
  type Locale,
  type PasswordForgotBody,
  type PasswordResetBody,
} from '@passerelle/contract';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { hashPassword, isCommonPassword } from '../../platform/auth/index.ts';
import { badRequest, tooManyRequests, unprocessable } from '../../platform/errors/index.ts';
import type { TemplateName } from '../../platform/mail/index.ts';
import { accountTokens } from './account-tokens.ts';
import type { ClientMeta } from './auth.service.ts';
import { revokeSessions } from './refresh-tokens.ts';
import { setPasswordHash } from '../users/index.ts';

// Architecture §9.6: password reset 5 per 30 min per e-mail; a higher ceiling per address.
const PER_EMAIL = { max: 5, windowMs: 30 * 60_000 };
const PER_IP = { max: 20, windowMs: 30 * 60_000 };
const INVITATION_TTL_S = 7 * 24 * 3600;

/** The e-mail module's renderer: the fair's wording, else the model, else the built-in text. */
export type RenderMail = (
  code: TemplateName,
  opts: { fairId: number | null; locale: Locale; params: Record<string, string> },
) => Promise<{ subject: string; text: string; html: string }>;

export const createPasswordResetService = (deps: AppDeps, renderMail: RenderMail) => {
  const { db } = deps;

  const throttle = async (key: string, limit: { max: number; windowMs: number }) => {
    const c = await deps.counters.incr(key, limit.windowMs);
    if (c.count > limit.max) throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
  };

  /** Mails a single-use set-password link: after a reset request, or to a newly created account. */
  const mailLink = async (
    user: { id: number; email: string; firstName: string; locale: string },
    meta: ClientMeta,
    opts: {
      template: TemplateName;
      ttlS: number;
      fairId: number | null;
      params?: Record<string, string>;
    } = { template: 'passwordReset', ttlS: PASSWORD_RESET_TTL_S, fairId: null },
  ) => {
    const token = await accountTokens.issue(db, {
      userId: user.id,
      purpose: 'password',
      ttlS: opts.ttlS,
      ip: meta.ip,
    });
    const locale: Locale = isLocale(user.locale) ? user.locale : 'fr';
    // In the fragment: a browser never sends it, so no access log, proxy or Referer sees the token.
    const link = `${deps.config.publicUrl}/user/password/reset#token=${token}`;
    await deps.mailer.send({
      to: user.email,
      ...(await renderMail(opts.template, {
        fairId: opts.fairId,
        locale,
        params: { ...opts.params, firstName: user.firstName, link },
      })),
    });
  };

  /**
   * Always the same answer, and the same time: the token and the mail are made after the reply
   * is decided, so neither the body nor the latency tells whether the address has an account.
   */
  const requestReset = async (body: PasswordForgotBody, meta: ClientMeta) => {
    await throttle(`reset:ip:${meta.ip}`, PER_IP);
    await throttle(`reset:email:${body.email}`, PER_EMAIL);
    await deps.captcha.verify(body.captcha, 'forgot_password', meta.ip);
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        hash: users.passwordHash,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email))
      .limit(1);
    if (user?.hash)
      void mailLink(user, meta).catch((err: unknown) =>
        deps.log.error({ err, userId: user.id }, 'password reset mail failed'),
      );
    deps.log.info(
      { event: 'password_reset_requested', ip: meta.ip, userId: user?.id ?? null },
      'password reset requested',
    );
  };

  /** Sets the new password, spends the token and ends every session of the account. */
  const resetPassword = async (body: PasswordResetBody, meta: ClientMeta) => {
    await throttle(`reset:ip:${meta.ip}`, PER_IP);
    if (isCommonPassword(body.password))
      throw unprocessable([{ propertyPath: 'password', code: 'password_common' }]);
    const now = new Date();
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      const spent = await accountTokens.spend(tx, body.token, 'password', now);
      if (!spent) return null;
      await setPasswordHash(tx, spent.userId, passwordHash);
      await accountTokens.spendAll(tx, spent.userId, now);
      await revokeSessions(tx, spent.userId, null, now);
      return spent.userId;
    });
    if (userId === null) throw badRequest('reset_token_invalid');
    await deps.bus.publish({ name: 'session.ended', payload: { userId, sessionId: null, keep: null } });
    deps.log.info({ event: 'password_reset', ip: meta.ip, userId }, 'password reset');
  };

  /** Invitation of an account created by an organizer: the link is valid seven days. */
  const sendAccountCreatedLink = (
    user: { id: number; email: string; firstName: string; locale: string },
    fair: { id: number; name: string },
    meta: ClientMeta,
  ) =>
    mailLink(user, meta, {
      template: 'accountCreated',
      ttlS: INVITATION_TTL_S,
      fairId: fair.id,
      params: { fairName: fair.name },
    });

  /**
   * Counts `count` invitations more for this sender in the window, or refuses them all with 429
   * (Retry-After: when the window ends) and counts none. Called where the accounts are created,
   * inside their transaction, so a refusal writes nothing and a failed creation is not counted.
   */
  const reserveInvitations = async (senderId: number, count: number) => {
    const { max, windowMs } = deps.config.limits.invitationsPerSender;
    if (count <= 0) return;
    const key = `invite:sender:${senderId}`;
    const c = await deps.counters.incr(key, windowMs, count);
    if (c.count <= max) return;
    await deps.counters.incr(key, windowMs, -count);
    deps.log.info(
      { event: 'invitations_limited', userId: senderId, count },
      'invitations per sender limited',
    );
    throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
  };

  return { requestReset, resetPassword, sendAccountCreatedLink, reserveInvitations };
};
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
