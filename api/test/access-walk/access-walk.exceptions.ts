import type { ActorName } from './target-world.ts';

/**
 * The access walk's two reviewed lists (docs/security.md "The access walk").
 *
 * EXCEPTIONS: a foreign actor is legitimately let in. Each names the permissions.md row that
 * allows it. `mayShow` narrows an exception to those markers: anything else leaking still fails.
 * An exception that no longer excuses anything fails the walk (remove it).
 *
 * KNOWN_HOLES: real security holes, open today, each naming its finding. The walk stays green
 * with them and fails as soon as one is no longer a hole ("remove it from KNOWN_HOLES"), so the
 * list only shrinks. Never add a new route here to make the walk pass: fix the route.
 */

export type Rule =
  /** A write answered other than 401/403/404. */
  | 'write-refused'
  /** A write or read changed a table. */
  | 'unchanged'
  /** A read answered 2xx with a target marker, or answered other than 2xx/401/403/404. */
  | 'read-private'
  /** Anonymous on a secured route answered other than 401. */
  | 'auth-first'
  /** 400/422/5xx where the request was well-formed (the cluster admin's reads). */
  | 'answer';

export interface WalkException {
  method: string;
  path: string;
  /** Default: every actor. */
  actors?: ActorName[];
  /** Only these markers may leak (names without the `walksecret-` prefix); other rules still hold. */
  mayShow?: string[];
  /** Only this request variant (default: any). */
  variant?: Variant;
  reason: string;
}

export type Variant = 'target' | 'bare' | 'ill-formed' | 'own';

export interface KnownHole {
  /** `*` (with `path: '*'`) only for a hole one platform fix closes everywhere at once. */
  method: string;
  path: string;
  actors: ActorName[];
  rules: Rule[];
  /** Only this request variant (default: any). */
  variant?: Variant;
  finding: string;
}

const LOGGED_IN: ActorName[] = ['visitorB', 'standAdminY', 'organizerB', 'clusterAdmin', 'waitingA'];

export const EXCEPTIONS: WalkException[] = [
  {
    method: 'POST',
    path: '/api/logout',
    reason:
      'login/refresh/logout act on the caller’s own session only (it is revoked, then restored by the walk)',
  },
  {
    method: 'POST',
    path: '/api/user/password/forgot',
    reason:
      'anyone may ask for a reset link; 202 whether the address exists or not, nothing written for unknown ones',
  },
  {
    method: 'POST',
    path: '/api/user/password/reset',
    reason:
      'anyone holding a reset link; an unknown token is refused with 400 (reset_token_invalid), nothing written',
  },
  {
    method: 'PUT',
    path: '/api/users/update-email',
    actors: LOGGED_IN,
    reason: 'users: self updates its own profile (the caller’s own login e-mail)',
  },
  {
    method: 'POST',
    path: '/api/media_objects',
    actors: ['standAdminY', 'organizerB'],
    reason: 'media: an unused file is its uploader’s alone; exhibitors and organizers upload',
  },
  {
    method: 'POST',
    path: '/api/fair_firms',
    actors: ['organizerB'],
    variant: 'own',
    reason:
      'Firms across fairs: an existing firm joins another fair when that fair’s organizer links it (its side only)',
  },
  {
    method: 'POST',
    path: '/api/register/visitor',
    reason: 'self-service registration: creates the caller’s own account, waiting in the fair',
  },
  {
    method: 'POST',
    path: '/api/register/exhibitor',
    reason: 'self-service registration: creates the caller’s own account and firm, waiting in the fair',
  },
];

/**
 * The control pass: the super admin's request of each route must reach the access decision.
 * Where the walk cannot make it do so, the route is listed with the reason.
 */
export const CONTROL_EXCEPTIONS: { method: string; path: string; reason: string }[] = [
  {
    method: 'POST',
    path: '/api/user/password/reset',
    reason: 'needs a live reset token (sent by mail); the walk sends an unknown one',
  },
  {
    method: 'GET',
    path: '/api/captcha/altcha/challenge',
    reason: 'the test app runs without a captcha (CAPTCHA_PROVIDER none): 404',
  },
];

