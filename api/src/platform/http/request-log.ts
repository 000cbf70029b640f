import type { FastifyRequest } from 'fastify';

/** The path of a request URL, without its query string. */
export const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * The request as the log shows it (Fastify's default fields): the path, never the query string.
 * A query may carry a token (a set-password link mailed before links moved to the fragment) or
 * personal data (directory and user searches); dropping it everywhere keeps every new route safe
 * without a list of parameters to keep up to date (perf-security checks #21, #42).
 */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: pathOf(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
