import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canChangeFirmVisibility,
  canCreateFirm,
  canLinkFirmToFair,
  canListFirms,
  canManageFirmUsers,
  canReadFirm,
  canSeeFirm,
  canUpdateFirm,
  canVisitFair,
  isFirmStandAdmin,
  type FirmScope,
} from './firms.policy.ts';

const FAIR = 7;
const FIRM = 3;
const hidden: FirmScope = { id: FIRM, isVisible: false, fairIds: [FAIR], publicFairIds: [] };
const visible: FirmScope = { ...hidden, isVisible: true };

/** Every role as the organizer of the firm's fair and (for exhibitors) a stand admin of the firm. */
const actor = (role: Role, over: Partial<Actor> = {}): Actor =>
  testActor({
    roles: [role],
    userType: role === ROLES.EXHIBITOR ? USER_TYPES.STAND_ADMIN : 4,
    firmId: role === ROLES.EXHIBITOR ? FIRM : null,
    memberFairIds: [FAIR],
    adminFairIds: role === ROLES.ORGANIZER ? [FAIR] : [],
    ...over,
  });

// permissions.md "firms", for every role: public views anyone (hidden: organizer and the firm's
// users), back views organizers, organizer creates, stand admin and organizer update, no delete.
const expected: Record<
  Role,
  {
    seeHidden: boolean;
    read: boolean;
    list: boolean;
    create: boolean;
    update: boolean;
    visibility: boolean;
    link: boolean;
  }
> = {
  [ROLES.SUPER_ADMIN]: {
    seeHidden: true,
    read: true,
    list: true,
    create: true,
    update: true,
    visibility: true,
    link: true,
  },
  [ROLES.SUPER_ORGANIZER]: {
    seeHidden: true,
    read: true,
    list: true,
    create: true,
    update: true,
    visibility: true,
    link: true,
  },
  [ROLES.ORGANIZER]: {
    seeHidden: true,
    read: true,
    list: true,
    create: true,
    update: true,
    visibility: true,
    link: true,
  },
  [ROLES.CLUSTER_ADMIN]: {
    seeHidden: false,
    read: true,
    list: true,
    create: false,
    update: false,
    visibility: false,
    link: false,
  },
  [ROLES.EXHIBITOR]: {
    seeHidden: true,
    read: true,
    list: false,
    create: false,
    update: true,
    visibility: true,
    link: false,
  },
  [ROLES.SPEAKER]: {
    seeHidden: false,
    read: false,
    list: false,
    create: false,
    update: false,
    visibility: false,
    link: false,
  },
  [ROLES.PRESS]: {
    seeHidden: false,
    read: false,
    list: false,
    create: false,
    update: false,
    visibility: false,
    link: false,
  },
  [ROLES.VISITOR]: {
    seeHidden: false,
    read: false,
    list: false,
    create: false,
    update: false,
    visibility: false,
    link: false,
  },
  [ROLES.MODERATOR]: {
    seeHidden: false,
    read: false,
    list: false,
    create: false,
    update: false,
    visibility: false,
    link: false,
  },
};