const FINDING_1 = 'issue 9 finding 1: media across fairs (media.policy grants by role alone)';
const FINDING_3 =
  'issue 9 finding 3: an organizer creates staff for a firm not linked to its fair (want 422 firm_not_in_fair)';
const FINDING_4 = 'issue 9 finding 4: a waiting member (isValidated 0) gets member access to a private fair';
const waiting = (path: string, variant?: KnownHole['variant']): KnownHole => ({
  method: 'GET',
  path,
  actors: ['waitingA'],
  rules: ['read-private'],
  ...(variant && { variant }),
  finding: FINDING_4,
});

export const KNOWN_HOLES: KnownHole[] = [
  {
    method: 'GET',
    path: '/api/media_objects',
    actors: ['organizerB'],
    rules: ['read-private'],
    finding: FINDING_1,
  },
  {
    method: 'GET',
    path: '/api/media_objects/{id}',
    actors: ['organizerB'],
    rules: ['read-private'],
    finding: FINDING_1,
  },
  {
    method: 'DELETE',
    path: '/api/media_objects/{id}',
    actors: ['organizerB'],
    rules: ['write-refused', 'unchanged'],
    finding: FINDING_1,
  },
  ...['/api/users', '/api/exhibitors/stand-admin', '/api/exhibitors/stand-contact'].map(
    (path): KnownHole => ({
      method: 'POST',
      path,
      actors: ['organizerB'],
      rules: ['write-refused', 'unchanged'],
      variant: 'own',
      finding: FINDING_3,
    }),
  ),
  {
    method: 'POST',
    path: '/api/fair_halls',
    actors: ['organizerB'],
    rules: ['write-refused', 'unchanged'],
    variant: 'own',
    finding:
      'issue 9 (Low): hall images may only name media of the hall’s own fair (fair B’s hall shows fair A’s poster)',
  },
  waiting('/api/users/front/list/{page}'),
  waiting('/api/users/{id}/bcard'),
  waiting('/api/firms/light'),
  waiting('/api/firms/front/list'),
  waiting('/api/firms/detail/{id}'),
  waiting('/api/firms/bcard/{id}', 'target'),
  waiting('/api/fair_halls'),
  waiting('/api/fair_halls/light'),
  waiting('/api/fair_halls/{id}'),
  waiting('/api/fair_hall_configurations'),
  waiting('/api/fair_hall_configurations/{id}'),
  waiting('/api/elements'),
  waiting('/api/stands'),
  waiting('/api/stands/light'),
  waiting('/api/fair_halls/{id}/stands'),
  waiting('/api/stands/{id}'),
  waiting('/api/stand_contacts'),
  waiting('/api/stand_resources/type/{type}'),
  {
    method: 'GET',
    path: '/api/firms/bcard/{id}',
    actors: ['visitorB', 'standAdminY', 'organizerB', 'waitingA'],
    rules: ['read-private'],
    variant: 'bare',
    finding:
      'found by the walk: without ?fair= any logged-in caller gets the card of a firm exhibiting only at a private fair it is not allowed in',
  },
  {
    method: 'GET',
    path: '/api/firm_business_sectors',
    actors: ['anonymous', 'visitorB', 'standAdminY', 'organizerB', 'waitingA'],
    rules: ['read-private'],
    finding:
      'found by the walk: anyone lists the sector links (firm ids) of firms exhibiting only at a private fair',
  },
  {
    method: 'GET',
    path: '/api/firm_business_sectors/{id}',
    actors: ['anonymous', 'visitorB', 'standAdminY', 'organizerB', 'waitingA'],
    rules: ['read-private'],
    finding:
      'found by the walk: anyone reads a sector link (firm id) of a firm exhibiting only at a private fair',
  },
  {
    // Every secured route validates its body, query and path before the handler asks for a
    // session: one platform change (auth before validation) closes all of them at once.
    method: '*',
    path: '*',
    actors: ['anonymous'],
    rules: ['auth-first'],
    variant: 'ill-formed',
    finding: 'issue 9 (Low): authentication runs before body validation — anonymous gets 400/422, not 401',
  },
];
