import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createEmailsService } from './emails.service.ts';
import { registerEmailsRoutes } from './emails.routes.ts';

/** §3 Email and fair email: `/emails`, `/fair_emails`, `/fair-emails`. */
export const emailsModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  registerEmailsRoutes(app, createEmailsService(opts.deps.db));
};
export { createEmailsService, type EmailsService } from './emails.service.ts';
export {
  createMailTemplates,
  type MailTemplates,
  type RenderedMail,
  type RenderOptions,
} from './mail-templates.ts';
