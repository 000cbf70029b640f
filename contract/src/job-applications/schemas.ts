import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { OrderDirectionSchema } from '../http/resource.ts';
import { MatchResultSchema } from '../jobs/match-result.ts';
import { JOB_APPLICATION_STATUSES, JOB_APPLICATION_MESSAGE_MAX } from './constants.ts';

export * from './constants.ts';

/**
 * Applications ("solicitations", issue 11, spec §7 `/job_solicitations`: `?job.id&profile.id`,
 * `?job.firm.id&status`): a candidate applies once per offer, with its profile and an optional
 * message, in a fair the offer is shown in where the candidate is a validated member. The firm
 * moves the status (§4: 0 = pending) with an optional message to the candidate; the candidate
 * withdraws while pending.
 */

const fk = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });
const queryId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

export const JobApplicationStatusSchema = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(0, { error: 'too_small' })
  .max(JOB_APPLICATION_STATUSES.length - 1, { error: 'too_big' });
const message = z
  .string({ error: 'invalid_type' })
  .trim()
  .max(JOB_APPLICATION_MESSAGE_MAX, { error: 'too_long' })
  .nullable()
  .default(null);

/** `POST /job_solicitations`: the offer, the fair (default: the first fair of the offer where the candidate is a validated member), a message. */
export const JobApplicationCreateSchema = z
  .object({
    job: fk,
    fair: fk.optional(),
    message,
  })
  .strict();
export type JobApplicationCreate = z.input<typeof JobApplicationCreateSchema>;

/** `PUT /job_solicitations/{id}`: the firm (or the organizer) moves the status, with a message to the candidate. */
export const JobApplicationUpdateSchema = z
  .object({
    status: JobApplicationStatusSchema.min(1, { error: 'too_small' }),
    message,
  })
  .strict();
export type JobApplicationUpdate = z.input<typeof JobApplicationUpdateSchema>;

export const JobApplicationAbilitiesSchema = z.object({
  /** Move the status (the firm's stand admins, the fair's organizer). */
  update: z.boolean(),
  /** Withdraw (the candidate, while pending). */
  delete: z.boolean(),
  /** Read the candidate's profile and CV. */
  readProfile: z.boolean(),
});
export type JobApplicationAbilities = z.infer<typeof JobApplicationAbilitiesSchema>;

/**
 * The match of the candidate's profile against the offer (`matchOffer`), for the firm and the
 * organizer (null for the candidate, who sees it on the offer): the score, the reasons and the
 * names the reasons point at, in the reader's language.
 */
export const JobApplicationMatchSchema = MatchResultSchema.extend({
  labels: z.object({
    functions: z.record(z.string(), z.string()),
    families: z.record(z.string(), z.string()),
    countries: z.record(z.string(), z.string()),
  }),
});
export type JobApplicationMatch = z.infer<typeof JobApplicationMatchSchema>;

export const JobApplicationHistoryEntrySchema = z.object({
  status: z.number().int(),
  message: z.string().nullable(),
  at: z.iso.datetime(),
});
export type JobApplicationHistoryEntry = z.infer<typeof JobApplicationHistoryEntrySchema>;

export const JobApplicationListItemSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  message: z.string().nullable(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    firm: z.object({ id: z.number().int(), name: z.string() }),
  }),
  fair: z.object({ id: z.number().int(), name: z.string() }),
  profile: z.object({ id: z.number().int() }),
  candidate: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  /** The last message the firm sent with a status change (what the candidate reads). */
  lastFirmMessage: z.string().nullable(),
  match: JobApplicationMatchSchema.nullable(),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
  abilities: JobApplicationAbilitiesSchema,
});
export type JobApplicationListItem = z.infer<typeof JobApplicationListItemSchema>;

export const JobApplicationSchema = JobApplicationListItemSchema.extend({
  history: z.array(JobApplicationHistoryEntrySchema),
});
export type JobApplication = z.infer<typeof JobApplicationSchema>;

export const JOB_APPLICATION_ORDERS = ['createdAt', 'score', 'status'] as const;

/** The declared filters and sorts of `GET /job_solicitations`; nothing else reaches SQL. */
export const JobApplicationListQuerySchema = PaginationQuerySchema.extend({
  'job.id': queryId.optional(),
  'profile.id': queryId.optional(),
  'job.firm.id': queryId.optional(),
  status: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(0, { error: 'too_small' })
    .max(JOB_APPLICATION_STATUSES.length - 1, { error: 'too_big' })
    .optional(),
  fair: queryId.optional(),
  'order[createdAt]': OrderDirectionSchema.optional(),
  'order[score]': OrderDirectionSchema.optional(),
  'order[status]': OrderDirectionSchema.optional(),
});
export type JobApplicationListQuery = z.input<typeof JobApplicationListQuerySchema>;

/** `/job_solicitations/user?profile.id=`: the profile is required. */
export const JobApplicationProfileQuerySchema = PaginationQuerySchema.extend({ 'profile.id': queryId });

export const JobApplicationPendingQuerySchema = z.object({ fair: queryId.optional() });
export const JobApplicationPendingCountSchema = z.object({ count: z.number().int().min(0) });
export type JobApplicationPendingCount = z.infer<typeof JobApplicationPendingCountSchema>;

/** `?fair=` (required): the fair whose applications the organizer counts. */
export const JobApplicationFairQuerySchema = z.object({ fair: queryId });
/**
 * The WHO safeguards in figures (issue 11, ethical recruitment): a fair's applications, and how many
 * came from candidates residing in a country of the WHO safeguards list (they applied themselves).
 */
export const JobApplicationSafeguardsSchema = z.object({
  isApplyingWhoSafeguards: z.boolean(),
  applications: z.number().int().min(0),
  fromListedCountries: z.number().int().min(0),
});
export type JobApplicationSafeguards = z.infer<typeof JobApplicationSafeguardsSchema>;

export const JobApplicationExportQuerySchema = z.object({ 'job.id': queryId });
