import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationListQuerySchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdateSchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { toNotification } from './notifications.mapper.ts';
import { canChangeNotification, canReadNotificationsOf } from './notifications.policy.ts';

type ListQuery = z.output<typeof NotificationListQuerySchema>;
type PreferencesUpdate = z.output<typeof NotificationPreferencesUpdateSchema>;

/** §7 notifications: the recipient's reads and writes (the subscribers create them). */
export const createNotificationsService = (deps: AppDeps) => {
  const { db } = deps;

  const mustBeSelf = (actor: Actor, userId: number) => {
    // Someone else's dropdown: 403 whether that account exists or not (nothing to learn).
    if (!canReadNotificationsOf(actor, userId)) throw forbidden();
  };

  /** `GET /users/{id}/notifications`: newest first. */
  const list = async ({
    actor,
    userId,
    query,
  }: {
    actor: Actor;
    userId: number;
    query: ListQuery;
  }): Promise<Page<Notification>> => {
    mustBeSelf(actor, userId);
    const paging = resolvePaging(query, 20);
    const where = and(
      eq(notifications.recipientId, userId),
      query.unread === undefined ? undefined : eq(notifications.unread, query.unread),
    );
    const rows = await db
      .select({ row: notifications, total: totalOver() })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(rows, paging, async () => {
      const [n] = await db.select({ n: count() }).from(notifications).where(where);
      return Number(n?.n ?? 0);
    });
    return { items: rows.map((r) => toNotification(r.row)), totalItems, paging };
  };

  /** The user's notifications changed state: their open tabs follow (ADR 007). */
  const changed = (userId: number) => deps.bus.publish({ name: 'notification.changed', payload: { userId } });

  const unreadOf = async (userId: number) => {
    const [n] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.unread, true)));
    return Number(n?.n ?? 0);
  };

  /** `GET /users/{id}/notifications/unread-count`. */
  const unreadCount = async ({ actor, userId }: { actor: Actor; userId: number }) => {
    mustBeSelf(actor, userId);
    return { unread: await unreadOf(userId) };
  };

  /** `POST /users/{id}/notifications/mark-all-read`. */
  const markAllRead = async ({ actor, userId }: { actor: Actor; userId: number }) => {
    mustBeSelf(actor, userId);
    const marked = await db
      .update(notifications)
      .set({ unread: false })
      .where(and(eq(notifications.recipientId, userId), eq(notifications.unread, true)))
      .returning({ id: notifications.id });
    // The user's other tabs re-read their badge (also when nothing was unread here: theirs may be stale).
    await changed(userId);
    return { marked: marked.length };
  };

  /** Someone else's notification does not exist for the caller (404). */
  const own = async (actor: Actor, id: number) => {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    if (!row || !canChangeNotification(actor, row)) throw notFound();
    return row;
  };

  /** `PUT /notifications/{id}`. */
  const update = async ({ actor, id, unread }: { actor: Actor; id: number; unread: boolean }) => {
    await own(actor, id);
    const [row] = await db.update(notifications).set({ unread }).where(eq(notifications.id, id)).returning();
    if (!row) throw notFound();
    await changed(actor.id);
    return toNotification(row);
  };

  /** `DELETE /notifications/{id}`. */
  const remove = async ({ actor, id }: { actor: Actor; id: number }) => {
    await own(actor, id);
    await db.delete(notifications).where(eq(notifications.id, id));
    await changed(actor.id);
  };

  /** Every kind's channel for these users (a kind without a row: `in_app`). */
  const channelsOf = async (userIds: number[], kind: NotificationKind) => {
    const rows = userIds.length
      ? await db
          .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
          .from(notificationPreferences)
          .where(
            and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.kind, kind)),
          )
      : [];
    const chosen = new Map(rows.map((r) => [r.userId, r.channel]));
    return (userId: number): NotificationChannel => chosen.get(userId) ?? DEFAULT_NOTIFICATION_CHANNEL;
  };

  const preferencesOf = async (userId: number): Promise<NotificationPreferences> => {
    const rows = await db
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((r) => [r.kind, r.channel]));
    return Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [k, chosen.get(k) ?? DEFAULT_NOTIFICATION_CHANNEL]),
    ) as NotificationPreferences;
  };

  /** `GET /users/{id}/notification-preferences`. */
  const getPreferences = async ({ actor, userId }: { actor: Actor; userId: number }) => {
    mustBeSelf(actor, userId);
    return preferencesOf(userId);
  };

  /** `PUT /users/{id}/notification-preferences`: the kinds sent change, the others stay. */
  const updatePreferences = async ({
    actor,
    userId,
    data,
  }: {
    actor: Actor;
    userId: number;
    data: PreferencesUpdate;
  }) => {
    mustBeSelf(actor, userId);
    const values = NOTIFICATION_KINDS.flatMap((kind) => {
      const channel = data[kind];
      return channel === undefined ? [] : [{ userId, kind, channel }];
    });
    if (values.length)
      await db.transaction(async (tx) => {
        for (const v of values)
          await tx
            .insert(notificationPreferences)
            .values(v)
            .onConflictDoUpdate({
              target: [notificationPreferences.userId, notificationPreferences.kind],
              set: { channel: v.channel, updatedAt: new Date() },
            });
      });
    return preferencesOf(userId);
  };

  /** Personal data: the user's notifications and choices (GDPR export). */
  const exportOf = async (userId: number) => {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    return { notifications: rows.map(toNotification), preferences: await preferencesOf(userId) };
  };

  /** Erasure: both go. */
  const eraseOf = async (userId: number) => {
    await db.transaction(async (tx) => {
      await tx.delete(notifications).where(eq(notifications.recipientId, userId));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    });
  };

  return {
    list,
    unreadCount,
    markAllRead,
    update,
    remove,
    getPreferences,
    updatePreferences,
    channelsOf,
    exportOf,
    eraseOf,
  };
};
export type NotificationsService = ReturnType<typeof createNotificationsService>;
