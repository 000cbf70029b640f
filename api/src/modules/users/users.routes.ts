import type { FastifyInstance } from 'fastify';
import { usersApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { DirectoryService } from './users.directory.service.ts';
import type { ProfileService } from './users.profile.service.ts';
import type { UserCreationService } from './users.creation.service.ts';
import type { UserManagementService } from './users.management.service.ts';

export const registerUsersRoutes = (
  app: FastifyInstance,
  profile: ProfileService,
  management: UserManagementService & UserCreationService,
  directory: DirectoryService,
) => {
  defineRoute(app, usersApi.listUsers, { auth: 'required' }, ({ actor, query }) =>
    management.listUsers({ actor, query }),
  );
  defineRoute(app, usersApi.listAdmins, { auth: 'required' }, ({ actor, query }) =>
    management.listAdmins({ actor, query }),
  );
  defineRoute(app, usersApi.listSpeakers, { auth: 'required' }, ({ actor, query }) =>
    management.listSpeakers({ actor, query }),
  );
  defineRoute(app, usersApi.listSuperOrganizers, { auth: 'required' }, ({ actor, query }) =>
    management.listSuperOrganizers({ actor, query }),
  );
  defineRoute(app, usersApi.directoryConfig, { auth: 'required' }, ({ actor, query }) =>
    directory.config({ actor, fairId: query.fair }),
  );
  defineRoute(app, usersApi.directory, { auth: 'required' }, ({ actor, params, query }) =>
    directory.list({ actor, page: params.page, query }),
  );
  defineRoute(app, usersApi.validateForFair, { auth: 'required' }, ({ actor, params, body }) =>
    management.validateForFair({
      actor,
      userId: params.id,
      fairId: params.fairId,
      isValidated: body.isValidated,
    }),
  );
  defineRoute(app, usersApi.removeFromFair, { auth: 'required' }, ({ actor, params }) =>
    management.removeFromFair({ actor, userId: params.id, fairId: params.fairId }),
  );
  defineRoute(app, usersApi.createUser, { auth: 'required' }, ({ actor, body, request }) =>
    management.createUser({
      actor,
      data: body,
      meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
    }),
  );
  for (const [endpoint, create] of [
    [usersApi.createSuperOrganizer, management.createSuperOrganizer],
    [usersApi.createOrganizer, management.createOrganizer],
    [usersApi.createVisitor, management.createVisitor],
  ] as const)
    defineRoute(app, endpoint, { auth: 'required' }, ({ actor, body, request }) =>
      create({ actor, data: body, meta: { ip: request.ip, userAgent: request.headers['user-agent'] } }),
    );
  for (const [endpoint, create] of [
    [usersApi.createStandAdmin, management.createStandAdmin],
    [usersApi.createStandContact, management.createStandContact],
  ] as const)
    defineRoute(app, endpoint, { auth: 'required' }, ({ actor, body, request }) =>
      create({ actor, data: body, meta: { ip: request.ip, userAgent: request.headers['user-agent'] } }),
    );
  defineRoute(app, usersApi.getUser, { auth: 'required' }, ({ actor, params }) =>
    management.getUser({ actor, userId: params.id }),
  );
  defineRoute(app, usersApi.manageUser, { auth: 'required' }, ({ actor, params, body }) =>
    management.manageUser({ actor, userId: params.id, data: body }),
  );
  // The login e-mail and the password (`/users/update-email`, `/users/confirm-email`,
  // `/users/password`) are credentials: the auth module registers them.
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
