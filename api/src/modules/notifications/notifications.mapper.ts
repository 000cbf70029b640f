import type { Notification } from '@passerelle/contract';
import type { notifications } from '../../db/schema/index.ts';

type Row = typeof notifications.$inferSelect;

/** The DTO whitelist: never the source key. */
export const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  fair: row.fairId,
  data: row.data,
  unread: row.unread,
  createdAt: row.createdAt.toISOString(),
});
