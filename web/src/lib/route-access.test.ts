import { describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract/lite';
import { evaluateAccess, safeRedirect } from './route-access.ts';

describe('route guard (§2)', () => {
  const visitor = { roles: [ROLES.VISITOR] };

  it('lets anyone through routes that declare nothing', () => {
    expect(evaluateAccess([undefined, undefined], null)).toBe('allow');
  });

  it('sends a logged-out user to login', () => {
    expect(evaluateAccess([{}], null)).toBe('login');
    expect(evaluateAccess([undefined, { roles: [ROLES.ORGANIZER] }], null)).toBe('login');
  });

  it('needs only login when no roles are declared', () => {
    expect(evaluateAccess([{}], visitor)).toBe('allow');
  });

  it('sends a user holding none of the roles home; one matching role is enough', () => {
    expect(evaluateAccess([{}, { roles: [ROLES.ORGANIZER, ROLES.SUPER_ADMIN] }], visitor)).toBe('home');
    expect(evaluateAccess([{ roles: [ROLES.ORGANIZER, ROLES.VISITOR] }], visitor)).toBe('allow');
  });

  it('accepts only same-origin redirects', () => {
    expect(safeRedirect('/user/manage?x=1')).toBe('/user/manage?x=1');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(3)).toBeUndefined();
  });
});
