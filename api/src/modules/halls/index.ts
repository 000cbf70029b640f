import { defineModule } from '../../platform/modules/index.ts';
import { createHallAccess } from './halls.access.ts';
import { createHallMapService } from './halls.map.service.ts';
import { registerHallsRoutes } from './halls.routes.ts';
import { createHallsService, type UnassignBooths } from './halls.service.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** Booths as the halls module moves them (a smaller or deleted hall unassigns its booths). */
    booths: { unassign: UnassignBooths };
  }
}

/** §3 Hall, hall configuration and map elements: `/fair_halls`, `/fair_hall_configurations`, `/elements`. */
export const hallsModule = defineModule({
  name: 'halls',
  services: ({ deps, doors }) => {
    const access = createHallAccess(deps);
    // The stands module is built after this one (it reads halls); its door is used in a request.
    const unassign: UnassignBooths = (...args) => doors.booths.unassign(...args);
    return {
      halls: createHallsService(deps, access, doors.media, unassign),
      map: createHallMapService(deps, access),
    };
  },
  routes: (app, { halls, map }) => registerHallsRoutes(app, halls, map),
});
export { type HallsService, type UnassignBooths } from './halls.service.ts';
export { canSeeHiddenHalls, canVisitFair, type HallFairScope } from './halls.policy.ts';
/** The booth's map element follows its slot (the stands module calls it in its transaction). */
export { placeBoothElement, STAND_ELEMENT_TYPE } from './halls.booth-elements.ts';
/** A copied fair's halls and maps (the fairs module calls it in its transaction). */
export { copyHallsOfFair } from './halls.copy.ts';
