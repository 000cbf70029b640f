import { describe, expect, it } from 'vitest';
import {
  createCaptcha,
  encodeAltchaPayload,
  solveAltcha,
  CaptchaError,
  type AltchaChallenge,
} from './captcha.ts';

const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

describe('captcha (§4 Login)', () => {
  it('solves an altcha proof of work and encodes the payload', async () => {
    const salt = 'c0ffee?expires=1';
    const challenge: AltchaChallenge = {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${salt}1234`),
      salt,
      signature: 'sig',
      maxnumber: 5000,
    };
    const number = await solveAltcha(challenge);
    expect(number).toBe(1234);
    const payload = JSON.parse(atob(encodeAltchaPayload(challenge, 1234))) as Record<string, unknown>;
    expect(payload).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt,
      signature: 'sig',
    });
  });

  it('gives up when no number up to maxnumber matches', async () => {
    expect(
      await solveAltcha({ algorithm: 'SHA-256', challenge: 'ff', salt: 's', signature: 'x', maxnumber: 20 }),
    ).toBeNull();
  });

  it('sends nothing with provider none', async () => {
    const captcha = createCaptcha(
      { provider: 'none', siteKey: null, version: null, enterprise: false },
      { fetchAltchaChallenge: () => Promise.reject(new Error('unused')) },
    );
    expect(await captcha.execute('login')).toBeUndefined();
  });

  it('maps a missing reCAPTCHA key or version to their codes', async () => {
    const deps = { fetchAltchaChallenge: () => Promise.reject(new Error('unused')) };
    await expect(
      createCaptcha({ provider: 'recaptcha', siteKey: null, version: 3, enterprise: false }, deps).execute(
        'login',
      ),
    ).rejects.toMatchObject({ code: 'captcha_no_key' });
    await expect(
      createCaptcha({ provider: 'recaptcha', siteKey: 'k', version: null, enterprise: false }, deps).execute(
        'login',
      ),
    ).rejects.toBeInstanceOf(CaptchaError);
  });
});
