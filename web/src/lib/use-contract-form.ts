import { useState, type FormEvent } from 'react';
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCodeTranslator } from '../components/error-card.tsx';
import { formViolations, type FieldOfViolation } from './form-violations.ts';

/** A field's first error code, by the form's dotted path (`socialLinks.zoom`). */
export type FieldCodes = Partial<Record<string, string | undefined>>;

export interface ContractFormOptions<V extends object> {
  initialValues: V;
  /**
   * The client-side rules: the contract's zod schema for these values (its messages are codes),
   * or a function giving each field's first error code when the values need shaping first.
   */
  validate: StandardSchemaV1 | ((values: V) => FieldCodes);
  /** The last failure (a mutation's error): its violations go on the fields `fieldOf` names. */
  error: unknown;
  /**
   * Maps a violation's propertyPath to a field (null: the error card); by default, a path naming
   * one of the values. It is given the current values (a field may be on screen or not).
   */
  fieldOf?: (...args: [...Parameters<FieldOfViolation>, values: V]) => string | null | undefined;
  pending: boolean;
  /** Where a field's value sits when the field is not a path of the values (`fr` → `names.fr`). */
  valuePath?: (field: string) => string;
  /**
   * Show errors live: a field shows its error as soon as its value (or a value holding it) is
   * changed, as you type, not only once left. For forms whose rules see only what was changed
   * (the booth's draft) or whose fields are tabbed away (wording per language).
   */
  live?: boolean;
  /** Values some codes' messages take (`{ logo_not_square: { size: 512 } }`). */
  params?: Partial<Record<string, Record<string, unknown>>>;
}

const isSchema = (v: unknown): v is StandardSchemaV1 =>
  typeof v === 'object' && v !== null && '~standard' in v;

const pathOf = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      values,
    );

/** The default `fieldOf`: a dotted path whose root is one of the form's values. */
const rootedIn =
  (values: object): FieldOfViolation =>
  (propertyPath) => {
    const path = propertyPath.replace(/\[(\w+)\]/g, '.$1');
    const root = path.split('.')[0];
    return root !== undefined && root in values ? path : null;
  };

export interface ContractForm<V extends object> {
  /** The @mantine/form form: `form.getInputProps(field)` binds an input (value, change, blur, error). */
  form: UseFormReturnType<V>;
  values: V;
  /** The client rules find an error somewhere (the submit button stays disabled). */
  invalid: boolean;
  /** Each field's first error code, shown or not yet. */
  codes: FieldCodes;
  /** The translated error a field shows now, if any. */
  errorOf: (field: string) => string | undefined;
  /** Every error shown now, by field (to mark a tab or count a section's errors). */
  shown: Partial<Record<string, string>>;
  /** The error card's error: what no field shows. */
  cardError: unknown;
  /** Marks a field as left (its error shows from then on). */
  touch: (field: string) => () => void;
  /**
   * The form's onSubmit: shows every error, then hands the values over when valid and not pending;
   * `onInvalid` gets the codes otherwise (to show the tab or focus the field in error).
   */
  submit: (
    handler: (values: V) => void,
    onInvalid?: (codes: FieldCodes) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * The forms' one state machine, on @mantine/form: a field shows its first client error once left
 * (or once the form is submitted), checked as you type from then on; the server's violation shows
 * while the field still holds the value that was sent (or, before any submit, the initial one).
 */
export function useContractForm<V extends object>(opts: ContractFormOptions<V>): ContractForm<V> {
  const translate = useCodeTranslator();
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<V | null>(null);

  const rules = opts.validate;
  const resolve = (values: V): FieldCodes =>
    isSchema(rules) ? (schemaResolver(rules, { sync: true })(values) as FieldCodes) : rules(values);

  // A value changed at this path, above it or below it (live forms show its errors at once).
  const changed = (path: string): boolean =>
    Object.entries(form.getTouched()).some(
      ([p, on]) => on && (p === path || path.startsWith(`${p}.`) || p.startsWith(`${path}.`)),
    );
  const errorOf = (field: string): string | undefined => {
    const code = codes[field];
    const path = opts.valuePath?.(field) ?? field;
    if (code && (left[field] || submitted || (opts.live && changed(path))))
      return translate(code, opts.params?.[code]) ?? code;
    const violation = byField[field];
    // The violation holds for the value that was sent (or the one shown, before any submit).
    const base = sent ?? form.getInitialValues();
    if (violation && JSON.stringify(pathOf(base, path)) === JSON.stringify(pathOf(form.getValues(), path)))
      return (
        (violation.code && translate(violation.code, opts.params?.[violation.code])) ||
        violation.message ||
        violation.code
      );
    return undefined;
  };
  const touch = (field: string) => () => setLeft((s) => (s[field] ? s : { ...s, [field]: true }));

  const form = useForm<V>({
    mode: 'controlled',
    initialValues: opts.initialValues,
    validate: (values: V): FormErrors =>
      Object.fromEntries(Object.entries(resolve(values)).filter(([, code]) => !!code)),
    enhanceGetInputProps: ({ field }) => ({ error: errorOf(String(field)), onBlur: touch(String(field)) }),
  });

  const values = form.getValues();
  const fieldOf = opts.fieldOf;
  const { byField, cardError } = formViolations(
    opts.error,
    fieldOf ? (path, violation) => fieldOf(path, violation, values) : rootedIn(opts.initialValues),
  );
  const codes = Object.fromEntries(Object.entries(resolve(values)).filter(([, code]) => !!code));
  const invalid = Object.keys(codes).length > 0;
  const shown = Object.fromEntries(
    [...new Set([...Object.keys(codes), ...Object.keys(byField)])]
      .map((field) => [field, errorOf(field)] as const)
      .filter(([, message]) => message),
  );

  return {
    form,
    values,
    invalid,
    codes,
    errorOf,
    shown,
    cardError,
    touch,
    submit: (handler, onInvalid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      form.onSubmit(
        (valid) => {
          if (opts.pending) return;
          setSent(valid);
          handler(valid);
        },
        (errors) => onInvalid?.(errors as FieldCodes),
      )(event);
    },
  };
}
