import { authModule } from './auth/index.ts';
import { emailsModule } from './emails/index.ts';
import { fairsModule } from './fairs/index.ts';
import { firmsModule } from './firms/index.ts';
import { hallsModule } from './halls/index.ts';
import { jobsModule } from './jobs/index.ts';
import { jobOffersModule } from './job-offers/index.ts';
import { jobProfilesModule } from './job-profiles/index.ts';
import { jobApplicationsModule } from './job-applications/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { presenceModule } from './presence/index.ts';
import { conversationsModule } from './conversations/index.ts';
import { visioModule } from './visio/index.ts';
import { interviewSlotsModule } from './interview-slots/index.ts';
import { boothQueueModule } from './booth-queue/index.ts';
import { healthModule } from './health/index.ts';
import { legalModule } from './legal/index.ts';
import { mediaModule } from './media/index.ts';
import { referenceModule } from './reference/index.ts';
import { registrationModule } from './registration/index.ts';
import { billingModule } from './billing/index.ts';
import { standCatalogueModule } from './stand-catalogue/index.ts';
import { standsModule } from './stands/index.ts';
import { userImportModule } from './user-import/index.ts';
import { usersModule } from './users/index.ts';

/**
 * Every module of the platform, in the order they are built (a module may use, while it is built,
 * the doors of the modules above it), their routes registered and their reference data seeded.
 * A new domain adds its manifest here: the one line the API side needs (docs/new-module.md).
 */
export const MODULES = [
  healthModule,
  referenceModule,
  emailsModule,
  mediaModule,
  fairsModule,
  firmsModule,
  usersModule,
  authModule,
  userImportModule,
  hallsModule,
  standCatalogueModule,
  standsModule,
  registrationModule,
  billingModule,
  legalModule,
  jobsModule,
  jobOffersModule,
  jobProfilesModule,
  jobApplicationsModule,
  notificationsModule,
  presenceModule,
  conversationsModule,
  visioModule,
  interviewSlotsModule,
  boothQueueModule,
] as const;
