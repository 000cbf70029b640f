import type { FastifyRequest } from 'fastify';
import type { Actor } from '../access/index.ts';
import { unauthorized } from '../errors/index.ts';
import type { Jwt } from './jwt.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `stream`: the route checks a stream token itself (the realtime stream); the bearer check passes it by. */
    bearer?: 'access' | 'stream';
  }
  interface FastifyRequest {
    /** Set when a valid Bearer token came with the request; null for anonymous calls. */
    actor: Actor | null;
  }
}

export interface AuthenticateOptions {
  jwt: Jwt;
  /** Loads the actor from storage; null when the user no longer exists or the session is revoked. */
  loadActor: (userId: number, sessionId: string) => Promise<Actor | null>;
}

/**
 * Reads `Authorization: Bearer` (the platform's request guard calls it for every request, after
 * the rate limit). A missing header leaves the request anonymous and costs nothing (undefined);
 * a bad or expired token is a 401 (token_expired lets the client refresh and retry).
 */
export const bearerCheck =
  (opts: AuthenticateOptions) =>
  (request: FastifyRequest): Promise<void> | undefined => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/') || request.routeOptions.config?.bearer === 'stream')
      return undefined;
    return (async () => {
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('token_invalid');
      const claims = opts.jwt.verifyAccess(token);
      const actor = await opts.loadActor(Number(claims.sub), claims.fam);
      if (!actor) throw unauthorized('token_invalid');
      request.actor = actor;
    })();
  };

export const requireActor = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthorized();
  return request.actor;
};
