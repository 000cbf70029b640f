import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ProblemSchema, resolveLocale, type Endpoint, type Locale } from '@passerelle/contract';
import type { Actor } from '../access/index.ts';
import { requireActor } from '../auth/index.ts';
import { setPageHeaders, type Page } from './pagination.ts';
import { PreSerialized } from './pre-serialized.ts';
import { FileAnswer, attachmentHeader } from './file-answer.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : never;
type In<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;
type E = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export interface RouteContext<T extends E, A extends 'required' | 'optional'> {
  params: In<T['params']>;
  query: In<T['query']>;
  body: In<T['body']>;
  actor: A extends 'required' ? Actor : Actor | null;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Paged endpoints return a Page (items + totals); the registrar turns it into the array and x-* headers. */
type Result<T extends E> =
  Out<T['response']> | Page<Out<T['response']> extends (infer I)[] ? I : never> | PreSerialized | FileAnswer;

export interface RouteOptions<A extends 'required' | 'optional'> {
  /** `required`: 401 without a valid token. Every policy decision stays in the service. */
  auth: A;
  /** Per-route Fastify config (rate-limit overrides, body limits…). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
}

const problem = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
};

const requireActorFirst = async (request: FastifyRequest) => {
  requireActor(request);
};

/**
 * Registers one contract endpoint: validation and OpenAPI from its schemas, the auth guard,
 * the handler (one service call), then status, x-* headers for paged lists, and the reply.
 */
export const defineRoute = <T extends E, A extends 'required' | 'optional'>(
  app: FastifyInstance,
  endpoint: T,
  options: RouteOptions<A>,
  handler: (ctx: RouteContext<T, A>) => Promise<Result<T>>,
) => {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    bodyLimit: options.bodyLimit,
    // Authentication comes before anything reads or validates the request (after the per-address
    // limit, an onRequest hook): an anonymous caller gets 401, never a 400/413/415/422 that
    // describes the route's schema, and its body is not even parsed (multipart uploads included).
    ...(options.auth === 'required' && { preParsing: requireActorFirst }),
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(options.auth === 'required' && { security: [{ bearer: [] }] }),
      response: {
        [status]: endpoint.response,
        ...problem,
        ...Object.fromEntries((endpoint.problems ?? []).map((code) => [code, ProblemSchema])),
      },
    },
    handler: async (request, reply) => {
      const actor = options.auth === 'required' ? requireActor(request) : request.actor;
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        actor: actor as never,
        locale: resolveLocale(request.headers['accept-language']),
        request,
        reply,
      });
      reply.code(status);
      if (status === 204) return reply.send();
      if (result instanceof FileAnswer)
        return reply
          .type(result.type)
          .header('content-disposition', attachmentHeader(result.name))
          .header('cache-control', 'private, no-store')
          .send(result.body);
      if (result instanceof PreSerialized) {
        if (result.page) setPageHeaders(reply, { items: [], ...result.page });
        // Bytes skip the serializer: they were written by it when the answer was built.
        return reply.type('application/json; charset=utf-8').send(result.body);
      }
      if (endpoint.paged) {
        const page = result as Page<unknown>;
        setPageHeaders(reply, page);
        return page.items;
      }
      return result;
    },
  });
};
