import type { Fair, HeaderButton } from '@passerelle/contract';

/** The access key used for visitors who are not logged in (falls back to the visitor role). */
export const ANONYMOUS_ACCESS_KEY = 'anonymous';
const ANONYMOUS_FALLBACK_ROLE = 'ROLE_VISITOR';

export interface HeaderNavButton {
  button: HeaderButton;
  /** False: rendered inert (aria-disabled), the access table refuses it for this role and status. */
  enabled: boolean;
}

/**
 * §2 header access rule: a button is an active link for a role only if
 * `access[role][status]` is true for the current fair status. The menu uses the first role.
 */
export const isHeaderButtonEnabled = (
  button: Pick<HeaderButton, 'access'>,
  roles: readonly string[] | null,
  fairStatus: number,
): boolean => {
  const status = String(fairStatus);
  const access = button.access as Record<string, Record<string, boolean> | undefined>;
  const firstRole = roles?.[0];
  if (firstRole) return access[firstRole]?.[status] === true;
  const anonymous = access[ANONYMOUS_ACCESS_KEY] ?? access[ANONYMOUS_FALLBACK_ROLE];
  return anonymous?.[status] === true;
};

/**
 * The fair's configurable buttons as the header shows them: sorted by position, the first one
 * skipped (it is the home entry the header already has), hidden ones left out.
 */
export const headerNavButtons = (
  fair: Pick<Fair, 'groupHeaderButton' | 'status'>,
  roles: readonly string[] | null,
): HeaderNavButton[] =>
  [...fair.groupHeaderButton]
    .sort((a, b) => a.position - b.position)
    .slice(1)
    .filter((button) => button.isVisible)
    .map((button) => ({ button, enabled: isHeaderButtonEnabled(button, roles, fair.status) }));

/** An internal link keeps the salon prefix of the current URL. */
export const internalHref = (link: string, salon: string | undefined): string => {
  const path = link.startsWith('/') ? link : `/${link}`;
  return salon ? `/${salon}${path === '/' ? '' : path}` : path;
};
