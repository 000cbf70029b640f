import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_S } from '@passerelle/contract';
import { unauthorized } from '../errors/index.ts';

export interface AccessClaims {
  sub: string;
  typ: 'access';
  fam: string;
}

/** The realtime stream's token (`GET /notification_tokens/{id}`): the same user and session, another use. */
export interface StreamClaims {
  sub: string;
  typ: 'stream';
  fam: string;
}

/** HS256 only (allow-list), with iss/aud/typ checked on every verify (architecture §9, perf-security §B3). */
export const createJwt = (opts: { secret: string; issuer: string; streamTtlS?: number }) => {
  const audience = 'passerelle-api';
  const sign = createSigner({
    key: opts.secret,
    algorithm: 'HS256',
    iss: opts.issuer,
    aud: audience,
    expiresIn: ACCESS_TOKEN_TTL_S * 1000,
  });
  const verifier = createVerifier({
    key: opts.secret,
    algorithms: ['HS256'],
    allowedIss: opts.issuer,
    allowedAud: audience,
    requiredClaims: ['sub', 'exp', 'iat', 'typ'],
    cache: 1000,
  });
  const streamTtlS = opts.streamTtlS ?? 300;
  // Its own audience: an access token is refused by the stream, a stream token by every route.
  const signStream = createSigner({
    key: opts.secret,
    algorithm: 'HS256',
    iss: opts.issuer,
    aud: 'passerelle-stream',
    expiresIn: streamTtlS * 1000,
  });
  const streamVerifier = createVerifier({
    key: opts.secret,
    algorithms: ['HS256'],
    allowedIss: opts.issuer,
    allowedAud: 'passerelle-stream',
    requiredClaims: ['sub', 'exp', 'iat', 'typ'],
  });
  return {
    streamTtlS,
    signStream: (userId: number, familyId: string): string =>
      signStream({ sub: String(userId), typ: 'stream', fam: familyId } satisfies StreamClaims),
    verifyStream: (token: string): StreamClaims => {
      try {
        const claims = streamVerifier(token) as StreamClaims;
        if (claims.typ !== 'stream') throw unauthorized('token_invalid');
        return claims;
      } catch (err) {
        if (err instanceof TokenError && err.code === TokenError.codes.expired)
          throw unauthorized('token_expired');
        throw unauthorized('token_invalid');
      }
    },
    signAccess: (userId: number, familyId: string): string =>
      sign({ sub: String(userId), typ: 'access', fam: familyId } satisfies AccessClaims),
    verifyAccess: (token: string): AccessClaims => {
      try {
        const claims = verifier(token) as AccessClaims;
        if (claims.typ !== 'access') throw unauthorized('token_invalid');
        return claims;
      } catch (err) {
        if (err instanceof TokenError && err.code === TokenError.codes.expired)
          throw unauthorized('token_expired');
        throw unauthorized('token_invalid');
      }
    },
  };
};
export type Jwt = ReturnType<typeof createJwt>;
