import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import {
  canManageInboxItem,
  canModerateFair,
  canReadConversation,
  canReadFirmInbox,
  canReadMessageReports,
  canStartInFair,
  canWriteConversation,
  type ConversationScope,
} from './conversations.policy.ts';

const FAIR = 7;
const OTHER_FAIR = 8;
const FIRM = 3;
const VISITOR = 40;
const PEER = 41;
const CONTACT = 51;
/** A booth chat of firm 3 asked by 40 and answered by its stand contact 51. */
const booth: ConversationScope = {
  kind: 'booth',
  fairId: FAIR,
  firmId: FIRM,
  participantIds: [VISITOR, CONTACT],
};
/** A direct conversation between 40 and 41. */
const direct: ConversationScope = {
  kind: 'direct',
  fairId: FAIR,
  firmId: null,
  participantIds: [VISITOR, PEER],
};

const staff = (id: number, userType: number, firmId: number) =>
  testActor({ id, roles: [ROLES.EXHIBITOR], userType, firmId, memberFairIds: [FAIR] });
const ACTORS = {
  visitor: testActor({ id: VISITOR, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  peer: testActor({ id: PEER, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  /** A participant whose membership was refused since: reads its copy, writes no more. */
  refusedPeer: testActor({ id: PEER, roles: [ROLES.VISITOR] }),
  waitingPeer: testActor({ id: PEER, roles: [ROLES.VISITOR], waitingFairIds: [FAIR] }),
  otherMember: testActor({ id: 42, roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  standAdmin: staff(50, USER_TYPES.STAND_ADMIN, FIRM),
  standContact: staff(CONTACT, USER_TYPES.STAND_CONTACT, FIRM),
  foreignStaff: staff(52, USER_TYPES.STAND_ADMIN, 9),
  moderator: testActor({
    id: 55,
    roles: [ROLES.MODERATOR],
    userType: USER_TYPES.MODERATOR,
    memberFairIds: [FAIR],
  }),
  otherModerator: testActor({
    id: 56,
    roles: [ROLES.MODERATOR],
    userType: USER_TYPES.MODERATOR,
    memberFairIds: [OTHER_FAIR],
  }),
  organizer: testActor({ id: 60, roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ id: 61, roles: [ROLES.ORGANIZER], adminFairIds: [OTHER_FAIR] }),
  superAdmin: testActor({ id: 70, roles: [ROLES.SUPER_ADMIN] }),
  clusterAdmin: testActor({ id: 71, roles: [ROLES.CLUSTER_ADMIN] }),
};
type Name = keyof typeof ACTORS;

// role × ability: read direct, write direct, read booth, write booth, manage the inbox item,
// read the firm's inbox, start in the fair, mute in the fair (firm 3 has a booth), read reports
const TABLE: [Name, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean][] = [
  ['visitor', true, true, true, true, false, false, true, false, false],
  ['peer', true, true, false, false, false, false, true, false, false],
  ['refusedPeer', true, false, false, false, false, false, false, false, false],
  ['waitingPeer', true, false, false, false, false, false, false, false, false],
  ['otherMember', false, false, false, false, false, false, true, false, false],
  ['standAdmin', false, false, true, true, true, true, true, true, false],
  ['standContact', false, false, true, true, true, true, true, true, false],
  ['foreignStaff', false, false, false, false, false, false, true, false, false],
  ['moderator', false, false, false, false, false, false, true, true, false],
  ['otherModerator', false, false, false, false, false, false, false, false, false],
  ['organizer', false, false, false, false, false, false, true, true, true],
  ['otherOrganizer', false, false, false, false, false, false, false, false, false],
  ['superAdmin', false, false, false, false, false, false, true, true, true],
  ['clusterAdmin', false, false, false, false, false, false, false, false, false],
];

describe('conversations policy (permissions.md "conversations and direct messages", "booth chat")', () => {
  it.each(TABLE)(
    '%s: read direct %s, write direct %s, read booth %s, write booth %s, manage %s, inbox %s, start %s, mute %s, reports %s',
    (name, readDirect, writeDirect, readBooth, writeBooth, manage, inbox, start, mute, reports) => {
      const actor = ACTORS[name];
      expect(canReadConversation(actor, direct)).toBe(readDirect);
      expect(canWriteConversation(actor, direct)).toBe(writeDirect);
      expect(canReadConversation(actor, booth)).toBe(readBooth);
      expect(canWriteConversation(actor, booth)).toBe(writeBooth);
      expect(canManageInboxItem(actor, booth)).toBe(manage);
      expect(canReadFirmInbox(actor, FIRM)).toBe(inbox);
      expect(canStartInFair(actor, FAIR)).toBe(start);
      expect(canModerateFair(actor, FAIR, [FIRM])).toBe(mute);
      expect(canReadMessageReports(actor, FAIR)).toBe(reports);
    },
  );

  it('anonymous reads, writes and moderates nothing', () => {
    expect(canReadConversation(null, direct)).toBe(false);
    expect(canWriteConversation(null, booth)).toBe(false);
    expect(canModerateFair(null, FAIR, [FIRM])).toBe(false);
  });

  it('a direct conversation has no firm side, even for staff of some firm', () => {
    expect(canManageInboxItem(ACTORS.standAdmin, { ...direct, participantIds: [50, PEER] })).toBe(false);
  });

  it('booth staff moderate only the fairs where their firm has a booth', () => {
    expect(canModerateFair(ACTORS.standAdmin, FAIR, [])).toBe(false);
  });
});
