import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '@passerelle/contract/lite';
import { makeFair, makeUser } from '../../test/fixtures.ts';
import { buildSideMenu, customDataListRefs, sidebarVariant } from './build-side-menu.ts';
import { isImplemented, routePatternOf } from './implemented-paths.ts';

const plainFair = makeFair({ id: 5, isChatEnabled: false });
const fullFair = makeFair({
  id: 5,
  isUsingJobModule: true,
  isUsingConferenceModule: true,
  isUsingDirectMessageModule: true,
});
const sectionsOf = (roles: string[], fair = plainFair, extra = {}) =>
  buildSideMenu(makeUser({ roles, ...extra }), fair).map((s) => s.id);
const groupsOf = (roles: string[], fair = fullFair, extra = {}) =>
  buildSideMenu(makeUser({ roles, ...extra }), fair).flatMap((s) => s.groups.map((g) => g.id));

describe('side menu by role (§2, §6)', () => {
  it('shows each menu to its roles only', () => {
    expect(sectionsOf([ROLES.SUPER_ADMIN])).toEqual(['superAdmin', 'organizer', 'exhibitor']);
    expect(sectionsOf([ROLES.SUPER_ORGANIZER])).toEqual(['organizer', 'exhibitor']);
    expect(sectionsOf([ROLES.ORGANIZER])).toEqual(['organizer', 'exhibitor']);
    expect(sectionsOf([ROLES.EXHIBITOR])).toEqual(['exhibitor']);
    expect(sectionsOf([ROLES.VISITOR])).toEqual(['visitor']);
    expect(sectionsOf([ROLES.PRESS])).toEqual([]);
    expect(sectionsOf([ROLES.SPEAKER, ROLES.EXHIBITOR])).toEqual(['exhibitor']);
  });

  it('opens the visitor menu by default, not the others', () => {
    const menu = buildSideMenu(makeUser({ roles: [ROLES.SUPER_ADMIN, ROLES.VISITOR] }), plainFair);
    expect(menu.map((s) => [s.id, s.defaultOpened])).toEqual([
      ['superAdmin', false],
      ['organizer', false],
      ['exhibitor', false],
      ['visitor', true],
    ]);
  });

  it('adds the job, conference and message sections only with the modules', () => {
    expect(groupsOf([ROLES.ORGANIZER], plainFair)).not.toContain('organizer.jobs');
    expect(groupsOf([ROLES.ORGANIZER])).toEqual(
      expect.arrayContaining(['organizer.jobs', 'organizer.conferences']),
    );
    expect(groupsOf([ROLES.EXHIBITOR], plainFair)).toEqual(['exhibitor.booth']);
    expect(groupsOf([ROLES.EXHIBITOR])).toEqual(['exhibitor.booth', 'exhibitor.jobs', 'exhibitor.messages']);
    expect(groupsOf([ROLES.VISITOR], plainFair)).toEqual([]);
    // The fair's chat alone gives the firm its booth-chat inbox, not the direct messages.
    const chatOnly = buildSideMenu(
      makeUser({ roles: [ROLES.EXHIBITOR], firm: 9 }),
      makeFair({ id: 5, isChatEnabled: true }),
    )
      .flatMap((s) => s.groups)
      .find((g) => g.id === 'exhibitor.messages');
    expect(chatOnly?.entries).toEqual([
      { labelKey: 'exhibitor.messages.boothChats', to: '/firm/conversations/9', enabled: true },
    ]);
    expect(groupsOf([ROLES.VISITOR])).toEqual(['visitor.messages', 'visitor.jobs']);
  });

  it('gives visitors the profile entries only when a job profile exists', () => {
    const entries = (jobProfile: { id: number } | null) =>
      buildSideMenu(makeUser({ roles: [ROLES.VISITOR], jobProfile }), fullFair)
        .flatMap((s) => s.groups)
        .find((g) => g.id === 'visitor.jobs')
        ?.entries.map((e) => e.to);
    expect(entries(null)).toEqual(['/jobs/profile/']);
    expect(entries({ id: 12 })).toEqual([
      '/jobs/profile/12',
      '/jobs/profile/',
      '/jobs/cv/solicitations/my-applications/',
    ]);
  });

  it('shows every entry whose screen does not exist yet as disabled, the user screens enabled', () => {
    const all = buildSideMenu(
      makeUser({ roles: [ROLES.SUPER_ADMIN, ROLES.VISITOR], firm: 3 }),
      fullFair,
    ).flatMap((s) => s.groups.flatMap((g) => g.entries));
    expect(all.length).toBeGreaterThan(40);
    // The super admin's fair creation, list and languages, user, exhibitor, booth catalogue, form
    // and table screens, the job module's configuration, WHO safeguards and legacy lists; the
    // organizer's fair setup (twice: setup and modules), e-mail, homepage, legal documents,
    // exhibitor and user screens, the halls and the lobby, the job tables, CV library and offers;
    // the firm's profile, users and offers, its booth chats and direct messages, the visitor's
    // direct messages and job profile.
    expect(all.filter((e) => e.enabled).map((e) => e.to)).toEqual([
      '/fair/create',
      '/fair/list',
      '/superorganizer/list',
      '/billing/configure',
      '/billing/stands/configure',
      '/billing/stands/fair',
      '/user/civility',
      '/user/type',
      '/user/status',
      '/user/individualStatus',
      '/user/import',
      '/exhibitor/global/list',
      '/exhibitor/type',
      '/exhibitor/sector',
      '/exhibitor/sub-sector',
      '/fair/language',
      '/hall/configure',
      '/stand/group',
      '/stand/type',
      '/stand-type-variation/create',
      '/stand/character',
      '/stand/character-chatroom',
      '/stand/character-videoroom-seated',
      '/stand/character-videoroom-standing',
      '/stand/character-watching-standing',
      '/country',
      '/postcode/region',
      '/postcode/province',
      '/postcode/city',
      '/user/forms/composition/visitor',
      '/user/forms/composition/exhibitor',
      '/user/superadmin/tables/configure/individualtypes',
      '/user/superadmin/tables/create',
      '/user/superadmin/tables/configure',
      '/jobs/configuration',
      '/jobs/safeguards',
      '/job/category',
      '/fair/edit/5',
      '/fair/emails/5',
      '/fair/edit/5',
      '/fair/homepage/edit',
      '/billing/stands/configure',
      '/billing/stands/fair',
      '/fair/legal',
      '/hall/create',
      '/hall/list',
      '/hall/assign',
      '/fair/visit/lobby',
      '/exhibitor/manage',
      '/exhibitor/list',
      '/user/create',
      '/user/list',
      '/jobs/table/area',
      '/jobs/table/family',
      '/jobs/cv/list',
      '/jobs/list',
      '/exhibitors/3',
      '/user/configuration-stands',
      '/firm/users/3',
      '/jobs/myoffers',
      '/jobs/create',
      '/jobs/cv/solicitations',
      '/firm/conversations/3',
      '/user/direct-messages',
      '/user/direct-messages',
      '/jobs/profile/',
    ]);
    expect(all.filter((e) => !e.enabled).every((e) => !e.to || !isImplemented(e.to))).toBe(true);
    // Entries the spec calls unwired have no target at all.
    const users = buildSideMenu(makeUser({ roles: [ROLES.SUPER_ADMIN] }), plainFair)[0]?.groups.find(
      (g) => g.id === 'superAdmin.users',
    );
    expect(users?.entries.filter((e) => !e.to).map((e) => e.labelKey)).toEqual([]);
    expect(users?.entries.filter((e) => e.enabled).map((e) => e.labelKey)).toEqual([
      'superAdmin.users.civility',
      'superAdmin.users.types',
      'superAdmin.users.status',
      'superAdmin.users.visitorTypes',
      'superAdmin.users.import',
    ]);
  });

  it('gives each data list the super admin created an entry to its values, and no entry without a screen', () => {
    const grouped = {
      work_permit: [{ isDefault: true }, { isDefault: true }],
      shirt_size: [{ isDefault: false }],
      allergies: [{ isDefault: false }, { isDefault: false }],
      emptied: [],
    };
    expect(customDataListRefs(grouped)).toEqual(['allergies', 'shirt_size']);
    const groups = buildSideMenu(makeUser({ roles: [ROLES.SUPER_ADMIN] }), plainFair, [
      'allergies',
      'shirt_size',
    ])[0]?.groups;
    const forms = groups?.find((g) => g.id === 'superAdmin.forms')?.entries.slice(-3);
    expect(forms).toEqual([
      { labelKey: 'superAdmin.forms.tables', to: '/user/superadmin/tables/configure', enabled: true },
      {
        labelKey: 'superAdmin.forms.dataList',
        labelParams: { ref: 'allergies' },
        to: '/user/superadmin/tables/configure/allergies',
        enabled: true,
      },
      {
        labelKey: 'superAdmin.forms.dataList',
        labelParams: { ref: 'shirt_size' },
        to: '/user/superadmin/tables/configure/shirt_size',
        enabled: true,
      },
    ]);
    // Education types and fair statuses have no api to edit: no entry at all.
    const keys = groups?.flatMap((g) => g.entries.map((e) => e.labelKey));
    expect(groups?.map((g) => g.id)).not.toContain('superAdmin.education');
    expect(keys).not.toContain('superAdmin.fairBackend.status');
    expect(groups?.find((g) => g.id === 'superAdmin.geography')?.entries.every((e) => e.enabled)).toBe(true);
  });

  it('sends the organizer’s fair messages to the current fair’s e-mails, or to the screen without id', () => {
    const messages = (fair: typeof plainFair | null) =>
      buildSideMenu(makeUser({ roles: [ROLES.ORGANIZER] }), fair)
        .find((s) => s.id === 'organizer')
        ?.groups[0]?.entries.find((e) => e.labelKey === 'organizer.fair.messages');
    expect(messages(plainFair)).toEqual({
      labelKey: 'organizer.fair.messages',
      to: '/fair/emails/5',
      enabled: true,
    });
    expect(messages(null)).toEqual({
      labelKey: 'organizer.fair.messages',
      to: '/fair/emails',
      enabled: true,
    });
  });

  it('gives admin roles without a firm the exhibitor entries as unwired placeholders', () => {
    const booth = (firm: number | null) =>
      buildSideMenu(makeUser({ roles: [ROLES.ORGANIZER], firm }), plainFair)
        .find((s) => s.id === 'exhibitor')
        ?.groups[0]?.entries.map((e) => e.to ?? null);
    expect(booth(null)).toEqual([null, null, null, null, null]);
    expect(booth(9)).toEqual([
      '/exhibitors/9',
      '/user/configuration-stands',
      '/firm/users/9',
      '/stand/stats',
    ]);
    const enabled = buildSideMenu(makeUser({ roles: [ROLES.EXHIBITOR], firm: 9 }), plainFair)[0]
      ?.groups[0]?.entries.filter((e) => e.enabled)
      .map((e) => e.to);
    expect(enabled).toEqual(['/exhibitors/9', '/user/configuration-stands', '/firm/users/9']);
    // The firm's invoices: its stand admins only (a stand contact has no entry).
    const standAdmin = buildSideMenu(
      makeUser({ roles: [ROLES.EXHIBITOR], firm: 9, userType: USER_TYPES.STAND_ADMIN }),
      plainFair,
    )[0]?.groups[0]?.entries.map((e) => e.to);
    expect(standAdmin).toContain('/billing/invoices');
  });

  it('puts the badge of pending applications on the firm’s job entries (§2), not on placeholders', () => {
    const jobs = (firm: number | null) =>
      buildSideMenu(makeUser({ roles: [ROLES.EXHIBITOR], firm }), fullFair)
        .find((s) => s.id === 'exhibitor')
        ?.groups.find((g) => g.id === 'exhibitor.jobs')
        ?.entries.map((e) => [e.labelKey, e.badge ?? null]);
    expect(jobs(9)).toEqual([
      ['exhibitor.jobs.offers', 'pendingApplications'],
      ['exhibitor.jobs.create', null],
      ['exhibitor.jobs.resumes', 'pendingApplications'],
    ]);
    expect(jobs(null)?.every(([, badge]) => badge === null)).toBe(true);
  });

  it('picks the sidebar variant from the first role', () => {
    expect(sidebarVariant([ROLES.SUPER_ADMIN, ROLES.VISITOR])).toBe('superAdmin');
    expect(sidebarVariant([ROLES.ORGANIZER])).toBe('organizer');
    expect(sidebarVariant([ROLES.VISITOR, ROLES.SUPER_ADMIN])).toBe('exhibitor');
    expect(sidebarVariant([])).toBe('exhibitor');
  });
});

