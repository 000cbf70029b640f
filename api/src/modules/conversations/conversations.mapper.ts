import type { Conversation, ConversationPerson, DirectMessage } from '@passerelle/contract';
import type { conversationMessages, conversations } from '../../db/schema/index.ts';
import type { PersonCardRow } from '../users/index.ts';

/** A person as the users module names them (`cardsOf`); a conversation shows business-card fields only. */
export type PersonRow = PersonCardRow;

/** Nobody (an erased author): shown as "former participant". */
export const FORMER: ConversationPerson = {
  id: null,
  firstName: '',
  lastName: '',
  avatar: null,
  firm: null,
  former: true,
};

export const toPerson = (p: PersonRow | undefined | null): ConversationPerson =>
  !p || p.erasedAt
    ? FORMER
    : {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        avatar: null,
        firm: p.firmId !== null && p.firmName !== null ? { id: p.firmId, name: p.firmName } : null,
        former: false,
      };

export type MessageRow = typeof conversationMessages.$inferSelect;

export const toMessage = (
  m: MessageRow,
  people: Map<number, PersonRow>,
  viewerId: number | null,
): DirectMessage => ({
  id: m.id,
  conversation: m.conversationId,
  author: toPerson(m.authorId === null ? null : people.get(m.authorId)),
  body: m.body,
  mine: viewerId !== null && m.authorId === viewerId,
  createdAt: m.createdAt.toISOString(),
});

export type ConversationRow = typeof conversations.$inferSelect;

export interface ConversationView {
  row: ConversationRow;
  stand: { id: number; name: string } | null;
  firm: { id: number; name: string } | null;
  participants: { userId: number; role: 'member' | 'staff'; lastReadMessageId: number | null }[];
  people: Map<number, PersonRow>;
  lastMessage: MessageRow | null;
  unreadCount: number;
  archived: boolean;
}

/** The DTO as the viewer sees it (explicit whitelist). */
export const toConversation = (v: ConversationView, viewerId: number): Conversation => {
  const { row } = v;
  const members = v.participants.filter((p) => p.role === 'member');
  const staff = v.participants.filter((p) => p.role === 'staff');
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    fair: row.fairId,
    stand: row.kind === 'booth' ? v.stand : null,
    firm: row.kind === 'booth' ? v.firm : null,
    participants: [...members, ...staff].map((p) => toPerson(v.people.get(p.userId))),
    status: row.kind === 'booth' ? (row.status ?? 'new') : null,
    assignedTo:
      row.kind === 'booth' && row.assignedTo !== null ? toPerson(v.people.get(row.assignedTo)) : null,
    unreadCount: v.unreadCount,
    archived: v.archived,
    lastMessage: v.lastMessage ? toMessage(v.lastMessage, v.people, viewerId) : null,
    readReceipts:
      row.kind === 'booth'
        ? [
            ...members.map((p) => ({ user: p.userId, lastReadMessageId: p.lastReadMessageId })),
            { user: null, lastReadMessageId: row.firmLastReadMessageId },
          ]
        : v.participants.map((p) => ({ user: p.userId, lastReadMessageId: p.lastReadMessageId })),
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
};
