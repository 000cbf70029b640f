import { describe, expect, it } from 'vitest';
import { JobOfferCreateSchema } from '@passerelle/contract';
import { emptyOfferValues, offerFieldOf, toOfferBody, validateOffer } from './job-offer-form-model.ts';

describe('the offer form model', () => {
  it('sends what the contract accepts: French title, the CEFR grid, recognition names only when required', () => {
    const values = emptyOfferValues(3, 7);
    values.titles.fr = ' Infirmière ';
    values.titles.en = 'Nurse';
    values.languages[0] = { ...values.languages[0]!, speaking: 'B2', certificates: ['TEF'] };
    values.recognitionNames.fr = 'OIIQ';
    values.salaryMin = 50000;
    values.salaryCurrency = 'CAD';
    const body = toOfferBody(values);
    expect(JobOfferCreateSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      firm: 7,
      fairs: [3],
      translations: { fr: { title: 'Infirmière' }, en: { title: 'Nurse' } },
      languages: [{ language: 'fr', levels: { speaking: 'B2', listening: null }, certificates: ['TEF'] }],
      recognitionRequired: false,
      recognitionName: null,
      salaryMin: 50000,
      salaryMax: null,
    });
    expect(body.translations).not.toHaveProperty('de');
  });

  it('gives each field its first error code, as the api would', () => {
    const values = emptyOfferValues(null, 7);
    values.recognitionRequired = true;
    values.salaryMin = 90000;
    values.salaryMax = 1000;
    values.languages.push({ ...values.languages[0]! });
    expect(validateOffer(values)).toEqual({
      fairs: 'required',
      'titles.fr': 'required',
      salaryMax: 'invalid_value',
      salaryCurrency: 'required',
      'languages.1.language': 'duplicate_language',
      'recognitionNames.fr': 'required',
    });
  });

  it('puts the server’s violations on the form’s fields', () => {
    expect(offerFieldOf('translations.fr')).toBe('titles.fr');
    expect(offerFieldOf('translations.en.title')).toBe('titles.en');
    expect(offerFieldOf('fairs.1')).toBe('fairs');
    expect(offerFieldOf('languages.0.levels.speaking')).toBe('languages.0.speaking');
    expect(offerFieldOf('recognitionName')).toBe('recognitionNames.fr');
    expect(offerFieldOf('salaryMax')).toBe('salaryMax');
    expect(offerFieldOf('firm')).toBe('firm');
    expect(offerFieldOf('unknown')).toBeNull();
  });
});
