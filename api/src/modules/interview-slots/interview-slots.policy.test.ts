import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  bookingRefusal,
  canCancelSlot,
  canDeleteSlot,
  canPublishSlots,
  canSeeBooth,
  canSeeSlot,
  seesBooking,
  type SlotScope,
} from './interview-slots.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const FIRM = 3;
const HOST = 51;
const CANDIDATE = 40;

const booked: SlotScope = {
  fairId: FAIR,
  firmId: FIRM,
  isVisible: true,
  isHiddenByOrganizer: false,
  isPublicAccess: false,
  hostId: HOST,
  bookedBy: CANDIDATE,
  status: 'booked',
};
const open: SlotScope = { ...booked, bookedBy: null, status: 'open' };
const hiddenOpen: SlotScope = { ...open, isHiddenByOrganizer: true };

const staff = (id: number, userType: number, firmId: number) =>
  testActor({ id, roles: [ROLES.EXHIBITOR], userType, firmId, memberFairIds: [FAIR] });
const ACTORS = {
  candidate: testActor({ id: CANDIDATE, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  member: testActor({ id: 41, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  waiting: testActor({ id: 42, roles: [ROLES.VISITOR], waitingFairIds: [FAIR] }),
  otherFair: testActor({ id: 43, roles: [ROLES.VISITOR], memberFairIds: [OTHER_FAIR] }),
  standAdmin: staff(50, USER_TYPES.STAND_ADMIN, FIRM),
  host: staff(HOST, USER_TYPES.STAND_CONTACT, FIRM),
  otherFirm: staff(60, USER_TYPES.STAND_ADMIN, 9),
  organizer: testActor({ id: 70, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ id: 71, roles: [ROLES.ORGANIZER], adminFairIds: [OTHER_FAIR] }),
  superAdmin: testActor({ id: 72, roles: [ROLES.SUPER_ADMIN] }),
};
type Who = keyof typeof ACTORS;

const table: [string, (a: (typeof ACTORS)[Who]) => boolean, Who[]][] = [
  [
    'publish at the booth',
    (a) => canPublishSlots(a, open),
    ['standAdmin', 'host', 'organizer', 'superAdmin'],
  ],
  [
    'see the booth',
    (a) => canSeeBooth(a, open),
    ['candidate', 'member', 'standAdmin', 'host', 'otherFirm', 'organizer', 'superAdmin'],
  ],
  [
    'see a hidden booth',
    (a) => canSeeBooth(a, hiddenOpen),
    ['standAdmin', 'host', 'organizer', 'superAdmin'],
  ],
  [
    'see a booked slot',
    (a) => canSeeSlot(a, booked),
    ['candidate', 'member', 'standAdmin', 'host', 'otherFirm', 'organizer', 'superAdmin'],
  ],
  [
    'see its booking',
    (a) => seesBooking(a, booked),
    ['candidate', 'standAdmin', 'host', 'organizer', 'superAdmin'],
  ],
  ['book an open slot', (a) => bookingRefusal(a, open) === null, ['candidate', 'member', 'otherFirm']],
  [
    'cancel a booked slot',
    (a) => canCancelSlot(a, booked),
    ['candidate', 'standAdmin', 'host', 'organizer', 'superAdmin'],
  ],
  ['cancel an open slot', (a) => canCancelSlot(a, open), ['standAdmin', 'host', 'organizer', 'superAdmin']],
  ['delete a slot', (a) => canDeleteSlot(a, open), ['standAdmin', 'host', 'organizer', 'superAdmin']],
];

describe('interview slot policy (role × ability)', () => {
  it.each(table)('%s', (_, ability, allowed) => {
    for (const [who, actor] of Object.entries(ACTORS))
      expect(ability(actor), `${who}`).toBe(allowed.includes(who as Who));
    expect(ability(null as never)).toBe(false);
  });

  it('tells why a booking is refused', () => {
    expect(bookingRefusal(ACTORS.host, open)).toBe('cannot_book_own_firm');
    expect(bookingRefusal(ACTORS.standAdmin, open)).toBe('cannot_book_own_firm');
    expect(bookingRefusal(ACTORS.waiting, open)).toBe('not_validated_in_fair');
    expect(bookingRefusal(ACTORS.organizer, open)).toBe('not_validated_in_fair');
  });
});
