import type { FastifyInstance } from 'fastify';
import { jobApplicationsApi } from '@passerelle/contract';
import { FileAnswer, defineRoute } from '../../platform/http/index.ts';
import type { JobApplicationsService } from './job-applications.service.ts';

// §7 solicitations: HTTP only, every policy decision is in the service.
export const registerJobApplicationsRoutes = (app: FastifyInstance, apps: JobApplicationsService) => {
  defineRoute(app, jobApplicationsApi.listJobApplications, { auth: 'required' }, ({ actor, query, locale }) =>
    apps.list({ actor, query, locale }),
  );
  defineRoute(
    app,
    jobApplicationsApi.listProfileApplications,
    { auth: 'required' },
    ({ actor, query, locale }) => apps.list({ actor, query, locale }),
  );
  defineRoute(app, jobApplicationsApi.pendingJobApplications, { auth: 'required' }, ({ actor, query }) =>
    apps.pendingCount({ actor, fair: query.fair }),
  );
  defineRoute(app, jobApplicationsApi.safeguardedJobApplications, { auth: 'required' }, ({ actor, query }) =>
    apps.safeguardsCount({ actor, fair: query.fair }),
  );
  defineRoute(
    app,
    jobApplicationsApi.exportJobApplications,
    { auth: 'required' },
    async ({ actor, query, locale }) =>
      new FileAnswer(
        await apps.exportCsv({ actor, offerId: query['job.id'], locale }),
        'text/csv; charset=utf-8',
        `applications-${query['job.id']}.csv`,
      ),
  );
  defineRoute(app, jobApplicationsApi.getJobApplication, { auth: 'required' }, ({ actor, params, locale }) =>
    apps.get({ actor, id: params.id, locale }),
  );
  defineRoute(app, jobApplicationsApi.createJobApplication, { auth: 'required' }, ({ actor, body, locale }) =>
    apps.create({ actor, data: body, locale }),
  );
  defineRoute(
    app,
    jobApplicationsApi.updateJobApplication,
    { auth: 'required' },
    ({ actor, params, body, locale }) => apps.update({ actor, id: params.id, data: body, locale }),
  );
  defineRoute(
    app,
    jobApplicationsApi.deleteJobApplication,
    { auth: 'required' },
    async ({ actor, params }) => {
      await apps.remove({ actor, id: params.id });
      return null;
    },
  );
};
