import type { VisioRoom } from '@passerelle/contract';
import type { visioRooms } from '../../db/schema/index.ts';
import { isCalling } from './visio.policy.ts';
import { toPersonCard, type PersonCardRow } from '../users/index.ts';

export type RoomRow = typeof visioRooms.$inferSelect;

/** A person as the users module names them (`cardsOf`). */
export type PersonRow = PersonCardRow;

/** A participant as a call shows them (the users module's card). */
export const toCallPerson = toPersonCard;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The DTO as a participant sees it (explicit whitelist). */
export const toVisioRoom = (row: RoomRow, people: Map<number, PersonRow>, viewerId: number): VisioRoom => ({
  id: row.id,
  uniqid: row.uniqid,
  uniqidExpiresAt: row.uniqidExpiresAt.toISOString(),
  fair: row.fairId,
  stand: row.standId,
  caller: toCallPerson(row.callerId, people.get(row.callerId)),
  receiver: toCallPerson(row.receiverId, people.get(row.receiverId)),
  status: row.status,
  isCalling: isCalling(row.status),
  mine: row.callerId === viewerId,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  answeredAt: iso(row.answeredAt),
  endedAt: iso(row.endedAt),
  endedBy: row.endedBy,
});
