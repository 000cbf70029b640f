import type { MatchProfile } from '@passerelle/contract';
import { defineModule } from '../../platform/modules/index.ts';
import { registerJobProfilesRoutes } from './job-profiles.routes.ts';
import { createJobProfilesService } from './job-profiles.service.ts';

/** What other modules may ask of candidate profiles. */
export interface JobProfilesDoor {
  /** The user's profile as the match reads it (`contract/src/jobs/match.ts`); null without a profile. */
  matchProfileOf(userId: number): Promise<MatchProfile | null>;
}

declare module '../../platform/modules/index.ts' {
  interface Doors {
    jobProfiles: JobProfilesDoor;
  }
}

/**
 * §3 job profile and CV (issue 11, §7 `/job_profiles`): one profile per user, its CV (a private
 * PDF: never on /media, an authorised `no-store` download) and photo, and per fair whether its
 * exhibitors may find the profile in the CV library (`isAcceptingDiffusion`). Complete when it has
 * a wanted function or family, a language, a country of residence and a disponibility (§4: the
 * user's `jobProfile` is `{ id }` then, null otherwise). Exported and erased with the account.
 */
export const jobProfilesModule = defineModule({
  name: 'job-profiles',
  // The applications module is built after this one: its door is looked up when a profile goes.
  services: ({ deps, doors }) =>
    createJobProfilesService(deps, doors.media, (profileId) =>
      doors.jobApplications.removeOfProfile(profileId),
    ),
  doors: (profiles) => ({ jobProfiles: { matchProfileOf: profiles.matchProfileOf } }),
  routes: (app, profiles) => registerJobProfilesRoutes(app, profiles),
  personalData: (profiles) => ({ key: 'jobProfile', export: profiles.exportOf, erase: profiles.eraseOf }),
});
