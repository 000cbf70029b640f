import { defineModule } from '../../platform/modules/index.ts';
import { createFirmJoinRequests, type FirmJoinRequests } from './firms.join-requests.service.ts';
import { registerJoinRequestRoutes } from './firms.join-requests.routes.ts';
import { createFirmsFrontService } from './firms.front.service.ts';
import { createFirmLinksService } from './firms.links.service.ts';
import { createFirmLogoService } from './firms.logo.service.ts';
import { firmLogoRoutes } from './firms.logo.routes.ts';
import { registerFirmsRoutes } from './firms.routes.ts';
import { createFirmsService } from './firms.service.ts';
import { createFirmWriteService } from './firms.write.service.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** Requests to join a firm's roster (registration, organizer invitations, the users screens). */
    firmJoinRequests: FirmJoinRequests;
  }
}

/**
 * §3 Firm (exhibitor): its views, profile, fair and sector links, join requests. The logo upload
 * (`POST /firms/{id}/logo`) stores through the media module's door and writes `firms.logo_id`.
 */
export const firmsModule = defineModule({
  name: 'firms',
  services: ({ deps, doors }) => {
    const reads = createFirmsService(deps);
    return {
      firms: { ...reads, ...createFirmWriteService(deps, reads.fullView) },
      front: createFirmsFrontService(deps.db),
      links: createFirmLinksService(deps),
      joinRequests: createFirmJoinRequests(deps, doors.mailTemplates.render),
      logo: createFirmLogoService(deps, doors.media),
    };
  },
  doors: ({ joinRequests }) => ({ firmJoinRequests: joinRequests }),
  routes: async (app, services) => {
    registerFirmsRoutes(app, services.firms, services.front, services.links);
    registerJoinRequestRoutes(app, services.joinRequests);
    await app.register(firmLogoRoutes, { service: services.logo });
  },
});
export { createFirmsService, type FirmsService } from './firms.service.ts';
export {
  canChangeFirmLogo,
  canSeeFirm,
  isFirmMember,
  isFirmStandAdmin,
  type FirmScope,
} from './firms.policy.ts';
export { loadFirmScope } from './firms.scope.ts';
/** A firm created by another module's use case (an exhibitor's registration), in its transaction. */
export { insertFirm, type FirmRecord } from './firms.records.ts';
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
