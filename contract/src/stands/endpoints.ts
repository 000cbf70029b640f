import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PaginationQuerySchema } from '../http/list.ts';
import { StandResourceTypeValueSchema } from '../stand-catalogue/schemas.ts';
import * as S from './schemas.ts';

const tags = ['stands'];
const fairHallQuery = z.object({
  fair_hall: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .positive({ error: 'invalid_type' }),
});

export const listStands = defineEndpoint({
  method: 'GET',
  path: '/stands',
  summary:
    'Booths by hall and number (`?fair=`, `?fairHall=`, `?number=&fairHall=`, `?isVisible=1&firm.id=`, `?exists[fairHall]=false`); hidden booths only for the organizer and the firm; paged or `pagination=false`',
  tags,
  query: S.StandListQuerySchema,
  response: z.array(S.StandListItemSchema),
  paged: true,
});
export const listStandsLight = defineEndpoint({
  method: 'GET',
  path: '/stands/light',
  summary: "A hall's booths: id, number, name, firm (pickers, assign screen)",
  tags,
  query: fairHallQuery,
  response: z.array(S.StandLightSchema),
});
export const listHallStands = defineEndpoint({
  method: 'GET',
  path: '/fair_halls/:id/stands',
  summary:
    "The booths of a hall sorted by number (the visit's floor); visible ones unless the caller may see hidden ones",
  tags,
  params: IdParamsSchema,
  query: PaginationQuerySchema,
  response: z.array(S.StandListItemSchema),
  paged: true,
});
export const listMyStands = defineEndpoint({
  method: 'GET',
  path: '/stands/my-stands',
  summary:
    "The caller's booths: where it is a booth administrator or contact, and its firm's booths (`?fair=`)",
  tags,
  query: z.object({
    fair: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).positive().optional(),
  }),
  response: z.array(S.StandListItemSchema),
});
export const getStand = defineEndpoint({
  method: 'GET',
  path: '/stands/:id',
  summary: 'A booth with its content in every language, people and abilities',
  tags,
  params: IdParamsSchema,
  response: S.StandSchema,
});
export const createStand = defineEndpoint({
  method: 'POST',
  path: '/stands',
  summary:
    'Create a booth for a firm of the fair (organizer); placing it in a hall slot writes the type-8 map element',
  tags,
  body: S.StandCreateSchema,
  response: S.StandSchema,
  status: 201,
});
export const updateStand = defineEndpoint({
  method: 'PUT',
  path: '/stands/put/:id',
  summary:
    'Update a booth: content by its administrators, the firm stand admins and the organizer; hall slot, firm and organizer hiding by the organizer only',
  tags,
  params: IdParamsSchema,
  body: S.StandUpdateSchema,
  response: S.StandSchema,
});
export const deleteStand = defineEndpoint({
  method: 'DELETE',
  path: '/stands/:id',
  summary: 'Delete a booth and all its content, irreversibly (organizer, §4)',
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});

export const listStandAdmins = defineEndpoint({
  method: 'GET',
  path: '/stands/:id/stand_admins',
  summary: "A booth's administrators (firm members and the organizer)",
  tags,
  params: IdParamsSchema,
  response: z.array(S.StandPersonSchema),
});
export const addStandAdmin = defineEndpoint({
  method: 'POST',
  path: '/stands/:id/stand_admins',
  summary:
    "Make a member of the booth's firm a booth administrator (booth administrator, firm stand admin, organizer)",
  tags,
  params: IdParamsSchema,
  body: S.StandPeopleAddSchema,
  response: z.array(S.StandPersonSchema),
  status: 201,
});
export const removeStandAdmin = defineEndpoint({
  method: 'DELETE',
  path: '/stands/:id/stand_admins/:userId',
  summary: 'Remove a booth administrator (booth administrator, organizer)',
  tags,
  params: IdParamsSchema.extend({
    userId: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).positive(),
  }),
  response: z.null(),
  status: 204,
});

const ctags = ['stand_contacts'];
export const listStandContacts = defineEndpoint({
  method: 'GET',
  path: '/stand_contacts',
  summary: "A booth's contacts (`?stand.id=`), shown on the booth to whoever may see it",
  tags: ctags,
  query: S.StandContactsQuerySchema,
  response: z.array(S.StandPersonSchema),
  paged: true,
});
export const createStandContact = defineEndpoint({
  method: 'POST',
  path: '/stand_contacts',
  summary:
    "Add a member of the booth's firm as a booth contact (booth administrator, firm stand admin, organizer)",
  tags: ctags,
  body: S.StandContactCreateSchema,
  response: S.StandPersonSchema,
  status: 201,
});
export const deleteStandContact = defineEndpoint({
  method: 'DELETE',
  path: '/stand_contacts/:id',
  summary: 'Remove a booth contact (booth administrator, organizer)',
  tags: ctags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});

export const listStandResourcesByType = defineEndpoint({
  method: 'GET',
  path: '/stand_resources/type/:type',
  summary: "A booth's resources of one type (`?stand=`, `?language=`), in order",
  tags: ['stand_resources'],
  params: z.object({ type: StandResourceTypeValueSchema }),
  query: S.StandResourcesByTypeQuerySchema,
  response: z.array(S.StandResourceSchema),
});
