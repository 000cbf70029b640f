import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_IMPORT_MAX_BYTES, userImportApi } from '@passerelle/contract';
import { AppError, badRequest, unprocessable } from '../../platform/errors/index.ts';
import { defineRoute } from '../../platform/http/index.ts';
import type { Upload, UserImportService } from './user-import.service.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The single `file` part of a multipart body, buffered up to USER_IMPORT_MAX_BYTES: a larger
 * declared body is refused before reading (413), a larger file while reading (413, multipart's
 * fileSize limit); a body that is not multipart is a 415.
 */
const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > USER_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) throw new AppError(413, 'payload_too_large');
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  const fail = (err: unknown): never => {
    // Multipart limits carry their status (413); a malformed body is a bad request.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest();
  };
  const part = await request.file().catch(fail);
  if (!part)
    throw unprocessable([{ propertyPath: 'file', code: 'import_file_required' }], 'import_file_required');
  const bytes = await part.toBuffer().catch(fail);
  return { bytes, filename: part.filename ?? '' };
};

export const registerUserImportRoutes = (app: FastifyInstance, service: UserImportService) => {
  defineRoute(app, userImportApi.previewImport, { auth: 'required' }, ({ actor, query, request }) =>
    service.preview({ actor, fairId: query.fair, readUpload: () => readUpload(request) }),
  );
  defineRoute(app, userImportApi.importUsers, { auth: 'required' }, ({ actor, query, request }) =>
    service.importUsers({
      actor,
      fairId: query.fair,
      readUpload: () => readUpload(request),
      meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
    }),
  );
};
