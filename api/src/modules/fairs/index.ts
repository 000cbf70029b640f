import { defineModule } from '../../platform/modules/index.ts';
import { createFairsService } from './fairs.service.ts';
import { registerFairsRoutes } from './fairs.routes.ts';

/** §3 Fair: `/fairs` and their public answers (cached, dropped by `fair.changed`). */
export const fairsModule = defineModule({
  name: 'fairs',
  services: ({ deps }) => createFairsService(deps),
  subscriptions: (fairs) => fairs.cacheListeners,
  routes: (app, fairs, { deps }) => registerFairsRoutes(app, fairs, deps.db),
});
export { createFairsService, type FairsService } from './fairs.service.ts';
