import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { updateSchemaOf } from '../http/partial.ts';
import {
  FairFirmCreateSchema,
  FairFirmQuerySchema,
  FairFirmSchema,
  FirmBackListItemSchema,
  FirmBackListQuerySchema,
  FirmBusinessCardSchema,
  FirmBusinessSectorCreateSchema,
  FirmBusinessSectorQuerySchema,
  FirmBusinessSectorSchema,
  FirmComputedSchema,
  FirmCreateSchema,
  FirmDetailSchema,
  FirmFairQuerySchema,
  FirmFrontItemSchema,
  FirmFrontListQuerySchema,
  FirmLightQuerySchema,
  FirmLightSchema,
  FirmListItemSchema,
  FirmListQuerySchema,
  FirmOptionalFairQuerySchema,
  FirmSchema,
  FirmSelectItemSchema,
  FirmUpdateSchema,
  FirmUserSchema,
  FirmUsersQuerySchema,
} from './schemas.ts';
import {
  FirmJoinRequestDecisionSchema,
  FirmJoinRequestSchema,
  FirmJoinRequestsQuerySchema,
} from './join-requests.ts';

const tags = ['firms'];

// Static paths are declared before `/firms/:id` (the router prefers them anyway).
export const listFirms = defineEndpoint({
  method: 'GET',
  path: '/firms',
  summary:
    'Firms the caller administers (organizer: the firms of its fairs; super roles and cluster admins: all); `?name=` partial, `?fair=`; paged or `pagination=false`',
  tags,
  query: FirmListQuerySchema,
  response: z.array(FirmListItemSchema),
  paged: true,
});
export const backList = defineEndpoint({
  method: 'GET',
  path: '/firms/back/list',
  summary: 'The organizer’s table of firms with users count, sectors, visibility and fairs',
  tags,
  query: FirmBackListQuerySchema,
  response: z.array(FirmBackListItemSchema),
  paged: true,
});
export const selectInput = defineEndpoint({
  method: 'GET',
  path: '/firms/select-input',
  summary: 'Id and name of the firms the caller administers (pickers)',
  tags,
  query: FirmListQuerySchema,
  response: z.array(FirmSelectItemSchema),
  paged: true,
});
export const light = defineEndpoint({
  method: 'GET',
  path: '/firms/light',
  summary:
    'Name and logo of the firms of a fair (anyone allowed in the fair; hidden firms only to its organizer and their own users)',
  tags,
  query: FirmLightQuerySchema,
  response: z.array(FirmLightSchema),
  paged: true,
});
export const frontList = defineEndpoint({
  method: 'GET',
  path: '/firms/front/list',
  summary:
    'The exhibitors of a fair as public cards, paged with the fair’s results per page; `search`, `sector`, `firmType` filters',
  tags,
  query: FirmFrontListQuerySchema,
  response: z.array(FirmFrontItemSchema),
  paged: true,
});
export const detail = defineEndpoint({
  method: 'GET',
  path: '/firms/detail/:id',
  summary:
    'The public page of an exhibitor of the fair, with its stand staff as business cards (e-mails hidden as the fair says)',
  tags,
  params: IdParamsSchema,
  query: FirmFairQuerySchema,
  response: FirmDetailSchema,
});
export const businessCard = defineEndpoint({
  method: 'GET',
  path: '/firms/bcard/:id',
  summary: 'The firm’s business card; the e-mail only with a `?fair=` that does not hide firms’ e-mails',
  tags,
  params: IdParamsSchema,
  query: FirmOptionalFairQuerySchema,
  response: FirmBusinessCardSchema,
});
export const computed = defineEndpoint({
  method: 'GET',
  path: '/firms/computed/:id',
  summary: 'Counts of the firm: users, stand admins, stand contacts, fairs (firm members, organizers)',
  tags,
  params: IdParamsSchema,
  response: FirmComputedSchema,
});
export const allUsers = defineEndpoint({
  method: 'GET',
  path: '/firms/:id/all-users',
  summary:
    'The firm’s users: its members, the organizers of its fairs and the super roles (firm members, organizers)',
  tags,
  params: IdParamsSchema,
  query: FirmUsersQuerySchema,
  response: z.array(FirmUserSchema),
  paged: true,
});
export const getFirm = defineEndpoint({
  method: 'GET',
  path: '/firms/:id',
  summary: 'The full firm with the caller’s abilities (its members and the organizers of its fairs)',
  tags,
  params: IdParamsSchema,
  response: FirmSchema,
});
export const createFirm = defineEndpoint({
  method: 'POST',
  path: '/firms',
  summary: 'Create a firm exhibiting at a fair (organizer of that fair); 409 firm_exists for a taken name',
  tags,
  body: FirmCreateSchema,
  response: FirmSchema,
  status: 201,
});
export const updateFirm = defineEndpoint({
  method: 'PUT',
  path: '/firms/:id',
  summary:
    'Update the firm (its stand admins, organizers of its fairs); absent fields keep their value; `isVisible` is the organizer’s',
  tags,
  params: IdParamsSchema,
  body: FirmUpdateSchema,
  response: FirmSchema,
});

