import { z } from 'zod';
import { PRESENCE_STATUSES } from './constants.ts';

export * from './constants.ts';

/** What a user may say of themselves; "calling" comes from the calls, "offline" from closing the tabs. */
export const CHOSEN_PRESENCE_STATUSES = ['online', 'away'] as const;
/** How many people one presence request may ask about (a booth's staff, a firm's contacts). */
export const PRESENCE_MAX_USERS = 100;

export const PresenceEntrySchema = z.object({
  user: z.number().int(),
  status: z.enum(PRESENCE_STATUSES),
});
export type PresenceEntry = z.infer<typeof PresenceEntrySchema>;

const userId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

/** `GET /fairs/{id}/presence?user[]=…&user[]=…`. */
export const PresenceQuerySchema = z.object({
  'user[]': z
    .union([userId, z.array(userId)], { error: 'invalid_type' })
    .transform((u) => (Array.isArray(u) ? u : [u]))
    .pipe(z.array(z.number()).min(1, { error: 'required' }).max(PRESENCE_MAX_USERS, { error: 'too_big' })),
});
export type PresenceQuery = z.input<typeof PresenceQuerySchema>;

/** `PUT /users/{id}/presence`: available again, or away. */
export const PresenceUpdateSchema = z
  .object({
    status: z.enum(CHOSEN_PRESENCE_STATUSES, {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
    }),
  })
  .strict();
export type PresenceUpdate = z.input<typeof PresenceUpdateSchema>;
