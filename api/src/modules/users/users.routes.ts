import type { FastifyInstance } from 'fastify';
import { usersApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { ProfileService } from './users.profile.service.ts';
import type { UserManagementService } from './users.management.service.ts';

export const registerUsersRoutes = (
  app: FastifyInstance,
  profile: ProfileService,
  management: UserManagementService,
) => {
  defineRoute(app, usersApi.listUsers, { auth: 'required' }, ({ actor, query }) =>
    management.listUsers({ actor, query }),
  );
  defineRoute(app, usersApi.validateForFair, { auth: 'required' }, ({ actor, params, body }) =>
    management.validateForFair({
      actor,
      userId: params.id,
      fairId: params.fairId,
      isValidated: body.isValidated,
    }),
  );
  defineRoute(app, usersApi.createUser, { auth: 'required' }, ({ actor, body, request }) =>
    management.createUser({
      actor,
      data: body,
      meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
    }),
  );
  // Static path first: `update-email` must not be read as an id.
  defineRoute(app, usersApi.updateEmail, { auth: 'required' }, ({ actor, body }) =>
    profile.updateEmail({ actor, email: body.email }),
  );
  defineRoute(app, usersApi.updateUser, { auth: 'required' }, ({ actor, params, body }) =>
    profile.updateProfile({ actor, userId: params.id, data: body }),
  );
  defineRoute(app, usersApi.businessCard, { auth: 'required' }, ({ actor, params, query }) =>
    profile.businessCard({ actor, userId: params.id, fairId: query.fair }),
  );
  defineRoute(
    app,
    usersApi.exportPersonalData,
    { auth: 'required' },
    async ({ actor, params, locale, reply }) => {
      // Personal data: never cached by a browser or a proxy (ASVS 14.2.2).
      reply.header('cache-control', 'no-store');
      return profile.exportPersonalData({ actor, userId: params.id, locale });
    },
  );
  defineRoute(app, usersApi.deleteUser, { auth: 'required' }, async ({ actor, params }) => {
    await profile.eraseUser({ actor, userId: params.id });
    return null;
  });
};
