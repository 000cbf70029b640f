import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['job-applications'];

// §7 solicitations: `?job.id&profile.id`, `?job.firm.id&status`.
export const listJobApplications = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations',
  summary:
    "Applications the caller may read (its own; its firm's offers'; the fairs it organises), filtered and sorted (score: the match); paged",
  tags,
  query: S.JobApplicationListQuerySchema,
  response: z.array(S.JobApplicationListItemSchema),
  paged: true,
});
export const listProfileApplications = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations/user',
  summary:
    "§7 `/user?profile.id=`: one candidate profile's applications the caller may read (the candidate's own; its firm's; the fairs it organises); paged",
  tags,
  query: S.JobApplicationProfileQuerySchema,
  response: z.array(S.JobApplicationListItemSchema),
  paged: true,
});
export const pendingJobApplications = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations/pending-count',
  summary:
    "How many applications to the caller's firm's offers are pending (the exhibitor menu's badge), in a fair or all",
  tags,
  query: S.JobApplicationPendingQuerySchema,
  response: S.JobApplicationPendingCountSchema,
});
export const safeguardedJobApplications = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations/safeguards',
  summary:
    "The fair's applications and how many came from candidates residing in a country of the WHO safeguards list (the fair's organizer)",
  tags,
  query: S.JobApplicationFairQuerySchema,
  response: S.JobApplicationSafeguardsSchema,
});
export const exportJobApplications = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations/export',
  summary:
    "An offer's applications as CSV (text/csv; cells that a spreadsheet would run are quoted), for the offer's firm and the organizer",
  tags,
  query: S.JobApplicationExportQuerySchema,
  response: z.string(),
});
export const getJobApplication = defineEndpoint({
  method: 'GET',
  path: '/job_solicitations/:id',
  summary:
    'One application with its history (404 when the caller may not read it); the firm opening a pending one marks it viewed',
  tags,
  params: IdParamsSchema,
  response: S.JobApplicationSchema,
});
export const createJobApplication = defineEndpoint({
  method: 'POST',
  path: '/job_solicitations',
  summary:
    'Apply to a published offer with the caller’s complete profile, once per offer, in a fair of the offer where the caller is a validated member',
  tags,
  body: S.JobApplicationCreateSchema,
  response: S.JobApplicationSchema,
  status: 201,
});
export const updateJobApplication = defineEndpoint({
  method: 'PUT',
  path: '/job_solicitations/:id',
  summary:
    "Move an application's status with an optional message to the candidate (the offer's firm's stand admins, the fair's organizer); the candidate gets a mail",
  tags,
  params: IdParamsSchema,
  body: S.JobApplicationUpdateSchema,
  response: S.JobApplicationSchema,
});
export const deleteJobApplication = defineEndpoint({
  method: 'DELETE',
  path: '/job_solicitations/:id',
  summary: 'Withdraw an application (the candidate, while it is pending)',
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
