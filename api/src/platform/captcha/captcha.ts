import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { CaptchaConfig } from '@passerelle/contract';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../errors/index.ts';
import type { CounterStore } from '../rate-limit/index.ts';

/** One interface for every provider (§5): verify throws a localised AppError or returns. */
export interface Captcha {
  publicConfig(): CaptchaConfig;
  verify(token: string | undefined, action: string, ip: string): Promise<void>;
  altchaChallenge?(): Promise<{
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  }>;
}

const GOOGLE_VERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const unavailable = () => new AppError(503, 'captcha_unavailable', [], {}, { 'retry-after': '30' });
const invalid = () => badRequest('captcha_invalid');

const noneCaptcha = (): Captcha => ({
  publicConfig: () => ({ provider: 'none', siteKey: null, version: null, enterprise: false }),
  verify: async () => {},
});

/** reCAPTCHA v2 / v3 / enterprise. Fails closed: an unreachable verifier refuses (perf-security §B6). */
const recaptcha = (c: Config['captcha']): Captcha => {
  if (!c.secret || !c.siteKey)
    throw new Error('CAPTCHA_PROVIDER=recaptcha needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET');
  const post = async (url: string, init: RequestInit) => {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw unavailable();
      return (await res.json()) as Record<string, unknown>;
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unavailable();
    }
  };
  return {
    publicConfig: () => ({
      provider: 'recaptcha',
      siteKey: c.siteKey ?? null,
      version: c.version,
      enterprise: c.enterprise,
    }),
    verify: async (token, action, ip) => {
      if (!token) throw badRequest('captcha_missing');
      if (c.enterprise) {
        const url =
          c.verifyUrl ??
          `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(c.enterpriseProject ?? '')}/assessments?key=${encodeURIComponent(c.secret!)}`;
        const body = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            event: { token, siteKey: c.siteKey, expectedAction: action, userIpAddress: ip },
          }),
        });
        const props = body.tokenProperties as { valid?: boolean; action?: string } | undefined;
        const score = (body.riskAnalysis as { score?: number } | undefined)?.score ?? 0;
        if (!props?.valid || (c.version === 3 && (props.action !== action || score < c.minScore)))
          throw invalid();
        return;
      }
      const body = await post(c.verifyUrl ?? GOOGLE_VERIFY, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: c.secret!, response: token, remoteip: ip }).toString(),
      });
      if (body.success !== true) throw invalid();
      if (c.version === 3 && (body.action !== action || Number(body.score ?? 0) < c.minScore))
        throw invalid();
    },
  };
};

/** Self-hosted proof of work: no third party; each solved challenge is accepted once. */
const altcha = (c: Config['captcha'], counters: CounterStore): Captcha => {
  const hmacKey = c.secret ?? randomBytes(32).toString('hex');
  const TTL_MS = 10 * 60_000;
  return {
    publicConfig: () => ({ provider: 'altcha', siteKey: null, version: null, enterprise: false }),
    altchaChallenge: async () => {
      const ch = await createChallenge({
        hmacKey,
        maxNumber: 50_000,
        expires: new Date(Date.now() + TTL_MS),
      });
      return {
        algorithm: ch.algorithm,
        challenge: ch.challenge,
        maxnumber: ch.maxnumber,
        salt: ch.salt,
        signature: ch.signature,
      };
    },
    verify: async (token) => {
      if (!token) throw badRequest('captcha_missing');
      let ok = false;
      let signature = '';
      try {
        signature = String(
          (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: string }).signature ??
            '',
        );
        ok = await verifySolution(token, hmacKey, true);
      } catch {
        ok = false;
      }
      if (!ok || !signature) throw invalid();
      const used = await counters.incr(`altcha:${signature}`, TTL_MS);
      if (used.count > 1) throw invalid();
    },
  };
};

export const createCaptcha = (config: Config, counters: CounterStore): Captcha => {
  switch (config.captcha.provider) {
    case 'recaptcha':
      return recaptcha(config.captcha);
    case 'altcha':
      return altcha(config.captcha, counters);
    default:
      return noneCaptcha();
  }
};
