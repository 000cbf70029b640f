import { VIDEO_FRAME_ORIGINS } from '@passerelle/contract';
import type { Config } from '../../config.ts';

/** Hosts the pages may reach beyond their own origin: booth videos and their stills, reCAPTCHA. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const VIDEO_STILLS = ['https://i.ytimg.com', 'https://www.dailymotion.com'];

/** The Content-Security-Policy of every answer (architecture §9.8: strict, no inline scripts). */
export const contentSecurityPolicy = (config: Pick<Config, 'captcha' | 'secureCookies'>): string => {
  const recaptcha = config.captcha.provider === 'recaptcha';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...VIDEO_STILLS]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    // Booth videos are framed from the accepted video hosts only (contract VIDEO_FRAME_ORIGINS).
    ['frame-src', [...VIDEO_FRAME_ORIGINS, ...(recaptcha ? ['https://www.google.com/recaptcha/'] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ...(config.secureCookies ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
};

/**
 * Every security header of an answer (what @fastify/helmet sent, plus the permissions policy),
 * computed once at start: setting a prepared object is cheaper than building them per request.
 */
export const securityHeaders = (
  config: Pick<Config, 'captcha' | 'secureCookies'>,
): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(config),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  ...(config.secureCookies && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=()',
});
