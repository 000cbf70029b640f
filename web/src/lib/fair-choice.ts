import type { Fair, User } from '@passerelle/contract';
import { ALL_FAIRS_ROLES, hasAnyRole } from '@passerelle/contract/lite';

export const FAIR_STORAGE_KEY = 'passerelle.fairId';

/** A fair's homepage compared without its leading slash (§3 Fair.homepage). */
export const fairSlug = (fair: Pick<Fair, 'homepage'>): string => fair.homepage.replace(/^\/+/, '');

type ChoosableUser = Pick<User, 'roles' | 'fairUsers'>;

/**
 * §6: in multi-fair mode visitors and exhibitors choose only among the fairs of their fairUsers;
 * every other role (ALL_FAIRS_ROLES) and anonymous visitors see every fair.
 */
export const selectableFairs = <F extends Pick<Fair, 'id'>>(
  fairs: readonly F[],
  user: ChoosableUser | null,
): F[] => {
  if (!user || hasAnyRole(user.roles, ALL_FAIRS_ROLES)) return [...fairs];
  const mine = new Set(user.fairUsers.map((fu) => fu.fair));
  return fairs.filter((f) => mine.has(f.id));
};

export interface FairChoice<F> {
  fair: F | null;
  /** A salon slug was given in the URL and matches no fair: the page does not exist. */
  unknownSalon: boolean;
}

/**
 * §4 fair choice: the salon slug matching a fair homepage, else the stored choice, else the
 * first fair (of those the user may choose, when there are any).
 */
export const chooseFair = <F extends Pick<Fair, 'id' | 'homepage'>>(
  fairs: readonly F[],
  salon: string | undefined,
  storedId: number | null,
  user: ChoosableUser | null,
): FairChoice<F> => {
  if (salon) {
    const wanted = salon.replace(/^\/+/, '');
    const bySlug = fairs.find((f) => fairSlug(f) === wanted);
    return bySlug ? { fair: bySlug, unknownSalon: false } : { fair: null, unknownSalon: true };
  }
  const choosable = selectableFairs(fairs, user);
  const pool = choosable.length > 0 ? choosable : fairs;
  const stored = storedId === null ? undefined : pool.find((f) => f.id === storedId);
  return { fair: stored ?? pool[0] ?? null, unknownSalon: false };
};

export const readStoredFairId = (): number | null => {
  try {
    const raw = window.localStorage.getItem(FAIR_STORAGE_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
};

export const storeFairId = (id: number): void => {
  try {
    window.localStorage.setItem(FAIR_STORAGE_KEY, String(id));
  } catch {
    // Private mode or storage disabled: the URL prefix still carries the choice.
  }
};
