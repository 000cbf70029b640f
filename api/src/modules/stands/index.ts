import { defineModule } from '../../platform/modules/index.ts';
import { createStandPeopleService } from './stands.people.service.ts';
import { registerStandsRoutes } from './stands.routes.ts';
import { createStandsService } from './stands.service.ts';
import { createStandWriteService } from './stands.write.service.ts';
import { unassignBooths } from './stands.write.ts';
import { createShownBoothInFair, type ShownBoothInFair } from './stands.shown.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** A booth visitors can reach in a fair (a chat or a call "from a booth" checks it). */
    shownBooths: { inFair: ShownBoothInFair };
  }
}

/**
 * §3 Stand (booth): `/stands`, `/fair_halls/{id}/stands`, booth administrators, `/stand_contacts`
 * and `/stand_resources/type/{type}`. A booth's hall slot is mirrored by its type-8 map element.
 */
export const standsModule = defineModule({
  name: 'stands',
  services: ({ deps, doors }) => {
    const reads = createStandsService(deps);
    const stands = { ...reads, ...createStandWriteService(deps, doors.media, reads) };
    return {
      stands,
      people: createStandPeopleService(deps, stands.readable),
      shownInFair: createShownBoothInFair(deps.db),
    };
  },
  doors: ({ shownInFair }) => ({
    booths: { unassign: unassignBooths },
    shownBooths: { inFair: shownInFair },
  }),
  subscriptions: ({ stands }) => stands.floorListeners,
  routes: (app, { stands, people }) => registerStandsRoutes(app, stands, people),
});
export { createStandsService, type StandsService } from './stands.service.ts';
export type { ShownBoothInFair } from './stands.shown.ts';
