import type { LoginBody, LoginResponse } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/index.ts';
import { tooManyRequests, unauthorized } from '../../platform/errors/index.ts';
import type { UsersService } from '../users/index.ts';
import { createRefreshTokens } from './refresh-tokens.ts';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export const createAuthService = (deps: AppDeps, users: UsersService) => {
  const tokens = createRefreshTokens(deps.db, { graceMs: deps.config.refreshReuseGraceMs });
  const { loginPerIp, loginPerAccount } = deps.config.limits;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const accountKey = (email: string) => `login:acct:${email.trim().toLowerCase()}`;

  /** Throttle before any hashing: per address (higher ceiling) and per account. */
  const checkThrottle = async (email: string, ip: string) => {
    const [byIp, byAccount] = await Promise.all([
      deps.counters.get(ipKey(ip)),
      deps.counters.get(accountKey(email)),
    ]);
    const blocked = [
      byIp.count >= loginPerIp.max ? byIp.resetMs : 0,
      byAccount.count >= loginPerAccount.max ? byAccount.resetMs : 0,
    ];
    const wait = Math.max(...blocked);
    if (wait > 0) throw tooManyRequests(Math.max(1, Math.ceil(wait / 1000)));
  };
  const recordFailure = async (email: string, ip: string) => {
    await Promise.all([
      deps.counters.incr(ipKey(ip), loginPerIp.windowMs),
      deps.counters.incr(accountKey(email), loginPerAccount.windowMs),
    ]);
  };

  const issue = async (userId: number, meta: ClientMeta) => {
    const refresh = await tokens.startFamily(userId, meta);
    return { refresh, token: deps.jwt.signAccess(userId, refresh.familyId) };
  };

  /** Unknown e-mail and wrong password: same answer, same cost (dummy hash) — architecture §9.1. */
  const login = async (body: LoginBody, meta: ClientMeta) => {
    await checkThrottle(body.email, meta.ip);
    await deps.captcha.verify(body.captcha, 'login', meta.ip);
    const creds = await users.findCredentials(body.email);
    const ok = creds?.passwordHash
      ? await verifyPassword(creds.passwordHash, body.password)
      : (await burnPasswordCheck(body.password), false);
    if (!creds || !ok) {
      await recordFailure(body.email, meta.ip);
      deps.log.info({ event: 'login_failed', ip: meta.ip, userId: creds?.id ?? null }, 'login failed');
      throw unauthorized('invalid_credentials');
    }
    await deps.counters.reset(accountKey(body.email));
    const { refresh, token } = await issue(creds.id, meta);
    deps.log.info({ event: 'login_succeeded', ip: meta.ip, userId: creds.id }, 'login succeeded');
    const user = await users.getUserDetail(creds.id);
    return { response: { token, user } satisfies LoginResponse, refresh };
  };

  const refresh = async (refreshToken: string | undefined, meta: ClientMeta) => {
    if (!refreshToken) throw unauthorized('refresh_invalid');
    const result = await tokens.rotate(refreshToken, meta);
    if (!result.ok) {
      // Security event (check #15): who and which session, so the owner can be told.
      if (result.reason === 'replayed') {
        deps.log.warn(
          { event: 'refresh_reuse', ip: meta.ip, userId: result.userId, familyId: result.familyId },
          'refresh token reuse: family revoked',
        );
        await deps.bus.publish({
          name: 'session.ended',
          payload: { userId: result.userId, sessionId: result.familyId, keep: null },
        });
      }
      throw unauthorized('refresh_invalid');
    }
    if (result.grace)
      deps.log.info(
        { event: 'refresh_grace', ip: meta.ip, userId: result.userId, familyId: result.issued.familyId },
        'refresh token presented again within the grace: sibling issued',
      );
    const token = deps.jwt.signAccess(result.userId, result.issued.familyId);
    const user = await users.getUserDetail(result.userId);
    return { response: { token, user } satisfies LoginResponse, refresh: result.issued };
  };

  const logout = async (refreshToken: string | undefined, sessionId: string | undefined) => {
    const family = sessionId ?? (refreshToken ? await tokens.familyOf(refreshToken) : null);
    const userId = family ? await tokens.revokeFamily(family) : null;
    // The session's open realtime streams close (perf-security check 17).
    if (family && userId !== null)
      await deps.bus.publish({ name: 'session.ended', payload: { userId, sessionId: family, keep: null } });
  };

  return { login, refresh, logout };
};
export type AuthService = ReturnType<typeof createAuthService>;
