import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '@passerelle/contract';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { formViolations } from '../../lib/form-violations.ts';
import { makeUser } from '../../test/fixtures.ts';
import { changedManageFields, manageFieldOf, toManageValues, validateManage } from './user-manage-model.ts';

const managed = (overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  ...makeUser({ jobTitle: 'Infirmière', website: 'https://deux-rives.org' }),
  firmName: null,
  administeredFairs: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  abilities: { update: true, erase: true, validateFairs: [1], removeFairs: [1] },
  ...overrides,
});

describe('user manage model (§2 /user/manage/{id})', () => {
  it('sends only what changed, as the server stores it', () => {
    const user = managed();
    const values = toManageValues(user);
    expect(changedManageFields(user, values)).toEqual({});
    // the same url written without its scheme is not a change
    expect(changedManageFields(user, { ...values, website: 'deux-rives.org' })).toEqual({});
    expect(changedManageFields(user, { ...values, jobTitle: ' Infirmière clinicienne ', phone: '' })).toEqual(
      {
        jobTitle: 'Infirmière clinicienne',
      },
    );
    expect(changedManageFields(user, { ...values, jobTitle: '' })).toEqual({ jobTitle: null });
  });

  it('sends the firm with a stand type, and drops it for other types', () => {
    const visitor = managed();
    expect(changedManageFields(visitor, { ...toManageValues(visitor), userType: 6, firm: '12' })).toEqual({
      userType: 6,
      firm: 12,
    });
    const contact = managed({ userType: 6, firm: 12, roles: ['ROLE_EXHIBITOR'] });
    expect(changedManageFields(contact, { ...toManageValues(contact), userType: 4 })).toEqual({
      userType: 4,
      firm: null,
    });
  });

  it('checks the contract rules and asks for a firm for stand staff', () => {
    const user = managed();
    const values = { ...toManageValues(user), firstName: ' ', displayEmail: 'nope', userType: 5 };
    expect(validateManage(changedManageFields(user, values), values)).toEqual({
      firstName: 'required',
      displayEmail: 'invalid_email',
      firm: 'firm_required',
    });
    const badFirm = { ...toManageValues(user), userType: 5, firm: '1.5' };
    expect(validateManage(changedManageFields(user, badFirm), badFirm)).toEqual({ firm: 'invalid_value' });
  });

  it('puts the server’s violations on their fields', () => {
    const error = new ApiError(
      toProblem(
        422,
        {
          message_code: 'validation_failed',
          violations: [
            { propertyPath: 'firm', code: 'invalid_value', message: '' },
            { propertyPath: 'firm', code: 'firm_required', message: '' },
            { propertyPath: 'displayEmail', code: 'invalid_email', message: '' },
          ],
        },
        'Unprocessable',
      ),
    );
    expect(formViolations(error, manageFieldOf).byField).toMatchObject({
      firm: { code: 'invalid_value' },
      displayEmail: { code: 'invalid_email' },
    });
    expect(formViolations(error, manageFieldOf).cardError).toBeNull();
    const conflict = new ApiError(toProblem(409, { message_code: 'conflict' }, 'x'));
    expect(formViolations(conflict, manageFieldOf).cardError).toBe(conflict);
  });
});