const linkEndpoints = <S extends z.ZodType, C extends z.ZodObject, Q extends z.ZodType>(o: {
  path: string;
  tag: string;
  schema: S;
  createSchema: C;
  query: Q;
  who: string;
}) => ({
  list: defineEndpoint({
    method: 'GET',
    path: o.path,
    summary: `List ${o.tag} the caller may see`,
    tags: [o.tag],
    query: o.query,
    response: z.array(o.schema),
    paged: true,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${o.path}/:id`,
    summary: `Get one of ${o.tag}`,
    tags: [o.tag],
    params: IdParamsSchema,
    response: o.schema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: o.path,
    summary: `Create one of ${o.tag} (${o.who}); 409 link_exists when present`,
    tags: [o.tag],
    body: o.createSchema,
    response: o.schema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${o.path}/:id`,
    summary: `Update one of ${o.tag} (${o.who}, before and after)`,
    tags: [o.tag],
    params: IdParamsSchema,
    body: updateSchemaOf(o.createSchema),
    response: o.schema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${o.path}/:id`,
    summary: `Delete one of ${o.tag} (${o.who})`,
    tags: [o.tag],
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
});

/** §3 Fair-firm link: the firms exhibiting at a fair (organizer of the fair writes). */
export const fairFirms = linkEndpoints({
  path: '/fair_firms',
  tag: 'fair_firms',
  schema: FairFirmSchema,
  createSchema: FairFirmCreateSchema,
  query: FairFirmQuerySchema,
  who: 'organizer of the fair',
});

/** §3 Firm-business-sector link (the firm’s stand admins and the organizers of its fairs write). */
export const firmBusinessSectors = linkEndpoints({
  path: '/firm_business_sectors',
  tag: 'firm_business_sectors',
  schema: FirmBusinessSectorSchema,
  createSchema: FirmBusinessSectorCreateSchema,
  query: FirmBusinessSectorQuerySchema,
  who: 'stand admin of the firm, organizer of its fairs',
});

/** permissions.md "Firms across fairs": join requests, decided by whoever owns the firm's roster. */
export const listJoinRequests = defineEndpoint({
  method: 'GET',
  path: '/firms/:id/join-requests',
  summary:
    'Requests to join the firm, pending ones unless `?status=` (its stand admins; an organizer only when every fair of the firm is theirs; super roles), oldest first',
  tags,
  params: IdParamsSchema,
  query: FirmJoinRequestsQuerySchema,
  response: z.array(FirmJoinRequestSchema),
  paged: true,
});
export const decideJoinRequest = defineEndpoint({
  method: 'PUT',
  path: '/firm_join_requests/:id',
  summary:
    'Accept (the person becomes a member of the firm with the requested type) or decline a pending join request (same callers); 409 join_request_decided once decided',
  tags,
  params: IdParamsSchema,
  body: FirmJoinRequestDecisionSchema,
  response: FirmJoinRequestSchema,
});
