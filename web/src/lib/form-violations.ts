import type { Violation } from '@passerelle/contract';
import { isApiError } from './api-error.ts';

/**
 * Maps a violation's propertyPath to the form field that shows it, or null (it goes in the card).
 * A problem without violations is offered as one violation of path '' carrying its message_code
 * (so `email_exists` can go on the e-mail field).
 */
export type FieldOfViolation<F extends string = string> = (
  propertyPath: string,
  violation: Violation,
) => F | null | undefined;

/** `socialLinks[zoom]` and `socialLinks.zoom` read the same: the form's dotted path. */
export const dottedPath = (propertyPath: string): string => propertyPath.replace(/\[(\w+)\]/g, '.$1');

/**
 * The usual mapping: a violation goes on the field of its (dotted) path, or of its path's root
 * (`sectors.0` → `sectors`), when the form has it; a problem without violations goes on the field
 * `codes` names for its message_code (`{ email_exists: 'email' }`).
 */
export const fieldsNamed =
  <F extends string>(fields: readonly F[], codes: Partial<Record<string, F>> = {}): FieldOfViolation<F> =>
  (propertyPath, violation) => {
    const all = fields as readonly string[];
    const path = dottedPath(propertyPath);
    if (all.includes(path)) return path as F;
    const root = path.split('.')[0] ?? '';
    if (all.includes(root)) return root as F;
    return path === '' ? codes[violation.code] : null;
  };

export interface FormViolations<F extends string> {
  /** The first violation of each field (§5: a field shows only its first error). */
  byField: Partial<Record<F, Violation>>;
  /** The error, when some of it is shown on no field: the error card shows it. */
  cardError: unknown;
}

/**
 * The one mapping of a problem+json's `violations` onto a form: each violation that `fieldOf`
 * places goes on its field, and the error card is needed unless every violation found a field.
 */
export const formViolations = <F extends string>(
  error: unknown,
  fieldOf: FieldOfViolation<F>,
): FormViolations<F> => {
  const byField: Partial<Record<F, Violation>> = {};
  if (!error) return { byField, cardError: null };
  if (!isApiError(error)) return { byField, cardError: error };
  const violations: Violation[] = error.violations.length
    ? error.violations
    : [{ propertyPath: '', code: error.code, message: error.message }];
  let onFields = true;
  for (const violation of violations) {
    const field = fieldOf(violation.propertyPath, violation);
    if (!field) onFields = false;
    else if (!byField[field]) byField[field] = violation;
  }
  return { byField, cardError: onFields ? null : error };
};

/** The code (or, without one, the message) of each field's first violation. */
export const violationCodes = <F extends string>(
  error: unknown,
  fieldOf: FieldOfViolation<F>,
): Partial<Record<F, string>> =>
  Object.fromEntries(
    Object.entries(formViolations(error, fieldOf).byField).map(([f, v]) => [
      f,
      (v as Violation).code || (v as Violation).message,
    ]),
  ) as Partial<Record<F, string>>;
