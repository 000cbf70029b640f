import type { MessageCode } from '@passerelle/contract';

export interface ViolationInput {
  propertyPath: string;
  code: string;
  params?: Record<string, string | number>;
}

/** An error a client must see: status, stable message code, optional field violations. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: MessageCode,
    public readonly violations: ViolationInput[] = [],
    public readonly params: Record<string, string | number> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageCode = 'bad_request', violations: ViolationInput[] = []) =>
  new AppError(400, code, violations);
export const unauthorized = (code: MessageCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageCode = 'not_found') => new AppError(404, code);
export const conflict = (code: MessageCode = 'conflict', violations: ViolationInput[] = []) =>
  new AppError(409, code, violations);
export const unprocessable = (violations: ViolationInput[], code: MessageCode = 'validation_failed') =>
  new AppError(422, code, violations);
export const tooManyRequests = (retryAfterS: number) =>
  new AppError(429, 'rate_limited', [], { retryAfter: retryAfterS }, { 'retry-after': String(retryAfterS) });
export const serviceUnavailable = () =>
  new AppError(503, 'service_unavailable', [], {}, { 'retry-after': '5' });
