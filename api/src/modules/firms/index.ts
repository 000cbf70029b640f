import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createMailTemplates } from '../emails/index.ts';
import { createFirmJoinRequests } from './firms.join-requests.service.ts';
import { registerJoinRequestRoutes } from './firms.join-requests.routes.ts';
import { createFirmsFrontService } from './firms.front.service.ts';
import { createFirmLinksService } from './firms.links.service.ts';
import { registerFirmsRoutes } from './firms.routes.ts';
import { createFirmsService } from './firms.service.ts';
import { firmLogoRoutes } from './firms.logo.routes.ts';

/**
 * §3 Firm (exhibitor): its views, profile, fair and sector links. The logo upload
 * (`POST /firms/{id}/logo`) is the media module's route, registered beside these; it asks
 * `canChangeFirmLogo` on `loadFirmScope` and writes `firms.logo_id`.
 */
export const firmsModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const db = opts.deps.db;
  registerFirmsRoutes(
    app,
    createFirmsService(opts.deps),
    createFirmsFrontService(db),
    createFirmLinksService(opts.deps),
  );
  registerJoinRequestRoutes(app, createFirmJoinRequests(opts.deps, createMailTemplates(db).render));
  await app.register(firmLogoRoutes, { deps: opts.deps });
};
export { createFirmsService, type FirmsService } from './firms.service.ts';
export {
  canChangeFirmLogo,
  canSeeFirm,
  isFirmMember,
  isFirmStandAdmin,
  type FirmScope,
} from './firms.policy.ts';
export { loadFirmScope } from './firms.scope.ts';
export { createFirmEvents, type FirmEvents } from './firms.events.ts';
/**
 * Join requests for other modules: registration (and later organizer invitations) call
 * `findFirmByName`, then `createRequest` inside their own transaction, then `notify` after it.
 */
export {
  createFirmJoinRequests,
  findFirmByName,
  type FirmJoinRequests,
  type JoinRequestUserType,
  type NewJoinRequest,
} from './firms.join-requests.service.ts';
