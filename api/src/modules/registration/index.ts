import { mailWords } from '../../platform/mail/index.ts';
import { defineModule } from '../../platform/modules/index.ts';
import { createRegistrationFormsService } from './registration-forms.service.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createRegistrationService, type MailWords, type RenderMail } from './registration.service.ts';

/** §2 /register: stored registration forms and the visitor and exhibitor registrations. */
export const registrationModule = defineModule({
  name: 'registration',
  services: ({ deps, doors }) => {
    const forms = createRegistrationFormsService(deps.db);
    const mail = { render: doors.mailTemplates.render, words: mailWords };
    return { forms, registration: createRegistrationService(deps, forms, mail, doors.firmJoinRequests) };
  },
  routes: (app, { forms, registration }) => registerRegistrationRoutes(app, forms, registration),
});
export type { MailWords, RenderMail };
