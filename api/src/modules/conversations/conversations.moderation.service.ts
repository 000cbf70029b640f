import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  USER_TYPES,
  type FairMute,
  type FairMuteCreateSchema,
  type MessageReport,
  type MessageReportCreateSchema,
  type PaginationQuery,
} from '@passerelle/contract';
import {
  conversationMessages,
  conversations,
  fairMutes,
  fairUsers,
  fairs,
  messageReports,
  stands,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { toMessage, toPerson } from './conversations.mapper.ts';
import type { ConversationsDeps } from './conversations.messages.ts';
import { canModerateFair, canReadMessageReports, hidesFair } from './conversations.policy.ts';
import type { ConversationReads } from './conversations.reads.ts';

type MuteData = z.output<typeof FairMuteCreateSchema>;
type ReportData = z.output<typeof MessageReportCreateSchema>;

/** Mutes in a fair (moderators, organizers, booth staff) and reported messages (the fair's organizers). */
export const createModerationService = (deps: ConversationsDeps, reads: ConversationReads) => {
  const { db } = deps;

  /** The fair if the actor may see it (else 404) and the firms with a booth in it. */
  const fairFor = async (actor: Actor, fairId: number) => {
    const [fair] = await db
      .select({ id: fairs.id, isPublicAccess: fairs.isPublicAccess })
      .from(fairs)
      .where(eq(fairs.id, fairId));
    if (!fair || hidesFair(actor, fair)) throw notFound();
    return fair;
  };

  const mustModerate = async (actor: Actor, fairId: number) => {
    await fairFor(actor, fairId);
    const boothFirms = actor.firmId
      ? await db
          .select({ firmId: stands.firmId })
          .from(stands)
          .where(and(eq(stands.fairId, fairId), eq(stands.firmId, actor.firmId)))
          .limit(1)
      : [];
    if (
      !canModerateFair(
        actor,
        fairId,
        boothFirms.map((b) => b.firmId),
      )
    )
      throw forbidden();
  };

  const muteViews = async (rows: (typeof fairMutes.$inferSelect)[]): Promise<FairMute[]> => {
    const people = await reads.peopleOf(rows.flatMap((r) => [r.userId, r.mutedBy]));
    return rows.map((r) => ({
      fair: r.fairId,
      user: toPerson(people.get(r.userId)),
      mutedBy: r.mutedBy === null ? null : toPerson(people.get(r.mutedBy)),
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    }));
  };

  /** `GET /fairs/{id}/mutes`. */
  const listMutes = async ({ actor, fairId }: { actor: Actor; fairId: number }) => {
    await mustModerate(actor, fairId);
    const rows = await db
      .select()
      .from(fairMutes)
      .where(eq(fairMutes.fairId, fairId))
      .orderBy(desc(fairMutes.createdAt));
    return muteViews(rows);
  };

  /** A person of the fair (any membership state) or the staff of a firm with a booth in it. */
  const isPersonOfFair = async (userId: number, fairId: number) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          or(
            sql`exists (select 1 from ${fairUsers} where ${fairUsers.userId} = ${users.id} and ${fairUsers.fairId} = ${fairId})`,
            sql`${users.userType} in (${USER_TYPES.STAND_ADMIN}, ${USER_TYPES.STAND_CONTACT}) and exists (select 1 from ${stands} where ${stands.firmId} = ${users.firmId} and ${stands.fairId} = ${fairId})`,
          ),
        ),
      );
    return !!row;
  };

  /** `POST /fairs/{id}/mutes`: muting again changes the reason. */
  const mute = async ({ actor, fairId, data }: { actor: Actor; fairId: number; data: MuteData }) => {
    await mustModerate(actor, fairId);
    if (data.user === actor.id) throw unprocessable([{ propertyPath: 'user', code: 'invalid_value' }]);
    if (!(await isPersonOfFair(data.user, fairId))) throw notFound();
    const [row] = await db
      .insert(fairMutes)
      .values({ fairId, userId: data.user, mutedBy: actor.id, reason: data.reason || null })
      .onConflictDoUpdate({
        target: [fairMutes.fairId, fairMutes.userId],
        set: { mutedBy: actor.id, reason: data.reason || null },
      })
      .returning();
    await deps.bus.publish({
      name: 'fair.mute.changed',
      payload: { fairId, userId: data.user, muted: true },
    });
    return (await muteViews([row!]))[0]!;
  };

  /** `DELETE /fairs/{id}/mutes/{userId}`: 404 when the user is not muted there. */
  const unmute = async ({ actor, fairId, userId }: { actor: Actor; fairId: number; userId: number }) => {
    await mustModerate(actor, fairId);
    const gone = await db
      .delete(fairMutes)
      .where(and(eq(fairMutes.fairId, fairId), eq(fairMutes.userId, userId)))
      .returning({ userId: fairMutes.userId });
    if (!gone.length) throw notFound();
    await deps.bus.publish({ name: 'fair.mute.changed', payload: { fairId, userId, muted: false } });
  };

  const reportViews = async (
    rows: { report: typeof messageReports.$inferSelect; message: typeof conversationMessages.$inferSelect }[],
  ): Promise<MessageReport[]> => {
    const people = await reads.peopleOf(rows.flatMap((r) => [r.report.reporterId, r.message.authorId]));
    return rows.map(({ report, message }) => {
      const { mine: _mine, ...m } = toMessage(message, people, null);
      return {
        id: report.id,
        fair: report.fairId,
        message: m,
        reporter: toPerson(people.get(report.reporterId)),
        reason: report.reason,
        createdAt: report.createdAt.toISOString(),
      };
    });
  };

  /** `POST /direct_messages/{id}/report`: someone who reads the message, not its author; once per reporter. */
  const report = async ({
    actor,
    messageId,
    data,
  }: {
    actor: Actor;
    messageId: number;
    data: ReportData;
  }) => {
    const [message] = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    if (!message) throw notFound();
    const { row } = await reads.readable(actor, eq(conversations.id, message.conversationId));
    if (message.authorId === actor.id) throw unprocessable([], 'cannot_report_own_message');
    const [saved] = await db
      .insert(messageReports)
      .values({ fairId: row.fairId, messageId, reporterId: actor.id, reason: data.reason })
      .onConflictDoUpdate({
        target: [messageReports.messageId, messageReports.reporterId],
        set: { reason: data.reason },
      })
      .returning();
    return (await reportViews([{ report: saved!, message }]))[0]!;
  };

  /** `GET /fairs/{id}/message-reports`: the fair's organizers, newest first. */
  const listReports = async ({
    actor,
    fairId,
    query,
  }: {
    actor: Actor;
    fairId: number;
    query: PaginationQuery;
  }): Promise<Page<MessageReport>> => {
    await fairFor(actor, fairId);
    if (!canReadMessageReports(actor, fairId)) throw forbidden();
    const paging = resolvePaging(query, 20);
    const where = eq(messageReports.fairId, fairId);
    const rows = await db
      .select({ report: messageReports, message: conversationMessages, total: totalOver() })
      .from(messageReports)
      .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
      .where(where)
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(
      rows,
      paging,
      async () => (await db.select({ id: messageReports.id }).from(messageReports).where(where)).length,
    );
    return { items: await reportViews(rows), totalItems, paging };
  };

  return { listMutes, mute, unmute, report, listReports };
};
export type ModerationService = ReturnType<typeof createModerationService>;
