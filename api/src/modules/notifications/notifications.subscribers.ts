import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  JOB_APPLICATION_PENDING,
  ROLES,
  USER_TYPES,
  type NotificationData,
  type NotificationKind,
} from '@passerelle/contract';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  fairAdmins,
  fairs,
  firmJoinRequests,
  interviewSlots,
  firms,
  jobApplicationEvents,
  jobApplications,
  jobOffers,
  notifications,
  stands,
  users,
  visioRooms,
} from '../../db/schema/index.ts';
import type { EventListeners } from '../../platform/bus/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { NotificationsService } from './notifications.service.ts';

interface NewNotification {
  kind: NotificationKind;
  fairId: number | null;
  /** What made it: one notification per recipient and source, whichever instance got the event first. */
  sourceKey: string;
  /** Per recipient, since an offer's title follows the recipient's language. */
  data: (recipient: Recipient) => NotificationData;
}
interface Recipient {
  id: number;
  locale: string | null;
}

/**
 * The module's subscriptions (ADR 005): each domain event that concerns someone becomes a
 * notification for the right people, read from any table, written only to `notifications`.
 * Asynchronous: the bus never waits for it, and a failure is logged by the bus, never the write's.
 */
export const createNotificationSubscribers = (
  deps: AppDeps,
  service: Pick<NotificationsService, 'channelsOf'>,
): EventListeners => {
  const { db } = deps;

  /** Inserts one per recipient whose channel for the kind is not `off` (erased accounts: none). */
  const deliver = async (recipientIds: number[], n: NewNotification) => {
    const unique = [...new Set(recipientIds)];
    if (!unique.length) return;
    const recipients = await db
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(and(inArray(users.id, unique), isNull(users.erasedAt)));
    const channelOf = await service.channelsOf(
      recipients.map((r) => r.id),
      n.kind,
    );
    // `email_digest` is kept in the list too: the daily digest (notifications.digest.ts) reads it from here.
    const values = recipients
      .filter((r) => channelOf(r.id) !== 'off')
      .map((r) => ({
        recipientId: r.id,
        kind: n.kind,
        fairId: n.fairId,
        data: n.data(r),
        sourceKey: n.sourceKey,
      }));
    if (!values.length) return;
    const stored = await db
      .insert(notifications)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: notifications.id, recipientId: notifications.recipientId });
    // Announced by the instance whose insert stored it (once, whichever instance that was): the
    // recipient's open tabs show it at once (ADR 007).
    if (stored.length)
      await deps.bus.publish(
        ...stored.map((n) => ({
          name: 'notification.created' as const,
          payload: { notificationId: n.id, userId: n.recipientId },
        })),
      );
  };

  const fairLabels = async (fairId: number | null) => {
    if (fairId === null) return {};
    const [fair] = await db
      .select({ name: fairs.name, homepage: fairs.homepage })
      .from(fairs)
      .where(eq(fairs.id, fairId))
      .limit(1);
    return fair ? { fairId, fairName: fair.name, homepage: fair.homepage } : {};
  };

  /** The firm's stand admins (userType 5 with the exhibitor role): its roster owners. */
  const standAdminsOf = async (firmId: number) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.firmId, firmId),
            eq(users.userType, USER_TYPES.STAND_ADMIN),
            sql`${ROLES.EXHIBITOR} = any(${users.roles})`,
          ),
        )
    ).map((u) => u.id);

  return {
    'membership.changed': async ({ userId, fairId, state }, event) => {
      if (state !== 'validated' && state !== 'refused') return;
      const labels = await fairLabels(fairId);
      await deliver([userId], {
        kind: state === 'validated' ? 'membership.validated' : 'membership.refused',
        fairId,
        sourceKey: `event:${event.id}`,
        data: () => labels,
      });
    },

    'firm.join_request.changed': async ({ requestId, firmId, fairId, status }) => {
      // Only a new request asks something of anyone; the person hears of the decision by mail.
      if (status !== 'pending') return;
      const [request] = await db
        .select({
          status: firmJoinRequests.status,
          userId: firmJoinRequests.userId,
          requestedById: firmJoinRequests.requestedById,
          firmName: firms.name,
        })
        .from(firmJoinRequests)
        .innerJoin(firms, eq(firms.id, firmJoinRequests.firmId))
        .where(eq(firmJoinRequests.id, requestId))
        .limit(1);
      if (!request || request.status !== 'pending') return;
      const organizers =
        fairId === null
          ? []
          : (
              await db.select({ id: fairAdmins.userId }).from(fairAdmins).where(eq(fairAdmins.fairId, fairId))
            ).map((u) => u.id);
      const asking = [request.userId, request.requestedById];
      const recipients = [...(await standAdminsOf(firmId)), ...organizers].filter(
        (id) => !asking.includes(id),
      );
      const labels = await fairLabels(fairId);
      await deliver(recipients, {
        kind: 'firm.join_request',
        fairId,
        // A request re-announced (the same person registering twice) stays one notification.
        sourceKey: `firm_join_request:${requestId}`,
        data: () => ({ ...labels, firmId, firmName: request.firmName, requestId }),
      });
    },

    'conversation.message': async ({ conversationId, messageId }) => {
      // A direct message tells the other person (`direct_message`); the firm's answer in a booth
      // chat tells the visitor (`chat.answer`). Never the message itself. One unread notification
      // per conversation at a time: a burst of messages does not pile up in the dropdown.
      const [m] = await db
        .select({
          authorId: conversationMessages.authorId,
          fromFirm: conversationMessages.fromFirm,
          kind: conversations.kind,
          uuid: conversations.uuid,
          fairId: conversations.fairId,
          firmId: conversations.firmId,
          firmName: firms.name,
          standId: conversations.standId,
          standName: stands.name,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .leftJoin(firms, eq(firms.id, conversations.firmId))
        .leftJoin(stands, eq(stands.id, conversations.standId))
        .where(
          and(
            eq(conversationMessages.id, messageId),
            eq(conversationMessages.conversationId, conversationId),
          ),
        )
        .limit(1);
      if (!m) return;
      const booth = m.kind === 'booth';
      // A booth chat: only the firm's answers are news, to its member side (the visitor).
      if (booth && !m.fromFirm) return;
      const kind: NotificationKind = booth ? 'chat.answer' : 'direct_message';
      const candidates = (
        await db
          .select({ userId: conversationParticipants.userId })
          .from(conversationParticipants)
          .where(
            and(
              eq(conversationParticipants.conversationId, conversationId),
              eq(conversationParticipants.role, 'member'),
            ),
          )
      )
        .map((p) => p.userId)
        .filter((id) => id !== m.authorId);
      if (!candidates.length) return;
      const waiting = await db
        .select({ id: notifications.recipientId })
        .from(notifications)
        .where(
          and(
            inArray(notifications.recipientId, candidates),
            eq(notifications.kind, kind),
            eq(notifications.unread, true),
            sql`${notifications.data}->>'conversationUuid' = ${m.uuid}`,
          ),
        );
      const already = new Set(waiting.map((w) => w.id));
      const labels = await fairLabels(m.fairId);
      await deliver(
        candidates.filter((id) => !already.has(id)),
        {
          kind,
          fairId: m.fairId,
          sourceKey: `conversation_message:${messageId}`,
          data: () => ({
            ...labels,
            conversationUuid: m.uuid,
            ...(booth && {
              ...(m.firmId !== null && { firmId: m.firmId }),
              ...(m.firmName !== null && { firmName: m.firmName }),
              ...(m.standId !== null && { standId: m.standId }),
              ...(m.standName !== null && { standName: m.standName }),
            }),
          }),
        },
      );
    },

    'visio.call.changed': async ({ roomId, status }) => {
      // A missed call (nobody answered, or the caller gave up while it rang) tells the person
      // called, once per call; never the caller's details (the calls page shows who it was).
      if (status !== 'missed') return;
      const [call] = await db
        .select({
          status: visioRooms.status,
          fairId: visioRooms.fairId,
          receiverId: visioRooms.receiverId,
        })
        .from(visioRooms)
        .where(eq(visioRooms.id, roomId))
        .limit(1);
      if (!call || call.status !== 'missed') return;
      const labels = await fairLabels(call.fairId);
      await deliver([call.receiverId], {
        kind: 'call.missed',
        fairId: call.fairId,
        sourceKey: `visio_room_missed:${roomId}`,
        data: () => ({ ...labels, roomId }),
      });
    },

    'interview.slot.changed': async ({ slotId, hostId, candidateId, action }, event) => {
      // Booked: the host (the candidate has the confirmation mail). Cancelled by the firm's side:
      // the candidate, and the host when someone else cancelled. Reopened (the candidate gave it
      // up): the host. Reminded: both, 10 minutes before.
      if (!['booked', 'cancelled', 'reopened', 'reminded'].includes(action)) return;
      const [slot] = await db
        .select({
          fairId: interviewSlots.fairId,
          startsAt: interviewSlots.startsAt,
          cancelledBy: interviewSlots.cancelledBy,
          standId: interviewSlots.standId,
          standName: stands.name,
          firmId: interviewSlots.firmId,
          firmName: firms.name,
          timezone: fairs.timezone,
        })
        .from(interviewSlots)
        .innerJoin(stands, eq(stands.id, interviewSlots.standId))
        .innerJoin(firms, eq(firms.id, interviewSlots.firmId))
        .innerJoin(fairs, eq(fairs.id, interviewSlots.fairId))
        .where(eq(interviewSlots.id, slotId))
        .limit(1);
      if (!slot) return;
      const recipients =
        action === 'booked' || action === 'reopened'
          ? [hostId]
          : action === 'reminded'
            ? [hostId, candidateId]
            : [candidateId, slot.cancelledBy !== hostId ? hostId : null];
      const kind: NotificationKind =
        action === 'booked'
          ? 'interview.booked'
          : action === 'reminded'
            ? 'interview.reminder'
            : 'interview.cancelled';
      const labels = await fairLabels(slot.fairId);
      await deliver(
        recipients.filter((id): id is number => id !== null),
        {
          kind,
          fairId: slot.fairId,
          sourceKey:
            action === 'reminded' ? `interview_reminder:${slotId}:${candidateId}` : `event:${event.id}`,
          data: () => ({
            ...labels,
            slotId,
            startsAt: slot.startsAt.toISOString(),
            timezone: slot.timezone,
            firmId: slot.firmId,
            firmName: slot.firmName,
            standId: slot.standId,
            standName: slot.standName,
          }),
        },
      );
    },

    'job.application.changed': async ({ applicationId, offerId, firmId, fairId, candidateId }) => {
      // The application's latest history row says what happened: made (pending, its first row)
      // or moved. A withdrawn application has none left: nothing to tell.
      const [last] = await db
        .select({
          id: jobApplicationEvents.id,
          status: jobApplicationEvents.status,
          changedBy: jobApplicationEvents.changedBy,
        })
        .from(jobApplicationEvents)
        .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationEvents.applicationId))
        .where(eq(jobApplicationEvents.applicationId, applicationId))
        .orderBy(desc(jobApplicationEvents.id))
        .limit(1);
      if (!last) return;
      const [offer] = await db
        .select({ translations: jobOffers.translations })
        .from(jobOffers)
        .where(eq(jobOffers.id, offerId))
        .limit(1);
      const titles = (offer?.translations ?? {}) as Record<string, { title?: string } | undefined>;
      const titleFor = (r: Recipient) => titles[r.locale ?? 'fr']?.title || titles.fr?.title || '';
      const labels = await fairLabels(fairId);
      const data = (r: Recipient): NotificationData => ({
        ...labels,
        firmId,
        applicationId,
        offerId,
        offerTitle: titleFor(r),
        status: last.status,
      });
      const sourceKey = `job_application_event:${last.id}`;
      if (last.status === JOB_APPLICATION_PENDING) {
        const [{ n } = { n: 0 }] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(jobApplicationEvents)
          .where(
            and(eq(jobApplicationEvents.applicationId, applicationId), ne(jobApplicationEvents.id, last.id)),
          );
        // Put back to pending later is a status move, not a new application.
        if (n > 0) return deliver([candidateId], { kind: 'job.application.status', fairId, sourceKey, data });
        return deliver(
          (await standAdminsOf(firmId)).filter((id) => id !== candidateId),
          { kind: 'job.application.received', fairId, sourceKey, data },
        );
      }
      await deliver([candidateId], { kind: 'job.application.status', fairId, sourceKey, data });
    },
  };
};
