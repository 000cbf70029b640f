import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  applyFairsOf,
  canMoveApplication,
  canReadApplication,
  canWithdrawApplication,
  marksViewedOnOpen,
  readsAsRecruiter,
  waitingFairsOf,
  type ApplicationScope,
} from './job-applications.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const FIRM = 3;
const CANDIDATE = 40;
const pending: ApplicationScope = { userId: CANDIDATE, firmId: FIRM, fairId: FAIR, status: 0 };
const shortlisted: ApplicationScope = { ...pending, status: 2 };

const ACTORS = {
  candidate: testActor({ id: CANDIDATE, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  otherCandidate: testActor({ id: 41, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
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
  foreignAdmin: testActor({
    id: 52,
    roles: [ROLES.EXHIBITOR],
    userType: USER_TYPES.STAND_ADMIN,
    firmId: 9,
    memberFairIds: [FAIR],
  }),
  organizer: testActor({ id: 60, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ id: 61, roles: [ROLES.ORGANIZER], adminFairIds: [OTHER_FAIR] }),
  superAdmin: testActor({ id: 70, roles: [ROLES.SUPER_ADMIN] }),
  clusterAdmin: testActor({ id: 71, roles: [ROLES.CLUSTER_ADMIN] }),
};
type Name = keyof typeof ACTORS;

// role × ability: read, move the status, withdraw (pending), withdraw (shortlisted), see the match, marks viewed
const TABLE: [Name, boolean, boolean, boolean, boolean, boolean, boolean][] = [
  ['candidate', true, false, true, false, false, false],
  ['otherCandidate', false, false, false, false, false, false],
  ['standAdmin', true, true, false, false, true, true],
  ['standContact', true, false, false, false, true, true],
  ['foreignAdmin', false, false, false, false, false, false],
  ['organizer', true, true, false, false, true, false],
  ['otherOrganizer', false, false, false, false, false, false],
  ['superAdmin', true, true, false, false, true, false],
  ['clusterAdmin', false, false, false, false, false, false],
];

describe('job applications policy (permissions.md "solicitations")', () => {
  it.each(TABLE)(
    '%s: read %s, move %s, withdraw pending %s, withdraw handled %s, match %s, marks viewed %s',
    (name, read, move, withdraw, withdrawHandled, match, viewed) => {
      const actor = ACTORS[name];
      expect(canReadApplication(actor, pending)).toBe(read);
      expect(canMoveApplication(actor, pending)).toBe(move);
      expect(canWithdrawApplication(actor, pending)).toBe(withdraw);
      expect(canWithdrawApplication(actor, shortlisted)).toBe(withdrawHandled);
      expect(readsAsRecruiter(actor, pending)).toBe(match);
      expect(marksViewedOnOpen(actor, pending)).toBe(viewed);
    },
  );

  it('anonymous reads nothing', () => {
    expect(canReadApplication(null, pending)).toBe(false);
  });

  it('applies only in fairs of the offer using the job module where the candidate is validated', () => {
    const offer = {
      status: 'published',
      fairs: [
        { id: FAIR, isPublicAccess: false, isUsingJobModule: true },
        { id: OTHER_FAIR, isPublicAccess: true, isUsingJobModule: true },
        { id: 9, isPublicAccess: true, isUsingJobModule: false },
      ],
    };
    expect(applyFairsOf(ACTORS.candidate, offer)).toEqual([FAIR]);
    const waiting = testActor({
      id: 42,
      roles: [ROLES.VISITOR],
      waitingFairIds: [OTHER_FAIR],
      memberFairIds: [9],
    });
    expect(applyFairsOf(waiting, offer)).toEqual([]);
    expect(waitingFairsOf(waiting, offer)).toEqual([OTHER_FAIR]);
  });
});
