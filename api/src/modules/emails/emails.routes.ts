import type { FastifyInstance } from 'fastify';
import { emailsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { EmailsService } from './emails.service.ts';

export const registerEmailsRoutes = (app: FastifyInstance, s: EmailsService) => {
  const { emails, fairEmails, effectiveEmails } = emailsApi;

  defineRoute(app, emails.list, { auth: 'required' }, ({ actor, query }) => s.listEmails({ actor, query }));
  defineRoute(app, emails.get, { auth: 'required' }, ({ actor, params }) =>
    s.getEmail({ actor, id: params.id }),
  );
  defineRoute(app, emails.create, { auth: 'required' }, ({ actor, body }) =>
    s.createEmail({ actor, data: body }),
  );
  defineRoute(app, emails.update, { auth: 'required' }, ({ actor, params, body }) =>
    s.updateEmail({ actor, id: params.id, data: body }),
  );
  defineRoute(app, emails.remove, { auth: 'required' }, async ({ actor, params }) => {
    await s.deleteEmail({ actor, id: params.id });
    return null;
  });

  defineRoute(app, fairEmails.list, { auth: 'required' }, ({ actor, query }) =>
    s.listFairEmails({ actor, query }),
  );
  defineRoute(app, fairEmails.get, { auth: 'required' }, ({ actor, params }) =>
    s.getFairEmail({ actor, id: params.id }),
  );
  defineRoute(app, fairEmails.create, { auth: 'required' }, ({ actor, body }) =>
    s.createFairEmail({ actor, data: body }),
  );
  defineRoute(app, fairEmails.update, { auth: 'required' }, ({ actor, params, body }) =>
    s.updateFairEmail({ actor, id: params.id, data: body }),
  );
  defineRoute(app, fairEmails.remove, { auth: 'required' }, async ({ actor, params }) => {
    await s.deleteFairEmail({ actor, id: params.id });
    return null;
  });

  defineRoute(app, effectiveEmails, { auth: 'required' }, ({ actor, query }) =>
    s.listEffective({ actor, fairId: query.fairId }),
  );
};
