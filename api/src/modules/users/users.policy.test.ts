import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  accountCreation,
  canCreateAccount,
  canRemoveFromFair,
  canEraseUser,
  canManageUser,
  canReadUser,
  canExportPersonalData,
  canReadBusinessCard,
  canUpdateProfile,
} from './users.policy.ts';

const actor = (id: number, role: Role, opts: Partial<Actor> = {}): Actor =>
  testActor({ id, roles: [role], ...opts });
const visitor = { id: 2, roles: [ROLES.VISITOR], fairIds: [7], validatedFairIds: [7] };

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

describe('users policy: reading, managing and creating accounts', () => {
  const member = { id: 2, roles: [ROLES.VISITOR], fairIds: [7], adminFairIds: [], firmId: 3 };
  it.each([
    ['self', actor(2, ROLES.VISITOR), { read: true, manage: false }],
    [
      'other visitor of the fair',
      actor(3, ROLES.VISITOR, { memberFairIds: [7] }),
      { read: false, manage: false },
    ],
    [
      'stand admin of the same firm',
      actor(3, ROLES.EXHIBITOR, { userType: 5, firmId: 3 }),
      { read: true, manage: false },
    ],
    ['organizer of the fair', actor(4, ROLES.ORGANIZER, { adminFairIds: [7] }), { read: true, manage: true }],
    [
      'organizer of another fair',
      actor(4, ROLES.ORGANIZER, { adminFairIds: [8] }),
      { read: false, manage: false },
    ],
    ['super organizer', actor(5, ROLES.SUPER_ORGANIZER), { read: true, manage: true }],
    ['super admin', actor(1, ROLES.SUPER_ADMIN), { read: true, manage: true }],
    ['cluster admin', actor(6, ROLES.CLUSTER_ADMIN), { read: true, manage: false }],
  ])('%s', (_name, a, expected) => {
    expect({ read: canReadUser(a, member), manage: canManageUser(a, member) }).toEqual(expected);
  });

  it('never lets an organizer manage a co-organizer, nor anyone manage the super admin', () => {
    const org = actor(4, ROLES.ORGANIZER, { adminFairIds: [7] });
    expect(canManageUser(org, { id: 9, roles: [ROLES.ORGANIZER], fairIds: [7], adminFairIds: [7] })).toBe(
      false,
    );
    expect(
      canManageUser(actor(5, ROLES.SUPER_ORGANIZER), { id: 1, roles: [ROLES.SUPER_ADMIN], fairIds: [] }),
    ).toBe(false);
  });

  it.each([
    [
      'super organizer account',
      USER_TYPES.SUPER_ORGANIZER,
      null,
      { org: false, superOrg: true, standAdmin: false },
    ],
    ['organizer account', USER_TYPES.ORGANIZER, null, { org: true, superOrg: true, standAdmin: false }],
    ['visitor account', USER_TYPES.VISITOR, null, { org: true, superOrg: true, standAdmin: false }],
    [
      'stand contact of the firm',
      USER_TYPES.STAND_CONTACT,
      3,
      { org: true, superOrg: true, standAdmin: true },
    ],
    [
      'stand admin of another firm',
      USER_TYPES.STAND_ADMIN,
      4,
      { org: true, superOrg: true, standAdmin: false },
    ],
  ])('creates a %s', (_name, userType, firmId, expected) => {
    const account = { userType, fairId: 7, firm: firmId === null ? null : { id: firmId, fairIds: [7] } };
    expect({
      org: canCreateAccount(actor(4, ROLES.ORGANIZER, { adminFairIds: [7] }), account),
      superOrg: canCreateAccount(actor(5, ROLES.SUPER_ORGANIZER), account),
      standAdmin: canCreateAccount(
        actor(3, ROLES.EXHIBITOR, { userType: USER_TYPES.STAND_ADMIN, firmId: 3, memberFairIds: [7] }),
        account,
      ),
    }).toEqual(expected);
    expect(canCreateAccount(actor(6, ROLES.CLUSTER_ADMIN), account)).toBe(false);
  });

  it('firms across fairs: an organizer creates staff only for a firm whose fairs are all its own, else invites', () => {
    const org = actor(4, ROLES.ORGANIZER, { adminFairIds: [7] });
    const shared = { id: 3, fairIds: [7, 8] };
    const staff = { userType: USER_TYPES.STAND_ADMIN, fairId: 7, firm: shared };
    expect(accountCreation(org, staff)).toBe('invite');
    expect(accountCreation(actor(4, ROLES.ORGANIZER, { adminFairIds: [7, 8] }), staff)).toBe('create');
    expect(accountCreation(actor(4, ROLES.ORGANIZER, { adminFairIds: [8] }), { ...staff, fairId: 9 })).toBe(
      'refuse',
    );
    // The firm's own stand admin adds its team whatever fairs it exhibits at.
    const standAdmin = actor(3, ROLES.EXHIBITOR, { userType: USER_TYPES.STAND_ADMIN, firmId: 3 });
    expect(accountCreation(standAdmin, staff)).toBe('create');
    // A stand contact of the firm does not.
    expect(
      accountCreation(actor(3, ROLES.EXHIBITOR, { userType: USER_TYPES.STAND_CONTACT, firmId: 3 }), staff),
    ).toBe('refuse');
  });

  it('an account in a fair the organizer does not organize is not its to erase or retype; it removes it from its own fair', () => {
    const org = actor(4, ROLES.ORGANIZER, { adminFairIds: [7] });
    const alsoElsewhere = { id: 2, roles: [ROLES.VISITOR], fairIds: [7, 8], adminFairIds: [] };
    expect(canManageUser(org, alsoElsewhere)).toBe(false);
    expect(canEraseUser(org, alsoElsewhere)).toBe(false);
    expect(canRemoveFromFair(org, alsoElsewhere, 7)).toBe(true);
    expect(canRemoveFromFair(org, alsoElsewhere, 8)).toBe(false);
    expect(canManageUser(org, { ...alsoElsewhere, fairIds: [7] })).toBe(true);
    expect(canEraseUser(org, { ...alsoElsewhere, fairIds: [7] })).toBe(true);
    // Super roles manage and erase across fairs; a co-organizer is never removed by an organizer.
    expect(canManageUser(actor(5, ROLES.SUPER_ORGANIZER), alsoElsewhere)).toBe(true);
    expect(canRemoveFromFair(org, { ...alsoElsewhere, roles: [ROLES.ORGANIZER] }, 7)).toBe(false);
  });

  it('business card: a waiting or refused member of the shared fair does not meet the others there', () => {
    const target = { id: 2, roles: [ROLES.VISITOR], fairIds: [7], validatedFairIds: [7] };
    expect(canReadBusinessCard(actor(3, ROLES.VISITOR, { memberFairIds: [7] }), target)).toBe(true);
    expect(canReadBusinessCard(actor(3, ROLES.VISITOR, { waitingFairIds: [7] }), target)).toBe(false);
    expect(
      canReadBusinessCard(actor(3, ROLES.VISITOR, { memberFairIds: [7] }), {
        ...target,
        validatedFairIds: [],
      }),
    ).toBe(false);
  });
});
