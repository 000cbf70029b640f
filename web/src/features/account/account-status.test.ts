import { describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { makeUser } from '../../test/fixtures.ts';
import { canConfigureBooth, jobBlockFor, validationStatus } from './account-status.ts';

describe('account summary (§2, §4)', () => {
  it('reads the status of the current fair, falling back to the global one', () => {
    const user = makeUser({
      isValidated: 1,
      fairUsers: [
        { fair: 1, isValidated: 0 },
        { fair: 2, isValidated: -1 },
      ],
    });
    expect(validationStatus(user, 1)).toBe('waiting');
    expect(validationStatus(user, 2)).toBe('refused');
    expect(validationStatus(user, 3)).toBe('validated');
    expect(validationStatus(makeUser({ isValidated: 0 }), null)).toBe('waiting');
  });

  it('shows a job block only with the job module', () => {
    expect(jobBlockFor(makeUser(), false)).toBeNull();
    expect(jobBlockFor(makeUser({ jobProfile: null }), true)).toEqual({ kind: 'visitor', complete: false });
    expect(jobBlockFor(makeUser({ jobProfile: { id: 4 } }), true)).toEqual({
      kind: 'visitor',
      complete: true,
    });
    expect(jobBlockFor(makeUser({ roles: [ROLES.EXHIBITOR] }), true)).toEqual({
      kind: 'exhibitor',
      newApplications: 0,
    });
    expect(jobBlockFor(makeUser({ roles: [ROLES.PRESS] }), true)).toBeNull();
  });

  it('offers booth configuration to non-visitors with a firm', () => {
    expect(canConfigureBooth(makeUser({ roles: [ROLES.EXHIBITOR], firm: 3 }))).toBe(true);
    expect(canConfigureBooth(makeUser({ roles: [ROLES.EXHIBITOR], firm: null }))).toBe(false);
    expect(canConfigureBooth(makeUser({ roles: [ROLES.VISITOR], firm: 3 }))).toBe(false);
  });
});
