import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['visio'];
const empty = z.object({}).strict();

// §7 Video: the spec's routes, then the signalling relay (up; down is the realtime stream).
export const listVisioRooms = defineEndpoint({
  method: 'GET',
  path: '/visio_rooms',
  summary: "The caller's calls (made or received), newest first; paged",
  tags,
  query: S.VisioRoomListQuerySchema,
  response: z.array(S.VisioRoomSchema),
  paged: true,
});
export const getVisioRoom = defineEndpoint({
  method: 'GET',
  path: '/visio_rooms/:id',
  summary: 'One call (its two participants only)',
  tags,
  params: IdParamsSchema,
  response: S.VisioRoomSchema,
});
export const updateVisioRoom = defineEndpoint({
  method: 'PUT',
  path: '/visio_rooms/:id',
  summary: 'The receiver picks up a ringing call (`active`) or declines it',
  tags,
  params: IdParamsSchema,
  body: S.VisioRoomUpdateSchema,
  response: S.VisioRoomSchema,
  problems: [409],
});
export const getVisioRoomUniqid = defineEndpoint({
  method: 'GET',
  path: '/visio_rooms/:id/uniqid',
  summary: "The room's address; a fresh one when it expired and the call is not over",
  tags,
  params: IdParamsSchema,
  response: S.VisioUniqidSchema,
});
export const visioAccessToken = defineEndpoint({
  method: 'POST',
  path: '/visio/access-token',
  summary:
    'Joins a room by its uniqid: the room and the ICE servers, with TURN credentials derived for this user and a limited time',
  tags,
  body: S.VisioAccessTokenRequestSchema,
  response: S.VisioAccessSchema,
});
export const createVisioRoom = defineEndpoint({
  method: 'POST',
  path: '/visio/create-room/:id',
  summary:
    'Creates a room to call a person of the fair (id: that user); a new person called counts against the fair’s daily contact limit for video',
  tags,
  params: IdParamsSchema,
  body: S.VisioRoomCreateSchema,
  response: S.VisioRoomSchema,
  status: 201,
  problems: [409, 429],
});
export const startVisioCall = defineEndpoint({
  method: 'PUT',
  path: '/visio/start-call/:id',
  summary: 'The caller rings the receiver (streamed to every tab of theirs)',
  tags,
  params: IdParamsSchema,
  body: empty,
  response: S.VisioRoomSchema,
  problems: [409],
});
export const endVisioCall = defineEndpoint({
  method: 'PUT',
  path: '/visio/end-call/:id',
  summary: 'A participant hangs up (the other side is told at once)',
  tags,
  params: IdParamsSchema,
  body: empty,
  response: S.VisioRoomSchema,
});
export const missVisioCall = defineEndpoint({
  method: 'PUT',
  path: '/visio/miss-call/:id',
  summary: 'A ringing call was not answered: marked missed, and the receiver notified',
  tags,
  params: IdParamsSchema,
  body: empty,
  response: S.VisioRoomSchema,
  problems: [409],
});
export const sendVisioSignal = defineEndpoint({
  method: 'POST',
  path: '/visio/signal/:id',
  summary: 'Relays a WebRTC signal (SDP, ICE candidate, media state) to the other participant',
  tags,
  params: IdParamsSchema,
  body: S.VisioSignalSchema,
  response: z.null(),
  status: 204,
  problems: [409, 429],
});
