import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canSetOpeningHours,
  canTakeFromQueue,
  isStaffMember,
  joinRefusal,
  seesQueueEntries,
  type QueueBoothScope,
} from './booth-queue.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const FIRM = 3;
const booth: QueueBoothScope = {
  fairId: FAIR,
  firmId: FIRM,
  isVideoEnabled: true,
  isDirectMessageEnabled: true,
};

const staff = (id: number, userType: number, firmId: number) =>
  testActor({ id, roles: [ROLES.EXHIBITOR], userType, firmId, memberFairIds: [FAIR] });
const ACTORS = {
  member: testActor({ id: 41, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  waiting: testActor({ id: 42, roles: [ROLES.VISITOR], waitingFairIds: [FAIR] }),
  otherFair: testActor({ id: 43, roles: [ROLES.VISITOR], memberFairIds: [OTHER_FAIR] }),
  standAdmin: staff(50, USER_TYPES.STAND_ADMIN, FIRM),
  standContact: staff(51, USER_TYPES.STAND_CONTACT, FIRM),
  otherFirm: staff(60, USER_TYPES.STAND_ADMIN, 9),
  organizer: testActor({ id: 70, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ id: 71, roles: [ROLES.ORGANIZER], adminFairIds: [OTHER_FAIR] }),
  anonymous: null,
};
type Name = keyof typeof ACTORS;

// Issue 13 "The booth queue": role × ability for a booth of firm 3 in fair 7.
const TABLE: [Name, { sees: boolean; take: boolean; hours: boolean; join: string | null; staff: boolean }][] =
  [
    ['member', { sees: false, take: false, hours: false, join: null, staff: false }],
    ['waiting', { sees: false, take: false, hours: false, join: 'not_validated_in_fair', staff: false }],
    ['otherFair', { sees: false, take: false, hours: false, join: 'not_validated_in_fair', staff: false }],
    ['standAdmin', { sees: true, take: true, hours: true, join: 'forbidden', staff: true }],
    ['standContact', { sees: true, take: true, hours: true, join: 'forbidden', staff: true }],
    // Another firm's staff may queue at this booth like any member of the fair.
    ['otherFirm', { sees: false, take: false, hours: false, join: null, staff: true }],
    ['organizer', { sees: true, take: false, hours: true, join: 'not_validated_in_fair', staff: false }],
    [
      'otherOrganizer',
      { sees: false, take: false, hours: false, join: 'not_validated_in_fair', staff: false },
    ],
    ['anonymous', { sees: false, take: false, hours: false, join: 'forbidden', staff: false }],
  ];

describe('booth queue policy', () => {
  it.each(TABLE)('%s', (name, expected) => {
    const actor = ACTORS[name];
    expect({
      sees: seesQueueEntries(actor, booth),
      take: canTakeFromQueue(actor, booth),
      hours: canSetOpeningHours(actor, booth),
      join: joinRefusal(actor, booth, 'call'),
      staff: isStaffMember(actor),
    }).toEqual(expected);
  });

  it('follows the fair’s switches for what the visitor waits for', () => {
    const noVideo = { ...booth, isVideoEnabled: false };
    expect(joinRefusal(ACTORS.member, noVideo, 'call')).toBe('video_disabled');
    expect(joinRefusal(ACTORS.member, noVideo, 'chat')).toBeNull();
    expect(joinRefusal(ACTORS.member, { ...booth, isDirectMessageEnabled: false }, 'chat')).toBe(
      'direct_messages_disabled',
    );
  });
});
