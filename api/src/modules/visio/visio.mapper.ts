import type { CallPerson, VisioRoom } from '@passerelle/contract';
import type { visioRooms } from '../../db/schema/index.ts';
import { isCalling } from './visio.policy.ts';
import type { PersonCardRow } from '../users/index.ts';

export type RoomRow = typeof visioRooms.$inferSelect;

/** A participant as a call shows them: business-card fields only, never the e-mail. */
/** A person as the users module names them (`cardsOf`). */
export type PersonRow = PersonCardRow;

export const toCallPerson = (id: number, p: PersonRow | undefined): CallPerson =>
  !p || p.erasedAt
    ? { id, firstName: '', lastName: '', avatar: null, firm: null }
    : {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        // Accounts have no photo yet (the same card as conversations').
        avatar: null,
        firm: p.firmId !== null && p.firmName !== null ? { id: p.firmId, name: p.firmName } : null,
      };

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
