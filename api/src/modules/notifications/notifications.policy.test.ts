import { describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import { canChangeNotification, canReadNotificationsOf } from './notifications.policy.ts';

// permissions.md "notifications": read self; self marks read; delete self. Nobody else, whatever
// the role: the recipient is the whole rule.
const ROLE_CASES = [
  ROLES.SUPER_ADMIN,
  ROLES.SUPER_ORGANIZER,
  ROLES.ORGANIZER,
  ROLES.CLUSTER_ADMIN,
  ROLES.EXHIBITOR,
  ROLES.VISITOR,
  ROLES.MODERATOR,
] as const;

describe('notifications policy', () => {
  it.each(ROLE_CASES)('%s reads and changes its own notifications only', (role) => {
    const actor = testActor({ id: 10, roles: [role], adminFairIds: [1], memberFairIds: [1], firmId: 3 });
    expect(canReadNotificationsOf(actor, 10)).toBe(true);
    expect(canReadNotificationsOf(actor, 11)).toBe(false);
    expect(canChangeNotification(actor, { recipientId: 10 })).toBe(true);
    expect(canChangeNotification(actor, { recipientId: 11 })).toBe(false);
  });

  it('the anonymous read and change nothing', () => {
    expect(canReadNotificationsOf(null, 10)).toBe(false);
    expect(canChangeNotification(null, { recipientId: 10 })).toBe(false);
  });
});
