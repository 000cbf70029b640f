import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_STREAM_PATH, EventStreamQuerySchema, ProblemSchema, realtimeApi } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, unauthorized } from '../../platform/errors/index.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { canFollowTopic, canTakeStreamTokenOf } from './stream.policy.ts';

export type LoadActor = (userId: number, sessionId: string) => Promise<Actor | null>;

/**
 * §7 Real-time: the stream token, and `GET /api/events?topic=…` (architecture §6, §9.5). The
 * stream authenticates with its own token (the request guard's bearer check passes it by), before
 * its query is read; each topic is admitted by its policy; then the platform's hub answers.
 */
export const registerStreamRoutes = (app: FastifyInstance, deps: AppDeps, loadActor: LoadActor) => {
  defineRoute(
    app,
    realtimeApi.getNotificationToken,
    { auth: 'required' },
    async ({ actor, params, reply }) => {
      if (!canTakeStreamTokenOf(actor, params.id)) throw forbidden();
      // A credential: no cache along the way keeps it.
      reply.header('cache-control', 'no-store');
      return { token: deps.jwt.signStream(actor.id, actor.sessionId), expiresIn: deps.jwt.streamTtlS };
    },
  );

  const streamActor = async (request: FastifyRequest) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
    const claims = deps.jwt.verifyStream(token);
    // The session must still be alive: a logout or a revoked family ends the right to stream.
    const actor = await loadActor(Number(claims.sub), claims.fam);
    if (!actor) throw unauthorized('token_invalid');
    request.actor = actor;
  };

  app.route({
    method: 'GET',
    url: EVENT_STREAM_PATH,
    config: { bearer: 'stream' },
    // Authentication first (a GET has no body to parse: this runs before the query is validated).
    preParsing: streamActor,
    schema: {
      summary:
        'The realtime stream (text/event-stream) of the topics named, with `Authorization: Bearer <stream token>`; `Last-Event-ID` replays what was missed within the window, else a `refetch` event',
      tags: ['realtime'],
      querystring: EventStreamQuerySchema,
      security: [{ bearer: [] }],
      response: { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema },
    },
    handler: async (request, reply) => {
      const actor = request.actor!;
      const { topic: topics } = request.query as { topic: string[] };
      if (!topics.every((t) => canFollowTopic(actor, t))) throw forbidden();
      const lastEventId = request.headers['last-event-id'];
      // §4 presence: the user is online while one of their streams (a tab) is open.
      const presence = presenceSlot();
      const stream = await deps.realtime.open(reply, {
        topics,
        owner: { userId: actor.id, sessionId: actor.sessionId },
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
        onClose: presence.leave,
      });
      if (!stream.closed) presence.entered(deps.presence.track(actor.id));
    },
  });
};

/**
 * The stream's presence entry, left when the stream closes. Its own closure: one made in the
 * handler would share the handler's scope and keep the request's actor alive as long as the stream.
 */
const presenceSlot = () => {
  let leave: (() => void) | undefined;
  return {
    entered: (left: () => void) => (leave = left),
    leave: () => leave?.(),
  };
};
