import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import {
  canEraseUser,
  canExportPersonalData,
  canReadBusinessCard,
  canUpdateProfile,
} from './users.policy.ts';

const actor = (id: number, role: Role, opts: Partial<Actor> = {}): Actor => ({
  id,
  roles: [role],
  userType: 4,
  firmId: null,
  memberFairIds: [],
  adminFairIds: [],
  sessionId: 's',
  ...opts,
});
const visitor = { id: 2, roles: [ROLES.VISITOR], fairIds: [7] };

describe('users policy', () => {
  it.each([
    ['self', actor(2, ROLES.VISITOR), { update: true, export: true, erase: true, card: true }],
    [
      'other visitor of the fair',
      actor(3, ROLES.VISITOR, { memberFairIds: [7] }),
      { update: false, export: false, erase: false, card: true },
    ],
    [
      'visitor of another fair',
      actor(3, ROLES.VISITOR, { memberFairIds: [8] }),
      { update: false, export: false, erase: false, card: false },
    ],
    [
      'organizer of the fair',
      actor(4, ROLES.ORGANIZER, { adminFairIds: [7] }),
      { update: false, export: false, erase: true, card: true },
    ],
    [
      'organizer of another fair',
      actor(4, ROLES.ORGANIZER, { adminFairIds: [8] }),
      { update: false, export: false, erase: false, card: false },
    ],
    ['super admin', actor(1, ROLES.SUPER_ADMIN), { update: false, export: false, erase: true, card: true }],
    [
      'cluster admin',
      actor(5, ROLES.CLUSTER_ADMIN),
      { update: false, export: false, erase: false, card: true },
    ],
  ])('%s', (_name, a, expected) => {
    expect({
      update: canUpdateProfile(a, visitor),
      export: canExportPersonalData(a, visitor),
      erase: canEraseUser(a, visitor),
      card: canReadBusinessCard(a, visitor),
    }).toEqual(expected);
  });
});
