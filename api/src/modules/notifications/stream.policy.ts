import { parseTopic } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';

/**
 * permissions.md "notifications" (read: self), for the realtime stream: a topic is followed only
 * by whom the REST call of the same data would answer. `/users/{id}/notifications`: that user.
 */
export const canFollowTopic = (actor: Actor, topic: string): boolean => {
  const parsed = parseTopic(topic);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'user-notifications':
      return parsed.userId === actor.id;
  }
};

/** A stream token is the user's own: `GET /notification_tokens/{id}` for another id is refused. */
export const canTakeStreamTokenOf = (actor: Actor, userId: number): boolean => actor.id === userId;
