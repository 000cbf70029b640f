import type { CaptchaConfig } from '@passerelle/contract';

/** The human check of §4 "Login" / §5, behind one small interface whatever the provider. */
export interface Captcha {
  /** Resolves to the token to send, or undefined when the provider is `none`. */
  execute: (action: string) => Promise<string | undefined>;
}

export type CaptchaErrorCode =
  | 'captcha_no_key'
  | 'captcha_no_version'
  | 'captcha_script_failed'
  | 'captcha_execute_failed'
  | 'captcha_unavailable';

export class CaptchaError extends Error {
  readonly code: CaptchaErrorCode;
  constructor(code: CaptchaErrorCode) {
    super(code);
    this.name = 'CaptchaError';
    this.code = code;
  }
}

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

const DEFAULT_ALTCHA_MAX = 1_000_000;
const BATCH = 500;
const encoder = new TextEncoder();

const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Finds n in 0..maxnumber with sha256hex(salt + n) === challenge (altcha proof of work). */
export const solveAltcha = async (
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<number | null> => {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256') return null;
  const max = challenge.maxnumber ?? DEFAULT_ALTCHA_MAX;
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH - 1, max);
    const candidates: Promise<string>[] = [];
    for (let n = start; n <= end; n += 1) candidates.push(sha256Hex(`${challenge.salt}${n}`));
    const hashes = await Promise.all(candidates);
    const index = hashes.indexOf(target);
    if (index >= 0) return start + index;
  }
  return null;
};

/** The altcha payload the api expects: base64 of the JSON solution. */
export const encodeAltchaPayload = (challenge: AltchaChallenge, number: number): string =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );

interface Grecaptcha {
  ready: (cb: () => void) => void;
  execute: (siteKeyOrWidget: string | number, options?: { action: string }) => Promise<string>;
  render: (container: HTMLElement, params: Record<string, unknown>) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha };
  }
}

let scriptPromise: Promise<void> | null = null;

const loadScript = (src: string): Promise<void> => {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new CaptchaError('captcha_script_failed'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
};

const recaptchaCaptcha = (config: CaptchaConfig): Captcha => ({
  execute: async (action) => {
    if (!config.siteKey) throw new CaptchaError('captcha_no_key');
    if (config.version !== 2 && config.version !== 3) throw new CaptchaError('captcha_no_version');
    const key = encodeURIComponent(config.siteKey);
    const base = config.enterprise
      ? 'https://www.google.com/recaptcha/enterprise.js'
      : 'https://www.google.com/recaptcha/api.js';
    await loadScript(config.version === 3 ? `${base}?render=${key}` : `${base}?render=explicit`);
    const api = config.enterprise ? window.grecaptcha?.enterprise : window.grecaptcha;
    if (!api) throw new CaptchaError('captcha_script_failed');
    try {
      await new Promise<void>((resolve) => api.ready(resolve));
      if (config.version === 3) return await api.execute(config.siteKey, { action });
      // Version 2 invisible: render a hidden widget and execute it.
      return await new Promise<string>((resolve, reject) => {
        const holder = document.createElement('div');
        document.body.appendChild(holder);
        const widget = api.render(holder, {
          sitekey: config.siteKey,
          size: 'invisible',
          callback: (token: string) => {
            holder.remove();
            resolve(token);
          },
          'error-callback': () => {
            holder.remove();
            reject(new CaptchaError('captcha_execute_failed'));
          },
        });
        void api.execute(widget);
      });
    } catch (error) {
      if (error instanceof CaptchaError) throw error;
      throw new CaptchaError('captcha_execute_failed');
    }
  },
});

const altchaCaptcha = (fetchChallenge: () => Promise<AltchaChallenge>): Captcha => ({
  execute: async () => {
    let challenge: AltchaChallenge;
    try {
      challenge = await fetchChallenge();
    } catch {
      throw new CaptchaError('captcha_unavailable');
    }
    const number = await solveAltcha(challenge);
    if (number === null) throw new CaptchaError('captcha_execute_failed');
    return encodeAltchaPayload(challenge, number);
  },
});

const noCaptcha: Captcha = { execute: () => Promise.resolve(undefined) };

export const createCaptcha = (
  config: CaptchaConfig,
  deps: { fetchAltchaChallenge: () => Promise<AltchaChallenge> },
): Captcha => {
  switch (config.provider) {
    case 'recaptcha':
      return recaptchaCaptcha(config);
    case 'altcha':
      return altchaCaptcha(deps.fetchAltchaChallenge);
    default:
      return noCaptcha;
  }
};
