import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import * as S from './schemas.ts';

const tags = ['booth-queue'];

// Issue 13, "The booth queue".
export const getBoothQueue = defineEndpoint({
  method: 'GET',
  path: '/stands/:id/queue',
  summary:
    "A booth's queue: its available staff, opening hours, how many wait and the asker's own place with an estimated wait; the people waiting for the firm's staff and the fair's organizers",
  tags,
  params: IdParamsSchema,
  response: S.BoothQueueSchema,
});
export const joinBoothQueue = defineEndpoint({
  method: 'POST',
  path: '/stands/:id/queue',
  summary:
    "A validated member of the fair (not of the booth's firm) joins the booth's queue for a call or a chat, within its opening hours",
  tags,
  params: IdParamsSchema,
  body: S.BoothQueueJoinSchema,
  response: S.BoothQueueSchema,
  status: 201,
  problems: [409],
});
export const leaveBoothQueue = defineEndpoint({
  method: 'DELETE',
  path: '/stands/:id/queue',
  summary: "The asker leaves the booth's queue (nothing happens when they were not waiting)",
  tags,
  params: IdParamsSchema,
  response: S.BoothQueueSchema,
});
export const takeFromBoothQueue = defineEndpoint({
  method: 'POST',
  path: '/stands/:id/queue/take',
  summary:
    "The booth's staff take the next person waiting (or the chosen entry) to call or write to them; two staff members never take the same person",
  tags,
  params: IdParamsSchema,
  body: S.BoothQueueTakeSchema,
  response: S.BoothQueueEntrySchema,
  problems: [409],
});
export const setBoothOpeningHours = defineEndpoint({
  method: 'PUT',
  path: '/stands/:id/opening-hours',
  summary:
    "The booth's staff or the fair's organizers set the hours (in the fair's time zone) when visitors may queue, or open it all day",
  tags,
  params: IdParamsSchema,
  body: S.BoothOpeningHoursUpdateSchema,
  response: S.BoothQueueSchema,
});
export const getMyAvailability = defineEndpoint({
  method: 'GET',
  path: '/me/availability',
  summary: "A firm's staff member's own availability for booth calls (available unless they said otherwise)",
  tags,
  response: S.StaffAvailabilitySchema,
});
export const setMyAvailability = defineEndpoint({
  method: 'PUT',
  path: '/me/availability',
  summary: "A firm's staff member says whether booths may offer them to visitors: available, busy or away",
  tags,
  body: S.StaffAvailabilitySchema,
  response: S.StaffAvailabilitySchema,
});
