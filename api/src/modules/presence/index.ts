import { defineModule } from '../../platform/modules/index.ts';
import { registerPresenceRoutes } from './presence.routes.ts';
import { createPresenceService } from './presence.service.ts';

/**
 * §4 presence (issue 12): online while a tab of the user's is open (the realtime stream counts
 * them, platform/realtime/presence.ts), away when they say so, in a call when the calls say so.
 * Each change is published as `presence.changed`; the booth and exhibitor pages ask and follow it.
 */
export const presenceModule = defineModule({
  name: 'presence',
  services: ({ deps }) => {
    const service = createPresenceService(deps);
    deps.presence.onChange(service.publishChange);
    return service;
  },
  routes: (app, service) => registerPresenceRoutes(app, service),
});
