import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Conversation } from '@passerelle/contract';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  firms,
  stands,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { UsersService } from '../users/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { toConversation, type ConversationRow, type MessageRow } from './conversations.mapper.ts';
import { canReadConversation, isInboxStaff, type ConversationScope } from './conversations.policy.ts';

/** Names and firms by user id: the users module's door. */
type CardsOf = UsersService['cardsOf'];

/** What the reads and writes of conversations share: loading, scoping and presenting them. */
export const createConversationReads = (db: Db, cardsOf: CardsOf) => {
  const peopleOf = cardsOf;

  const participantsOf = async (conversationIds: number[]) =>
    conversationIds.length
      ? db
          .select()
          .from(conversationParticipants)
          .where(inArray(conversationParticipants.conversationId, conversationIds))
          .orderBy(conversationParticipants.joinedAt, conversationParticipants.userId)
      : [];

  const scopeOf = async (row: ConversationRow): Promise<ConversationScope> => ({
    kind: row.kind,
    fairId: row.fairId,
    firmId: row.firmId,
    participantIds: (await participantsOf([row.id])).map((p) => p.userId),
  });

  /** The conversation when the actor may read it, else 404 (its existence is private). */
  const readable = async (actor: Actor, where: SQL) => {
    const [row] = await db.select().from(conversations).where(where).limit(1);
    if (!row) throw notFound();
    const scope = await scopeOf(row);
    if (!canReadConversation(actor, scope)) throw notFound();
    return { row, scope };
  };

  /** The firm whose side the actor reads for, in SQL (a firm that matches nothing otherwise). */
  const staffFirmOf = (actor: Actor) => (isInboxStaff(actor, actor.firmId) ? actor.firmId! : -1);

  /**
   * A message the actor's side has not read: the firm's side reads others than the firm's
   * messages past its shared mark; anyone else reads others' messages past its own mark.
   * Needs `conversations` and the actor's participant row (left joined as `conversation_participants`).
   */
  const unreadCondition = (actor: Actor, m: string) =>
    sql.raw(`case when "conversations"."kind" = 'booth' and "conversations"."firm_id" = ${staffFirmOf(actor)}
      then (not ${m}.from_firm and ${m}.id > coalesce("conversations"."firm_last_read_message_id", 0))
      else (${m}.author_id is distinct from ${actor.id} and ${m}.id > coalesce("conversation_participants"."last_read_message_id", 0)) end`);

  const hasUnread = (actor: Actor) =>
    sql<boolean>`exists (select 1 from conversation_messages um where um.conversation_id = "conversations"."id" and ${unreadCondition(actor, 'um')})`;

  const unreadCount = (actor: Actor) =>
    sql<number>`(select count(*) from conversation_messages um where um.conversation_id = "conversations"."id" and ${unreadCondition(actor, 'um')})`.mapWith(
      Number,
    );

  /** The DTOs of conversation rows, as the actor sees them, in the rows' order. */
  const present = async (actor: Actor, rows: ConversationRow[]): Promise<Conversation[]> => {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [participants, lastMessages, counts, standRows, firmRows] = await Promise.all([
      participantsOf(ids),
      db
        .selectDistinctOn([conversationMessages.conversationId])
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids))
        .orderBy(conversationMessages.conversationId, desc(conversationMessages.id)),
      db
        .select({ id: conversations.id, unread: unreadCount(actor) })
        .from(conversations)
        .leftJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversationId, conversations.id),
            eq(conversationParticipants.userId, actor.id),
          ),
        )
        .where(inArray(conversations.id, ids)),
      db
        .select({ id: stands.id, name: stands.name })
        .from(stands)
        .where(
          inArray(
            stands.id,
            rows.map((r) => r.standId ?? -1),
          ),
        ),
      db
        .select({ id: firms.id, name: firms.name })
        .from(firms)
        .where(
          inArray(
            firms.id,
            rows.map((r) => r.firmId ?? -1),
          ),
        ),
    ]);
    const people = await peopleOf([
      ...participants.map((p) => p.userId),
      ...rows.map((r) => r.assignedTo),
      ...lastMessages.map((m) => m.authorId),
    ]);
    const last = new Map<number, MessageRow>(lastMessages.map((m) => [m.conversationId, m]));
    const unread = new Map(counts.map((c) => [c.id, c.unread]));
    const standById = new Map(standRows.map((s) => [s.id, s]));
    const firmById = new Map(firmRows.map((f) => [f.id, f]));
    return rows.map((row) => {
      const mine = participants.filter((p) => p.conversationId === row.id);
      return toConversation(
        {
          row,
          stand: row.standId !== null ? (standById.get(row.standId) ?? null) : null,
          firm: row.firmId !== null ? (firmById.get(row.firmId) ?? null) : null,
          participants: mine,
          people,
          lastMessage: last.get(row.id) ?? null,
          unreadCount: unread.get(row.id) ?? 0,
          archived: mine.find((p) => p.userId === actor.id)?.archived ?? false,
        },
        actor.id,
      );
    });
  };

  const presentOne = async (actor: Actor, id: number) => {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    if (!row) throw notFound();
    const [dto] = await present(actor, [row]);
    return dto!;
  };

  return { peopleOf, participantsOf, scopeOf, readable, hasUnread, present, presentOne };
};
export type ConversationReads = ReturnType<typeof createConversationReads>;
