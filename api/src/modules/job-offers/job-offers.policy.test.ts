import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { testActor } from '../../platform/access/actor-fixture.ts';
import { toMatchOffer } from './job-offers.mapper.ts';
import { canPlaceOfferIn, canReadOffer, canWriteOffer, type OfferScope } from './job-offers.policy.ts';

const FAIR = 10;
const FIRM = 20;
const actors = {
  anonymous: null,
  visitor: testActor({ roles: [ROLES.VISITOR], memberFairIds: [FAIR] }),
  waiting: testActor({ roles: [ROLES.VISITOR], waitingFairIds: [FAIR] }),
  standAdmin: testActor({
    roles: [ROLES.EXHIBITOR],
    firmId: FIRM,
    userType: USER_TYPES.STAND_ADMIN,
    memberFairIds: [FAIR],
  }),
  contact: testActor({
    roles: [ROLES.EXHIBITOR],
    firmId: FIRM,
    userType: USER_TYPES.STAND_CONTACT,
    memberFairIds: [FAIR],
  }),
  rivalAdmin: testActor({
    roles: [ROLES.EXHIBITOR],
    firmId: 99,
    userType: USER_TYPES.STAND_ADMIN,
    memberFairIds: [FAIR],
  }),
  organizer: testActor({ roles: [ROLES.ORGANIZER], adminFairIds: [FAIR] }),
  otherOrganizer: testActor({ roles: [ROLES.ORGANIZER], adminFairIds: [FAIR + 1] }),
  clusterAdmin: testActor({ roles: [ROLES.CLUSTER_ADMIN] }),
  superAdmin: testActor({ roles: [ROLES.SUPER_ADMIN] }),
};
type Name = keyof typeof actors;
const offer = (status: OfferScope['status'], isUsingJobModule = true): OfferScope => ({
  firmId: FIRM,
  status,
  fairs: [{ id: FAIR, isPublicAccess: false, isUsingJobModule }],
});
const who = (allowed: (a: (typeof actors)[Name]) => boolean) =>
  (Object.keys(actors) as Name[]).filter((n) => allowed(actors[n]));

describe('job offer policy (permissions.md "job offers")', () => {
  it('reads a published offer: anyone allowed in the fair', () => {
    expect(who((a) => canReadOffer(a, offer('published')))).toEqual([
      'visitor',
      'standAdmin',
      'contact',
      'rivalAdmin',
      'organizer',
      'clusterAdmin',
      'superAdmin',
    ]);
  });
  it('reads drafts and closed offers: the firm and the organizers only', () => {
    for (const status of ['draft', 'closed'] as const)
      expect(who((a) => canReadOffer(a, offer(status)))).toEqual([
        'standAdmin',
        'contact',
        'organizer',
        'superAdmin',
      ]);
  });
  it('hides published offers of a fair without the job module from visitors', () => {
    expect(canReadOffer(actors.visitor, offer('published', false))).toBe(false);
  });
  it('writes: the firm’s stand admins and the organizers of its fairs', () => {
    expect(who((a) => canWriteOffer(a, offer('draft')))).toEqual(['standAdmin', 'organizer', 'superAdmin']);
    const firm = { id: FIRM, fairIds: [FAIR, FAIR + 1] };
    expect(who((a) => canPlaceOfferIn(a, firm, FAIR + 1))).toEqual([
      'standAdmin',
      'otherOrganizer',
      'superAdmin',
    ]);
    // An organizer places offers only in its fairs the firm is linked to (super roles: 422 firm_not_in_fair).
    const notLinked = { id: FIRM, fairIds: [FAIR] };
    expect(who((a) => canPlaceOfferIn(a, notLinked, FAIR + 1))).toEqual(['standAdmin', 'superAdmin']);
  });
});

describe('toMatchOffer', () => {
  it('maps an offer onto what the match reads, and nothing else', () => {
    const row = {
      familyId: 1,
      functionId: 2,
      recognitionRequired: true,
      recognitionSupported: false,
      countryId: 3,
      regionId: null,
      workMode: 'remote' as const,
    };
    expect(
      toMatchOffer(row, {
        languages: [
          { language: 'fr', levels: { listening: 'B2', reading: null, speaking: 'B2', writing: null } },
        ],
        experienceRank: 2,
        disponibilityRank: null,
        educationIsced: null,
      }),
    ).toEqual({
      familyId: 1,
      functionId: 2,
      experienceRank: 2,
      educationIsced: null,
      disponibilityRank: null,
      languages: [
        { language: 'fr', levels: { listening: 'B2', reading: null, speaking: 'B2', writing: null } },
      ],
      recognitionRequired: true,
      recognitionSupported: false,
      countryId: 3,
      regionId: null,
      isRemote: true,
    });
  });
});
