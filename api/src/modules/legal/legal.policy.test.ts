import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '@passerelle/contract';
import type { Actor } from '../../platform/access/index.ts';
import { testActor } from '../../platform/access/actor-fixture.ts';
import { canEditLegalPages, canReadLegalPages } from './legal.policy.ts';

const FAIR = 7;
const actor = (role: Role): Actor =>
  testActor({ roles: [role], memberFairIds: [FAIR], adminFairIds: [FAIR] });

// Who edits the legal pages of fair 7, and of fair 8 (organizers hold a seat in fair 7 only).
const expected: Record<Role, { fair: boolean; otherFair: boolean }> = {
  [ROLES.SUPER_ADMIN]: { fair: true, otherFair: true },
  [ROLES.SUPER_ORGANIZER]: { fair: true, otherFair: true },
  [ROLES.ORGANIZER]: { fair: true, otherFair: false },
  [ROLES.CLUSTER_ADMIN]: { fair: false, otherFair: false },
  [ROLES.EXHIBITOR]: { fair: false, otherFair: false },
  [ROLES.SPEAKER]: { fair: false, otherFair: false },
  [ROLES.PRESS]: { fair: false, otherFair: false },
  [ROLES.VISITOR]: { fair: false, otherFair: false },
  [ROLES.MODERATOR]: { fair: false, otherFair: false },
};

describe('legal pages policy', () => {
  it.each(ALL_ROLES)('%s', (role) => {
    const a = actor(role);
    expect({ fair: canEditLegalPages(a, FAIR), otherFair: canEditLegalPages(a, FAIR + 1) }).toEqual(
      expected[role],
    );
    expect(canReadLegalPages(a, FAIR + 1)).toBe(true);
  });

  it('anonymous reads, never edits', () => {
    expect(canReadLegalPages(null, FAIR)).toBe(true);
    expect(canEditLegalPages(null, FAIR)).toBe(false);
  });
});
