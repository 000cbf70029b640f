import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  conversationDailyContacts,
  conversationMessages,
  conversationParticipants,
  conversations,
  fairMutes,
  fairs,
  firms,
  messageReports,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { ConversationReads } from './conversations.reads.ts';

/**
 * permissions.md "Personal data": the export holds the user's conversations (with whom, by name)
 * and the messages they wrote, their reports and mutes; erasure removes their participant rows,
 * reports and mutes, and keeps their messages for the other side without an author ("former
 * participant") — for visitors and for firm staff who answered booth chats alike.
 */
export const createConversationsPersonalData = (db: Db, reads: ConversationReads) => {
  const exportOf = async (userId: number) => {
    const mine = await db
      .select({
        id: conversations.id,
        uuid: conversations.uuid,
        kind: conversations.kind,
        fairName: fairs.name,
        firmName: firms.name,
        createdAt: conversations.createdAt,
      })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .innerJoin(fairs, eq(fairs.id, conversations.fairId))
      .leftJoin(firms, eq(firms.id, conversations.firmId))
      .where(eq(conversationParticipants.userId, userId))
      .orderBy(asc(conversations.id));
    const ids = mine.map((c) => c.id);
    const [others, written, reports] = await Promise.all([
      ids.length
        ? db
            .select({
              conversationId: conversationParticipants.conversationId,
              userId: conversationParticipants.userId,
            })
            .from(conversationParticipants)
            .where(
              and(
                inArray(conversationParticipants.conversationId, ids),
                ne(conversationParticipants.userId, userId),
              ),
            )
        : [],
      db
        .select()
        .from(conversationMessages)
        .where(eq(conversationMessages.authorId, userId))
        .orderBy(asc(conversationMessages.id)),
      db
        .select({
          reason: messageReports.reason,
          messageId: messageReports.messageId,
          createdAt: messageReports.createdAt,
        })
        .from(messageReports)
        .where(eq(messageReports.reporterId, userId)),
    ]);
    const mutes = await db
      .select({ fairName: fairs.name, reason: fairMutes.reason, createdAt: fairMutes.createdAt })
      .from(fairMutes)
      .innerJoin(fairs, eq(fairs.id, fairMutes.fairId))
      .where(eq(fairMutes.userId, userId));
    const people = await reads.peopleOf(others.map((o) => o.userId));
    const nameOf = (id: number) => {
      const p = people.get(id);
      return p && !p.erasedAt ? `${p.firstName} ${p.lastName}`.trim() : 'former participant';
    };
    if (!mine.length && !written.length && !reports.length && !mutes.length) return null;
    return {
      conversations: mine.map((c) => ({
        uuid: c.uuid,
        kind: c.kind,
        fair: c.fairName,
        firm: c.firmName,
        createdAt: c.createdAt.toISOString(),
        with: others.filter((o) => o.conversationId === c.id).map((o) => nameOf(o.userId)),
        messagesWritten: written
          .filter((m) => m.conversationId === c.id)
          .map((m) => ({ body: m.body, createdAt: m.createdAt.toISOString() })),
      })),
      reports: reports.map((r) => ({
        messageId: r.messageId,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
      mutedIn: mutes.map((m) => ({
        fair: m.fairName,
        reason: m.reason,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  };

  const eraseOf = async (userId: number) => {
    await db.transaction(async (tx) => {
      await tx
        .update(conversationMessages)
        .set({ authorId: null })
        .where(eq(conversationMessages.authorId, userId));
      await tx.delete(conversationParticipants).where(eq(conversationParticipants.userId, userId));
      await tx.delete(messageReports).where(eq(messageReports.reporterId, userId));
      await tx.delete(fairMutes).where(eq(fairMutes.userId, userId));
      await tx.update(fairMutes).set({ mutedBy: null }).where(eq(fairMutes.mutedBy, userId));
      await tx.update(conversations).set({ assignedTo: null }).where(eq(conversations.assignedTo, userId));
      await tx.update(conversations).set({ startedBy: null }).where(eq(conversations.startedBy, userId));
      await tx.delete(conversationDailyContacts).where(eq(conversationDailyContacts.userId, userId));
    });
  };

  return { exportOf, eraseOf };
};
