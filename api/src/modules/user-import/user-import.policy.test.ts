import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import { canImportUsers } from './user-import.policy.ts';

const actor = (role: Role, opts: Partial<Actor> = {}): Actor => testActor({ roles: [role], ...opts });

describe('user import policy (fair 7)', () => {
  it.each([
    ['super admin', actor(ROLES.SUPER_ADMIN), true],
    ['super organizer', actor(ROLES.SUPER_ORGANIZER), true],
    ['organizer of the fair', actor(ROLES.ORGANIZER, { adminFairIds: [7] }), true],
    ['organizer of another fair', actor(ROLES.ORGANIZER, { adminFairIds: [8] }), false],
    ['cluster admin', actor(ROLES.CLUSTER_ADMIN), false],
    ['stand admin of the fair', actor(ROLES.EXHIBITOR, { memberFairIds: [7], userType: 5 }), false],
    ['visitor of the fair', actor(ROLES.VISITOR, { memberFairIds: [7] }), false],
    ['moderator', actor(ROLES.MODERATOR, { memberFairIds: [7] }), false],
  ])('%s → %s', (_name, who, allowed) => {
    expect(canImportUsers(who, 7)).toBe(allowed);
  });
});
