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
    reason:
      'users: self changes its own login e-mail, behind its current password (the walk’s is wrong: 422, nothing written)',
  },
  {
    method: 'PUT',
    path: '/api/users/password',
    actors: LOGGED_IN,
    reason:
      'users: self changes its own password, behind its current password (the walk’s is wrong: 422, nothing written)',
  },
  {
    method: 'POST',
    path: '/api/users/confirm-email',
    reason:
      'anyone holding an e-mail confirmation link; an unknown token is refused with 400 (email_change_token_invalid), nothing written',
  },
  {
    method: 'POST',
    path: '/api/media_objects',
    actors: ['standAdminY', 'organizerB'],
    reason: 'media: an unused file is its uploader’s alone; exhibitors and organizers upload',
  },
  {
    method: 'POST',
    path: '/api/billing_invoices',
    actors: ['organizerB'],
    variant: 'own',
    reason:
      'billing: an organizer issues invoices in its own fair; fair B has no invoicing entity (422 billing_not_configured, nothing written)',
  },
  {
    method: 'DELETE',
    path: '/api/stands/{id}/queue',
    actors: ['clusterAdmin'],
    reason:
      'booth queue (issue 13): leaving takes the caller’s own place only; who may see the booth (the cluster admin sees all) leaves nothing when not waiting',
  },
  {
    method: 'PUT',
    path: '/api/me/availability',
    actors: ['standAdminY'],
    reason:
      'booth queue (issue 13): a firm’s staff member says whether they are available (`/me`: nobody can name another’s)',
  },
  {
    method: 'POST',
    path: '/api/fair_firms',
    actors: ['organizerB'],
    variant: 'own',
    reason:
      'Firms across fairs: an existing firm joins another fair when that fair’s organizer links it (its side only)',
  },
  ...(
    [
      ['PUT', '/api/job_profiles/me'],
      ['POST', '/api/job_profiles/me/cv'],
      ['POST', '/api/job_profiles/me/photo'],
    ] as const
  ).map(([method, path]) => ({
    method,
    path,
    actors: LOGGED_IN,
    reason: 'job profiles (CV): self creates and writes its own profile (`/me`: nobody can name another’s)',
  })),
  {
    method: 'PUT',
    path: '/api/job_profiles/me/diffusions/{fair}',
    actors: ['waitingA'],
    reason:
      'job profiles (CV): a candidate chooses diffusion in its own fairs, waiting members included (permissions.md "Membership states": their own job profile)',
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
    method: 'PUT',
    path: '/api/users/update-email',
    reason: 'needs the caller’s current password, which the walk does not know',
  },
  {
    method: 'PUT',
    path: '/api/users/password',
    reason: 'needs the caller’s current password, which the walk does not know',
  },
  {
    method: 'POST',
    path: '/api/users/confirm-email',
    reason: 'needs a live confirmation token (sent by mail); the walk sends an unknown one',
  },
  ...(
    [
      ['GET', '/api/job_profiles/me'],
      ['DELETE', '/api/job_profiles/me'],
      ['DELETE', '/api/job_profiles/me/cv'],
      ['DELETE', '/api/job_profiles/me/photo'],
    ] as const
  ).map(([method, path]) => ({
    method,
    path,
    reason: 'acts on the caller’s own job profile: the super admin has none (404)',
  })),
  {
    method: 'PUT',
    path: '/api/job_profiles/me/diffusions/{fair}',
    reason: 'a candidate’s choice in one of its own fairs: the super admin is a member of none (404)',
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    path: '/api/notifications/{id}',
    reason:
      'notifications: self only, super admins included (permissions.md); another’s notification does not exist for the caller (404)',
  })),
  ...(
    [
      ['GET', '/api/conversations/{uuid}'],
      ['GET', '/api/conversations/{id}/messages'],
      ['POST', '/api/conversations/{id}/mark-as-read'],
      ['POST', '/api/conversations/{id}/toggle-archive'],
      ['POST', '/api/conversations/{id}/typing'],
      ['PUT', '/api/conversations/{id}'],
      ['POST', '/api/direct_messages'],
      ['POST', '/api/direct_messages/{id}/report'],
    ] as const
  ).map(([method, path]) => ({
    method,
    path,
    reason:
      'conversations: their participants (and the firm’s staff for a booth chat) only, super admins included (permissions.md); another’s conversation does not exist for the caller (404)',
  })),
  ...(
    [
      ['GET', '/api/visio_rooms/{id}'],
      ['PUT', '/api/visio_rooms/{id}'],
      ['GET', '/api/visio_rooms/{id}/uniqid'],
      ['POST', '/api/visio/access-token'],
      ['PUT', '/api/visio/start-call/{id}'],
      ['PUT', '/api/visio/end-call/{id}'],
      ['PUT', '/api/visio/miss-call/{id}'],
      ['POST', '/api/visio/signal/{id}'],
    ] as const
  ).map(([method, path]) => ({
    method,
    path,
    reason:
      'visio rooms and calls: their two participants only, super admins included (permissions.md); another’s call does not exist for the caller (404)',
  })),
  {
    method: 'GET',
    path: '/api/job_profiles/{id}/cv',
    reason: 'the target world writes rows, not files: the CV’s bytes are not in the store (404)',
  },
  {
    method: 'GET',
    path: '/api/job_profiles/{id}/photo',
    reason: 'the target profile has no photo (404)',
  },
  {
    method: 'GET',
    path: '/api/captcha/altcha/challenge',
    reason: 'the test app runs without a captcha (CAPTCHA_PROVIDER none): 404',
  },
];

export const KNOWN_HOLES: KnownHole[] = [];
