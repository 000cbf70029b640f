import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_S } from '@passerelle/contract';
import { unauthorized } from '../errors/index.ts';

export interface AccessClaims {
  sub: string;
  typ: 'access';
  fam: string;
}

/** HS256 only (allow-list), with iss/aud/typ checked on every verify (architecture §9, perf-security §B3). */
export const createJwt = (opts: { secret: string; issuer: string }) => {
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
  return {
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
