import {
  LOCALES,
  StaffCreateSchema,
  type Locale,
  type StaffCreate,
  type Violation,
} from '@passerelle/contract';
import { firstViolations, isApiError } from '../../lib/api-error.ts';
import type { StaffType } from './firms.queries.ts';

/** A stand contact or admin of the firm, as the form edits it. */
export interface StaffValues {
  type: StaffType;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}
export type StaffField = keyof StaffValues;
export type StaffErrors = Partial<Record<StaffField, string>>;

export const emptyStaffValues = (locale: string): StaffValues => ({
  type: 'contact',
  email: '',
  firstName: '',
  lastName: '',
  locale: (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'fr',
});

/** `POST /exhibitors/stand-contact|stand-admin`: the firm in the current fair. */
export const toStaffBody = (values: StaffValues, firmId: number, fairId: number): StaffCreate => ({
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  locale: values.locale,
  fair: fairId,
  firm: firmId,
});

const FIELDS: readonly string[] = ['email', 'firstName', 'lastName', 'locale'];

/** The contract's rules as error codes per field (the first one wins). */
export const validateStaff = (values: StaffValues): StaffErrors => {
  const errors: StaffErrors = {};
  const parsed = StaffCreateSchema.safeParse(toStaffBody(values, 1, 1));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && FIELDS.includes(field) && !(field in errors))
        errors[field as StaffField] = issue.message;
    }
  if (!values.email.trim()) errors.email = 'required';
  return errors;
};

/** email_exists and field violations go on the fields; the rest in the card. */
export const serverStaffErrors = (error: unknown): StaffErrors => {
  const errors: StaffErrors =
    isApiError(error) && error.code === 'email_exists' ? { email: 'email_exists' } : {};
  const violations = firstViolations(error, (path) => (FIELDS.includes(path) ? (path as StaffField) : null));
  for (const [field, v] of Object.entries(violations) as [StaffField, Violation][])
    errors[field] ??= v.code || v.message;
  return errors;
};
