import { describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract/lite';
import { makeUser } from '../../test/fixtures.ts';
import { canConfigureBooth, jobBlockFor } from './account-status.ts';

describe('account summary (§2, §4)', () => {
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
