import { URL_RE, normaliseUrl } from '../validation/url.ts';
import {
  BUILTIN_REGISTRATION_FIELDS,
  isBuiltinRegistrationField,
  type RegistrationField,
  type RegistrationFormBlock,
} from './forms.ts';

export type AnswerValue = string | number | boolean | number[];
export interface AnswerViolation {
  propertyPath: string;
  code: string;
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

const matches = (value: unknown, expected: string) =>
  Array.isArray(value) ? value.map(String).includes(expected) : String(value) === expected;

/** The fields a person sees with these answers: a dependent field shows while its parent holds the value. */
export const visibleFields = (
  blocks: readonly RegistrationFormBlock[],
  answers: Record<string, unknown>,
): RegistrationField[] => {
  const shown = new Set<string>();
  const out: RegistrationField[] = [];
  for (const field of blocks.flatMap((b) => b.fields)) {
    const dep = field.dependsOn;
    if (dep && !(shown.has(dep.identifier) && matches(answers[dep.identifier], dep.value))) continue;
    shown.add(field.identifier);
    out.push(field);
  }
  return out;
};

/** One answer checked against its field's kind; returns the clean value or a message code. */
const checkValue = (field: RegistrationField, raw: unknown): { value: AnswerValue } | { code: string } => {
  const entry =
    field.kind === 'builtin' && isBuiltinRegistrationField(field.identifier)
      ? BUILTIN_REGISTRATION_FIELDS[field.identifier]
      : field.kind;
  switch (entry) {
    case 'checkbox':
      return typeof raw === 'boolean' ? { value: raw } : { code: 'invalid_type' };
    case 'civilStatus':
    case 'country':
    case 'table':
      return isId(raw) ? { value: raw } : { code: 'invalid_value' };
    case 'languages': {
      if (!Array.isArray(raw) || !raw.every(isId)) return { code: 'invalid_value' };
      if (raw.length > 20) return { code: 'too_big' };
      return new Set(raw).size === raw.length ? { value: raw } : { code: 'duplicate_language' };
    }
    case 'date': {
      if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { code: 'invalid_value' };
      const d = new Date(`${raw}T00:00:00Z`);
      return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== raw || d > new Date()
        ? { code: 'invalid_value' }
        : { value: raw };
    }
    case 'url': {
      if (typeof raw !== 'string') return { code: 'invalid_type' };
      const v = raw.trim();
      if (v.length > 2048) return { code: 'too_long' };
      return URL_RE.test(v) ? { value: normaliseUrl(v) } : { code: 'invalid_url' };
    }
    default: {
      if (typeof raw !== 'string') return { code: 'invalid_type' };
      const v = raw.trim();
      return v.length > (field.kind === 'text' ? 500 : 255) ? { code: 'too_long' } : { value: v };
    }
  }
};

/**
 * Checks a registration's answers against the stored form, the same way in the browser and on
 * the server: hidden fields are dropped, required ones must be answered (a yes/no must be given a
 * value), unknown identifiers are refused. Violations point at `fields.<identifier>`.
 */
export const checkRegistrationAnswers = (
  blocks: readonly RegistrationFormBlock[],
  answers: Record<string, unknown>,
): { values: Record<string, AnswerValue>; violations: AnswerViolation[] } => {
  const fields = visibleFields(blocks, answers);
  const known = new Set(blocks.flatMap((b) => b.fields.map((f) => f.identifier)));
  const values: Record<string, AnswerValue> = {};
  const violations: AnswerViolation[] = [];
  for (const key of Object.keys(answers))
    if (!known.has(key)) violations.push({ propertyPath: `fields.${key}`, code: 'unknown_field' });
  for (const field of fields) {
    const raw = answers[field.identifier];
    if (isEmpty(raw)) {
      if (field.required) violations.push({ propertyPath: `fields.${field.identifier}`, code: 'required' });
      continue;
    }
    const checked = checkValue(field, raw);
    if ('code' in checked)
      violations.push({ propertyPath: `fields.${field.identifier}`, code: checked.code });
    else values[field.identifier] = checked.value;
  }
  return { values, violations };
};
