import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PaginationQuerySchema } from '../http/list.ts';
import {
  FairChecklistSchema,
  FairCopySchema,
  FairCreateSchema,
  FairOverviewSchema,
  FairSchema,
  FairUpdateSchema,
} from './schemas.ts';

const FairListQuerySchema = PaginationQuerySchema.extend({
  homepage: z.string().trim().max(64).optional(),
  name: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().optional(),
});

export const listFairs = defineEndpoint({
  method: 'GET',
  path: '/fairs',
  summary: 'List fairs (`?homepage={slug}` finds one by its homepage, with or without the leading slash)',
  tags: ['fairs'],
  query: FairListQuerySchema,
  response: z.array(FairSchema),
  paged: true,
});
export const listFairOverviews = defineEndpoint({
  method: 'GET',
  path: '/fairs/overview',
  summary:
    'The fair list of the back office: status, dates, languages, modules and counts of halls, exhibitors and members (organizers: the fairs they organize)',
  tags: ['fairs'],
  response: z.array(FairOverviewSchema),
});
export const getFair = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id',
  summary: 'Get a fair',
  tags: ['fairs'],
  params: IdParamsSchema,
  response: FairSchema,
});
export const listDefaultFairs = defineEndpoint({
  method: 'GET',
  path: '/default-fairs',
  summary: 'Fairs for the public fair choice (no login needed)',
  tags: ['fairs'],
  response: z.array(FairSchema),
});
export const getDefaultFair = defineEndpoint({
  method: 'GET',
  path: '/default-fairs/:id',
  summary: 'One fair of the public fair choice',
  tags: ['fairs'],
  params: IdParamsSchema,
  response: FairSchema,
});
export const createFair = defineEndpoint({
  method: 'POST',
  path: '/fairs',
  summary: 'Create a fair (super admin)',
  tags: ['fairs'],
  body: FairCreateSchema,
  response: FairSchema,
  status: 201,
});
export const updateFair = defineEndpoint({
  method: 'PUT',
  path: '/fairs/:id',
  summary: "Update a fair's setup (organizer of the fair); absent fields keep their value",
  tags: ['fairs'],
  params: IdParamsSchema,
  body: FairUpdateSchema,
  response: FairSchema,
});
export const deleteFair = defineEndpoint({
  method: 'DELETE',
  path: '/fairs/:id',
  summary: 'Delete a fair (super admin)',
  tags: ['fairs'],
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
export const copyFair = defineEndpoint({
  method: 'POST',
  path: '/fairs/:id/copy',
  summary:
    "Create a fair from another fair's setup: settings, languages, homepage, header buttons, halls and mail wording, not its people, firms or booths (super admin)",
  tags: ['fairs'],
  params: IdParamsSchema,
  body: FairCopySchema,
  response: FairSchema,
  status: 201,
});
export const getFairChecklist = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/checklist',
  summary: 'What is still missing before the fair can open (organizers of the fair)',
  tags: ['fairs'],
  params: IdParamsSchema,
  response: FairChecklistSchema,
});
