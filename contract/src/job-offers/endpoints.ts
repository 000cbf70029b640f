import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['jobs'];

// §7 Jobs: `/jobs`, `/jobs/list`, `?firm.id=`, `/jobs/{id}`.
export const listJobOffers = defineEndpoint({
  method: 'GET',
  path: '/jobs',
  summary:
    'Job offers the caller may see (published offers of the fairs it may visit; the firm and the organizer also see drafts and closed ones), filtered and sorted; paged',
  tags,
  query: S.JobOfferListQuerySchema,
  response: z.array(S.JobOfferListItemSchema),
  paged: true,
});
export const listFairJobOffers = defineEndpoint({
  method: 'GET',
  path: '/jobs/list',
  summary: "Every offer of one fair, whatever its status (the fair's organizer); paged",
  tags,
  query: S.JobOfferFairListQuerySchema,
  response: z.array(S.JobOfferListItemSchema),
  paged: true,
});
export const listMyJobOffers = defineEndpoint({
  method: 'GET',
  path: '/jobs/my-offers',
  summary: "The offers of the caller's firm (`?fair=`, `?status=`)",
  tags,
  query: S.MyJobOffersQuerySchema,
  response: z.array(S.JobOfferListItemSchema),
});
export const getJobOffer = defineEndpoint({
  method: 'GET',
  path: '/jobs/:id',
  summary: 'One offer in full, with abilities (404 when the caller may not see it)',
  tags,
  params: IdParamsSchema,
  response: S.JobOfferSchema,
});
export const createJobOffer = defineEndpoint({
  method: 'POST',
  path: '/jobs',
  summary: "Create an offer of a firm in fairs it is linked to (the firm's stand admins, the fairs' organizers)",
  tags,
  body: S.JobOfferCreateSchema,
  response: S.JobOfferSchema,
  status: 201,
});
export const updateJobOffer = defineEndpoint({
  method: 'PUT',
  path: '/jobs/:id',
  summary: "Change an offer, publish or close it (the firm's stand admins, the fairs' organizers)",
  tags,
  params: IdParamsSchema,
  body: S.JobOfferUpdateSchema,
  response: S.JobOfferSchema,
});
export const deleteJobOffer = defineEndpoint({
  method: 'DELETE',
  path: '/jobs/:id',
  summary: "Delete an offer (the firm's stand admins, the fairs' organizers)",
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
