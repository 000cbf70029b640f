import { describe, expect, it } from 'vitest';
import { emptyRegistration, toRegistrationBody, validateRegistration } from './registration-form-model.ts';

const filled = () => {
  const v = emptyRegistration();
  Object.assign(v, {
    email: 'karim@exemple.org',
    password: 'Soins!2026a',
    confirmation: 'Soins!2026a',
    firstName: 'Karim',
    lastName: 'Haddad',
    acceptConditions: true,
    acceptDiffusion: true,
  });
  v.firm = { ...v.firm, name: 'CISSS des Rives', email: 'pas une adresse' };
  return v;
};

describe('exhibitor registration: creating or joining a firm', () => {
  it('asks a new firm for its type and sectors', () => {
    const errors = validateRegistration('exhibitor', [], filled());
    expect(errors).toMatchObject({
      'firm.firmType': 'required',
      'firm.sectors': 'required',
      'firm.email': 'invalid_email',
    });
  });

  it('asks only the name of a firm to join, and sends nothing else of it', () => {
    const values = filled();
    expect(validateRegistration('exhibitor', [], values, true)).toEqual({});
    const body = toRegistrationBody('exhibitor', values, 1, 'fr', true);
    expect('firm' in body && body.firm).toEqual({ name: 'CISSS des Rives' });
  });
});
