import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ROLES,
  USER_TYPES,
  type FirmJoinRequest,
  type FirmJoinRequestDecisionSchema,
  type FirmJoinRequestsQuerySchema,
  type JoinRequestStatus,
  type Locale,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fairAdmins, fairs, firmJoinRequests, firms, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { mailWords } from '../../platform/mail/index.ts';
import type { MailTemplates } from '../emails/index.ts';
import { joinFirmRoster } from '../users/index.ts';
import { canManageFirmUsers, type FirmScope } from './firms.policy.ts';
import { createFirmEvents } from './firms.events.ts';
import { loadFirmScope } from './firms.scope.ts';
import { refuse } from './firms.service.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';

type ListQuery = z.output<typeof FirmJoinRequestsQuerySchema>;
type Decision = z.output<typeof FirmJoinRequestDecisionSchema>['status'];
/** The account types a join request may ask for. */
export type JoinRequestUserType = typeof USER_TYPES.STAND_CONTACT | typeof USER_TYPES.STAND_ADMIN;

export interface NewJoinRequest {
  firmId: number;
  /** The person who would join. */
  userId: number;
  /** The fair the request comes through (its organizers are told, its wording of the mails used). */
  fairId: number;
  userType?: JoinRequestUserType;
  /** The person themself (registration) or the organizer who invites them. */
  requestedById: number;
}

/** Only a plain account joins a firm: a visitor, or an exhibitor without a firm (never staff roles). */
const PLAIN_ROLES: readonly string[] = [ROLES.VISITOR, ROLES.EXHIBITOR];

/** A firm of that name, compared without case nor surrounding spaces (registration's rule). */
export const findFirmByName = async (db: Db | Tx, name: string) => {
  const [firm] = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(eq(sql`lower(${firms.name})`, name.trim().toLowerCase()))
    .limit(1);
  return firm ?? null;
};

/**
 * Join requests (permissions.md "Firms across fairs"): created by registration (and organizer
 * invitations), listed and decided by whoever owns the firm's roster (`canManageFirmUsers`).
 */
