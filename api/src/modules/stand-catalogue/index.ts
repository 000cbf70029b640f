import { defineModule } from '../../platform/modules/index.ts';
import { registerStandCatalogueResources } from './stand-catalogue.resources.ts';
import { registerStandCatalogueRoutes } from './stand-catalogue.routes.ts';
import { seedStandCatalogue } from './stand-catalogue.seed.ts';

/** §3/§7 the booth catalogue (super-admin "fair backend": booth groups, types, variations, persons). */
export const standCatalogueModule = defineModule({
  name: 'stand-catalogue',
  routes: async (app, _services, { deps }) => {
    registerStandCatalogueRoutes(app, deps.db);
    await registerStandCatalogueResources(app, deps);
  },
  seed: seedStandCatalogue,
});
