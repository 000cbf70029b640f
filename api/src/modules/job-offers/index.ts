import { defineModule } from '../../platform/modules/index.ts';
import { registerJobOffersRoutes } from './job-offers.routes.ts';
import { createJobOffersService } from './job-offers.service.ts';

/**
 * Job offers (issue 11): a firm's offers, shown in the fairs it is linked to that use the job
 * module (`/jobs`, `/jobs/list`, `/jobs/my-offers`, `/jobs/{id}`). `toMatchOffer` maps an offer
 * onto what the match reads.
 */
export const jobOffersModule = defineModule({
  name: 'job-offers',
  services: ({ deps }) => createJobOffersService(deps),
  routes: (app, offers) => registerJobOffersRoutes(app, offers),
  messageCodes: ['job_module_disabled'],
});
export { toMatchOffer } from './job-offers.mapper.ts';
export type { JobOffersService } from './job-offers.service.ts';
