import { useState, type FormEvent } from 'react';
import { useCodeTranslator } from '../../components/error-card.tsx';
import { fieldViolations, onlyOnFields, type FieldErrors } from './credentials-model.ts';

/**
 * A small form of text fields checked as you type: a field shows its first error once touched,
 * and the server's violation only while it still holds the value that was sent.
 */
export const useFieldForm = <F extends string>(opts: {
  empty: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** The last failure: violations on these fields go on them, anything else in the card. */
  error: unknown;
  pending: boolean;
  onSubmit: (values: Record<F, string>) => void;
}) => {
  const translate = useCodeTranslator();
  const fields = Object.keys(opts.empty) as F[];
  const [values, setValues] = useState(opts.empty);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [sent, setSent] = useState<Record<F, string> | null>(null);
  const errors = opts.validate(values);
  const invalid = Object.keys(errors).length > 0;
  const violations = fieldViolations(opts.error, fields);

  const errorOf = (field: F): string | undefined => {
    const code = errors[field];
    if (touched[field] && code) return translate(code) ?? code;
    const violation = violations[field];
    if (violation && sent?.[field] === values[field])
      return (violation.code && translate(violation.code)) || violation.message || violation.code;
    return undefined;
  };

  return {
    values,
    invalid,
    errorOf,
    /** The error card shows what no field shows. */
    cardError: opts.error && !onlyOnFields(opts.error, fields) ? opts.error : null,
    set: (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value })),
    touch: (field: F) => () => setTouched((t) => ({ ...t, [field]: true })),
    submit: (event: FormEvent): void => {
      event.preventDefault();
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
      if (invalid || opts.pending) return;
      setSent(values);
      opts.onSubmit(values);
    },
  };
};
