import {
  MANAGED_USER_TYPES,
  UserManagementUpdateSchema,
  type ManagedUser,
  type UserManagementUpdate,
} from '@passerelle/contract';
import { USER_TYPES } from '@passerelle/contract/lite';
import { fieldsNamed } from '../../lib/form-violations.ts';
import {
  changedBody,
  personDetailsBody,
  personDetailsValues,
  type PersonDetailsValues,
} from '../../lib/person-details.ts';

/** §2 /user/manage/{id}: what the organizer edits, every input as typed (ids too). */
export interface ManageValues extends PersonDetailsValues {
  userType: number;
  firm: string;
}
export type ManageField = keyof ManageValues;
export type ManageErrors = Partial<Record<ManageField, string>>;

export const MANAGE_FIELDS = [
  'civilStatus',
  'firstName',
  'lastName',
  'jobTitle',
  'locale',
  'displayEmail',
  'phone',
  'cell',
  'address',
  'postalCode',
  'city',
  'department',
  'country',
  'website',
  'userType',
  'firm',
] as const satisfies readonly ManageField[];

/** Account types offered on the screen, in the order of the creation form. */
export const MANAGE_USER_TYPE_CHOICES = [
  USER_TYPES.VISITOR,
  USER_TYPES.ORGANIZER,
  USER_TYPES.STAND_ADMIN,
  USER_TYPES.STAND_CONTACT,
] as const satisfies readonly (typeof MANAGED_USER_TYPES)[number][];

/** Stand admins and contacts belong to an exhibitor's firm. */
export const isStaffType = (userType: number): boolean =>
  userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT;

export const toManageValues = (user: ManagedUser): ManageValues => ({
  ...personDetailsValues(user),
  userType: user.userType,
  firm: user.firm === null ? '' : String(user.firm),
});

const firmValue = (value: string): number | null => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

type BodyKey = ManageField;
type Body = Required<Pick<UserManagementUpdate, BodyKey>>;

/** What the api would receive for every field (the firm only for stand staff). */
export const toManageBody = (values: ManageValues): Body => ({
  ...personDetailsBody(values),
  locale: values.locale as Body['locale'],
  userType: values.userType as Body['userType'],
  firm: isStaffType(values.userType) ? firmValue(values.firm) : null,
});

const BODY_KEYS = MANAGE_FIELDS as readonly BodyKey[];

/** Only the fields that differ from the user as the server holds it are sent. */
export const changedManageFields = (user: ManagedUser, values: ManageValues): UserManagementUpdate =>
  changedBody(
    UserManagementUpdateSchema.shape,
    BODY_KEYS,
    toManageBody(toManageValues(user)),
    toManageBody(values),
  );

/** The contract's rules for the fields about to be sent, plus §6: stand staff need a firm. */
export const validateManage = (changes: UserManagementUpdate, values: ManageValues): ManageErrors => {
  const errors: ManageErrors = {};
  for (const [key, value] of Object.entries(changes) as [BodyKey, unknown][]) {
    const parsed = UserManagementUpdateSchema.shape[key].safeParse(value);
    if (!parsed.success) errors[key] = key === 'firm' ? 'invalid_value' : parsed.error.issues[0]?.message;
  }
  if (isStaffType(values.userType)) {
    const firm = values.firm.trim();
    if (!firm) errors.firm = 'firm_required';
    else if (!/^\d+$/.test(firm) || Number(firm) < 1) errors.firm = 'invalid_value';
  }
  return errors;
};

/** The server's violations that go on the form's fields (the rest goes in the card). */
export const manageFieldOf = fieldsNamed<ManageField>(MANAGE_FIELDS);
