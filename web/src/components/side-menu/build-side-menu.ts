import type { DataList, Fair, User } from '@passerelle/contract';
import { MENU_ROLES, ROLES, USER_TYPES, hasAnyRole } from '@passerelle/contract/lite';
import { isImplemented } from './implemented-paths.ts';

export interface MenuEntry {
  /** i18n key in the `menu` namespace. */
  labelKey: string;
  /** Values the label's wording takes (a data list's `ref`). */
  labelParams?: Record<string, string>;
  /** Target path from spec §2 (without salon prefix); absent for entries the spec calls unwired. */
  to?: string;
  enabled: boolean;
  /** §2 "optional badge": what the entry counts (the firm's pending applications). */
  badge?: 'pendingApplications';
}

export interface MenuGroup {
  id: string;
  titleKey: string;
  entries: MenuEntry[];
}

export type MenuSectionId = 'superAdmin' | 'organizer' | 'exhibitor' | 'visitor';

export interface MenuSection {
  id: MenuSectionId;
  titleKey: string;
  defaultOpened: boolean;
  groups: MenuGroup[];
}

/** Sidebar variants of §2: Exhibitor (default), Organizer, SuperAdmin — from the first role. */
export type SidebarVariant = 'exhibitor' | 'organizer' | 'superAdmin';

export const sidebarVariant = (roles: readonly string[]): SidebarVariant => {
  const first = roles[0];
  if (first === ROLES.SUPER_ADMIN) return 'superAdmin';
  if (first === ROLES.SUPER_ORGANIZER || first === ROLES.ORGANIZER) return 'organizer';
  return 'exhibitor';
};

type MenuFair = Pick<
  Fair,
  'id' | 'isUsingJobModule' | 'isUsingConferenceModule' | 'isUsingDirectMessageModule' | 'isChatEnabled'
>;
type MenuUser = Pick<User, 'roles' | 'firm' | 'jobProfile'> & Partial<Pick<User, 'userType'>>;

const entry = (labelKey: string, to?: string): MenuEntry => ({
  labelKey,
  ...(to ? { to } : {}),
  enabled: !!to && isImplemented(to),
});
const group = (id: string, entries: MenuEntry[]): MenuGroup => ({ id, titleKey: `${id}.title`, entries });

/** Where a data list's entries are edited. */
const DATA_LIST_PATH = '/user/superadmin/tables/configure';

/**
 * The data lists (`/all-data-lists`, grouped by ref) a super admin created: every table with
 * entries, none of them a seeded default one, sorted by ref.
 */
export const customDataListRefs = (
  grouped: Record<string, readonly Pick<DataList, 'isDefault'>[]>,
): string[] =>
  Object.entries(grouped)
    .filter(([, entries]) => entries.length > 0 && entries.every((e) => !e.isDefault))
    .map(([ref]) => ref)
    .sort((a, b) => a.localeCompare(b));

