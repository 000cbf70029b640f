import { defineModule } from '../../platform/modules/index.ts';
import { createApplicationMatch } from './job-applications.match.ts';
import { registerJobApplicationsRoutes } from './job-applications.routes.ts';
import { createJobApplicationsService } from './job-applications.service.ts';

/** What other modules may ask of applications. */
export interface JobApplicationsDoor {
  /** Deletes a profile's applications, announcing each (`job.application.changed`). */
  removeOfProfile(profileId: number): Promise<void>;
}

declare module '../../platform/modules/index.ts' {
  interface Doors {
    jobApplications: JobApplicationsDoor;
  }
}

/**
 * Applications ("solicitations", issue 11, §7 `/job_solicitations`): a candidate applies once per
 * offer with its complete profile; the offer's firm moves the status (the candidate gets a mail
 * in its language) and sees each application's match (ADR 006); the candidate withdraws while
 * pending. The profiles module reads this table for "a firm reads the CV of a candidate who
 * applied to one of its offers" (`job-profiles.scope.ts`).
 */
export const jobApplicationsModule = defineModule({
  name: 'job-applications',
  services: ({ deps, doors }) =>
    createJobApplicationsService(
      deps,
      createApplicationMatch(deps.db, doors.jobProfiles.matchProfileOf),
      doors.mailTemplates,
    ),
  doors: (apps) => ({ jobApplications: { removeOfProfile: apps.removeOfProfile } }),
  routes: (app, apps) => registerJobApplicationsRoutes(app, apps),
  personalData: (apps) => ({ key: 'jobApplications', export: apps.exportOf, erase: apps.eraseOf }),
  messageCodes: [
    'already_applied',
    'job_profile_incomplete',
    'job_offer_not_published',
    'application_not_pending',
    'not_validated_in_fair',
  ],
});
export type { JobApplicationsService } from './job-applications.service.ts';
