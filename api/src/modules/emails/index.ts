import { defineModule } from '../../platform/modules/index.ts';
import { createEmailsService } from './emails.service.ts';
import { registerEmailsRoutes } from './emails.routes.ts';
import { seedEmailModels } from './emails.seed.ts';
import { createMailTemplates, type MailTemplates } from './mail-templates.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** The mails the platform sends, worded per fair and locale. */
    mailTemplates: MailTemplates;
  }
}

/** §3 Email and fair email: `/emails`, `/fair_emails`, `/fair-emails`; the mails' wording. */
export const emailsModule = defineModule({
  name: 'emails',
  services: ({ deps }) => ({
    emails: createEmailsService(deps.db),
    mailTemplates: createMailTemplates(deps.db),
  }),
  doors: ({ mailTemplates }) => ({ mailTemplates }),
  routes: (app, { emails }) => registerEmailsRoutes(app, emails),
  seed: seedEmailModels,
});
export { createEmailsService, type EmailsService } from './emails.service.ts';
export {
  createMailTemplates,
  type MailTemplates,
  type RenderedMail,
  type RenderOptions,
} from './mail-templates.ts';
/** A copied fair's mail wording (the fairs module calls it in its transaction). */
export { copyFairWording } from './emails.copy.ts';
