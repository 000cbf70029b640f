import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';

/**
 * §3 Notification, §7 notifications (issue 12): what the header dropdown and the notifications
 * page show to their recipient. The system creates them from the domain events; the recipient
 * marks them read and deletes them (permissions.md "notifications").
 */
export const NOTIFICATION_KINDS = [
  'membership.validated',
  'membership.refused',
  'firm.join_request',
  'job.application.received',
  'job.application.status',
  'direct_message',
  'chat.answer',
  'call.missed',
  'interview.booked',
  'interview.cancelled',
  'interview.reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds something creates today (the preferences form shows these). */
export const ACTIVE_NOTIFICATION_KINDS = [
  'membership.validated',
  'membership.refused',
  'firm.join_request',
  'job.application.received',
  'job.application.status',
  'direct_message',
  'chat.answer',
  'call.missed',
  'interview.booked',
  'interview.cancelled',
  'interview.reminder',
] as const satisfies readonly NotificationKind[];

/**
 * Per kind, how the user wants to hear of it: in the dropdown, in a daily e-mail digest (listed in
 * the dropdown too, and mailed once a day: notifications.digest.ts in the api), or not at all.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email_digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in_app';

const id = z.number().int();

/**
 * What a notification is about: ids, and the non-personal labels its sentence and link need (a
 * fair's name and homepage, a firm's name, an offer's title, a status), never another person's
 * details. Every field is optional: each kind fills its own.
 */
export const NotificationDataSchema = z
  .object({
    fairId: id.optional(),
    fairName: z.string().optional(),
    /** The fair's homepage (the `{salon}` of a link). */
    homepage: z.string().optional(),
    firmId: id.optional(),
    firmName: z.string().optional(),
    requestId: id.optional(),
    applicationId: id.optional(),
    offerId: id.optional(),
    offerTitle: z.string().optional(),
    /** An application's status (0 pending … 6 declined). */
    status: id.optional(),
    /** A conversation's uuid (the link to it) and the booth of a booth chat. */
    conversationUuid: z.string().optional(),
    standId: id.optional(),
    standName: z.string().optional(),
    /** A missed call (`call.missed`): its room (the calls page names the caller, through its policy). */
    roomId: id.optional(),
    /**
     * An interview slot (`interview.booked`, `interview.cancelled`, `interview.reminder`): its id,
     * its start (ISO, UTC) and the fair's time zone, the booth's `standId`/`standName`.
     */
    slotId: id.optional(),
    startsAt: z.string().optional(),
    timezone: z.string().optional(),
  })
  .strict();
export type NotificationData = z.infer<typeof NotificationDataSchema>;

export const NotificationSchema = z.object({
  id,
  kind: z.enum(NOTIFICATION_KINDS),
  /** The fair it happened in (null: none, or gone). */
  fair: id.nullable(),
  data: NotificationDataSchema,
  unread: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' })])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `GET /users/{id}/notifications`: newest first; `unread=true` only the unread ones. */
export const NotificationListQuerySchema = PaginationQuerySchema.extend({
  unread: boolish.optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

/** `PUT /notifications/{id}`: read (`false`) or unread again (`true`). */
export const NotificationUpdateSchema = z
  .object({
    unread: z.boolean({
      error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type'),
    }),
  })
  .strict();
export type NotificationUpdate = z.input<typeof NotificationUpdateSchema>;

/** The header badge: how many are unread. */
export const NotificationUnreadCountSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof NotificationUnreadCountSchema>;

/** `POST /users/{id}/notifications/mark-all-read`: how many were marked read. */
export const NotificationMarkAllReadSchema = z.object({ marked: z.number().int() });

const channel = z.enum(NOTIFICATION_CHANNELS, { error: 'invalid_value' });

/** Every kind's channel (unset kinds answer `in_app`). */
export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(NOTIFICATION_CHANNELS)])) as Record<
    NotificationKind,
    z.ZodEnum<{ [C in NotificationChannel]: C }>
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** `PUT /users/{id}/notification-preferences`: the kinds sent change, the others stay. */
export const NotificationPreferencesUpdateSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channel.optional()])) as Record<
      NotificationKind,
      z.ZodOptional<typeof channel>
    >,
  )
  .strict();
export type NotificationPreferencesUpdate = z.input<typeof NotificationPreferencesUpdateSchema>;
