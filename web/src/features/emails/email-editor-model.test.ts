import { describe, expect, it } from 'vitest';
import type { EffectiveEmail, FullEmailTranslations } from '@passerelle/contract';
import { LOCALES } from '@passerelle/contract/lite';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { violationCodes } from '../../lib/form-violations.ts';
import {
  editorValues,
  insertPlaceholder,
  previewMail,
  editorFieldOf,
  toTranslationsBody,
  validateEditor,
} from './email-editor-model.ts';

const full = (subject: string, body = 'Bonjour {{firstName}}\n\n{{link}}'): FullEmailTranslations =>
  Object.fromEntries(LOCALES.map((l) => [l, { subject: `${subject} ${l}`, body }])) as FullEmailTranslations;

const effective = (over: Partial<EffectiveEmail> = {}): EffectiveEmail => ({
  code: 'registrationConfirmation',
  source: 'model',
  fairEmailId: null,
  isEnabled: true,
  modelId: 3,
  placeholders: ['firstName', 'lastName', 'fairName', 'status', 'link'],
  translations: full('Modèle'),
  fallback: full('Modèle'),
  stored: null,
  ...over,
});

describe('email editor model', () => {
  it('starts from the stored wording of each locale, else what applies beneath it', () => {
    const v = editorValues(effective({ stored: { fr: { subject: 'Salon', body: 'Corps' } } }));
    expect(v.fr).toEqual({ subject: 'Salon', body: 'Corps' });
    expect(v.en.subject).toBe('Modèle en');
  });

  it('stores French always and only the other locales that differ from the fallback', () => {
    const fallback = full('Modèle');
    const values = {
      ...fallback,
      en: { subject: ' Custom ', body: 'Hi' },
      nl: { subject: '', body: '' },
    };
    expect(toTranslationsBody(values, fallback)).toEqual({
      fr: fallback.fr,
      en: { subject: 'Custom', body: 'Hi' },
    });
  });

  it('checks with the api’s codes: required, too_long, unknown_placeholder; a blank other locale is fine', () => {
    const values = {
      ...full('S'),
      fr: { subject: '', body: 'Bonjour {{prenom}}' },
      en: { subject: 'x'.repeat(201), body: 'ok' },
      de: { subject: 'Nur Betreff', body: '' },
      nl: { subject: '', body: '' },
    };
    expect(validateEditor('registrationConfirmation', values)).toEqual({
      'fr.subject': 'required',
      'fr.body': 'unknown_placeholder',
      'en.subject': 'too_long',
      'de.body': 'required',
    });
  });

  it('inserts a placeholder at the selection and puts the caret after it', () => {
    expect(insertPlaceholder('Bonjour ,', 'firstName', 8, 8)).toEqual({
      text: 'Bonjour {{firstName}},',
      caret: 21,
    });
    expect(insertPlaceholder('Bonjour XX', 'lastName', 8, 10).text).toBe('Bonjour {{lastName}}');
    expect(insertPlaceholder('Fin', 'link', null, null).text).toBe('Fin{{link}}');
  });

  it('previews with sample values and adds the link the text does not place', () => {
    expect(
      previewMail(
        { subject: 'Pour\n{{fairName}}', body: 'Bonjour {{firstName}} {{inconnu}}' },
        {
          fairName: 'Salon',
          firstName: 'Amina',
          link: 'https://x.example',
        },
      ),
    ).toEqual({ subject: 'Pour Salon', body: 'Bonjour Amina {{inconnu}}\n\nhttps://x.example' });
  });

  it('maps the api’s violations on translations.<locale>.<field> to the fields', () => {
    const error = new ApiError(
      toProblem(
        422,
        {
          violations: [
            { propertyPath: 'translations.es.body', code: 'unknown_placeholder', message: 'm' },
            { propertyPath: 'code', code: 'invalid_value', message: 'm' },
          ],
        },
        'Unprocessable',
      ),
    );
    expect(violationCodes(error, editorFieldOf)).toEqual({ 'es.body': 'unknown_placeholder' });
  });
});