describe('implemented menu paths come from the route files', () => {
  it('reads a route file as its path pattern', () => {
    expect(routePatternOf('../../routes/{-$salon}/_manage/user/list.tsx')).toEqual(['user', 'list']);
    expect(routePatternOf('../../routes/{-$salon}/_manage/fair/emails/{-$id}.tsx')).toEqual([
      'fair',
      'emails',
      '{-$id}',
    ]);
    expect(routePatternOf('../../routes/{-$salon}/_manage/user/manage_.$id.tsx')).toEqual([
      'user',
      'manage',
      '$id',
    ]);
    expect(routePatternOf('../../routes/{-$salon}/_default/index.tsx')).toEqual([]);
  });

  it('enables a target when a route file serves it, with or without its optional id', () => {
    for (const to of [
      '/user/list',
      '/fair/create',
      '/fair/emails',
      '/fair/emails/12',
      '/exhibitors/3',
      '/user/manage/7',
      '/postcode',
      '/jobs/configuration',
      '/jobs/table/function',
      '/jobs/list',
      '/jobs/myoffers',
      '/jobs/create',
      '/jobs/edit/4',
      '/jobs/12',
      '/jobs/cv/list',
      '/jobs/profile/',
      '/jobs/profile/12',
      '/jobs/cv/solicitations',
      '/jobs/cv/solicitations/12',
      '/jobs/cv/solicitations/my-applications/',
      '/job/category',
      '/job/characteristic',
      '/job/contract-type',
      '/job/job-cv-treatment',
      '/job/work-transport',
      '/user/direct-messages',
      '/firm/conversations',
      '/firm/conversations/3',
    ])
      expect([to, isImplemented(to)]).toEqual([to, true]);
    for (const to of ['/billing/conferences/fair', '/user/list/extra', '/postcode/region/extra'])
      expect([to, isImplemented(to)]).toEqual([to, false]);
  });
});
