import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, PaginationQuerySchema } from '../http/list.ts';
import * as S from './schemas.ts';

const fairId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

const tag = ['fair_halls'];
export const listHalls = defineEndpoint({
  method: 'GET',
  path: '/fair_halls',
  summary:
    'List halls by position (`?fair=`, `?translations.name=`); hidden halls only for the fair organizer',
  tags: tag,
  query: S.HallListQuerySchema,
  response: z.array(S.FairHallSchema),
  paged: true,
});
export const listHallsLight = defineEndpoint({
  method: 'GET',
  path: '/fair_halls/light',
  summary: "A fair's halls: id, name, letter, colour (lobby, pickers)",
  tags: tag,
  query: z.object({ fair: fairId }),
  response: z.array(S.FairHallLightSchema),
});
export const getHall = defineEndpoint({
  method: 'GET',
  path: '/fair_halls/:id',
  summary: 'Get a hall',
  tags: tag,
  params: IdParamsSchema,
  response: S.FairHallSchema,
});
export const createHall = defineEndpoint({
  method: 'POST',
  path: '/fair_halls',
  summary: 'Create a hall (organizer of the fair) with its default booth grid',
  tags: tag,
  body: S.FairHallCreateSchema,
  response: S.FairHallSchema,
  status: 201,
});
export const updateHall = defineEndpoint({
  method: 'PUT',
  path: '/fair_halls/:id',
  summary: 'Update a hall (organizer of the fair); absent fields keep their value',
  tags: tag,
  params: IdParamsSchema,
  body: S.FairHallUpdateSchema,
  response: S.FairHallSchema,
});
export const deleteHall = defineEndpoint({
  method: 'DELETE',
  path: '/fair_halls/:id',
  summary: 'Delete a hall with its configuration and map elements (organizer of the fair)',
  tags: tag,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});

const ctag = ['fair_hall_configurations'];
export const listConfigurations = defineEndpoint({
  method: 'GET',
  path: '/fair_hall_configurations',
  summary: "A hall's configuration (`?fairHall=`): zero or one entry",
  tags: ctag,
  query: PaginationQuerySchema.extend({ fairHall: fairId }),
  response: z.array(S.FairHallConfigurationSchema),
  paged: true,
});
export const getConfiguration = defineEndpoint({
  method: 'GET',
  path: '/fair_hall_configurations/:id',
  summary: 'Get a hall configuration',
  tags: ctag,
  params: IdParamsSchema,
  response: S.FairHallConfigurationSchema,
});
export const createConfiguration = defineEndpoint({
  method: 'POST',
  path: '/fair_hall_configurations',
  summary: "Set a hall's booth slots when it has no configuration yet (409 otherwise)",
  tags: ctag,
  body: S.FairHallConfigurationCreateSchema,
  response: S.FairHallConfigurationSchema,
  status: 201,
});
export const updateConfiguration = defineEndpoint({
  method: 'PUT',
  path: '/fair_hall_configurations/:id',
  summary: "Replace a hall's booth slots (positions 1..numberOfStands, unique, inside the map)",
  tags: ctag,
  params: IdParamsSchema,
  body: S.FairHallConfigurationUpdateSchema,
  response: S.FairHallConfigurationSchema,
});

const etag = ['elements'];
export const listElements = defineEndpoint({
  method: 'GET',
  path: '/elements',
  summary: "Elements of a hall's map (`map` required, `type`, `position`)",
  tags: etag,
  query: PaginationQuerySchema.extend({
    map: z.string({ error: 'required' }).trim().max(40, { error: 'too_long' }),
    type: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).optional(),
    position: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).optional(),
  }),
  response: z.array(S.ElementSchema),
  paged: true,
});
export const createElement = defineEndpoint({
  method: 'POST',
  path: '/elements',
  summary: "Place an element on a hall's map (organizer of the fair)",
  tags: etag,
  body: S.ElementCreateSchema,
  response: S.ElementSchema,
  status: 201,
});
export const updateElement = defineEndpoint({
  method: 'PUT',
  path: '/elements/:id',
  summary: 'Move or change an element (organizer of the fair)',
  tags: etag,
  params: IdParamsSchema,
  body: S.ElementUpdateSchema,
  response: S.ElementSchema,
});
export const deleteElement = defineEndpoint({
  method: 'DELETE',
  path: '/elements/:id',
  summary: 'Remove an element (organizer of the fair)',
  tags: etag,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
