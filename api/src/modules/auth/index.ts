import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { UsersService } from '../users/index.ts';
import { createAccountChangesService } from './account-changes.service.ts';
import { registerAccountChangesRoutes } from './account-changes.routes.ts';
import { createAuthService } from './auth.service.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import type { PasswordResetService, RenderMail } from './password-reset.service.ts';

export const authModule = async (
  app: FastifyInstance,
  opts: { deps: AppDeps; users: UsersService; passwordLinks: PasswordResetService; renderMail: RenderMail },
) => {
  registerAuthRoutes(
    app,
    opts.deps,
    createAuthService(opts.deps, opts.users),
    opts.users,
    opts.passwordLinks,
  );
  registerAccountChangesRoutes(app, createAccountChangesService(opts.deps, opts.renderMail));
};
export {
  createPasswordResetService,
  type PasswordResetService,
  type RenderMail,
} from './password-reset.service.ts';