export const createFirmJoinRequests = (deps: AppDeps, render: MailTemplates['render']) => {
  const { db } = deps;
  const requester = alias(users, 'requester');
  const decider = alias(users, 'decider');

  const selectRequests = () =>
    db
      .select({
        id: firmJoinRequests.id,
        firmId: firmJoinRequests.firmId,
        firmName: firms.name,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        jobTitle: users.jobTitle,
        fairId: fairs.id,
        fairName: fairs.name,
        userType: firmJoinRequests.userType,
        requestedBy: {
          id: requester.id,
          firstName: requester.firstName,
          lastName: requester.lastName,
        },
        status: firmJoinRequests.status,
        decidedBy: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
        decidedAt: firmJoinRequests.decidedAt,
        createdAt: firmJoinRequests.createdAt,
      })
      .from(firmJoinRequests)
      .innerJoin(firms, eq(firms.id, firmJoinRequests.firmId))
      .innerJoin(users, eq(users.id, firmJoinRequests.userId))
      .leftJoin(fairs, eq(fairs.id, firmJoinRequests.fairId))
      .leftJoin(requester, eq(requester.id, firmJoinRequests.requestedById))
      .leftJoin(decider, eq(decider.id, firmJoinRequests.decidedById));
  type Row = Awaited<ReturnType<typeof selectRequests>>[number];

  const toDto = (row: Row, actor: Actor, scope: FirmScope): FirmJoinRequest => ({
    id: row.id,
    firm: { id: row.firmId, name: row.firmName },
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      jobTitle: row.jobTitle,
    },
    fair: row.fairId === null || row.fairName === null ? null : { id: row.fairId, name: row.fairName },
    userType: row.userType,
    requestedBy: row.requestedBy?.id == null ? null : (row.requestedBy as FirmJoinRequest['requestedBy']),
    status: row.status,
    decidedBy: row.decidedBy?.id == null ? null : (row.decidedBy as FirmJoinRequest['decidedBy']),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    abilities: { decide: row.status === 'pending' && canManageFirmUsers(actor, scope) },
  });

  const fairLink = async (fairId: number | null, path = '') => {
    const [fair] =
      fairId === null
        ? []
        : await db.select({ homepage: fairs.homepage }).from(fairs).where(eq(fairs.id, fairId)).limit(1);
    return `${deps.config.publicUrl}${fair ? `/${fair.homepage}` : ''}${path}`;
  };

  /** `firm.join_request.changed`, after the commit (the notifications module tells the roster owners). */
  const announce = (r: {
    id: number;
    firmId: number;
    fairId: number | null;
    userId: number;
    status: JoinRequestStatus;
  }) =>
    deps.bus.publish({
      name: 'firm.join_request.changed',
      payload: { requestId: r.id, firmId: r.firmId, fairId: r.fairId, userId: r.userId, status: r.status },
    });

  /** Sends one mail per recipient; a failure is logged, never thrown (mails never fail a request). */
  const sendAll = async (mails: (() => Promise<void>)[], context: Record<string, unknown>) => {
    for (const send of mails)
      await send().catch((err: unknown) => deps.log.error({ err, ...context }, 'join request mail failed'));
  };

  /**
   * Records a pending request inside the caller's transaction; an identical pending one is kept
   * (at most one per firm and person). Call `notify` with its id once the transaction committed.
   */
  const createRequest = async (tx: Tx, input: NewJoinRequest) => {
    const values = {
      firmId: input.firmId,
      userId: input.userId,
      fairId: input.fairId,
      userType: input.userType ?? USER_TYPES.STAND_CONTACT,
      requestedById: input.requestedById,
    };
    const pending = () =>
      tx
        .select({ id: firmJoinRequests.id })
        .from(firmJoinRequests)
        .where(
          and(
            eq(firmJoinRequests.firmId, input.firmId),
            eq(firmJoinRequests.userId, input.userId),
            eq(firmJoinRequests.status, 'pending'),
          ),
        )
        .limit(1);
    const [existing] = await pending();
    if (existing) return { id: existing.id, created: false };
    const [row] = await tx
      .insert(firmJoinRequests)
      .values(values)
      .returning({ id: firmJoinRequests.id })
      .catch(async (err: unknown) => {
        if (isUniqueViolation(err)) return pending();
        throw err;
      });
    return { id: row!.id, created: true };
  };

  /**
   * Tells the firm's stand admins and the organizers of the fair the request came through, each in
   * their own language, with a link to the firm's users screen. Never throws.
   */
  const notify = async (requestId: number): Promise<void> => {
    try {
      const [r] = await selectRequests().where(eq(firmJoinRequests.id, requestId)).limit(1);
      if (!r || r.status !== 'pending') return;
      await announce({ ...r, status: 'pending' });
      const standAdmins = db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(
          and(
            eq(users.firmId, r.firmId),
            eq(users.userType, USER_TYPES.STAND_ADMIN),
            sql`${ROLES.EXHIBITOR} = any(${users.roles})`,
            isNull(users.erasedAt),
          ),
        );
      const organizers =
        r.fairId === null
          ? []
          : db
              .select({ email: users.email, locale: users.locale })
              .from(fairAdmins)
              .innerJoin(users, eq(users.id, fairAdmins.userId))
              .where(and(eq(fairAdmins.fairId, r.fairId), isNull(users.erasedAt)));
      const seen = new Set([r.email.toLowerCase()]);
      const recipients = [...(await standAdmins), ...(await organizers)].filter((u) => {
        const key = u.email.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const link = await fairLink(r.fairId, `/firm/users/${r.firmId}`);
      const role = r.userType === USER_TYPES.STAND_ADMIN ? 'standAdmin' : 'standContact';
      await sendAll(
        recipients.map((to) => async () => {
          const locale = (to.locale as Locale) ?? 'fr';
          const mail = await render('joinRequestNotice', {
            fairId: r.fairId,
            locale,
            params: {
              firstName: r.firstName,
              lastName: r.lastName,
              email: r.email,
              fairName: r.fairName ?? '',
              firmName: r.firmName,
              firmRole: mailWords(locale).firmRole[role],
              link,
            },
          });
          await deps.mailer.send({ to: to.email, ...mail });
        }),
        { requestId },
      );
    } catch (err) {
      deps.log.error({ err, requestId }, 'join request notice failed');
    }
  };

  /** Tells the person the decision, in their language. Never throws. */
  const notifyDecision = async (requestId: number) => {
    try {
      const [r] = await selectRequests().where(eq(firmJoinRequests.id, requestId)).limit(1);
      if (!r || r.status === 'pending') return;
      const [person] = await db
        .select({ locale: users.locale, erasedAt: users.erasedAt })
        .from(users)
        .where(eq(users.id, r.userId))
        .limit(1);
      if (!person || person.erasedAt) return;
      const locale = (person.locale as Locale) ?? 'fr';
      const accepted = r.status === 'accepted';
      const mail = await render(accepted ? 'joinRequestAccepted' : 'joinRequestDeclined', {
        fairId: r.fairId,
        locale,
        params: {
          firstName: r.firstName,
          fairName: r.fairName ?? '',
          firmName: r.firmName,
          ...(accepted && {
            firmRole:
              mailWords(locale).firmRole[
                r.userType === USER_TYPES.STAND_ADMIN ? 'standAdmin' : 'standContact'
              ],
          }),
          link: await fairLink(r.fairId, accepted ? '/login' : ''),
        },
      });
      await deps.mailer.send({ to: r.email, ...mail });
    } catch (err) {
      deps.log.error({ err, requestId }, 'join request decision mail failed');
    }
  };

  /** `GET /firms/{id}/join-requests`. */
  const list = async ({
    actor,
    firmId,
    query,
  }: {
    actor: Actor;
    firmId: number;
    query: ListQuery;
  }): Promise<Page<FirmJoinRequest>> => {
    const scope = await loadFirmScope(db, firmId);
    if (!canManageFirmUsers(actor, scope)) refuse(actor, scope);
    const where = and(eq(firmJoinRequests.firmId, firmId), eq(firmJoinRequests.status, query.status));
    // Pending: oldest first (the queue); decided: the latest decisions first.
    const order =
      query.status === 'pending'
        ? [asc(firmJoinRequests.createdAt), asc(firmJoinRequests.id)]
        : [desc(firmJoinRequests.decidedAt), desc(firmJoinRequests.id)];
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      selectRequests()
        .where(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(firmJoinRequests).where(where),
    ]);
    return { items: rows.map((r) => toDto(r, actor, scope)), totalItems: Number(total?.n ?? 0), paging };
  };

  /**
   * `PUT /firm_join_requests/{id}`: the status and, when accepted, the person's membership (the
   * requested type, `ROLE_EXHIBITOR`, the firm) change in one transaction; decided once.
   */
  const decide = async ({
    actor,
    requestId,
    status,
  }: {
    actor: Actor;
    requestId: number;
    status: Decision;
  }): Promise<FirmJoinRequest> => {
    const [found] = await db
      .select({ firmId: firmJoinRequests.firmId })
      .from(firmJoinRequests)
      .where(eq(firmJoinRequests.id, requestId))
      .limit(1);
    if (!found) throw notFound();
    const scope = await loadFirmScope(db, found.firmId);
    if (!canManageFirmUsers(actor, scope)) refuse(actor, scope);

    const decided = await db.transaction(async (tx) => {
      // The conditional update settles two concurrent decisions: only one finds it pending.
      const [request] = await tx
        .update(firmJoinRequests)
        .set({ status, decidedById: actor.id, decidedAt: new Date() })
        .where(and(eq(firmJoinRequests.id, requestId), eq(firmJoinRequests.status, 'pending')))
        .returning();
      if (!request) throw conflict('join_request_decided');
      if (status !== 'accepted') return request;
      const [person] = await tx
        .select({ roles: users.roles, firmId: users.firmId, erasedAt: users.erasedAt })
        .from(users)
        .where(eq(users.id, request.userId))
        .limit(1);
      const joinable =
        !!person &&
        !person.erasedAt &&
        (person.firmId === null || person.firmId === request.firmId) &&
        person.roles.every((r) => PLAIN_ROLES.includes(r));
      if (!joinable) throw conflict('join_request_obsolete');
      await joinFirmRoster(tx, request.userId, { firmId: request.firmId, userType: request.userType });
      return request;
    });
    await announce({ ...decided, status });
    const joined = status === 'accepted' ? decided.userId : null;
    if (joined !== null) await createFirmEvents(deps).staffChanged({ userId: joined, firmId: found.firmId });
    deps.log.info(
      { event: 'firm_join_decided', requestId, firmId: found.firmId, status, by: actor.id },
      'join request decided',
    );
    void notifyDecision(requestId);
    const [row] = await selectRequests().where(eq(firmJoinRequests.id, requestId)).limit(1);
    return toDto(row!, actor, scope);
  };

  return { findFirmByName, createRequest, notify, list, decide };
};
export type FirmJoinRequests = ReturnType<typeof createFirmJoinRequests>;
