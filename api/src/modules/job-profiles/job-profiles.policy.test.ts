import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canChooseDiffusion,
  canReadProfile,
  canUseCvLibrary,
  canWriteProfile,
  type ProfileScope,
} from './job-profiles.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const FIRM = 3;
const CANDIDATE = 40;
const profile = (o: Partial<ProfileScope> = {}): ProfileScope => ({
  userId: CANDIDATE,
  candidateFairIds: [FAIR],
  diffusions: [],
  appliedFirmIds: [],
  ...o,
});
const diffusing = profile({ diffusions: [{ fairId: FAIR, firmIds: [FIRM] }] });

const ACTORS = {
  self: testActor({ id: CANDIDATE, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  standAdmin: testActor({
    id: 50,
    roles: [ROLES.EXHIBITOR],
    userType: USER_TYPES.STAND_ADMIN,
    firmId: FIRM,
    memberFairIds: [FAIR],
  }),
  standContact: testActor({
    id: 51,
    roles: [ROLES.EXHIBITOR],
    userType: USER_TYPES.STAND_CONTACT,
    firmId: FIRM,
    memberFairIds: [FAIR],
  }),
  /** Same firm, but waiting in the fair: no member rights there yet. */
  waitingStaff: testActor({ id: 52, roles: [ROLES.EXHIBITOR], firmId: FIRM, waitingFairIds: [FAIR] }),
  otherFirm: testActor({ id: 53, roles: [ROLES.EXHIBITOR], firmId: 99, memberFairIds: [FAIR] }),
  organizer: testActor({ id: 54, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ id: 55, roles: [ROLES.ORGANIZER], adminFairIds: [OTHER_FAIR] }),
  superAdmin: testActor({ id: 56, roles: [ROLES.SUPER_ADMIN] }),
  clusterAdmin: testActor({ id: 57, roles: [ROLES.CLUSTER_ADMIN] }),
  visitor: testActor({ id: 58, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
};
type Name = keyof typeof ACTORS;

// role × ability: [read without diffusion, read with diffusion in FAIR, write, library of FAIR]
const TABLE: Record<Name, [boolean, boolean, boolean, boolean]> = {
  self: [true, true, true, false],
  standAdmin: [false, true, false, true],
  standContact: [false, true, false, true],
  waitingStaff: [false, false, false, false],
  otherFirm: [false, false, false, false],
  organizer: [true, true, false, true],
  otherOrganizer: [false, false, false, false],
  superAdmin: [true, true, false, true],
  clusterAdmin: [false, false, false, false],
  visitor: [false, false, false, false],
};

describe('job profile policy (permissions.md "job profiles (CV)")', () => {
  it.each(Object.entries(TABLE) as [Name, [boolean, boolean, boolean, boolean]][])(
    '%s',
    (name, [plain, withDiffusion, write, library]) => {
      const actor = ACTORS[name];
      expect(canReadProfile(actor, profile())).toBe(plain);
      expect(canReadProfile(actor, diffusing)).toBe(withDiffusion);
      expect(canWriteProfile(actor, profile())).toBe(write);
      expect(canUseCvLibrary(actor, { id: FAIR, firmIds: [FIRM] })).toBe(library);
    },
  );

  it('nobody anonymous; a diffusion in a fair the firm is not linked to opens nothing', () => {
    expect(canReadProfile(null, diffusing)).toBe(false);
    const elsewhere = profile({ diffusions: [{ fairId: FAIR, firmIds: [77] }] });
    expect(canReadProfile(ACTORS.standAdmin, elsewhere)).toBe(false);
  });

  it('an application to one of its offers opens the profile to the firm (applications slice)', () => {
    expect(canReadProfile(ACTORS.standContact, profile({ appliedFirmIds: [FIRM] }))).toBe(true);
  });

  it('diffusion is chosen only in the candidate’s fairs', () => {
    expect(canChooseDiffusion(profile(), FAIR)).toBe(true);
    expect(canChooseDiffusion(profile(), OTHER_FAIR)).toBe(false);
  });
});
