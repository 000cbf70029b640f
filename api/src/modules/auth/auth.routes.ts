import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import type { UsersService } from '../users/index.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import { translateCode } from '../../platform/i18n/messages.ts';
import type { IssuedRefresh } from './refresh-tokens.ts';

export const registerAuthRoutes = (
  app: FastifyInstance,
  deps: AppDeps,
  auth: AuthService,
  users: UsersService,
  reset: PasswordResetService,
) => {
  const secure = deps.config.secureCookies;
  const cookieName = secure ? '__Host-passerelle_refresh' : 'passerelle_refresh';
  const allowedOrigins = new Set([new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins]);

  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  /** Browsers always send Origin on POST; clients without it are non-browser and get the token in the body. */
  const isBrowser = (request: FastifyRequest) => typeof request.headers.origin === 'string';
  /** Cookie-authenticated calls refuse foreign origins (CSRF, check #32). */
  const assertSameOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const self = `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== self && !allowedOrigins.has(origin)) throw forbidden('cross_origin');
  };
  // The clearing Set-Cookie carries the same attributes as the setting one: a browser drops a
  // `__Host-` or `Secure` cookie only when told with them (check #19).
  const cookieAttributes = { httpOnly: true, secure, sameSite: 'strict', path: '/' } as const;
  const setCookie = (reply: FastifyReply, refresh: IssuedRefresh) =>
    reply.setCookie(cookieName, refresh.token, {
      ...cookieAttributes,
      maxAge: Math.max(1, Math.floor((refresh.expiresAt.getTime() - Date.now()) / 1000)),
    });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(cookieName, cookieAttributes);
  const bodyToken = (request: FastifyRequest, refresh: IssuedRefresh) =>
    isBrowser(request) ? {} : { refresh_token: refresh.token };

  const loginLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

  defineRoute(
    app,
    authApi.login,
    { auth: 'optional', bodyLimit: 4096, config: loginLimit },
    async ({ body, request, reply }) => {
      assertSameOrigin(request);
      const { response, refresh } = await auth.login(body, meta(request));
      setCookie(reply, refresh);
      return { ...response, ...bodyToken(request, refresh) };
    },
  );

  defineRoute(
    app,
    authApi.refreshToken,
    { auth: 'optional', bodyLimit: 4096, config: loginLimit },
    async ({ body, request, reply }) => {
      assertSameOrigin(request);
      const presented = body.refresh_token ?? request.cookies[cookieName];
      try {
        const { response, refresh } = await auth.refresh(presented, meta(request));
        setCookie(reply, refresh);
        return { ...response, ...bodyToken(request, refresh) };
      } catch (err) {
        clearCookie(reply);
        throw err;
      }
    },
  );

  defineRoute(
    app,
    authApi.logout,
    { auth: 'optional', bodyLimit: 4096 },
    async ({ body, request, reply }) => {
      assertSameOrigin(request);
      await auth.logout(body.refresh_token ?? request.cookies[cookieName], request.actor?.sessionId);
      clearCookie(reply);
      return null;
    },
  );

  defineRoute(app, authApi.userDetail, { auth: 'required' }, async ({ actor }) =>
    users.getUserDetail(actor.id),
  );

  defineRoute(app, authApi.captchaConfig, { auth: 'optional' }, async () => deps.captcha.publicConfig());

  defineRoute(app, authApi.altchaChallenge, { auth: 'optional' }, async () => {
    if (!deps.captcha.altchaChallenge) throw notFound();
    return deps.captcha.altchaChallenge();
  });

  defineRoute(
    app,
    authApi.passwordForgot,
    { auth: 'optional', bodyLimit: 4096, config: loginLimit },
    async ({ body, request, locale }) => {
      await reset.requestReset(body, meta(request));
      return { message: translateCode(locale, 'reset_mail_sent') };
    },
  );

  defineRoute(
    app,
    authApi.passwordReset,
    { auth: 'optional', bodyLimit: 4096, config: loginLimit },
    async ({ body, request, locale }) => {
      await reset.resetPassword(body, meta(request));
      return { message: translateCode(locale, 'password_changed') };
    },
  );
};
