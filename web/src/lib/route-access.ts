import { hasAnyRole, type Role } from '@passerelle/contract/lite';

/** What a route declares in its `staticData.access` (§2 "Route guard"). */
export interface RouteAccess {
  /** Any one of these roles grants access; no roles means "logged in is enough". */
  roles?: readonly Role[];
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    access?: RouteAccess;
    /** i18n key of the page title (breadcrumb, document title). */
    titleKey?: string;
    /** The i18n catalogues the page uses beyond the public ones, loaded with its code (`lib/i18n.ts`). */
    namespaces?: readonly string[];
  }
}

export type AccessVerdict = 'allow' | 'login' | 'home';

/**
 * §2 route guard: not logged in → login; a declared role list the user holds none of → home.
 * Every matched route's declaration must pass (a layout may require login, a page a role).
 */
export const evaluateAccess = (
  declarations: readonly (RouteAccess | undefined)[],
  user: { roles: readonly string[] } | null,
): AccessVerdict => {
  const present = declarations.filter((d): d is RouteAccess => !!d);
  if (present.length === 0) return 'allow';
  if (!user) return 'login';
  for (const access of present) {
    if (access.roles && access.roles.length > 0 && !hasAnyRole(user.roles, access.roles)) return 'home';
  }
  return 'allow';
};

/** Keeps a post-login redirect on our own origin (no open redirect). */
export const safeRedirect = (value: unknown): string | undefined => {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return undefined;
  return value;
};
