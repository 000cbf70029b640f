import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import { validationStatus } from './validation-status.ts';

describe('validationStatus (§4)', () => {
  it('reads the status of the given fair, falling back to the global one', () => {
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

  it('treats a list row without an entry for the fair as waiting', () => {
    const row = { fairUsers: [{ fair: 1, isValidated: 1 }] };
    expect(validationStatus(row, 1)).toBe('validated');
    expect(validationStatus(row, 2)).toBe('waiting');
    expect(validationStatus({ fairUsers: [] }, null)).toBe('waiting');
  });
});
