import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { UserSchema } from './schemas.ts';
import {
  FairValidationParamsSchema,
  FairValidationSchema,
  UserCreateSchema,
  UserListItemSchema,
  UserListQuerySchema,
} from './management.ts';
import {
  BusinessCardSchema,
  EmailUpdateSchema,
  PersonalDataExportSchema,
  UserProfileUpdateSchema,
} from './profile.ts';

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/:id',
  summary:
    'Update one’s own profile (absent fields keep their value; roles, type, validation, firm and fairs cannot be set here)',
  tags: ['users'],
  params: IdParamsSchema,
  body: UserProfileUpdateSchema,
  response: UserSchema,
});
export const updateEmail = defineEndpoint({
  method: 'PUT',
  path: '/users/update-email',
  summary: 'Change one’s login e-mail (409 email_exists when taken)',
  tags: ['users'],
  body: EmailUpdateSchema,
  response: UserSchema,
});
export const businessCard = defineEndpoint({
  method: 'GET',
  path: '/users/:id/bcard',
  summary: 'A user’s business card; no e-mail where the fair (`?fair=`) hides e-mails',
  tags: ['users'],
  params: IdParamsSchema,
  query: z.object({ fair: z.coerce.number().int().positive().optional() }),
  response: BusinessCardSchema,
});
export const exportPersonalData = defineEndpoint({
  method: 'GET',
  path: '/users/:id/export',
  summary: 'Download everything held about the user (self only)',
  tags: ['users'],
  params: IdParamsSchema,
  response: PersonalDataExportSchema,
});
export const deleteUser = defineEndpoint({
  method: 'DELETE',
  path: '/users/:id/delete',
  summary:
    'Erase an account: personal fields and credentials removed, e-mail reusable (self, organizer of a shared fair, super admin)',
  tags: ['users'],
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});
export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/users',
  summary: 'Users the caller may manage (organizer: users of its fairs), paged with the x-* headers',
  tags: ['users'],
  query: UserListQuerySchema,
  response: z.array(UserListItemSchema),
  paged: true,
});
export const createUser = defineEndpoint({
  method: 'POST',
  path: '/users',
  summary:
    'Create a user for a fair by userType (3 organizer, 5 stand admin, 6 stand contact, else visitor) within the fair’s maxima; a set-password link is mailed',
  tags: ['users'],
  body: UserCreateSchema,
  response: UserListItemSchema,
  status: 201,
});
export const validateForFair = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/fairs/:fairId',
  summary: 'Validate (1), put on waiting (0) or refuse (-1) a member of the fair (organizer of the fair)',
  tags: ['users'],
  params: FairValidationParamsSchema,
  body: FairValidationSchema,
  response: UserListItemSchema,
});
