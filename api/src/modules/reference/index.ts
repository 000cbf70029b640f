import { defineModule } from '../../platform/modules/index.ts';
import { registerReferenceResources } from './reference.resources.ts';
import { registerReferenceRoutes } from './reference.routes.ts';
import { seedReferenceTables } from './reference.seed.ts';
import { createReferenceService } from './reference.service.ts';

/** §3 reference tables: countries, languages, geography, data lists and the small lookups. */
export const referenceModule = defineModule({
  name: 'reference',
  services: ({ deps }) => createReferenceService(deps.db),
  routes: async (app, reference, { deps }) => {
    // Extra routes first: `/countries/search` must not be taken for `/countries/:id`.
    registerReferenceRoutes(app, reference);
    await registerReferenceResources(app, deps);
  },
  seed: seedReferenceTables,
});
