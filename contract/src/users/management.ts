import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { OrderDirectionSchema } from '../http/resource.ts';
import { LOCALES } from '../locales.ts';
import { ALL_ROLES } from '../roles.ts';
import { EmailSchema } from '../validation/url.ts';
import { FairUserSchema } from './schemas.ts';

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
