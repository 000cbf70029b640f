import { defineModule } from '../../platform/modules/index.ts';
import { createAccountChangesService } from './account-changes.service.ts';
import { registerAccountChangesRoutes } from './account-changes.routes.ts';
import { createAuthService } from './auth.service.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** Mailed account links: set-password invitations (and their daily allowance), resets. */
    accountLinks: PasswordResetService;
  }
}

/** §2 login, refresh, logout, password reset and invitation links, e-mail and password changes. */
export const authModule = defineModule({
  name: 'auth',
  services: ({ deps, doors }) => ({
    auth: createAuthService(deps, doors.users),
    passwordLinks: createPasswordResetService(deps, doors.mailTemplates.render),
    accountChanges: createAccountChangesService(deps, doors.mailTemplates.render),
  }),
  doors: ({ passwordLinks }) => ({ accountLinks: passwordLinks }),
  routes: (app, { auth, passwordLinks, accountChanges }, { deps, doors }) => {
    registerAuthRoutes(app, deps, auth, doors.users, passwordLinks);
    registerAccountChangesRoutes(app, accountChanges);
  },
});
export { type PasswordResetService, type RenderMail } from './password-reset.service.ts';
