import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { UserSchema } from './schemas.ts';
import {
  AccountCreateSchema,
  FairValidationParamsSchema,
  FairValidationSchema,
  FixedFilterListQuerySchema,
  ManagedUserSchema,
  StaffCreateSchema,
  UserCreateSchema,
  CreatedUserSchema,
  UserListItemSchema,
  UserListQuerySchema,
  UserManagementUpdateSchema,
} from './management.ts';
import {
  DirectoryConfigSchema,
  DirectoryFairQuerySchema,
  DirectoryPageParamsSchema,
  DirectoryQuerySchema,
} from './directory.ts';
import { AcceptedSchema } from '../auth/schemas.ts';
import {
  BusinessCardSchema,
  EmailConfirmResultSchema,
  EmailConfirmSchema,
  EmailUpdateSchema,
  PasswordChangeSchema,
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
  summary:
    'Ask to change one’s login e-mail: needs the current password (422 otherwise); mails a single-use confirmation link (24 h) to the new address and a notice to the current one. Nothing changes until the link is followed',
  tags: ['users'],
  body: EmailUpdateSchema,
  response: AcceptedSchema,
  status: 202,
});
export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/users/confirm-email',
  summary:
    'Apply a login e-mail change with the mailed token (400 email_change_token_invalid when expired or used, 409 email_exists when the address was taken meanwhile); ends the account’s other sessions',
  tags: ['users'],
  body: EmailConfirmSchema,
  response: EmailConfirmResultSchema,
});
export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/users/password',
  summary:
    'Change one’s password with the current one (422 password_incorrect otherwise; §5 rules and the common-password list); ends the account’s other sessions',
  tags: ['users'],
  body: PasswordChangeSchema,
  response: AcceptedSchema,
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
  response: CreatedUserSchema,
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
export const removeFromFair = defineEndpoint({
  method: 'DELETE',
  path: '/users/:id/fairs/:fairId',
  summary:
    'Remove a member (not an organizer) from the fair (organizer of the fair); the account and its other fairs stay',
  tags: ['users'],
  params: FairValidationParamsSchema,
  response: z.null(),
  status: 204,
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/users/:id',
  summary:
    'One user with what the caller may do (self, organizer of a shared fair, super organizer, super admin, cluster admin, the firm’s members); 404 otherwise',
  tags: ['users'],
  params: IdParamsSchema,
  response: ManagedUserSchema,
});
export const manageUser = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/manage',
  summary:
    'An organizer edits someone else’s identity, contact, account type and firm (roles follow the type); one’s own profile is PUT /users/{id}',
  tags: ['users'],
  params: IdParamsSchema,
  body: UserManagementUpdateSchema,
  response: ManagedUserSchema,
});
export const listAdmins = defineEndpoint({
  method: 'GET',
  path: '/users/admins',
  summary: 'Organizers and super organizers the caller may see (GET /users with the role filter fixed)',
  tags: ['users'],
  query: FixedFilterListQuerySchema,
  response: z.array(UserListItemSchema),
  paged: true,
});
export const listSpeakers = defineEndpoint({
  method: 'GET',
  path: '/users/speakers',
  summary: 'Speakers (ROLE_SPEAKER) the caller may see (GET /users with the role filter fixed)',
  tags: ['users'],
  query: FixedFilterListQuerySchema,
  response: z.array(UserListItemSchema),
  paged: true,
});
export const listSuperOrganizers = defineEndpoint({
  method: 'GET',
  path: '/superorganizer/list',
  summary: 'Super organizers (super admin only)',
  tags: ['users'],
  query: FixedFilterListQuerySchema,
  response: z.array(UserListItemSchema),
  paged: true,
});
export const directoryConfig = defineEndpoint({
  method: 'GET',
  path: '/users/front/list/config',
  summary:
    'What the fair’s participant directory offers: page size (the fair’s results per page), filters and their values (members of the fair)',
  tags: ['users'],
  query: DirectoryFairQuerySchema,
  response: DirectoryConfigSchema,
});
export const directory = defineEndpoint({
  method: 'GET',
  path: '/users/front/list/:page',
  summary:
    'One page of the fair’s validated participants as business cards, without e-mails where the fair hides them (members of the fair)',
  tags: ['users'],
  params: DirectoryPageParamsSchema,
  query: DirectoryQuerySchema,
  response: z.array(BusinessCardSchema),
  paged: true,
});
export const createSuperOrganizer = defineEndpoint({
  method: 'POST',
  path: '/users/super-organizer',
  summary: 'Create a super organizer (super organizer, super admin); POST /users with the type fixed',
  tags: ['users'],
  body: AccountCreateSchema,
  response: CreatedUserSchema,
  status: 201,
});
export const createOrganizer = defineEndpoint({
  method: 'POST',
  path: '/users/organizer',
  summary: 'Create an organizer of the fair (organizer of the fair); POST /users with userType 3',
  tags: ['users'],
  body: AccountCreateSchema,
  response: CreatedUserSchema,
  status: 201,
});
export const createStandAdmin = defineEndpoint({
  method: 'POST',
  path: '/exhibitors/stand-admin',
  summary:
    'Create a stand admin of a firm in the fair (organizer of the fair, or a stand admin of that firm); POST /users with userType 5',
  tags: ['users'],
  body: StaffCreateSchema,
  response: CreatedUserSchema,
  status: 201,
});
export const createStandContact = defineEndpoint({
  method: 'POST',
  path: '/exhibitors/stand-contact',
  summary:
    'Create a stand contact of a firm in the fair (organizer of the fair, or a stand admin of that firm); POST /users with userType 6',
  tags: ['users'],
  body: StaffCreateSchema,
  response: CreatedUserSchema,
  status: 201,
});
export const createVisitor = defineEndpoint({
  method: 'POST',
  path: '/visitors/create',
  summary: 'Create a visitor of the fair (organizer of the fair); POST /users with userType 4',
  tags: ['users'],
  body: AccountCreateSchema,
  response: CreatedUserSchema,
  status: 201,
});
