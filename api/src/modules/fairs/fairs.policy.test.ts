import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canChangeFairAdmins,
  canCreateFair,
  canDeleteFair,
  canReadFairPrivateFields,
  canUpdateFair,
} from './fairs.policy.ts';

const FAIR = 7;
const actor = (role: Role, adminOf: number[] = []): Actor =>
  testActor({ roles: [role], memberFairIds: [FAIR], adminFairIds: adminOf });

// Every ability of permissions.md "fairs", asserted for every role (outline's policy-matrix habit).
const expected: Record<
  Role,
  { create: boolean; update: boolean; private: boolean; admins: boolean; delete: boolean }
> = {
  [ROLES.SUPER_ADMIN]: { create: true, update: true, private: true, admins: true, delete: true },
  [ROLES.SUPER_ORGANIZER]: { create: false, update: true, private: true, admins: true, delete: false },
  [ROLES.ORGANIZER]: { create: false, update: true, private: true, admins: false, delete: false },
  [ROLES.CLUSTER_ADMIN]: { create: false, update: false, private: false, admins: false, delete: false },
  [ROLES.EXHIBITOR]: { create: false, update: false, private: false, admins: false, delete: false },
  [ROLES.SPEAKER]: { create: false, update: false, private: false, admins: false, delete: false },
  [ROLES.PRESS]: { create: false, update: false, private: false, admins: false, delete: false },
  [ROLES.VISITOR]: { create: false, update: false, private: false, admins: false, delete: false },
  [ROLES.MODERATOR]: { create: false, update: false, private: false, admins: false, delete: false },
};

describe('fairs policy', () => {
  it.each(ALL_ROLES)('%s', (role) => {
    const a = actor(role, [FAIR]);
    expect({
      create: canCreateFair(a),
      update: canUpdateFair(a, FAIR),
      private: canReadFairPrivateFields(a, FAIR),
      admins: canChangeFairAdmins(a),
      delete: canDeleteFair(a),
    }).toEqual(expected[role]);
  });

  it('an organizer acts only on the fairs it administers', () => {
    expect(canUpdateFair(actor(ROLES.ORGANIZER, [1]), 2)).toBe(false);
    expect(canReadFairPrivateFields(actor(ROLES.ORGANIZER, [1]), 2)).toBe(false);
  });

  it('anonymous reads public fields only', () => {
    expect(canReadFairPrivateFields(null, FAIR)).toBe(false);
    expect(canUpdateFair(null, FAIR)).toBe(false);
  });
});
