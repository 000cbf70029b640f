import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES, type VisioCallStatus } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canAnswerCall,
  canCallInFair,
  canEndCall,
  canReadCall,
  canSignalCall,
  canStartCall,
  isBoothPerson,
  isCallOver,
  isCalling,
  type CallScope,
} from './visio.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const CALLER = 40;
const RECEIVER = 51;
/** A call in fair 7 from the visitor 40 to firm 3's stand contact 51. */
const call: CallScope = { fairId: FAIR, callerId: CALLER, receiverId: RECEIVER, status: 'ringing' };

const ACTORS = {
  caller: testActor({ id: CALLER, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  /** The caller whose membership was refused since: may no longer ring, may still hang up. */
  refusedCaller: testActor({ id: CALLER, roles: [ROLES.VISITOR] }),
  receiver: testActor({
    id: RECEIVER,
    roles: [ROLES.EXHIBITOR],
    userType: USER_TYPES.STAND_CONTACT,
    firmId: 3,
    memberFairIds: [FAIR],
  }),
  otherMember: testActor({ id: 42, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  receiverColleague: testActor({
    id: 52,
    roles: [ROLES.EXHIBITOR],
    userType: USER_TYPES.STAND_ADMIN,
    firmId: 3,
    memberFairIds: [FAIR],
  }),
  waiting: testActor({ id: 43, roles: [ROLES.VISITOR], waitingFairIds: [FAIR] }),
  otherFairMember: testActor({ id: 44, roles: [ROLES.VISITOR], memberFairIds: [OTHER_FAIR] }),
  organizer: testActor({ id: 60, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  superAdmin: testActor({ id: 70, roles: [ROLES.SUPER_ADMIN] }),
  clusterAdmin: testActor({ id: 71, roles: [ROLES.CLUSTER_ADMIN] }),
  anonymous: null,
};
type Name = keyof typeof ACTORS;

// permissions.md "visio rooms and calls": the two participants; a caller creates a room and
// starts a call; only participants end or miss it. Organizers and supervisors read no call.
const TABLE: Record<string, [(a: (typeof ACTORS)[Name]) => boolean, Name[]]> = {
  'read the call': [(a) => canReadCall(a, call), ['caller', 'refusedCaller', 'receiver']],
  'call in the fair': [
    (a) => canCallInFair(a, FAIR),
    ['caller', 'receiver', 'otherMember', 'receiverColleague', 'organizer', 'superAdmin'],
  ],
  'start (ring)': [(a) => canStartCall(a, call), ['caller']],
  'pick up or decline': [(a) => canAnswerCall(a, call), ['receiver']],
  'end or miss': [(a) => canEndCall(a, call), ['caller', 'refusedCaller', 'receiver']],
  signal: [(a) => canSignalCall(a, call), ['caller', 'refusedCaller', 'receiver']],
};

describe('visio policy', () => {
  for (const [ability, [allowed, who]] of Object.entries(TABLE))
    it(ability, () => {
      const granted = (Object.keys(ACTORS) as Name[]).filter((n) => allowed(ACTORS[n]));
      expect(granted.sort()).toEqual([...who].sort());
    });

  it('a call is over once ended, missed or declined; calling while it rings or runs', () => {
    const all: VisioCallStatus[] = ['created', 'ringing', 'active', 'ended', 'missed', 'declined'];
    expect(all.filter(isCallOver)).toEqual(['ended', 'missed', 'declined']);
    expect(all.filter(isCalling)).toEqual(['ringing', 'active']);
  });

  it("a booth's people are its firm's staff", () => {
    expect(isBoothPerson({ firmId: 3, userType: USER_TYPES.STAND_CONTACT }, 3)).toBe(true);
    expect(isBoothPerson({ firmId: 3, userType: USER_TYPES.STAND_ADMIN }, 3)).toBe(true);
    expect(isBoothPerson({ firmId: 4, userType: USER_TYPES.STAND_ADMIN }, 3)).toBe(false);
    expect(isBoothPerson({ firmId: 3, userType: USER_TYPES.VISITOR }, 3)).toBe(false);
    expect(isBoothPerson({ firmId: null, userType: USER_TYPES.VISITOR }, 3)).toBe(false);
  });
});
