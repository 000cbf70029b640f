import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canManageFairEmails,
  canReadEmailModels,
  canWriteEmailModels,
  managesEveryFair,
} from './emails.policy.ts';

const FAIR = 7;
const actor = (role: Role, adminOf: number[] = []): Actor =>
  testActor({ roles: [role], memberFairIds: [FAIR], adminFairIds: adminOf });

// permissions.md "fairs": the organizer of the fair updates its e-mails; the models are the super admin's.
const expected: Record<
  Role,
  { readModels: boolean; writeModels: boolean; fair: boolean; otherFair: boolean }
> = {
  [ROLES.SUPER_ADMIN]: { readModels: true, writeModels: true, fair: true, otherFair: true },
  [ROLES.SUPER_ORGANIZER]: { readModels: true, writeModels: false, fair: true, otherFair: true },
  [ROLES.ORGANIZER]: { readModels: true, writeModels: false, fair: true, otherFair: false },
  [ROLES.CLUSTER_ADMIN]: { readModels: false, writeModels: false, fair: false, otherFair: false },
  [ROLES.EXHIBITOR]: { readModels: false, writeModels: false, fair: false, otherFair: false },
  [ROLES.SPEAKER]: { readModels: false, writeModels: false, fair: false, otherFair: false },
  [ROLES.PRESS]: { readModels: false, writeModels: false, fair: false, otherFair: false },
  [ROLES.VISITOR]: { readModels: false, writeModels: false, fair: false, otherFair: false },
  [ROLES.MODERATOR]: { readModels: false, writeModels: false, fair: false, otherFair: false },
};

describe('emails policy', () => {
  it.each(ALL_ROLES)('%s', (role) => {
    const a = actor(role, [FAIR]);
    expect({
      readModels: canReadEmailModels(a),
      writeModels: canWriteEmailModels(a),
      fair: canManageFairEmails(a, FAIR),
      otherFair: canManageFairEmails(a, FAIR + 1),
    }).toEqual(expected[role]);
    expect(managesEveryFair(a)).toBe(expected[role].otherFair);
  });

  it('anonymous may do nothing', () => {
    expect(canReadEmailModels(null)).toBe(false);
    expect(canManageFairEmails(null, FAIR)).toBe(false);
  });
});
