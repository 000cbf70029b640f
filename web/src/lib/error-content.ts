import type { Problem } from '@passerelle/contract';
import { isApiError } from './api-error.ts';
import { CaptchaError } from './captcha.ts';

/** Looks a code up in the shared `errors` catalogue; null when there is no such message. */
export type CodeTranslator = (code: string, values?: Record<string, unknown>) => string | null;

export interface ErrorContent {
  message: string;
  detail?: string;
  violations: string[];
}

const isProblem = (value: unknown): value is Problem =>
  !!value && typeof value === 'object' && 'status' in value && 'message_code' in value;

const problemValues = (problem: Problem): Record<string, unknown> => {
  const extra = problem as Problem & Record<string, unknown>;
  return typeof extra.retryAfter === 'number' || typeof extra.retryAfter === 'string'
    ? { retryAfter: extra.retryAfter }
    : {};
};

const fromProblem = (problem: Problem, translate: CodeTranslator): ErrorContent => {
  const violations = problem.violations.map((v) => {
    const text = (v.code && translate(v.code)) || v.message || v.code;
    return v.propertyPath ? `${v.propertyPath} : ${text}` : text;
  });
  const values = problemValues(problem);
  // rate_limited needs {{retryAfter}}; without it the server's localised message is better.
  const needsValue =
    (problem.message_code === 'rate_limited' || problem.message_code === 'message_rate_limited') &&
    !('retryAfter' in values);
  const translated = problem.message_code && !needsValue ? translate(problem.message_code, values) : null;
  if (translated) return { message: translated, violations };
  return {
    message: problem.message || problem.detail || problem.title,
    detail:
      problem.message && problem.detail && problem.detail !== problem.message ? problem.detail : undefined,
    violations,
  };
};

/**
 * §8 error card: a string as is; else the translation of the message_code; else message, then
 * detail (or title), then a compact list of the violations.
 */
export const toErrorContent = (error: unknown, translate: CodeTranslator): ErrorContent => {
  if (typeof error === 'string') return { message: error, violations: [] };
  if (isApiError(error)) return fromProblem(error.problem, translate);
  if (isProblem(error)) return fromProblem(error, translate);
  if (error instanceof CaptchaError)
    return {
      message: translate(error.code) ?? translate('captcha_execute_failed') ?? error.code,
      violations: [],
    };
  return { message: translate('internal_error') ?? 'Error', violations: [] };
};

/** §8 "Login shows message followed by the errors in brackets". */
export const toLoginErrorText = (content: ErrorContent): string =>
  content.violations.length > 0 ? `${content.message} (${content.violations.join(', ')})` : content.message;
