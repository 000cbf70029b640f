import { describe, expect, it } from 'vitest';
import { makeFair, makeUser } from '../test/fixtures.ts';
import { chooseFair, fairSlug, selectableFairs } from './fair-choice.ts';

const quebec = makeFair({ id: 1, homepage: 'sante-quebec-2026' });
const belgique = makeFair({
  id: 2,
  homepage: '/soins-belgique-2026',
  name: 'Salon Soins & Social Belgique 2026',
});
const fairs = [quebec, belgique];

describe('fair choice (§4)', () => {
  it('compares homepages without the leading slash', () => {
    expect(fairSlug(belgique)).toBe('soins-belgique-2026');
  });

  it('picks the fair whose homepage matches the salon slug', () => {
    expect(chooseFair(fairs, 'soins-belgique-2026', null, null).fair?.id).toBe(2);
    expect(chooseFair(fairs, 'sante-quebec-2026', 2, null).fair?.id).toBe(1);
  });

  it('flags an unknown salon instead of guessing', () => {
    expect(chooseFair(fairs, 'inconnu', null, null)).toEqual({ fair: null, unknownSalon: true });
  });

  it('uses the stored choice without a slug, else the first fair', () => {
    expect(chooseFair(fairs, undefined, 2, null).fair?.id).toBe(2);
    expect(chooseFair(fairs, undefined, null, null).fair?.id).toBe(1);
    expect(chooseFair(fairs, undefined, 99, null).fair?.id).toBe(1);
    expect(chooseFair([], undefined, null, null).fair).toBeNull();
  });

  it('limits visitors and exhibitors to the fairs of their fairUsers', () => {
    const visitor = makeUser({ roles: ['ROLE_VISITOR'], fairUsers: [{ fair: 2, isValidated: 1 }] });
    expect(selectableFairs(fairs, visitor).map((f) => f.id)).toEqual([2]);
    expect(chooseFair(fairs, undefined, null, visitor).fair?.id).toBe(2);
    // A stored choice outside their fairs is ignored.
    expect(chooseFair(fairs, undefined, 1, visitor).fair?.id).toBe(2);
    const exhibitor = makeUser({ roles: ['ROLE_EXHIBITOR'], fairUsers: [{ fair: 1, isValidated: 0 }] });
    expect(selectableFairs(fairs, exhibitor).map((f) => f.id)).toEqual([1]);
  });

  it('lets other roles and anonymous visitors see every fair', () => {
    const organizer = makeUser({ roles: ['ROLE_ORGANIZER'], fairUsers: [] });
    expect(selectableFairs(fairs, organizer)).toHaveLength(2);
    expect(selectableFairs(fairs, null)).toHaveLength(2);
  });
});
