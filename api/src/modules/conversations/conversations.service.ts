import { fairDay } from '../../platform/time/index.ts';
import type { ShownBoothInFair } from '../stands/index.ts';
import type { UsersService } from '../users/index.ts';
import { and, desc, eq, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  USER_TYPES,
  type Conversation,
  type ConversationCreateSchema,
  type ConversationCustomData,
  type ConversationListQuerySchema,
  type ConversationUpdateSchema,
  type FirmInboxQuerySchema,
  type MessageHistory,
  type MessageHistoryQuerySchema,
} from '@passerelle/contract';
import {
  conversationDailyContacts,
  conversationMessages,
  conversationParticipants,
  conversations,
  fairAdmins,
  fairMutes,
  fairUsers,
  fairs,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { toMessage, toPerson } from './conversations.mapper.ts';
import { createMessageWriter, type ConversationsDeps } from './conversations.messages.ts';
import {
  actsForFirm,
  canManageInboxItem,
  canReadFirmInbox,
  canStartInFair,
  hidesFair,
  isInboxStaff,
  isParticipant,
} from './conversations.policy.ts';
import { createConversationReads } from './conversations.reads.ts';

type CreateData = z.output<typeof ConversationCreateSchema>;
type ListQuery = z.output<typeof ConversationListQuerySchema>;
type InboxQuery = z.output<typeof FirmInboxQuerySchema>;
type HistoryQuery = z.output<typeof MessageHistoryQuerySchema>;
type UpdateData = z.output<typeof ConversationUpdateSchema>;

/** The key of the one direct conversation of two people in a fair (either order). */
export const directPairKey = (a: number, b: number) => `direct:${Math.min(a, b)}:${Math.max(a, b)}`;

/** The key of a visitor's one booth chat with a booth. */
export const boothPairKey = (standId: number, visitorId: number) => `booth:${standId}:${visitorId}`;

/** Rolls a creation back when another request created the same pair's conversation first. */
class AlreadyThere extends Error {}

/** §7 Conversations: the list, one conversation, starting one, its messages, read, archive, the inbox. */
/** What conversations read through other modules' doors: booths (stands) and people (users). */
export interface ConversationsDoors {
  shownBoothInFair: ShownBoothInFair;
  cardsOf: UsersService['cardsOf'];
}

export const createConversationsService = (
  deps: ConversationsDeps,
  { shownBoothInFair, cardsOf }: ConversationsDoors,
) => {
  const { db } = deps;
  const reads = createConversationReads(db, cardsOf);
  const writer = createMessageWriter(deps, reads);

  const loadFair = async (fairId: number) => {
    const [fair] = await db
      .select({
        id: fairs.id,
        isPublicAccess: fairs.isPublicAccess,
        isChatEnabled: fairs.isChatEnabled,
        isUsingDirectMessageModule: fairs.isUsingDirectMessageModule,
        isDirectMessageEnabled: fairs.isDirectMessageEnabled,
        dailyChatContactLimit: fairs.dailyChatContactLimit,
        timezone: fairs.timezone,
      })
      .from(fairs)
      .where(eq(fairs.id, fairId));
    return fair;
  };
  type FairRow = NonNullable<Awaited<ReturnType<typeof loadFair>>>;

  /** Member rights in the fair, else 404 (fair not visible) or 403 (`not_validated_in_fair` while waiting). */
  const mustStartIn = async (actor: Actor, fairId: number): Promise<FairRow> => {
    const fair = await loadFair(fairId);
    if (!fair) throw notFound();
    if (!canStartInFair(actor, fair.id)) {
      // A waiting member knows the fair it registered to: told why (permissions.md "Membership states").
      if (actor.waitingFairIds.includes(fair.id)) throw forbidden('not_validated_in_fair');
      if (hidesFair(actor, fair)) throw notFound();
      throw forbidden();
    }
    return fair;
  };

  const directEnabled = (fair: FairRow) => fair.isUsingDirectMessageModule && fair.isDirectMessageEnabled;

  /** A person of the fair: a validated member or an organizer of it (erased accounts included). */
  const personOfFair = async (userId: number, fairId: number) => {
    const [row] = await db
      .select({ id: users.id, erasedAt: users.erasedAt })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          or(
            sql`exists (select 1 from ${fairUsers} where ${fairUsers.userId} = ${users.id} and ${fairUsers.fairId} = ${fairId} and ${fairUsers.isValidated} = 1)`,
            sql`exists (select 1 from ${fairAdmins} where ${fairAdmins.userId} = ${users.id} and ${fairAdmins.fairId} = ${fairId})`,
          ),
        ),
      );
    return row;
  };

  const existingOf = async (fairId: number, pairKey: string) => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.fairId, fairId), eq(conversations.pairKey, pairKey)));
    return row;
  };

  /** A message into an existing conversation, with every writer's check. */
  const postInto = async (actor: Actor, row: typeof conversations.$inferSelect, body: string) => {
    const scope = await reads.scopeOf(row);
    await writer.mustBeAbleToWrite(actor, row, scope);
    await writer.countMessage(actor);
    const message = await db.transaction((tx) => writer.write(tx, actor, row, body));
    await writer.announce(row, message.id, actor.id);
    return message;
  };

  /**
   * `POST /conversations`: a direct conversation with a person of the fair (the existing one when
   * there is one, the message appended), or a question to a booth (the visitor's thread with that
   * booth, continued when it exists). A new one counts against the fair's daily contact limit,
   * checked and counted by one conditional upsert in the creating transaction.
   */
  const create = async ({ actor, data }: { actor: Actor; data: CreateData }): Promise<Conversation> => {
    const fair = await mustStartIn(actor, data.fair);
    let pairKey: string;
    let otherId: number | null = null;
    let stand: { id: number; firmId: number } | null = null;
    if (data.kind === 'direct') {
      if (!directEnabled(fair)) throw forbidden('direct_messages_disabled');
      if (data.user === actor.id)
        throw unprocessable([{ propertyPath: 'user', code: 'cannot_message_self' }], 'cannot_message_self');
      const other = await personOfFair(data.user, fair.id);
      if (!other) throw notFound();
      if (other.erasedAt)
        throw unprocessable(
          [{ propertyPath: 'user', code: 'recipient_unavailable' }],
          'recipient_unavailable',
        );
      otherId = other.id;
      pairKey = directPairKey(actor.id, other.id);
    } else {
      if (!fair.isChatEnabled) throw forbidden('chat_disabled');
      const s = await shownBoothInFair(data.stand, fair.id);
      if (!s) throw notFound();
      if (isInboxStaff(actor, s.firmId))
        throw unprocessable([{ propertyPath: 'stand', code: 'cannot_message_self' }], 'cannot_message_self');
      stand = s;
      pairKey = boothPairKey(s.id, actor.id);
    }
    await writer.mustNotBeMuted(actor, fair.id);
    const body = data.body;

    const continueExisting = async (row: typeof conversations.$inferSelect) => {
      if (body !== undefined) await postInto(actor, row, body);
      return reads.presentOne(actor, row.id);
    };
    const existing = await existingOf(fair.id, pairKey);
    if (existing) return continueExisting(existing);

    if (body !== undefined) await writer.countMessage(actor);
    const limit = fair.dailyChatContactLimit;
    if (limit !== null && limit <= 0) throw new AppError(429, 'daily_contact_limit_reached');
    let created: { row: typeof conversations.$inferSelect; messageId: number | null };
    try {
      created = await db.transaction(async (tx) => {
        if (limit !== null) {
          const counted = await tx
            .insert(conversationDailyContacts)
            .values({ userId: actor.id, fairId: fair.id, day: fairDay(fair.timezone), count: 1 })
            .onConflictDoUpdate({
              target: [
                conversationDailyContacts.userId,
                conversationDailyContacts.fairId,
                conversationDailyContacts.day,
              ],
              set: { count: sql`${conversationDailyContacts.count} + 1` },
              setWhere: sql`${conversationDailyContacts.count} < ${limit}`,
            })
            .returning({ count: conversationDailyContacts.count });
          if (!counted.length) throw new AppError(429, 'daily_contact_limit_reached');
        }
        const [row] = await tx
          .insert(conversations)
          .values({
            kind: data.kind,
            fairId: fair.id,
            standId: stand?.id ?? null,
            firmId: stand?.firmId ?? null,
            startedBy: actor.id,
            pairKey,
            status: stand ? 'new' : null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AlreadyThere();
        await tx
          .insert(conversationParticipants)
          .values([
            { conversationId: row.id, userId: actor.id, role: 'member' as const },
            ...(otherId !== null
              ? [{ conversationId: row.id, userId: otherId, role: 'member' as const }]
              : []),
          ]);
        const message = body !== undefined ? await writer.write(tx, actor, row, body) : null;
        return { row, messageId: message?.id ?? null };
      });
    } catch (err) {
      // The same pair at the same moment: one conversation, the other request continues it.
      if (err instanceof AlreadyThere) return continueExisting((await existingOf(fair.id, pairKey))!);
      throw err;
    }
    if (created.messageId !== null) await writer.announce(created.row, created.messageId, actor.id);
    else await writer.changed(created.row);
    return reads.presentOne(actor, created.row.id);
  };

  /** `POST /direct_messages`. */
  const postMessage = async ({
    actor,
    conversationId,
    body,
  }: {
    actor: Actor;
    conversationId: number;
    body: string;
  }) => {
    const { row } = await reads.readable(actor, eq(conversations.id, conversationId));
    const message = await postInto(actor, row, body);
    const people = await reads.peopleOf([actor.id]);
    return toMessage(message, people, actor.id);
  };

  /** `GET /conversations`: the actor's own (participant), unread first, then the latest activity. */
  const list = async ({ actor, query }: { actor: Actor; query: ListQuery }): Promise<Page<Conversation>> => {
    const paging = resolvePaging(query, 20);
    const where = and(
      query.fair !== undefined ? eq(conversations.fairId, query.fair) : undefined,
      query.kind !== undefined ? eq(conversations.kind, query.kind) : undefined,
      eq(conversationParticipants.archived, query.archived ?? false),
    );
    const base = () =>
      db
        .select({ row: conversations, total: totalOver() })
        .from(conversations)
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversationId, conversations.id),
            eq(conversationParticipants.userId, actor.id),
          ),
        );
    const rows = await base()
      .where(where)
      .orderBy(desc(reads.hasUnread(actor)), desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(rows, paging, async () => (await base().where(where)).length);
    return {
      items: await reads.present(
        actor,
        rows.map((r) => r.row),
      ),
      totalItems,
      paging,
    };
  };

  /** `GET /firms/{id}/conversations`: the firm's booth chats, for its staff only. */
  const inbox = async ({
    actor,
    firmId,
    query,
  }: {
    actor: Actor;
    firmId: number;
    query: InboxQuery;
  }): Promise<Page<Conversation>> => {
    if (!canReadFirmInbox(actor, firmId)) throw forbidden();
    const paging = resolvePaging(query, 20);
    const where = and(
      eq(conversations.firmId, firmId),
      eq(conversations.kind, 'booth'),
      query.fair !== undefined ? eq(conversations.fairId, query.fair) : undefined,
      query.status !== undefined ? eq(conversations.status, query.status) : undefined,
      query.assignedTo !== undefined ? eq(conversations.assignedTo, query.assignedTo) : undefined,
    );
    const rows = await db
      .select({ row: conversations, total: totalOver() })
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(
      rows,
      paging,
      async () => (await db.select({ id: conversations.id }).from(conversations).where(where)).length,
    );
    return {
      items: await reads.present(
        actor,
        rows.map((r) => r.row),
      ),
      totalItems,
      paging,
    };
  };

  /** `GET /conversations/{uuid}?users.id=`: 404 unless readable and, when given, the user is one of its people. */
  const getByUuid = async ({ actor, uuid, userId }: { actor: Actor; uuid: string; userId?: number }) => {
    const { row, scope } = await reads.readable(actor, eq(conversations.uuid, uuid));
    if (userId !== undefined && !scope.participantIds.includes(userId)) throw notFound();
    return reads.presentOne(actor, row.id);
  };

  /** `GET /conversations/{id}/messages`: oldest first, `before` for older ones. */
  const messages = async ({
    actor,
    conversationId,
    query,
  }: {
    actor: Actor;
    conversationId: number;
    query: HistoryQuery;
  }): Promise<MessageHistory> => {
    await reads.readable(actor, eq(conversations.id, conversationId));
    const limit = query.limit ?? 50;
    const rows = await db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          query.before !== undefined ? lt(conversationMessages.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit).reverse();
    const people = await reads.peopleOf(page.map((m) => m.authorId));
    return { messages: page.map((m) => toMessage(m, people, actor.id)), hasMore: rows.length > limit };
  };

  /** `POST /conversations/{id}/mark-as-read`: the actor's side has read everything (the firm's shared mark for its staff). */
  const markRead = async ({ actor, conversationId }: { actor: Actor; conversationId: number }) => {
    const { row, scope } = await reads.readable(actor, eq(conversations.id, conversationId));
    const [last] = await db
      .select({ id: max(conversationMessages.id) })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, row.id));
    const lastId = last?.id ?? null;
    if (actsForFirm(actor, scope))
      await db
        .update(conversations)
        .set({ firmLastReadMessageId: lastId })
        .where(eq(conversations.id, row.id));
    if (isParticipant(actor, scope))
      await db
        .update(conversationParticipants)
        .set({ lastReadMessageId: lastId })
        .where(
          and(
            eq(conversationParticipants.conversationId, row.id),
            eq(conversationParticipants.userId, actor.id),
          ),
        );
    await writer.changed(row);
    return reads.presentOne(actor, row.id);
  };

  /** `POST /conversations/{id}/toggle-archive`: the actor's own copy only. */
  const toggleArchive = async ({ actor, conversationId }: { actor: Actor; conversationId: number }) => {
    const { row, scope } = await reads.readable(actor, eq(conversations.id, conversationId));
    if (!isParticipant(actor, scope)) throw forbidden();
    await db
      .update(conversationParticipants)
      .set({ archived: sql`not ${conversationParticipants.archived}` })
      .where(
        and(
          eq(conversationParticipants.conversationId, row.id),
          eq(conversationParticipants.userId, actor.id),
        ),
      );
    await writer.changed(row);
    return reads.presentOne(actor, row.id);
  };

  /** `PUT /conversations/{id}`: a booth chat's inbox status and assignee (the firm's staff). */
  const update = async ({
    actor,
    conversationId,
    data,
  }: {
    actor: Actor;
    conversationId: number;
    data: UpdateData;
  }) => {
    const { row, scope } = await reads.readable(actor, eq(conversations.id, conversationId));
    if (row.kind !== 'booth') throw unprocessable([], 'not_booth_chat');
    if (!canManageInboxItem(actor, scope)) throw forbidden();
    if (data.assignedTo !== undefined && data.assignedTo !== null) {
      const [assignee] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, data.assignedTo),
            eq(users.firmId, row.firmId!),
            inArray(users.userType, [USER_TYPES.STAND_ADMIN, USER_TYPES.STAND_CONTACT]),
            isNull(users.erasedAt),
          ),
        );
      if (!assignee)
        throw unprocessable(
          [{ propertyPath: 'assignedTo', code: 'assignee_not_in_firm' }],
          'assignee_not_in_firm',
        );
    }
    const set = {
      ...(data.status !== undefined && { status: data.status }),
      ...(data.assignedTo !== undefined && { assignedTo: data.assignedTo }),
    };
    if (Object.keys(set).length) {
      await db.update(conversations).set(set).where(eq(conversations.id, row.id));
      await writer.changed(row);
    }
    return reads.presentOne(actor, row.id);
  };

  /** `POST /conversations/{id}/typing`: streamed to the others, never stored. */
  const typing = async ({ actor, conversationId }: { actor: Actor; conversationId: number }) => {
    const { row, scope } = await reads.readable(actor, eq(conversations.id, conversationId));
    await writer.mustBeAbleToWrite(actor, row, scope);
    await deps.bus.publish({
      name: 'conversation.typing',
      payload: {
        conversationId: row.id,
        fairId: row.fairId,
        firmId: row.kind === 'booth' ? row.firmId : null,
        userId: actor.id,
        userIds: scope.participantIds,
      },
    });
  };

  /**
   * `GET /conversations/get-custom-data/{userId}?fair=`: the person's card, whether the actor may
   * write to them now (and the message code why not), and their existing direct conversation.
   */
  const customData = async ({
    actor,
    userId,
    fairId,
  }: {
    actor: Actor;
    userId: number;
    fairId: number;
  }): Promise<ConversationCustomData> => {
    const fair = await loadFair(fairId);
    if (!fair || hidesFair(actor, fair)) throw notFound();
    const person = await personOfFair(userId, fair.id);
    if (!person) throw notFound();
    const people = await reads.peopleOf([person.id]);
    const existing = await existingOf(fair.id, directPairKey(actor.id, person.id));
    const [muted] = await db
      .select({ userId: fairMutes.userId })
      .from(fairMutes)
      .where(and(eq(fairMutes.fairId, fair.id), eq(fairMutes.userId, actor.id)));
    const reason = !canStartInFair(actor, fair.id)
      ? actor.waitingFairIds.includes(fair.id)
        ? 'not_validated_in_fair'
        : 'forbidden'
      : person.id === actor.id
        ? 'cannot_message_self'
        : !directEnabled(fair)
          ? 'direct_messages_disabled'
          : person.erasedAt
            ? 'recipient_unavailable'
            : muted
              ? 'muted_in_fair'
              : null;
    return {
      user: toPerson(people.get(person.id)),
      canMessage: reason === null,
      reason,
      conversation: existing && actor.id !== person.id ? { id: existing.id, uuid: existing.uuid } : null,
    };
  };

  return {
    reads,
    writer,
    create,
    postMessage,
    list,
    inbox,
    getByUuid,
    messages,
    markRead,
    toggleArchive,
    update,
    typing,
    customData,
  };
};
export type ConversationsService = ReturnType<typeof createConversationsService>;