const superAdminGroups = (dataListRefs: readonly string[]): MenuGroup[] => [
  group('superAdmin.fairs', [
    entry('superAdmin.fairs.create', '/fair/create'),
    entry('superAdmin.fairs.list', '/fair/list'),
    entry('superAdmin.fairs.superOrganizers', '/superorganizer/list'),
  ]),
  group('superAdmin.billing', [
    entry('superAdmin.billing.configure', '/billing/configure'),
    entry('superAdmin.billing.standsConfigure', '/billing/stands/configure'),
    entry('superAdmin.billing.standsDashboard', '/billing/stands/fair'),
    entry('superAdmin.billing.conferencesConfigure', '/billing/conferences/configure'),
    entry('superAdmin.billing.conferencesDashboard', '/billing/conferences/fair'),
  ]),
  group('superAdmin.users', [
    entry('superAdmin.users.civility', '/user/civility'),
    entry('superAdmin.users.types', '/user/type'),
    entry('superAdmin.users.status', '/user/status'),
    entry('superAdmin.users.visitorTypes', '/user/individualStatus'),
    entry('superAdmin.users.import', '/user/import'),
  ]),
  group('superAdmin.exhibitors', [
    entry('superAdmin.exhibitors.list', '/exhibitor/global/list'),
    entry('superAdmin.exhibitors.types', '/exhibitor/type'),
    entry('superAdmin.exhibitors.sectors', '/exhibitor/sector'),
    entry('superAdmin.exhibitors.subSectors', '/exhibitor/sub-sector'),
  ]),
  group('superAdmin.fairBackend', [
    entry('superAdmin.fairBackend.languages', '/fair/language'),
    entry('superAdmin.fairBackend.maps', '/hall/configure'),
    entry('superAdmin.fairBackend.standGroups', '/stand/group'),
    entry('superAdmin.fairBackend.standTypes', '/stand/type'),
    entry('superAdmin.fairBackend.standVariations', '/stand-type-variation/create'),
    entry('superAdmin.fairBackend.personsStand', '/stand/character'),
    entry('superAdmin.fairBackend.personsChatroom', '/stand/character-chatroom'),
    entry('superAdmin.fairBackend.personsVideoroomSeated', '/stand/character-videoroom-seated'),
    entry('superAdmin.fairBackend.personsVideoroomStanding', '/stand/character-videoroom-standing'),
    entry('superAdmin.fairBackend.personsWatchingStanding', '/stand/character-watching-standing'),
  ]),
  group('superAdmin.geography', [
    entry('superAdmin.geography.countries', '/country'),
    entry('superAdmin.geography.regions', '/postcode/region'),
    entry('superAdmin.geography.departments', '/postcode/province'),
    entry('superAdmin.geography.cities', '/postcode/city'),
  ]),
  group('superAdmin.forms', [
    entry('superAdmin.forms.createVisitor', '/user/forms/composition/visitor'),
    entry('superAdmin.forms.createExhibitor', '/user/forms/composition/exhibitor'),
    entry('superAdmin.forms.manage', '/user/superadmin/tables/configure/individualtypes'),
    entry('superAdmin.forms.createTable', '/user/superadmin/tables/create'),
    entry('superAdmin.forms.tables', DATA_LIST_PATH),
    // One entry per table the super admin created (the seeded ones are in the tables' list).
    ...dataListRefs.map((ref) => ({
      ...entry('superAdmin.forms.dataList', `${DATA_LIST_PATH}/${encodeURIComponent(ref)}`),
      labelParams: { ref },
    })),
  ]),
  group('superAdmin.jobs', [
    entry('superAdmin.jobs.configuration', '/jobs/configuration'),
    entry('superAdmin.jobs.safeguards', '/jobs/safeguards'),
    // The legacy lists (`/job/{slug}`): the first one, the screen switches to the others.
    entry('superAdmin.jobs.legacyTables', '/job/category'),
  ]),
  group('superAdmin.products', [entry('superAdmin.products.catalogue'), entry('superAdmin.products.orders')]),
];

const organizerGroups = (fair: MenuFair | null): MenuGroup[] => {
  const id = fair ? String(fair.id) : '';
  const groups = [
    group('organizer.fair', [
      entry('organizer.fair.setup', `/fair/edit/${id}`.replace(/\/$/, '')),
      entry('organizer.fair.messages', `/fair/emails/${id}`.replace(/\/$/, '')),
      entry('organizer.fair.modules', `/fair/edit/${id}`.replace(/\/$/, '')),
      entry('organizer.fair.homepage', '/fair/homepage/edit'),
      entry('organizer.fair.prices', '/billing/stands/configure'),
      entry('organizer.fair.billing', '/billing/stands/fair'),
      entry('organizer.fair.legal', '/fair/legal'),
    ]),
    group('organizer.stats', [entry('organizer.stats.general', fair ? `/fair/stats/${id}` : undefined)]),
    group('organizer.halls', [
      entry('organizer.halls.create', '/hall/create'),
      entry('organizer.halls.list', '/hall/list'),
      entry('organizer.halls.assign', '/hall/assign'),
      entry('organizer.halls.lobby', '/fair/visit/lobby'),
    ]),
    group('organizer.exhibitors', [
      entry('organizer.exhibitors.create', '/exhibitor/manage'),
      entry('organizer.exhibitors.list', '/exhibitor/list'),
      entry('organizer.exhibitors.tracking', fair ? `/fair/stats/${id}/exhibitors` : undefined),
    ]),
    group('organizer.users', [
      entry('organizer.users.create', '/user/create'),
      entry('organizer.users.list', '/user/list'),
    ]),
  ];
  if (fair?.isUsingJobModule)
    groups.push(
      group('organizer.jobs', [
        entry('organizer.jobs.tables', '/jobs/table/area'),
        entry('organizer.jobs.families', '/jobs/table/family'),
        entry('organizer.jobs.resumes', '/jobs/cv/list'),
        entry('organizer.jobs.offers', '/jobs/list'),
      ]),
    );
  if (fair?.isUsingConferenceModule)
    groups.push(
      group('organizer.conferences', [
        entry('organizer.conferences.create', '/conference/create'),
        entry('organizer.conferences.list', '/conference/list'),
        entry('organizer.conferences.presentationCreate', '/presentation/create'),
        entry('organizer.conferences.presentationList', '/presentation/list'),
        entry('organizer.conferences.passCreate', '/conference/pass/create'),
        entry('organizer.conferences.passList', '/conference/pass/list'),
      ]),
    );
  return groups;
};

