import { describe, expect, it } from 'vitest';
import { ApiError, toProblem } from './api-error.ts';
import { CaptchaError } from './captcha.ts';
import { toErrorContent, toLoginErrorText, type CodeTranslator } from './error-content.ts';

const catalogue: Record<string, string> = {
  invalid_credentials: 'E-mail ou mot de passe incorrect.',
  required: 'Ce champ est obligatoire.',
  rate_limited: 'Réessayez dans {{retryAfter}} secondes.',
  captcha_no_key: 'Aucune clé de captcha n’est configurée.',
  internal_error: 'Une erreur s’est produite.',
};
const translate: CodeTranslator = (code, values) => {
  const text = catalogue[code];
  if (!text) return null;
  return text.replace('{{retryAfter}}', String(values?.retryAfter ?? '{{retryAfter}}'));
};

describe('error card content (§8)', () => {
  it('shows a string as is', () => {
    expect(toErrorContent('Hors ligne', translate)).toEqual({ message: 'Hors ligne', violations: [] });
  });

  it('translates the message_code when known', () => {
    const error = new ApiError(
      toProblem(401, { message_code: 'invalid_credentials', message: 'srv' }, 'Unauthorized'),
    );
    expect(toErrorContent(error, translate).message).toBe('E-mail ou mot de passe incorrect.');
  });

  it('falls back to message, detail or title, and lists violations compactly', () => {
    const error = new ApiError(
      toProblem(
        422,
        {
          message_code: 'unknown_code',
          message: 'Données invalides',
          detail: 'Deux champs posent problème',
          violations: [
            { propertyPath: 'email', message: 'vide', code: 'required' },
            { propertyPath: 'name', message: 'Trop long', code: 'nope' },
          ],
        },
        'Unprocessable',
      ),
    );
    expect(toErrorContent(error, translate)).toEqual({
      message: 'Données invalides',
      detail: 'Deux champs posent problème',
      violations: ['email : Ce champ est obligatoire.', 'name : Trop long'],
    });
    expect(
      toErrorContent(new ApiError(toProblem(500, null, 'Internal Server Error')), translate).message,
    ).toBe('Internal Server Error');
  });

  it('keeps the server text for rate_limited without retryAfter, translates it with one', () => {
    const withoutValue = new ApiError(
      toProblem(429, { message_code: 'rate_limited', message: 'Réessayez dans 60 s.' }, ''),
    );
    expect(toErrorContent(withoutValue, translate).message).toBe('Réessayez dans 60 s.');
    const withValue = new ApiError(toProblem(429, { message_code: 'rate_limited', retryAfter: 42 }, ''));
    expect(toErrorContent(withValue, translate).message).toBe('Réessayez dans 42 secondes.');
  });

  it('translates captcha failures and unknown errors', () => {
    expect(toErrorContent(new CaptchaError('captcha_no_key'), translate).message).toBe(
      'Aucune clé de captcha n’est configurée.',
    );
    expect(toErrorContent(new Error('boom'), translate).message).toBe('Une erreur s’est produite.');
  });

  it('formats the login variant as message (errors)', () => {
    expect(toLoginErrorText({ message: 'Échec', violations: ['a', 'b'] })).toBe('Échec (a, b)');
    expect(toLoginErrorText({ message: 'Échec', violations: [] })).toBe('Échec');
  });
});
