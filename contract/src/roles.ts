export const ROLES = {
  SUPER_ADMIN: 'ROLE_SUPER_ADMIN',
  SUPER_ORGANIZER: 'ROLE_SUPER_ORGANIZER',
  ORGANIZER: 'ROLE_ORGANIZER',
  CLUSTER_ADMIN: 'ROLE_CLUSTER_ADMIN',
  EXHIBITOR: 'ROLE_EXHIBITOR',
  SPEAKER: 'ROLE_SPEAKER',
  PRESS: 'ROLE_PRESS',
  VISITOR: 'ROLE_VISITOR',
  MODERATOR: 'ROLE_MODERATOR',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES = Object.values(ROLES) as Role[];

/** §6 menu visibility: one matching role of a list grants access. */
export const MENU_ROLES = {
  superAdmin: [ROLES.SUPER_ADMIN],
  organizer: [ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER],
  exhibitor: [ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER, ROLES.EXHIBITOR],
  visitor: [ROLES.VISITOR],
} as const satisfies Record<string, readonly Role[]>;

/** Roles that see every fair (§6: visitors and exhibitors only choose among their fairUsers). */
export const ALL_FAIRS_ROLES: readonly Role[] = [
  ROLES.SUPER_ADMIN,
  ROLES.SUPER_ORGANIZER,
  ROLES.ORGANIZER,
  ROLES.CLUSTER_ADMIN,
  ROLES.SPEAKER,
  ROLES.PRESS,
  ROLES.MODERATOR,
];

/** Numeric user types (§3 User.userType, §6 user creation). */
export const USER_TYPES = {
  SUPER_ADMIN: 1,
  SUPER_ORGANIZER: 2,
  ORGANIZER: 3,
  VISITOR: 4,
  STAND_ADMIN: 5,
  STAND_CONTACT: 6,
  SPEAKER: 7,
  MODERATOR: 8,
  PRESS: 9,
  CLUSTER_ADMIN: 10,
} as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** §6 user types of a firm's staff: stand admin (5) and stand contact (6). */
export const FIRM_STAFF_TYPES: readonly number[] = [USER_TYPES.STAND_ADMIN, USER_TYPES.STAND_CONTACT];
export const isFirmStaffType = (userType: number): boolean => FIRM_STAFF_TYPES.includes(userType);

export const hasAnyRole = (roles: readonly string[] | undefined, wanted: readonly string[]): boolean =>
  !!roles && roles.some((r) => wanted.includes(r));
