import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createFirmJoinRequests } from '../firms/index.ts';
import { createRegistrationFormsService } from './registration-forms.service.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createRegistrationService, type MailWords, type RenderMail } from './registration.service.ts';

/** §2 /register: stored registration forms and the visitor and exhibitor registrations. */
export const registrationModule = async (
  app: FastifyInstance,
  opts: { deps: AppDeps; mail: { render: RenderMail; words: MailWords } },
) => {
  const forms = createRegistrationFormsService(opts.deps.db);
  const joinRequests = createFirmJoinRequests(opts.deps, opts.mail.render);
  registerRegistrationRoutes(
    app,
    forms,
    createRegistrationService(opts.deps, forms, opts.mail, joinRequests),
  );
};
export type { MailWords, RenderMail };
