import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { MAX_TOPICS_PER_STREAM, parseTopic } from './topics.ts';

export { EVENT_STREAM_PATH } from './topics.ts';

export const StreamTokenSchema = z.object({
  /** For `GET /api/events` as `Authorization: Bearer <token>`, never in a URL. */
  token: z.string(),
  /** Seconds it is accepted for opening a stream (an open stream outlives it). */
  expiresIn: z.number().int().positive(),
});
export type StreamToken = z.output<typeof StreamTokenSchema>;

// §3 notification token, §7 Real-time: the realtime stream's own short-lived token.
export const getNotificationToken = defineEndpoint({
  method: 'GET',
  path: '/notification_tokens/:id',
  summary:
    "A short-lived token for the user's realtime stream (`GET /api/events?topic=…` with `Authorization: Bearer`), bound to the user and the session (self only)",
  tags: ['realtime'],
  params: IdParamsSchema,
  response: StreamTokenSchema,
});

/**
 * `GET /api/events?topic=…` (repeatable): the realtime stream, `text/event-stream`. Not a JSON
 * endpoint; its query is checked with this schema once the stream token is.
 */
export const EventStreamQuerySchema = z.object({
  topic: z
    .union([z.string(), z.array(z.string())])
    .transform((t) => (Array.isArray(t) ? t : [t]))
    .pipe(
      z
        .array(z.string().refine((t) => parseTopic(t) !== null, { message: 'unknown topic' }))
        .min(1)
        .max(MAX_TOPICS_PER_STREAM),
    ),
});
