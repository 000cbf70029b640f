import { describe, expect, it } from 'vitest';
import { violationCodes } from '../../lib/form-violations.ts';
import type { Firm } from '@passerelle/contract';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import {
  emptyFirmValues,
  firmFormValues,
  firmFieldOf,
  toFirmCreateBody,
  toFirmUpdateBody,
  validateFirmForm,
  validateFirmUpdate,
} from './firm-form-model.ts';

const firm: Firm = {
  id: 1,
  name: 'Centre intégré de santé des Deux-Rives',
  firmType: { id: 1, name: 'Hôpital public' },
  address: null,
  phone: '+1 450 555 0100',
  email: 'recrutement@deux-rives.example',
  // Stored before the §5 rule (a 7-letter TLD): never judged again unless it is changed.
  website: 'https://deux-rives.example',
  description: 'Hôpital régional.',
  isVisible: true,
  logo: null,
  sectors: [
    { id: 2, name: 'Soins hospitaliers' },
    { id: 5, name: 'Accompagnement des personnes âgées' },
  ],
  fairs: [1, 2],
  createdAt: '2026-01-01T00:00:00.000Z',
  abilities: {
    update: true,
    changeVisibility: false,
    changeLogo: true,
    manageUsers: true,
    inviteUsers: false,
    seeStaff: false,
  },
};

describe('firm form model (§3 Firm)', () => {
  it('creates with blanks as null, ids as numbers and the current fair', () => {
    const values = {
      ...emptyFirmValues(),
      name: ' CHSLD des Érables ',
      firmType: '3',
      sectors: ['4', '2'],
      phone: ' ',
    };
    expect(toFirmCreateBody(values, 7)).toEqual({
      name: 'CHSLD des Érables',
      firmType: 3,
      sectors: [4, 2],
      email: null,
      phone: null,
      website: null,
      address: null,
      description: null,
      isVisible: true,
      fair: 7,
    });
  });

  it('checks the contract’s rules per field', () => {
    expect(validateFirmForm(emptyFirmValues())).toEqual({ name: 'required' });
    expect(
      validateFirmForm({
        ...emptyFirmValues(),
        name: 'X',
        website: 'pas une url',
        email: 'nope',
        description: 'x'.repeat(5001),
      }),
    ).toEqual({ website: 'invalid_url', email: 'invalid_email', description: 'too_long' });
    expect(validateFirmForm({ ...emptyFirmValues(), name: 'X', website: 'www.hopital.org' })).toEqual({});
  });

  it('updates only what changed, never the visibility of a stand admin, sectors as a set', () => {
    const initial = firmFormValues(firm);
    expect(toFirmUpdateBody(initial, initial, false)).toEqual({});
    expect(toFirmUpdateBody({ ...initial, sectors: ['5', '2'] }, initial, false)).toEqual({});
    const edited = { ...initial, description: 'Nouveau texte', isVisible: false, sectors: ['2'] };
    expect(toFirmUpdateBody(edited, initial, false)).toEqual({ description: 'Nouveau texte', sectors: [2] });
    expect(toFirmUpdateBody(edited, initial, true)).toEqual({
      description: 'Nouveau texte',
      sectors: [2],
      isVisible: false,
    });
    // the stored website is not judged while untouched; a new one is
    expect(validateFirmUpdate(toFirmUpdateBody(edited, initial, false))).toEqual({});
    expect(
      validateFirmUpdate(toFirmUpdateBody({ ...initial, website: 'nouveau.example' }, initial, false)),
    ).toEqual({
      website: 'invalid_url',
    });
    expect(toFirmUpdateBody({ ...initial, phone: '' }, initial, false)).toEqual({ phone: null });
  });

  it('puts firm_exists and violations on their fields', () => {
    const taken = new ApiError(
      toProblem(
        409,
        { message_code: 'firm_exists', violations: [{ propertyPath: 'name', code: 'firm_exists' }] },
        '',
      ),
    );
    expect(violationCodes(taken, firmFieldOf)).toEqual({ name: 'firm_exists' });
    const bad = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [
            { propertyPath: 'sectors.0', code: 'invalid_value' },
            { propertyPath: 'fair', code: 'invalid_value' },
          ],
        },
        '',
      ),
    );
    expect(violationCodes(bad, firmFieldOf)).toEqual({ sectors: 'invalid_value' });
    expect(violationCodes(null, firmFieldOf)).toEqual({});
  });
});
