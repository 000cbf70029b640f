import { StandCreateSchema, type StandCreate } from '@passerelle/contract';
import { fieldsNamed } from '../../lib/form-violations.ts';

/** What the organizer's creation form edits (ids as strings for Mantine's pickers). */
export interface StandCreateValues {
  firm: string | null;
  fairHall: string | null;
  number: number | string;
  name: string;
}

export const CREATE_FIELDS = ['firm', 'fairHall', 'number', 'name'] as const;
export type StandCreateField = (typeof CREATE_FIELDS)[number];
export type StandCreateErrors = Partial<Record<StandCreateField, string>>;

/** `POST /stands`: a booth of the firm in the fair, placed in a hall slot when one is given. */
export const toStandCreateBody = (values: StandCreateValues, fair: number): StandCreate => ({
  fair,
  firm: values.firm === null ? 0 : Number(values.firm),
  name: values.name.trim(),
  fairHall: values.fairHall === null ? null : Number(values.fairHall),
  number: values.fairHall === null || values.number === '' ? null : Number(values.number),
});

/** The contract's rules as error codes per field (a firm must be picked). */
export const validateStandCreate = (values: StandCreateValues): StandCreateErrors => {
  const errors: StandCreateErrors = {};
  if (values.firm === null) errors.firm = 'required';
  const parsed = StandCreateSchema.safeParse(toStandCreateBody(values, 1));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if ((CREATE_FIELDS as readonly string[]).includes(field) && !(field in errors))
        errors[field as StandCreateField] = issue.message;
    }
  return errors;
};

/** Codes about where the booth stands: they belong on the slot number (or the hall). */
const CODE_FIELDS: Record<string, StandCreateField> = {
  stand_slot_taken: 'number',
  stand_slot_out_of_range: 'number',
  hall_not_in_fair: 'fairHall',
  firm_not_in_fair: 'firm',
};

/** Where a server violation goes on the form (a problem without violations: by its code). */
export const standCreateFieldOf = fieldsNamed(CREATE_FIELDS, CODE_FIELDS);
