import {
  FIRM_DESCRIPTION_MAX,
  FIRM_NAME_MAX,
  FIRM_SECTORS_MAX,
  FirmCreateSchema,
  FirmUpdateSchema,
  type Firm,
  type FirmCreate,
  type FirmUpdate,
} from '@passerelle/contract';
import { fieldsNamed } from '../../lib/form-violations.ts';

export { FIRM_DESCRIPTION_MAX, FIRM_NAME_MAX, FIRM_SECTORS_MAX };

/** What the firm form edits, as typed (ids as strings for Mantine's selects). */
export interface FirmFormValues {
  name: string;
  firmType: string | null;
  sectors: string[];
  email: string;
  phone: string;
  website: string;
  address: string;
  description: string;
  isVisible: boolean;
}

export const FIRM_FIELDS = [
  'name',
  'firmType',
  'sectors',
  'email',
  'phone',
  'website',
  'address',
  'description',
  'isVisible',
] as const;
export type FirmField = (typeof FIRM_FIELDS)[number];
export type FirmFormErrors = Partial<Record<FirmField, string>>;

export const emptyFirmValues = (): FirmFormValues => ({
  name: '',
  firmType: null,
  sectors: [],
  email: '',
  phone: '',
  website: '',
  address: '',
  description: '',
  isVisible: true,
});

/** The form's values for a stored firm. */
export const firmFormValues = (firm: Firm): FirmFormValues => ({
  name: firm.name,
  firmType: firm.firmType ? String(firm.firmType.id) : null,
  sectors: firm.sectors.map((s) => String(s.id)),
  email: firm.email ?? '',
  phone: firm.phone ?? '',
  website: firm.website ?? '',
  address: firm.address ?? '',
  description: firm.description ?? '',
  isVisible: firm.isVisible,
});

const orNull = (value: string): string | null => value.trim() || null;

/** Every profile field as the api reads it (blank → null). */
const profileBody = (values: FirmFormValues) => ({
  name: values.name.trim(),
  firmType: values.firmType === null ? null : Number(values.firmType),
  sectors: values.sectors.map(Number),
  email: orNull(values.email),
  phone: orNull(values.phone),
  website: orNull(values.website),
  address: orNull(values.address),
  description: orNull(values.description),
  isVisible: values.isVisible,
});

/** `POST /firms`: the firm in the current fair. */
export const toFirmCreateBody = (values: FirmFormValues, fairId: number): FirmCreate => ({
  ...profileBody(values),
  fair: fairId,
});

const sameSet = (a: number[], b: number[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * `PUT /firms/{id}`: only what changed (ADR 002), so an untouched stored value is never judged
 * again, and `isVisible` only when the caller may change it.
 */
export const toFirmUpdateBody = (
  values: FirmFormValues,
  initial: FirmFormValues,
  canChangeVisibility: boolean,
): FirmUpdate => {
  const next = profileBody(values);
  const before = profileBody(initial);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (key === 'isVisible' && !canChangeVisibility) continue;
    const changed = key === 'sectors' ? !sameSet(next.sectors, before.sectors) : next[key] !== before[key];
    if (changed) body[key] = next[key];
  }
  return body as FirmUpdate;
};

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]): FirmFormErrors => {
  const errors: FirmFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIRM_FIELDS as readonly string[]).includes(field) && !(field in errors))
      errors[field as FirmField] = issue.message;
  }
  return errors;
};

/** The contract's rules as error codes per field (the first one wins). */
export const validateFirmForm = (values: FirmFormValues): FirmFormErrors => {
  const parsed = FirmCreateSchema.safeParse(toFirmCreateBody(values, 1));
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

/** The same rules on what an update would send. */
export const validateFirmUpdate = (body: FirmUpdate): FirmFormErrors => {
  const parsed = FirmUpdateSchema.safeParse(body);
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

/** Server answers that belong on a field: violations and firm_exists; the rest goes in the card. */
export const firmFieldOf = fieldsNamed<FirmField>(FIRM_FIELDS, { firm_exists: 'name' });
