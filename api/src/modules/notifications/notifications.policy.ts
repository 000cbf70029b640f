import type { Actor } from '../../platform/access/index.ts';

/**
 * permissions.md "notifications": read self; write: the system creates them, the recipient marks
 * them read; delete self. A notification has no fair or firm of its own to decide by: its
 * recipient is the whole rule (nobody else, super admins included, reads another's dropdown).
 */
export const canReadNotificationsOf = (actor: Actor | null, userId: number): boolean =>
  !!actor && actor.id === userId;

/** Marking read, unread again or deleting: the recipient only. */
export const canChangeNotification = (actor: Actor | null, n: { recipientId: number }): boolean =>
  !!actor && actor.id === n.recipientId;
