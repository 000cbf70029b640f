import { describe, expect, it } from 'vitest';
import { violationCodes } from '../../lib/form-violations.ts';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import {
  emptyUserCreateValues,
  needsFirm,
  userCreateFieldOf,
  toUserCreateBody,
  validateUserCreate,
  type UserCreateValues,
} from './user-create-model.ts';

const filled = (overrides: Partial<UserCreateValues> = {}): UserCreateValues => ({
  ...emptyUserCreateValues('fr'),
  email: ' awa@demo.test ',
  firstName: 'Awa',
  lastName: 'Diallo',
  ...overrides,
});

describe('user creation model (§6)', () => {
  it('starts as a visitor in the interface language', () => {
    expect(emptyUserCreateValues('nl')).toMatchObject({ userType: 4, locale: 'nl', firm: '' });
    expect(emptyUserCreateValues('xx').locale).toBe('fr');
  });

  it('asks for a firm for stand admins and contacts only', () => {
    expect([3, 4, 5, 6].map(needsFirm)).toEqual([false, false, true, true]);
    expect(validateUserCreate(filled({ userType: 5 }))).toEqual({ firm: 'firm_required' });
    expect(validateUserCreate(filled({ userType: 6, firm: '12' }))).toEqual({});
    expect(validateUserCreate(filled({ userType: 4, firm: '' }))).toEqual({});
  });

  it('applies the contract rules to the identity fields', () => {
    expect(validateUserCreate(filled({ email: '', firstName: ' ', lastName: '' }))).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
    });
    expect(validateUserCreate(filled({ email: 'awa@' }))).toEqual({ email: 'invalid_email' });
  });

  it('builds the body: trimmed, the fair, the firm only when needed', () => {
    expect(toUserCreateBody(filled({ userType: 5, firm: '12' }), 3)).toEqual({
      email: 'awa@demo.test',
      firstName: 'Awa',
      lastName: 'Diallo',
      userType: 5,
      fair: 3,
      firm: 12,
      locale: 'fr',
    });
    expect(toUserCreateBody(filled({ userType: 3, firm: '12' }), 3).firm).toBeNull();
  });

  it('puts email_exists and violations on their fields', () => {
    const serverFieldErrors = (error: unknown) => violationCodes(error, userCreateFieldOf);
    const exists = new ApiError(toProblem(409, { message_code: 'email_exists' }, 'Conflict'));
    expect(serverFieldErrors(exists)).toEqual({ email: 'email_exists' });
    const invalid = new ApiError(
      toProblem(422, { violations: [{ propertyPath: 'firm', code: 'firm_required', message: 'x' }] }, 'U'),
    );
    expect(serverFieldErrors(invalid)).toEqual({ firm: 'firm_required' });
    const limit = new ApiError(toProblem(409, { message_code: 'fair_user_limit_reached' }, 'Conflict'));
    expect(serverFieldErrors(limit)).toEqual({});
  });
});
