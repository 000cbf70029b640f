import { z } from 'zod';
import { PendingJoinRequestSchema } from '../firms/schemas.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import { OrderDirectionSchema } from '../http/resource.ts';
import { LOCALES } from '../locales.ts';
import { ALL_ROLES, USER_TYPES } from '../roles.ts';
import { EmailSchema } from '../validation/url.ts';
import { UserProfileUpdateSchema } from './profile.ts';
import { FairUserSchema, UserSchema } from './schemas.ts';

/** A row of the organizer's user list (§2 /user/list). */
export const UserListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  userType: z.number().int(),
  firm: z.number().int().nullable(),
  fairUsers: z.array(FairUserSchema),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

/**
 * What a creation answers: the account, and the join request when the caller could only invite
 * the person into the firm's team (permissions.md "Firms across fairs"); null otherwise.
 */
export const CreatedUserSchema = UserListItemSchema.extend({
  joinRequest: PendingJoinRequestSchema.nullable(),
});
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

const role = z.enum(ALL_ROLES as [string, ...string[]], { error: 'invalid_value' });
export const UserListQuerySchema = PaginationQuerySchema.extend({
  /** Partial match on first name, last name or e-mail. */
  search: z.string().trim().max(100, { error: 'too_long' }).optional(),
  roles: z.union([role, z.array(role).max(9)]).optional(),
  'roles[]': z.union([role, z.array(role).max(9)]).optional(),
  userType: z.coerce.number().int().min(1).max(10).optional(),
  fair: z.coerce.number().int().positive().optional(),
  'order[lastName]': OrderDirectionSchema.optional(),
  'order[email]': OrderDirectionSchema.optional(),
  'order[createdAt]': OrderDirectionSchema.optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/**
 * §6 user creation by userType: 3 organizer, 5 stand admin, 6 stand contact, anything else a
 * visitor. The account is created without a password; the person sets it from a mailed link.
 */
export const UserCreateSchema = z
  .object({
    email: EmailSchema,
    firstName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    lastName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    userType: z
      .number({ error: 'required' })
      .int()
      .min(1, { error: 'invalid_value' })
      .max(10, { error: 'invalid_value' }),
    fair: z.number({ error: 'required' }).int().positive(),
    firm: z.number().int().positive().nullable().default(null),
    locale: z.enum(LOCALES, { error: 'invalid_value' }).default('fr'),
  })
  .strict();
export type UserCreate = z.input<typeof UserCreateSchema>;

/** §4 Account: an organizer validates (1), puts back on waiting (0) or refuses (-1) a member of its fair. */
export const FairValidationSchema = z
  .object({ isValidated: z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'invalid_value' }) })
  .strict();
export const FairValidationParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  fairId: z.coerce.number().int().positive(),
});

/**
 * The user list with the filter its path fixes (`/users/admins`, `/users/speakers`,
 * `/superorganizer/list`): a `roles` or `userType` in the query string is ignored.
 */
export const FixedFilterListQuerySchema = UserListQuerySchema.omit({
  roles: true,
  'roles[]': true,
  userType: true,
});
export type FixedFilterListQuery = z.input<typeof FixedFilterListQuerySchema>;

/**
 * The creation forms of §7 whose path fixes the account type (`/users/organizer`,
 * `/users/super-organizer`, `/visitors/create`): the body of `POST /users` without `userType`
 * and `firm`.
 */
export const AccountCreateSchema = UserCreateSchema.omit({ userType: true, firm: true });
export type AccountCreate = z.input<typeof AccountCreateSchema>;

/** `/exhibitors/stand-admin` and `/exhibitors/stand-contact`: a firm is required. */
export const StaffCreateSchema = UserCreateSchema.omit({ userType: true }).extend({
  firm: z
    .number({ error: 'firm_required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' }),
});
export type StaffCreate = z.input<typeof StaffCreateSchema>;

/** What the caller may do with the user (same predicates as the api's policy). */
export const UserAbilitiesSchema = z.object({
  /** Edit identity, contact, account type and firm (`PUT /users/{id}/manage`). */
  update: z.boolean(),
  /** Erase the account (`DELETE /users/{id}/delete`). */
  erase: z.boolean(),
  /** Fairs where the caller may validate, put on waiting or refuse the membership. */
  validateFairs: z.array(z.number().int()),
  /** Fairs the caller may remove the user from (`DELETE /users/{id}/fairs/{fairId}`). */
  removeFairs: z.array(z.number().int()),
});
export type UserAbilities = z.infer<typeof UserAbilitiesSchema>;

/**
 * §2 /user/manage/{id}: the user as an organizer of a shared fair sees it. `fairUsers` and
 * `administeredFairs` are limited to the fairs the caller may see.
 */
export const ManagedUserSchema = UserSchema.extend({
  firmName: z.string().nullable(),
  administeredFairs: z.array(z.number().int()),
  createdAt: z.string(),
  abilities: UserAbilitiesSchema,
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

/** Account types an organizer may set on an existing account (§6 creation types). */
export const MANAGED_USER_TYPES = [
  USER_TYPES.ORGANIZER,
  USER_TYPES.VISITOR,
  USER_TYPES.STAND_ADMIN,
  USER_TYPES.STAND_CONTACT,
] as const;

/**
 * `PUT /users/{id}/manage`: what an organizer may change about someone else — the profile fields
 * (not the diffusion consent, which is the person's own) plus `userType` and `firm`. Roles are never
 * sent: the api derives them from `userType` as account creation does. Strict and partial.
 */
export const UserManagementUpdateSchema = UserProfileUpdateSchema.omit({ isAcceptingDiffusion: true }).extend(
  {
    userType: z.literal(MANAGED_USER_TYPES, { error: 'invalid_value' }).optional(),
    firm: z
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_value' })
      .positive({ error: 'invalid_value' })
      .nullable()
      .optional(),
  },
);
export type UserManagementUpdate = z.input<typeof UserManagementUpdateSchema>;
