import { EmailUpdateSchema, PasswordSchema } from '@passerelle/contract';
import { isApiError } from '../../lib/api-error.ts';

/** Each field's first error code (§5: fields show only their first error). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface LoginEmailValues {
  email: string;
  password: string;
}
export type LoginEmailField = keyof LoginEmailValues;

/** PUT /users/update-email, checked as the server does: a valid, different address and a password. */
export const validateLoginEmail = (
  values: LoginEmailValues,
  currentEmail: string,
): FieldErrors<LoginEmailField> => {
  const errors: FieldErrors<LoginEmailField> = {};
  const email = EmailUpdateSchema.shape.email.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? 'invalid_email';
  else if (email.data === currentEmail.trim().toLowerCase()) errors.email = 'email_unchanged';
  if (values.password === '') errors.password = 'required';
  return errors;
};

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;

/** PUT /users/password: the current password, a new one under the contract's §5 rules, its confirmation. */
export const validatePasswordChange = (values: PasswordChangeValues): FieldErrors<PasswordChangeField> => {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (values.currentPassword === '') errors.currentPassword = 'required';
  const password = PasswordSchema.safeParse(values.newPassword);
  if (!password.success) errors.newPassword = password.error.issues[0]?.message ?? 'invalid_value';
  if (values.confirmation === '') errors.confirmation = 'required';
  else if (values.confirmation !== values.newPassword) errors.confirmation = 'password_mismatch';
  return errors;
};

/** The confirmation link is used, expired or superseded: the change must be asked again. */
export const isInvalidConfirmLink = (error: unknown): boolean =>
  isApiError(error) &&
  (error.code === 'email_change_token_invalid' || error.violations.some((v) => v.propertyPath === 'token'));

/** The token of a `#token=…` fragment (the mailed link keeps it out of every request). */
export const tokenFromHash = (hash: string): string | undefined => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
};
