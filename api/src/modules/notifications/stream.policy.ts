import { isFirmStaffType, parseTopic } from '@passerelle/contract';
import { isGlobalOrganizer, type Actor } from '../../platform/access/index.ts';

/**
 * For the realtime stream, a topic is followed only by whom the REST call of the same data would
 * answer (permissions.md): a user's notifications, conversations and calls, that user; a firm's inbox,
 * its stand admins and stand contacts; a fair's presence, its validated members and organizers.
 */
export const canFollowTopic = (actor: Actor, topic: string): boolean => {
  const parsed = parseTopic(topic);
  if (!parsed) return false;
  switch (parsed.kind) {
    case 'user-notifications':
    case 'user-conversations':
    case 'user-calls':
      return parsed.userId === actor.id;
    case 'firm-inbox':
      return actor.firmId === parsed.firmId && isFirmStaffType(actor.userType);
    case 'fair-presence':
      return (
        actor.memberFairIds.includes(parsed.fairId) ||
        actor.adminFairIds.includes(parsed.fairId) ||
        isGlobalOrganizer(actor)
      );
  }
};

/** A stream token is the user's own: `GET /notification_tokens/{id}` for another id is refused. */
export const canTakeStreamTokenOf = (actor: Actor, userId: number): boolean => actor.id === userId;
