import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import {
  canChangeFirmVisibility,
  canCreateFirm,
  canLinkFirmToFair,
  canListFirms,
  canReadFirm,
  canSeeFirm,
  canUpdateFirm,
  canVisitFair,
  isFirmStandAdmin,
  type FirmScope,
} from './firms.policy.ts';

const FAIR = 7;
const FIRM = 3;
const hidden: FirmScope = { id: FIRM, isVisible: false, fairIds: [FAIR] };
const visible: FirmScope = { ...hidden, isVisible: true };

/** Every role as the organizer of the firm's fair and (for exhibitors) a stand admin of the firm. */
const actor = (role: Role, over: Partial<Actor> = {}): Actor => ({
  id: 1,
  roles: [role],
  userType: role === ROLES.EXHIBITOR ? USER_TYPES.STAND_ADMIN : 4,
  firmId: role === ROLES.EXHIBITOR ? FIRM : null,
  memberFairIds: [FAIR],
  adminFairIds: role === ROLES.ORGANIZER ? [FAIR] : [],
  sessionId: 's',
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
    visibility: false,
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
    // A visible firm is anyone's in its public views.
    expect(canSeeFirm(a, visible)).toBe(true);
  });

  it('anonymous sees visible firms only and changes nothing', () => {
    expect(canSeeFirm(null, visible)).toBe(true);
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

  it('visiting a fair: anyone when it is public, else its members, organizers and cluster admins', () => {
    const closed = { id: FAIR, isPublicAccess: false };
    expect(canVisitFair(null, { ...closed, isPublicAccess: true })).toBe(true);
    expect(canVisitFair(null, closed)).toBe(false);
    expect(canVisitFair(actor(ROLES.VISITOR), closed)).toBe(true);
    expect(canVisitFair(actor(ROLES.VISITOR, { memberFairIds: [] }), closed)).toBe(false);
    expect(canVisitFair(actor(ROLES.CLUSTER_ADMIN, { memberFairIds: [] }), closed)).toBe(true);
  });
});
