import { describe, expect, it } from 'vitest';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { formViolations } from '../../lib/form-violations.ts';
import { makeUser } from '../../test/fixtures.ts';
import { changedFields, fieldOfViolation, toProfileValues, validateProfile } from './profile-form-model.ts';

const user = makeUser({
  jobTitle: 'Infirmière',
  website: 'https://exemple.org',
  socialLinks: { linkedin: 'https://linkedin.com/in/awa' },
  languages: [1, 2],
  country: 33,
});

describe('profile form: changed fields (§2)', () => {
  it('sends nothing while the form holds what the server holds', () => {
    expect(changedFields(user, toProfileValues(user))).toEqual({});
  });

  it('sends only the edited fields, trimmed, empty text as null', () => {
    const values = { ...toProfileValues(user), firstName: ' Awa-Marie ', jobTitle: '', city: 'Lyon' };
    expect(changedFields(user, values)).toEqual({ firstName: 'Awa-Marie', jobTitle: null, city: 'Lyon' });
  });

  it('compares as the server stores: a url without scheme or an upper-case e-mail is not a change', () => {
    const saved = makeUser({ ...user, displayEmail: 'awa@demo.test' });
    const values = { ...toProfileValues(saved), website: 'exemple.org', displayEmail: 'AWA@demo.test' };
    expect(changedFields(saved, values)).toEqual({});
  });

  it('sends ids as numbers and a link group whole, without its empty links', () => {
    const values = toProfileValues(user);
    values.country = null;
    values.languages = ['2', '5'];
    values.civilStatus = '3';
    values.socialLinks = { ...values.socialLinks, linkedin: '', youtube: 'youtube.com/@awa' };
    values.isAcceptingDiffusion = true;
    expect(changedFields(user, values)).toEqual({
      country: null,
      languages: [2, 5],
      civilStatus: 3,
      socialLinks: { youtube: 'youtube.com/@awa' },
      isAcceptingDiffusion: true,
    });
  });
});

describe('profile form: validation with the contract schema', () => {
  it('requires the names and checks e-mail, urls and the date', () => {
    expect(
      validateProfile({
        firstName: '',
        displayEmail: 'awa@',
        website: 'pas une url',
        birthday: '2026-13-40',
        videoconferenceLinks: { zoom: 'zoom' },
      }),
    ).toEqual({
      firstName: 'required',
      displayEmail: 'invalid_email',
      website: 'invalid_url',
      birthday: 'invalid_value',
      'videoconferenceLinks.zoom': 'invalid_url',
    });
  });

  it('accepts valid values and empty optional fields', () => {
    expect(
      validateProfile({
        firstName: 'Awa',
        displayEmail: null,
        website: 'exemple.org',
        birthday: '1990-04-12',
        socialLinks: { linkedin: 'https://linkedin.com/in/awa' },
        languages: [1, 2],
      }),
    ).toEqual({});
  });

  it('refuses the same language twice and a too long text', () => {
    expect(validateProfile({ languages: [1, 1], jobTitle: 'x'.repeat(151) })).toEqual({
      languages: 'duplicate_language',
      jobTitle: 'too_long',
    });
  });
});

describe('profile form: server violations', () => {
  const error = new ApiError(
    toProblem(
      422,
      {
        violations: [
          { propertyPath: 'socialLinks[linkedin]', code: 'invalid_url', message: 'x' },
          { propertyPath: 'languages', code: 'duplicate_language', message: 'y' },
        ],
      },
      'Unprocessable',
    ),
  );

  it('maps property paths to fields', () => {
    expect(fieldOfViolation('socialLinks.linkedin')).toBe('socialLinks.linkedin');
    expect(fieldOfViolation('videoconferenceLinks[zoom]')).toBe('videoconferenceLinks.zoom');
    expect(fieldOfViolation('firstName')).toBe('firstName');
    expect(fieldOfViolation('roles')).toBeNull();
    expect(fieldOfViolation('socialLinks.myspace')).toBeNull();
  });

  it('keeps the first violation of each field, and needs no card when all are on fields', () => {
    const onProfile = formViolations(error, fieldOfViolation);
    expect(Object.keys(onProfile.byField)).toEqual(['socialLinks.linkedin', 'languages']);
    expect(onProfile.cardError).toBeNull();
    const other = new ApiError(
      toProblem(422, { violations: [{ propertyPath: 'roles', code: 'unknown_field', message: '' }] }, 'x'),
    );
    expect(formViolations(other, fieldOfViolation).cardError).toBe(other);
  });
});
