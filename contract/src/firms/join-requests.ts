import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import { USER_TYPES } from '../roles.ts';

/**
 * permissions.md "Firms across fairs": someone who registers with an existing firm's name (or,
 * later, whom an organizer invites) asks to join it; the firm's roster owners accept or decline.
 */
export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** The account types a join request may ask for: stand contact (the default) or stand admin. */
export const JOIN_REQUEST_USER_TYPES = [USER_TYPES.STAND_CONTACT, USER_TYPES.STAND_ADMIN] as const;

const person = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** One join request as the firm's roster owners see it. */
export const FirmJoinRequestSchema = z.object({
  id: z.number().int(),
  firm: z.object({ id: z.number().int(), name: z.string() }),
  /** The person who would join. */
  user: person.extend({ email: z.string(), jobTitle: z.string().nullable() }),
  /** The fair the request came through (null once that fair is gone). */
  fair: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 6 stand contact, 5 stand admin. */
  userType: z.number().int(),
  /** Who asked: the person themself, or an organizer who invited them (null once erased). */
  requestedBy: person.nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** `decide`: the caller may accept or decline it now (pending, and the firm's roster is theirs). */
  abilities: z.object({ decide: z.boolean() }),
});
export type FirmJoinRequest = z.infer<typeof FirmJoinRequestSchema>;

/** `GET /firms/{id}/join-requests`: pending ones unless `status` says otherwise, oldest first. */
export const FirmJoinRequestsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(JOIN_REQUEST_STATUSES, { error: 'invalid_value' }).default('pending'),
});
export type FirmJoinRequestsQuery = z.input<typeof FirmJoinRequestsQuerySchema>;

/** `PUT /firm_join_requests/{id}`: the decision, once (409 `join_request_decided` after). */
export const FirmJoinRequestDecisionSchema = z
  .object({
    status: z.enum(['accepted', 'declined'], {
      error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
    }),
  })
  .strict();
export type FirmJoinRequestDecision = z.input<typeof FirmJoinRequestDecisionSchema>;
