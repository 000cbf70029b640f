import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createRegistrationFormsService } from './registration-forms.service.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createRegistrationService, type MailWords, type RenderMail } from './registration.service.ts';

/** §2 /register: stored registration forms and the visitor and exhibitor registrations. */
export const registrationModule = async (
  app: FastifyInstance,
  opts: { deps: AppDeps; mail: { render: RenderMail; words: MailWords } },
) => {
  const forms = createRegistrationFormsService(opts.deps.db);
  registerRegistrationRoutes(app, forms, createRegistrationService(opts.deps, forms, opts.mail));
};
export type { MailWords, RenderMail };
