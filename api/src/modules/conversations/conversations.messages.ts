import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGE_RATE } from '@passerelle/contract';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  fairMutes,
  fairs,
} from '../../db/schema/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, forbidden } from '../../platform/errors/index.ts';
import type { ConversationRow } from './conversations.mapper.ts';
import type { ConversationReads } from './conversations.reads.ts';
import { actsForFirm, canWriteConversation, type ConversationScope } from './conversations.policy.ts';

export type ConversationsDeps = Pick<AppDeps, 'db' | 'bus' | 'counters'>;

/** Writing a message: the checks every writer goes through, the write, and its announcement. */
export const createMessageWriter = (deps: ConversationsDeps, reads: ConversationReads) => {
  const { db } = deps;

  /** 403 `muted_in_fair` while a mute of the actor in the fair stands. */
  const mustNotBeMuted = async (actor: Actor, fairId: number) => {
    const [mute] = await db
      .select({ userId: fairMutes.userId })
      .from(fairMutes)
      .where(and(eq(fairMutes.fairId, fairId), eq(fairMutes.userId, actor.id)))
      .limit(1);
    if (mute) throw forbidden('muted_in_fair');
  };

  /** MESSAGE_RATE per user, on the platform's counter store (shared through Redis when configured). */
  const countMessage = async (actor: Actor) => {
    const c = await deps.counters.incr(
      `conversation-message:user:${actor.id}`,
      MESSAGE_RATE.windowSeconds * 1000,
    );
    if (c.count > MESSAGE_RATE.max) {
      const retryAfter = Math.max(1, Math.ceil(c.resetMs / 1000));
      throw new AppError(
        429,
        'message_rate_limited',
        [],
        { retryAfter },
        { 'retry-after': String(retryAfter) },
      );
    }
  };

  /** The fair's switch for the conversation's kind: the chat for booth chats, the module for direct ones. */
  const mustBeSwitchedOn = async (row: Pick<ConversationRow, 'kind' | 'fairId'>) => {
    const [fair] = await db
      .select({
        isChatEnabled: fairs.isChatEnabled,
        isUsingDirectMessageModule: fairs.isUsingDirectMessageModule,
        isDirectMessageEnabled: fairs.isDirectMessageEnabled,
      })
      .from(fairs)
      .where(eq(fairs.id, row.fairId));
    if (row.kind === 'booth' && !fair?.isChatEnabled) throw forbidden('chat_disabled');
    if (row.kind === 'direct' && !(fair?.isUsingDirectMessageModule && fair.isDirectMessageEnabled))
      throw forbidden('direct_messages_disabled');
  };

  /** Who may write now: readable (else 404 before), member rights or the firm's staff, switch on, not muted. */
  const mustBeAbleToWrite = async (actor: Actor, row: ConversationRow, scope: ConversationScope) => {
    if (!canWriteConversation(actor, scope))
      throw forbidden(actor.waitingFairIds.includes(row.fairId) ? 'not_validated_in_fair' : 'forbidden');
    await mustBeSwitchedOn(row);
    await mustNotBeMuted(actor, row.fairId);
  };

  /**
   * Stores a message in a transaction: the firm's staff who answer become participants; the
   * others' archived copies come back; a visitor's message sets the inbox status back to New;
   * the author's side has read up to it.
   */
  const write = async (tx: Tx | Db, actor: Actor, row: ConversationRow, body: string) => {
    const fromFirm = actsForFirm(actor, { kind: row.kind, firmId: row.firmId });
    // Writers of one conversation take turns: each updates the others' participant rows, and two
    // doing so in opposite orders would wait on each other (a deadlock on PostgreSQL).
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, row.id))
      .for('update');
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: row.id, authorId: actor.id, fromFirm, body })
      .returning();
    if (fromFirm)
      await tx
        .insert(conversationParticipants)
        .values({ conversationId: row.id, userId: actor.id, role: 'staff', lastReadMessageId: message!.id })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: { lastReadMessageId: message!.id, archived: false },
        });
    else
      await tx
        .update(conversationParticipants)
        .set({ lastReadMessageId: message!.id, archived: false })
        .where(
          and(
            eq(conversationParticipants.conversationId, row.id),
            eq(conversationParticipants.userId, actor.id),
          ),
        );
    await tx
      .update(conversationParticipants)
      .set({ archived: false })
      .where(
        and(
          eq(conversationParticipants.conversationId, row.id),
          ne(conversationParticipants.userId, actor.id),
        ),
      );
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`now()`,
        ...(fromFirm && { firmLastReadMessageId: message!.id }),
        ...(row.kind === 'booth' && !fromFirm && { status: 'new' as const }),
      })
      .where(eq(conversations.id, row.id));
    return message!;
  };

  /** After the commit: the participants and the firm's inbox are told (`conversation.message`). */
  const announce = async (row: ConversationRow, messageId: number, authorId: number) => {
    const participants = await reads.participantsOf([row.id]);
    await deps.bus.publish({
      name: 'conversation.message',
      payload: {
        conversationId: row.id,
        messageId,
        fairId: row.fairId,
        firmId: row.kind === 'booth' ? row.firmId : null,
        authorId,
        userIds: participants.map((p) => p.userId),
      },
    });
  };

  /** Something else changed (read, archive, status, assignee): the same audience is told. */
  const changed = async (row: ConversationRow) => {
    const participants = await reads.participantsOf([row.id]);
    await deps.bus.publish({
      name: 'conversation.changed',
      payload: {
        conversationId: row.id,
        fairId: row.fairId,
        firmId: row.kind === 'booth' ? row.firmId : null,
        userIds: participants.map((p) => p.userId),
      },
    });
  };

  return { mustNotBeMuted, countMessage, mustBeSwitchedOn, mustBeAbleToWrite, write, announce, changed };
};
export type MessageWriter = ReturnType<typeof createMessageWriter>;
