import { UserCreateSchema, type UserCreate } from '@passerelle/contract';
import { LOCALES, USER_TYPES, type Locale } from '@passerelle/contract/lite';
import { fieldsNamed } from '../../lib/form-violations.ts';

/** The account types the organizer may create, in the order offered (§6). */
export const CREATE_USER_TYPES = [
  USER_TYPES.VISITOR,
  USER_TYPES.ORGANIZER,
  USER_TYPES.STAND_ADMIN,
  USER_TYPES.STAND_CONTACT,
] as const;
export type CreateUserType = (typeof CREATE_USER_TYPES)[number];

export interface UserCreateValues {
  userType: CreateUserType;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** The exhibitor's firm id as typed (stand admins and contacts only). */
  firm: string;
}

export type UserCreateField = 'userType' | 'email' | 'firstName' | 'lastName' | 'locale' | 'firm';
export type UserCreateErrors = Partial<Record<UserCreateField, string>>;

export const emptyUserCreateValues = (locale: string): UserCreateValues => ({
  userType: USER_TYPES.VISITOR,
  email: '',
  firstName: '',
  lastName: '',
  locale: (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'fr',
  firm: '',
});

/** Stand admins and contacts belong to an exhibitor's structure. */
export const needsFirm = (userType: number): boolean =>
  userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT;

const firmId = (value: string): number | null => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The POST /users body: the firm only for stand admins and contacts. */
export const toUserCreateBody = (values: UserCreateValues, fairId: number): UserCreate => ({
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  userType: values.userType,
  fair: fairId,
  firm: needsFirm(values.userType) ? firmId(values.firm) : null,
  locale: values.locale,
});

/**
 * The contract's rules plus the firm rule of §6, as error codes per field (first one wins).
 * The fair is the current one, so a placeholder id stands in when checking.
 */
export const validateUserCreate = (values: UserCreateValues): UserCreateErrors => {
  const errors: UserCreateErrors = {};
  const body = toUserCreateBody(values, 1);
  const parsed = UserCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in values && !(field in errors))
        errors[field as UserCreateField] = field === 'firm' ? 'invalid_value' : issue.message;
    }
  }
  if (!values.email.trim()) errors.email = 'required';
  if (needsFirm(values.userType) && !errors.firm && body.firm === null) errors.firm = 'firm_required';
  return errors;
};

/** Server answers that belong on a field: violations and email_exists; the rest goes in the card. */
export const userCreateFieldOf = fieldsNamed<UserCreateField>(
  ['userType', 'email', 'firstName', 'lastName', 'locale', 'firm'],
  { email_exists: 'email' },
);
