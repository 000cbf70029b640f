import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendProblem, serviceUnavailable } from '../../platform/errors/index.ts';
import {
  RangeNotSatisfiableError,
  isStorageKey,
  type ByteRange,
  type Storage,
} from '../../platform/storage/index.ts';
import { isPrivateKey, sanitizeFileName } from './media.upload.ts';
import { attachmentHeader } from '../../platform/http/index.ts';

/** Stored names are never reused: a file under a name never changes (check #37, §10 caching). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `bytes=start-` or `bytes=start-end`; anything else (suffix, several ranges) serves the whole file. */
export const parseRange = (header: string | undefined): ByteRange | undefined => {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
};

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendProblem(request, reply, new AppError(404, 'route_not_found'));

/**
 * `GET|HEAD /media/<key>` (outside `/api`): streams a stored file with immutable caching,
 * `nosniff` and a sandbox CSP; PDFs as attachments under their sanitised original name. A key
 * that is not one of ours (`..`, encoded separators…) or an unknown file is a 404 problem.
 */
export const registerMediaServing = (
  app: FastifyInstance,
  opts: { storage: Storage; originalNameOf: (filePath: string) => Promise<string | null> },
) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    // Immutable public files: not counted by the per-address API limit, not recompressed.
    config: { rateLimit: false },
    compress: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Personal documents (CVs, candidates' photos) are only served by their module's authorised routes.
      if (!isStorageKey(key) || isPrivateKey(key)) return notFound(request, reply);
      const range = request.method === 'GET' ? parseRange(request.headers.range) : undefined;
      let file;
      try {
        if (request.method === 'HEAD') {
          const stat = await opts.storage.stat(key);
          file = stat && { ...stat, stream: null, start: 0, end: stat.size - 1 };
        } else file = await opts.storage.get(key, range);
      } catch (err) {
        if (err instanceof RangeNotSatisfiableError)
          return reply
            .code(416)
            .header('content-range', `bytes */${err.size}`)
            .header('cache-control', IMMUTABLE)
            .send();
        // The store is failing (volume, S3): a retryable 503, never a stack.
        request.log.warn({ err, key }, 'media store read failed');
        return sendProblem(request, reply, serviceUnavailable());
      }
      if (!file) return notFound(request, reply);

      reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('accept-ranges', 'bytes');
      if (file.contentType === 'application/pdf') {
        const name = (await opts.originalNameOf(key)) ?? 'document.pdf';
        reply.header('content-disposition', attachmentHeader(sanitizeFileName(name, 'pdf')));
      }
      const partial = !!range;
      reply.header('content-length', String(file.end - file.start + 1));
      if (partial) reply.code(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
      if (!file.stream) return reply.send();
      return reply.send(file.stream);
    },
  });
};
