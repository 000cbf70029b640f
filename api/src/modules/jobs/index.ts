import { defineModule } from '../../platform/modules/index.ts';
import { registerJobResources } from './jobs.resources.ts';
import { seedJobTables } from './jobs.seed.ts';

/**
 * §3 the job module (issue 11). This first slice: its reference tables (families, functions with
 * their ISCO-08 codes, education levels per country, CEFR levels…); a fair picks the ones it uses
 * in `jobModuleConfiguration`, written through the fairs module's update.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  routes: async (app, _services, { deps }) => {
    await registerJobResources(app, deps);
  },
  seed: seedJobTables,
});
