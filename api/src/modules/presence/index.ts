import { fairPresenceTopic } from '@passerelle/contract';
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
  // permissions.md "Membership states": a member refused in (or removed from) a fair stops
  // following its presence at once; the tab's client reconnects without that topic.
  subscriptions: (service) => ({
    'membership.changed': ({ userId, fairId, state }) => {
      if (state !== 'refused' && state !== 'removed') return;
      const topic = fairPresenceTopic(fairId);
      service.closeStreamsWhere((owner, topics) => owner.userId === userId && topics.includes(topic));
    },
  }),
  routes: (app, service) => registerPresenceRoutes(app, service),
});
