import type { Problem, Violation } from '@passerelle/contract';

/** Every non-2xx answer of the api, parsed from its application/problem+json body. */
export class ApiError extends Error {
  readonly status: number;
  /** The problem's `message_code` (a key of contract/locales/<lang>/errors.json). */
  readonly code: string;
  readonly violations: Violation[];
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.message || problem.detail || problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.message_code;
    this.violations = problem.violations;
    this.problem = problem;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Builds a Problem from whatever the server (or the network) gave us. */
export const toProblem = (status: number, body: unknown, fallbackTitle: string): Problem => {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const rawViolations = Array.isArray(record.violations) ? (record.violations as unknown[]) : [];
  const violations: Violation[] = rawViolations
    .filter((v): v is Record<string, unknown> => !!v && typeof v === 'object')
    .map((v) => ({
      propertyPath: asString(v.propertyPath),
      message: asString(v.message),
      code: asString(v.code),
    }));
  return {
    ...record,
    status: typeof record.status === 'number' ? record.status : status,
    title: asString(record.title) || fallbackTitle,
    detail: asString(record.detail),
    message: asString(record.message),
    message_code: asString(record.message_code),
    violations,
  };
};
