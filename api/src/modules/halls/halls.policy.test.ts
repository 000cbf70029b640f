import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import { canManageHalls, canSeeHiddenHalls, canVisitFair } from './halls.policy.ts';

const FAIR = 7;
const PRIVATE = { id: FAIR, isPublicAccess: false };
const actor = (role: Role, o: { adminOf?: number[]; memberOf?: number[] } = {}): Actor =>
  testActor({ roles: [role], memberFairIds: o.memberOf ?? [], adminFairIds: o.adminOf ?? [] });

// permissions.md "halls…": read by anyone allowed in the fair; written and deleted by its organizer.
const expected: Record<Role, { visitPrivate: boolean; hidden: boolean; manage: boolean }> = {
  [ROLES.SUPER_ADMIN]: { visitPrivate: true, hidden: true, manage: true },
  [ROLES.SUPER_ORGANIZER]: { visitPrivate: true, hidden: true, manage: true },
  [ROLES.ORGANIZER]: { visitPrivate: true, hidden: true, manage: true },
  [ROLES.CLUSTER_ADMIN]: { visitPrivate: true, hidden: false, manage: false },
  [ROLES.EXHIBITOR]: { visitPrivate: false, hidden: false, manage: false },
  [ROLES.SPEAKER]: { visitPrivate: false, hidden: false, manage: false },
  [ROLES.PRESS]: { visitPrivate: false, hidden: false, manage: false },
  [ROLES.VISITOR]: { visitPrivate: false, hidden: false, manage: false },
  [ROLES.MODERATOR]: { visitPrivate: false, hidden: false, manage: false },
};

describe('halls policy', () => {
  it.each(ALL_ROLES)('%s (organizer of the fair when organizer, not a member)', (role) => {
    const a = actor(role, { adminOf: [FAIR] });
    expect({
      visitPrivate: canVisitFair(a, PRIVATE),
      hidden: canSeeHiddenHalls(a, FAIR),
      manage: canManageHalls(a, FAIR),
    }).toEqual(expected[role]);
  });

  it('members visit a private fair, read-only', () => {
    for (const role of [ROLES.VISITOR, ROLES.EXHIBITOR, ROLES.SPEAKER]) {
      const a = actor(role, { memberOf: [FAIR] });
      expect(canVisitFair(a, PRIVATE)).toBe(true);
      expect(canManageHalls(a, FAIR)).toBe(false);
      expect(canSeeHiddenHalls(a, FAIR)).toBe(false);
    }
  });

  it('anyone visits a public fair; an organizer manages only the fairs it administers', () => {
    expect(canVisitFair(null, { id: FAIR, isPublicAccess: true })).toBe(true);
    expect(canVisitFair(null, PRIVATE)).toBe(false);
    expect(canManageHalls(null, FAIR)).toBe(false);
    expect(canManageHalls(actor(ROLES.ORGANIZER, { adminOf: [1] }), FAIR)).toBe(false);
    expect(canSeeHiddenHalls(actor(ROLES.ORGANIZER, { adminOf: [1] }), FAIR)).toBe(false);
  });
});
