import { StaffCreateSchema, type StaffCreate } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { fieldsNamed } from '../../lib/form-violations.ts';
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
export const staffFieldOf = fieldsNamed<StaffField>(FIELDS as readonly StaffField[], {
  email_exists: 'email',
});
