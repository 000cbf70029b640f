import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usersApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import { translateCode } from '../../platform/i18n/messages.ts';
import type { AccountChangesService } from './account-changes.service.ts';

/**
 * The signed-in user's own credentials (paths of the users contract, credentials kept in this
 * module). Small bodies: a huge password is refused (413) before any hashing.
 */
export const registerAccountChangesRoutes = (app: FastifyInstance, changes: AccountChangesService) => {
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  defineRoute(
    app,
    usersApi.updateEmail,
    { auth: 'required', bodyLimit: 4096 },
    async ({ actor, body, request, locale }) => {
      await changes.requestEmailChange({ actor, ...body, meta: meta(request) });
      return { message: translateCode(locale, 'email_change_sent', { email: body.email }) };
    },
  );

  // Anonymous callers too: the link may be opened on a device where the user is not signed in.
  defineRoute(
    app,
    usersApi.confirmEmail,
    { auth: 'optional', bodyLimit: 4096, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async ({ body, request, locale }) => {
      const { email } = await changes.confirmEmailChange({ token: body.token, meta: meta(request) });
      return { message: translateCode(locale, 'email_changed', { email }), email };
    },
  );

  defineRoute(
    app,
    usersApi.changePassword,
    { auth: 'required', bodyLimit: 4096 },
    async ({ actor, body, request, locale }) => {
      await changes.changePassword({ actor, ...body, meta: meta(request) });
      return { message: translateCode(locale, 'password_updated') };
    },
  );
};
