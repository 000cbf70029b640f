import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['presence'];

// §4 presence; live changes stream on `/fairs/{id}/users/status` (realtime/topics.ts).
export const getFairPresence = defineEndpoint({
  method: 'GET',
  path: '/fairs/:id/presence',
  summary:
    'Who of these people is online, away or in a call now (members and organizers of the fair; people who are not members of it answer offline)',
  tags,
  params: IdParamsSchema,
  query: S.PresenceQuerySchema,
  response: z.array(S.PresenceEntrySchema),
});
export const updateMyPresence = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/presence',
  summary: 'Says the user is available or away (self only); while no tab of theirs is open they stay offline',
  tags,
  params: IdParamsSchema,
  body: S.PresenceUpdateSchema,
  response: S.PresenceEntrySchema,
});