describe('firms policy', () => {
  it.each(ALL_ROLES)('%s', (role) => {
    const a = actor(role);
    expect({
      seeHidden: canSeeFirm(a, hidden),
      read: canReadFirm(a, hidden),
      list: canListFirms(a),
      create: canCreateFirm(a, FAIR),
      update: canUpdateFirm(a, hidden),
      visibility: canChangeFirmVisibility(a, hidden),
      link: canLinkFirmToFair(a, FAIR),
    }).toEqual(expected[role]);
    // A visible firm of a public fair is anyone's in its public views.
    expect(canSeeFirm(a, { ...visible, publicFairIds: [FAIR] })).toBe(true);
  });

  it('anonymous sees visible firms of public fairs only and changes nothing', () => {
    expect(canSeeFirm(null, visible)).toBe(false);
    expect(canSeeFirm(null, { ...visible, publicFairIds: [FAIR] })).toBe(true);
    expect(canSeeFirm(null, hidden)).toBe(false);
    expect(canReadFirm(null, visible)).toBe(false);
    expect(canUpdateFirm(null, visible)).toBe(false);
    expect(canCreateFirm(null, FAIR)).toBe(false);
  });

  it('a stand contact reads its firm but edits nothing; another firm’s stand admin sees only what is public', () => {
    const contact = actor(ROLES.EXHIBITOR, { userType: USER_TYPES.STAND_CONTACT });
    expect(isFirmStandAdmin(contact, FIRM)).toBe(false);
    expect(canSeeFirm(contact, hidden)).toBe(true);
    expect(canReadFirm(contact, hidden)).toBe(true);
    expect(canUpdateFirm(contact, hidden)).toBe(false);
    const other = actor(ROLES.EXHIBITOR, { firmId: 99 });
    expect(canSeeFirm(other, hidden)).toBe(false);
    expect(canReadFirm(other, visible)).toBe(false);
    expect(canUpdateFirm(other, visible)).toBe(false);
  });

  it('an organizer acts only on the firms of the fairs it organizes', () => {
    const elsewhere = actor(ROLES.ORGANIZER, { adminFairIds: [8] });
    expect(canSeeFirm(elsewhere, hidden)).toBe(false);
    expect(canReadFirm(elsewhere, visible)).toBe(false);
    expect(canUpdateFirm(elsewhere, visible)).toBe(false);
    expect(canCreateFirm(elsewhere, FAIR)).toBe(false);
    expect(canLinkFirmToFair(elsewhere, FAIR)).toBe(false);
  });

  it('public views: a visible firm of private fairs only is seen by those allowed in one of them', () => {
    const privateOnly: FirmScope = { ...visible, fairIds: [FAIR], publicFairIds: [] };
    expect(canSeeFirm(actor(ROLES.VISITOR, { memberFairIds: [FAIR] }), privateOnly)).toBe(true);
    expect(canSeeFirm(actor(ROLES.VISITOR, { memberFairIds: [8] }), privateOnly)).toBe(false);
    expect(canSeeFirm(actor(ROLES.VISITOR, { memberFairIds: [], waitingFairIds: [FAIR] }), privateOnly)).toBe(
      false,
    );
    expect(canSeeFirm(actor(ROLES.EXHIBITOR, { firmId: 99, memberFairIds: [8] }), privateOnly)).toBe(false);
    expect(canSeeFirm(actor(ROLES.CLUSTER_ADMIN, { memberFairIds: [] }), privateOnly)).toBe(true);
  });

  it('firms across fairs: the record is the organizer’s only when every fair of the firm is its own', () => {
    const inTwo: FirmScope = { ...visible, fairIds: [FAIR, 8] };
    const organizerOfOne = actor(ROLES.ORGANIZER, { adminFairIds: [FAIR] });
    // The fair's side: still reads the firm's views and links firms to its fair.
    expect(canReadFirm(organizerOfOne, inTwo)).toBe(true);
    expect(canLinkFirmToFair(organizerOfOne, FAIR)).toBe(true);
    // The record and roster: not when the firm also exhibits at a fair it does not organize.
    expect(canUpdateFirm(organizerOfOne, inTwo)).toBe(false);
    expect(canChangeFirmVisibility(organizerOfOne, inTwo)).toBe(false);
    expect(canManageFirmUsers(organizerOfOne, inTwo)).toBe(false);
    expect(canUpdateFirm(actor(ROLES.ORGANIZER, { adminFairIds: [FAIR, 8] }), inTwo)).toBe(true);
    // A firm linked to no fair is its stand admins' and the super roles' alone.
    const unlinked: FirmScope = { ...visible, fairIds: [] };
    expect(canUpdateFirm(organizerOfOne, unlinked)).toBe(false);
    expect(canUpdateFirm(actor(ROLES.EXHIBITOR), unlinked)).toBe(true);
    expect(canUpdateFirm(actor(ROLES.SUPER_ORGANIZER), unlinked)).toBe(true);
  });

  it('visiting a fair: anyone when it is public, else its members, organizers and cluster admins', () => {
    const closed = { id: FAIR, isPublicAccess: false };
    expect(canVisitFair(null, { ...closed, isPublicAccess: true })).toBe(true);
    expect(canVisitFair(null, closed)).toBe(false);
    expect(canVisitFair(actor(ROLES.VISITOR), closed)).toBe(true);
    expect(canVisitFair(actor(ROLES.VISITOR, { memberFairIds: [] }), closed)).toBe(false);
    expect(canVisitFair(actor(ROLES.CLUSTER_ADMIN, { memberFairIds: [] }), closed)).toBe(true);
    // permissions.md "Membership states": waiting and refused members see it as the public does.
    expect(canVisitFair(actor(ROLES.VISITOR, { memberFairIds: [], waitingFairIds: [FAIR] }), closed)).toBe(
      false,
    );
  });
});
