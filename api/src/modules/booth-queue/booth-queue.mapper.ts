import type { BoothQueueEntry, MyBoothQueuePlace } from '@passerelle/contract';
import type { boothQueueEntries } from '../../db/schema/index.ts';
import { toPersonCard, type PersonCardRow } from '../users/index.ts';

export type EntryRow = typeof boothQueueEntries.$inferSelect;

/** One entry as the booth's staff see it (explicit whitelist: the visitor's card, never the e-mail). */
export const toQueueEntry = (
  row: EntryRow,
  place: number | null,
  people: Map<number, PersonCardRow>,
): BoothQueueEntry => ({
  id: row.id,
  stand: row.standId,
  kind: row.kind,
  status: row.status,
  place,
  visitor: toPersonCard(row.visitorId, people.get(row.visitorId)),
  joinedAt: row.joinedAt.toISOString(),
  takenAt: row.takenAt?.toISOString() ?? null,
  takenBy: row.takenBy === null ? null : toPersonCard(row.takenBy, people.get(row.takenBy)),
});

/** The visitor's own entry: their place and the estimated wait while they wait. */
export const toMyPlace = (
  row: EntryRow,
  place: number | null,
  waitSeconds: number | null,
  people: Map<number, PersonCardRow>,
): MyBoothQueuePlace => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  place,
  estimatedWaitSeconds: waitSeconds,
  joinedAt: row.joinedAt.toISOString(),
  takenBy: row.takenBy === null ? null : toPersonCard(row.takenBy, people.get(row.takenBy)),
  leftWhileAway: row.status === 'left' && row.absentSince !== null,
});
