import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, USER_TYPES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canListStandAdmins,
  canOrganizeStands,
  canReadStand,
  canSeeHiddenStand,
  standAbilities,
  type StandScope,
} from './stands.policy.ts';

const FAIR = 7;
const FIRM = 3;
const PUBLIC = { id: FAIR, isPublicAccess: true };
const PRIVATE = { id: FAIR, isPublicAccess: false };
const stand = (o: Partial<StandScope> = {}): StandScope => ({
  id: 1,
  fairId: FAIR,
  firmId: FIRM,
  isVisible: true,
  isHiddenByOrganizer: false,
  adminIds: [],
  contactIds: [],
  ...o,
});
const actor = (role: Role, o: Partial<Actor> = {}): Actor => testActor({ id: 50, roles: [role], ...o });

const none = { update: false, organize: false, addPeople: false, removePeople: false, delete: false };
const organizer = { update: true, organize: true, addPeople: true, removePeople: true, delete: true };

// permissions.md "stands" and "stand admins / contacts", as role × ability.
describe('stands policy', () => {
  it.each(ALL_ROLES)('%s, organizer of the fair when organizer, of no firm', (role) => {
    const a = actor(role, { adminFairIds: [FAIR] });
    const organizes =
      role === ROLES.ORGANIZER || role === ROLES.SUPER_ADMIN || role === ROLES.SUPER_ORGANIZER;
    expect(standAbilities(a, stand())).toEqual(organizes ? organizer : none);
    expect(canOrganizeStands(a, FAIR)).toBe(organizes);
    expect(canSeeHiddenStand(a, stand({ isHiddenByOrganizer: true }))).toBe(organizes);
    expect(canListStandAdmins(a, stand())).toBe(organizes);
  });

  it('an organizer of another fair is a visitor here', () => {
    const a = actor(ROLES.ORGANIZER, { adminFairIds: [1] });
    expect(standAbilities(a, stand())).toEqual(none);
    expect(canReadStand(a, stand(), PRIVATE)).toBe(false);
    expect(canReadStand(a, stand(), PUBLIC)).toBe(true);
  });

  it('firm stand admins edit and add people; contacts only read; booth admins also remove', () => {
    const member = (userType: number, id = 50) =>
      actor(ROLES.EXHIBITOR, { id, userType, firmId: FIRM, memberFairIds: [FAIR] });
    expect(standAbilities(member(USER_TYPES.STAND_ADMIN), stand())).toEqual({
      ...none,
      update: true,
      addPeople: true,
    });
    expect(standAbilities(member(USER_TYPES.STAND_CONTACT), stand())).toEqual(none);
    expect(standAbilities(member(USER_TYPES.STAND_CONTACT), stand({ adminIds: [50] }))).toEqual({
      ...none,
      update: true,
      addPeople: true,
      removePeople: true,
    });
    expect(canListStandAdmins(member(USER_TYPES.STAND_CONTACT), stand())).toBe(true);
    const otherFirm = actor(ROLES.EXHIBITOR, {
      userType: USER_TYPES.STAND_ADMIN,
      firmId: 9,
      memberFairIds: [FAIR],
    });
    expect(standAbilities(otherFirm, stand())).toEqual(none);
    expect(canListStandAdmins(otherFirm, stand())).toBe(false);
  });

  it('a hidden booth is read only by the organizer and its own people', () => {
    const hidden = stand({ isVisible: false, contactIds: [51] });
    const visitor = actor(ROLES.VISITOR, { memberFairIds: [FAIR] });
    expect(canReadStand(visitor, hidden, PUBLIC)).toBe(false);
    expect(canReadStand(visitor, stand(), PRIVATE)).toBe(true);
    expect(canReadStand(null, stand(), PUBLIC)).toBe(true);
    expect(canReadStand(null, stand(), PRIVATE)).toBe(false);
    expect(canReadStand(actor(ROLES.EXHIBITOR, { id: 51 }), hidden, PRIVATE)).toBe(true);
    expect(canReadStand(actor(ROLES.EXHIBITOR, { firmId: FIRM }), hidden, PRIVATE)).toBe(true);
    expect(canReadStand(actor(ROLES.CLUSTER_ADMIN), hidden, PUBLIC)).toBe(false);
    expect(canReadStand(actor(ROLES.CLUSTER_ADMIN), stand(), PRIVATE)).toBe(true);
  });
});
