import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { applyStateOf } from './apply-state.ts';

describe('the apply control’s state', () => {
  it('asks a stranger to log in, a candidate without a complete profile to complete it', () => {
    expect(applyStateOf(null, null)).toEqual({ kind: 'login' });
    expect(applyStateOf(makeUser({ jobProfile: null }), null)).toEqual({ kind: 'profile' });
  });

  it('shows the status of an application already made, else offers to apply with the profile', () => {
    const user = makeUser({ jobProfile: { id: 12 } });
    expect(applyStateOf(user, { status: 2 })).toEqual({ kind: 'applied', status: 2 });
    expect(applyStateOf(user, undefined)).toEqual({ kind: 'apply', profileId: 12 });
  });
});
