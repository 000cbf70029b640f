import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['interview-slots'];

// Issue 13, "Interview slots".
export const createInterviewSlots = defineEndpoint({
  method: 'POST',
  path: '/interview_slots',
  summary:
    "A firm's staff (stand admin or contact of the booth's firm) or the fair's organizers publish one slot or `count` consecutive slots at a booth, held by a staff member of the firm",
  tags,
  body: S.InterviewSlotCreateSchema,
  response: z.array(S.InterviewSlotSchema),
  status: 201,
  problems: [409],
});
export const listStandInterviewSlots = defineEndpoint({
  method: 'GET',
  path: '/stands/:id/interview_slots',
  summary:
    "The booth's upcoming slots, earliest first: the open ones for the fair's members; every status with its candidate for the firm's staff and the fair's organizers; paged",
  tags,
  params: IdParamsSchema,
  query: S.StandInterviewSlotListQuerySchema,
  response: z.array(S.InterviewSlotSchema),
  paged: true,
});
export const listMyInterviewSlots = defineEndpoint({
  method: 'GET',
  path: '/interview_slots',
  summary:
    "The caller's booked slots as candidate and every slot they host: upcoming first (earliest first), then past ones (newest first); paged",
  tags,
  query: S.InterviewSlotListQuerySchema,
  response: z.array(S.InterviewSlotSchema),
  paged: true,
});
export const getInterviewSlot = defineEndpoint({
  method: 'GET',
  path: '/interview_slots/:id',
  summary:
    'One slot: its candidate, its host, the firm’s staff and the fair’s organizers; an open one also anyone who may book it',
  tags,
  params: IdParamsSchema,
  response: S.InterviewSlotSchema,
});
export const bookInterviewSlot = defineEndpoint({
  method: 'POST',
  path: '/interview_slots/:id/book',
  summary:
    'A validated member of the fair (not staff of the firm) books an open slot: once (409 `slot_taken`), one booked slot per booth and candidate (409 `slot_already_booked_at_booth`); mails a confirmation with an .ics',
  tags,
  params: IdParamsSchema,
  body: S.InterviewSlotBookSchema,
  response: S.InterviewSlotSchema,
  problems: [409],
});
export const cancelInterviewSlot = defineEndpoint({
  method: 'POST',
  path: '/interview_slots/:id/cancel',
  summary:
    'The candidate cancels their booking (the slot opens again for others), or the firm’s side cancels the slot (it is closed); the other side is told with the message',
  tags,
  params: IdParamsSchema,
  body: S.InterviewSlotCancelSchema,
  response: S.InterviewSlotSchema,
  problems: [409],
});
export const deleteInterviewSlot = defineEndpoint({
  method: 'DELETE',
  path: '/interview_slots/:id',
  summary:
    "The firm's staff or the fair's organizers delete an open slot (a booked one is cancelled instead: 409 `slot_not_open`)",
  tags,
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
  problems: [409],
});