const exhibitorGroups = (fair: MenuFair | null, user: MenuUser): MenuGroup[] => {
  // Admin roles without a firm see the same entries as unwired placeholders (§2).
  const firm = user.firm;
  const wired = (labelKey: string, to: string) => (firm === null ? entry(labelKey) : entry(labelKey, to));
  // §2: the job entries carry the badge of the firm's pending applications.
  const pending = (e: MenuEntry): MenuEntry => (firm === null ? e : { ...e, badge: 'pendingApplications' });
  const groups = [
    group('exhibitor.booth', [
      wired('exhibitor.booth.profile', `/exhibitors/${firm}`),
      wired('exhibitor.booth.configure', '/user/configuration-stands'),
      wired('exhibitor.booth.users', `/firm/users/${firm}`),
      wired('exhibitor.booth.stats', '/stand/stats'),
      // A firm's invoices are its stand admins' (billing.policy.ts): contacts do not get the entry.
      ...(firm === null || user.userType === USER_TYPES.STAND_ADMIN
        ? [wired('exhibitor.booth.invoices', '/billing/invoices')]
        : []),
    ]),
  ];
  if (fair?.isUsingJobModule)
    groups.push(
      group('exhibitor.jobs', [
        pending(wired('exhibitor.jobs.offers', '/jobs/myoffers')),
        wired('exhibitor.jobs.create', '/jobs/create'),
        pending(wired('exhibitor.jobs.resumes', '/jobs/cv/solicitations')),
      ]),
    );
  // §2 "chat history, video-call and chat management": the firm's booth-chat inbox when the fair's
  // chat is on; the direct messages with the module.
  const messages = [
    ...(fair?.isChatEnabled ? [wired('exhibitor.messages.boothChats', `/firm/conversations/${firm}`)] : []),
    ...(fair?.isUsingDirectMessageModule
      ? [wired('exhibitor.messages.directMessages', '/user/direct-messages')]
      : []),
  ];
  if (messages.length) groups.push(group('exhibitor.messages', messages));
  return groups;
};

const visitorGroups = (fair: MenuFair | null, user: MenuUser): MenuGroup[] => {
  const groups: MenuGroup[] = [];
  if (fair?.isUsingDirectMessageModule)
    groups.push(
      group('visitor.messages', [entry('visitor.messages.directMessages', '/user/direct-messages')]),
    );
  if (fair?.isUsingJobModule) {
    const profile = user.jobProfile;
    groups.push(
      group('visitor.jobs', [
        ...(profile ? [entry('visitor.jobs.viewProfile', `/jobs/profile/${profile.id}`)] : []),
        entry('visitor.jobs.manageProfile', '/jobs/profile/'),
        ...(profile ? [entry('visitor.jobs.applications', '/jobs/cv/solicitations/my-applications/')] : []),
      ]),
    );
  }
  return groups;
};

/**
 * The side menus of the manage layout for a user and the current fair (§2, §6); `dataListRefs`
 * are the super admin's own data lists (`customDataListRefs`).
 */
export const buildSideMenu = (
  user: MenuUser,
  fair: MenuFair | null,
  dataListRefs: readonly string[] = [],
): MenuSection[] => {
  const sections: MenuSection[] = [];
  if (hasAnyRole(user.roles, MENU_ROLES.superAdmin))
    sections.push({
      id: 'superAdmin',
      titleKey: 'superAdmin.title',
      defaultOpened: false,
      groups: superAdminGroups(dataListRefs),
    });
  if (hasAnyRole(user.roles, MENU_ROLES.organizer))
    sections.push({
      id: 'organizer',
      titleKey: 'organizer.title',
      defaultOpened: false,
      groups: organizerGroups(fair),
    });
  if (hasAnyRole(user.roles, MENU_ROLES.exhibitor))
    sections.push({
      id: 'exhibitor',
      titleKey: 'exhibitor.title',
      defaultOpened: false,
      groups: exhibitorGroups(fair, user),
    });
  if (hasAnyRole(user.roles, MENU_ROLES.visitor))
    sections.push({
      id: 'visitor',
      titleKey: 'visitor.title',
      defaultOpened: true,
      groups: visitorGroups(fair, user),
    });
  return sections;
};
