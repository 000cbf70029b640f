import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveLocale, type Problem } from '@passerelle/contract';
import { translateCode, translateTitle } from '../i18n/messages.ts';
import { AppError, serviceUnavailable } from './app-error.ts';
import { violationsFromIssues } from './zod-violations.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const toAppError = (err: FastifyError): AppError | null => {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = (err as { validationContext?: string }).validationContext;
    const violations = violationsFromIssues(err.validation as never);
    // A body that breaks the contract is a 422; a bad query or path is a malformed request.
    return where === 'body'
      ? new AppError(422, 'validation_failed', violations)
      : new AppError(400, 'bad_request', violations);
  }
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'bad_request');
  }
  if (err.statusCode === 429) {
    const retry = Number((err as { retryAfter?: number }).retryAfter ?? 60);
    return new AppError(429, 'rate_limited', [], { retryAfter: retry }, { 'retry-after': String(retry) });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    const byStatus: Record<number, AppError['code']> = {
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
    };
    return new AppError(err.statusCode, byStatus[err.statusCode] ?? 'bad_request');
  }
  return null;
};

/** Renders an AppError as localised application/problem+json (architecture §5). */
export const sendProblem = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  const locale = resolveLocale(request.headers['accept-language']);
  const message = translateCode(locale, error.code, error.params);
  const body: Problem = {
    status: error.status,
    title: translateTitle(locale, error.status),
    detail: message,
    message,
    message_code: error.code,
    violations: error.violations.map((v) => ({
      propertyPath: v.propertyPath,
      code: v.code,
      message: translateCode(locale, v.code, v.params),
    })),
  };
  return reply
    .code(error.status)
    .headers(error.headers)
    .header('content-language', locale)
    .type('application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = toAppError(err);
    if (appError) {
      // 507: the caller's storage quota is used up, a refusal like 429 rather than a failure.
      if (appError.status >= 500 && appError.status !== 507) request.log.warn({ err }, 'service unavailable');
      else if ([401, 403, 429, 507].includes(appError.status))
        request.log.info(
          { status: appError.status, code: appError.code, userId: request.actor?.id ?? null },
          'refused',
        );
      return sendProblem(request, reply, appError);
    }
    // Unexpected: logged with context, never sent (no stack, SQL or path in the answer).
    request.log.error({ err }, 'unhandled error');
    return sendProblem(request, reply, new AppError(500, 'internal_error'));
  });
};
