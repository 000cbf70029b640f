import { describe, expect, it } from 'vitest';
import { checkRegistrationAnswers, visibleFields } from './answers.ts';
import { RegistrationFormCompositionSchema, type RegistrationFormBlock } from './forms.ts';

const label = { fr: { label: 'L' } };
const blocks: RegistrationFormBlock[] = RegistrationFormCompositionSchema.parse({
  blocks: [
    {
      translations: { fr: { name: 'B' } },
      fields: [
        { identifier: 'website', kind: 'builtin', translations: label },
        { identifier: 'birthday', kind: 'builtin', translations: label },
        { identifier: 'customNurse', kind: 'checkbox', required: true, translations: label },
        {
          identifier: 'customSpecialty',
          kind: 'text',
          required: true,
          translations: label,
          dependsOn: { identifier: 'customNurse', value: 'true' },
        },
        {
          identifier: 'customIcu',
          kind: 'checkbox',
          translations: label,
          dependsOn: { identifier: 'customSpecialty', value: 'ICU' },
        },
      ],
    },
  ],
}).blocks;

describe('registration answers', () => {
  it('shows a dependent field only while its parent (itself shown) holds the value', () => {
    const ids = (a: Record<string, unknown>) => visibleFields(blocks, a).map((f) => f.identifier);
    expect(ids({ customNurse: false, customSpecialty: 'ICU' })).toEqual([
      'website',
      'birthday',
      'customNurse',
    ]);
    expect(ids({ customNurse: true, customSpecialty: 'ICU' })).toContain('customIcu');
  });

  it('normalises urls, drops hidden answers and keeps a "no" as an answer', () => {
    const r = checkRegistrationAnswers(blocks, {
      website: 'www.chu.example.ca',
      customNurse: false,
      customSpecialty: 'hidden',
    });
    expect(r.violations).toEqual([]);
    expect(r.values).toEqual({ website: 'https://www.chu.example.ca', customNurse: false });
  });

  it('names each bad answer with its code', () => {
    const r = checkRegistrationAnswers(blocks, {
      website: 'not a url',
      birthday: '2999-01-01',
      customNurse: true,
      customOther: 1,
    });
    expect(r.violations).toEqual([
      { propertyPath: 'fields.customOther', code: 'unknown_field' },
      { propertyPath: 'fields.website', code: 'invalid_url' },
      { propertyPath: 'fields.birthday', code: 'invalid_value' },
      { propertyPath: 'fields.customSpecialty', code: 'required' },
    ]);
    expect(checkRegistrationAnswers(blocks, { customNurse: 'yes' }).violations).toEqual([
      { propertyPath: 'fields.customNurse', code: 'invalid_type' },
    ]);
  });
});
