import {
  ExhibitorRegistrationSchema,
  VisitorRegistrationSchema,
  checkRegistrationAnswers,
  type ExhibitorRegistration,
  type RegistrationFormBlock,
  type VisitorRegistration,
} from '@passerelle/contract';
import type { RegistrationFormType, Locale } from '@passerelle/contract/lite';

export interface FirmValues {
  name: string;
  firmType: string | null;
  sectors: string[];
  address: string;
  phone: string;
  email: string;
  website: string;
}

export interface RegistrationValues {
  email: string;
  password: string;
  confirmation: string;
  firstName: string;
  lastName: string;
  acceptConditions: boolean;
  acceptDiffusion: boolean;
  /** Answers to the stored form, already in the server's types (ids as numbers, yes/no as booleans). */
  fields: Record<string, unknown>;
  firm: FirmValues;
}

export const emptyRegistration = (): RegistrationValues => ({
  email: '',
  password: '',
  confirmation: '',
  firstName: '',
  lastName: '',
  acceptConditions: false,
  acceptDiffusion: false,
  fields: {},
  firm: { name: '', firmType: null, sectors: [], address: '', phone: '', email: '', website: '' },
});

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The request body, exactly as the server takes it. Typed as the valid body: the form sends it
 * only once `validateRegistration` finds nothing (the consents are `true` by then). Joining an
 * existing firm sends its name alone: the other firm fields are hidden and the server ignores them.
 */
export const toRegistrationBody = (
  type: RegistrationFormType,
  values: RegistrationValues,
  fair: number,
  locale: Locale,
  joiningFirm = false,
): VisitorRegistration | ExhibitorRegistration => {
  const { firm, fields, ...account } = values;
  const answered = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  const base = { ...account, fair, locale, fields: answered } as VisitorRegistration;
  if (type === 'visitor') return base;
  if (joiningFirm) return { ...base, firm: { name: firm.name } };
  return {
    ...base,
    firm: {
      name: firm.name,
      firmType: firm.firmType ? Number(firm.firmType) : null,
      sectors: firm.sectors.map(Number),
      address: orNull(firm.address),
      phone: orNull(firm.phone),
      email: orNull(firm.email),
      website: orNull(firm.website),
    },
  };
};

/**
 * The first error code of each field, by the server's own rules: the contract's registration
 * schema (§5 account rules) and `checkRegistrationAnswers` for the stored form. Keys are the
 * server's violation paths (`email`, `fields.customX`, `firm.name`…). A firm to create needs its
 * type and a sector; one that exists (`joiningFirm`: its name was found) needs only its name.
 */
export const validateRegistration = (
  type: RegistrationFormType,
  blocks: readonly RegistrationFormBlock[],
  values: RegistrationValues,
  joiningFirm = false,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  const body = toRegistrationBody(type, values, 1, 'fr', joiningFirm);
  const schema = type === 'visitor' ? VisitorRegistrationSchema : ExhibitorRegistrationSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // A missing firm type reads as "required", not as zod's type message.
      const code = issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
      if (!(path in errors)) errors[path] = code;
    }
  for (const v of checkRegistrationAnswers(blocks, body.fields ?? {}).violations)
    if (!(v.propertyPath in errors)) errors[v.propertyPath] = v.code;
  if (type === 'exhibitor' && !joiningFirm) {
    if (!values.firm.firmType) errors['firm.firmType'] ??= 'required';
    if (!values.firm.sectors.length) errors['firm.sectors'] ??= 'required';
  }
  return errors;
};
