import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ROLES,
  USER_TYPES,
  type DomainEventPayload,
  type InterviewSlot,
  type InterviewSlotBook,
  type InterviewSlotCreateSchema,
  type InterviewSlotListQuerySchema,
  type StandInterviewSlotListQuerySchema,
} from '@passerelle/contract';
import { fairs, firms, interviewSlots, jobOffers, stands, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { createInterviewMails } from './interview-slots.mails.ts';
import {
  scopeOf,
  toInterviewSlot,
  type PersonRow,
  type SlotRow,
  type SlotView,
} from './interview-slots.mapper.ts';
import {
  actsForFirm,
  bookingRefusal,
  canCancelSlot,
  canDeleteSlot,
  canPublishSlots,
  canSeeBooth,
  canSeeSlot,
  cancelsForFirm,
  isCandidate,
  isListedToVisitor,
} from './interview-slots.policy.ts';

export type InterviewSlotsDeps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'config' | 'log'>;
type CreateInput = z.output<typeof InterviewSlotCreateSchema>;
type MineQuery = z.output<typeof InterviewSlotListQuerySchema>;
type StandQuery = z.output<typeof StandInterviewSlotListQuerySchema>;
type Action = DomainEventPayload<'interview.slot.changed'>['action'];

const MINUTE = 60_000;
/** One transaction per host at a time publishes slots: the overlap check holds under concurrency. */
const LOCK_HOST = 74_020_301;

const host = alias(users, 'host');
const hostFirm = alias(firms, 'host_firm');
const candidate = alias(users, 'candidate');
const candidateFirm = alias(firms, 'candidate_firm');

const hostColumns = {
  id: host.id,
  firstName: host.firstName,
  lastName: host.lastName,
  jobTitle: host.jobTitle,
  firmId: host.firmId,
  firmName: hostFirm.name,
  erasedAt: host.erasedAt,
};
const candidateColumns = {
  id: candidate.id,
  firstName: candidate.firstName,
  lastName: candidate.lastName,
  jobTitle: candidate.jobTitle,
  firmId: candidate.firmId,
  firmName: candidateFirm.name,
  erasedAt: candidate.erasedAt,
};

/** Issue 13 "Interview slots": publish, list, book, cancel, delete; mails and events after each commit. */
export const createInterviewSlotsService = (deps: InterviewSlotsDeps) => {
  const { db } = deps;
  const mails = createInterviewMails(deps);

  const viewQuery = () =>
    db
      .select({
        slot: interviewSlots,
        standName: stands.name,
        firmName: firms.name,
        timezone: fairs.timezone,
        fairName: fairs.name,
        isVideoEnabled: fairs.isVideoEnabled,
        isVisible: stands.isVisible,
        isHiddenByOrganizer: stands.isHiddenByOrganizer,
        isPublicAccess: fairs.isPublicAccess,
        host: hostColumns,
        candidate: candidateColumns,
        total: totalOver(),
      })
      .from(interviewSlots)
      .innerJoin(stands, eq(stands.id, interviewSlots.standId))
      .innerJoin(firms, eq(firms.id, interviewSlots.firmId))
      .innerJoin(fairs, eq(fairs.id, interviewSlots.fairId))
      .innerJoin(host, eq(host.id, interviewSlots.hostId))
      .leftJoin(hostFirm, eq(hostFirm.id, host.firmId))
      .leftJoin(candidate, eq(candidate.id, interviewSlots.bookedBy))
      .leftJoin(candidateFirm, eq(candidateFirm.id, candidate.firmId));
  type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];
  const toView = (r: ViewRow): SlotView & { fairName: string; isVideoEnabled: boolean } => ({
    slot: r.slot,
    standName: r.standName,
    firmName: r.firmName,
    timezone: r.timezone,
    fairName: r.fairName,
    isVideoEnabled: r.isVideoEnabled,
    isVisible: r.isVisible,
    isHiddenByOrganizer: r.isHiddenByOrganizer,
    isPublicAccess: r.isPublicAccess,
    host: r.host as PersonRow,
    candidate: r.candidate?.id ? (r.candidate as PersonRow) : null,
  });
  const loadView = async (slotId: number) => {
    const [row] = await viewQuery().where(eq(interviewSlots.id, slotId)).limit(1);
    return row ? toView(row) : undefined;
  };

  /** The slot when the actor may know it exists, else 404. */
  const visible = async (actor: Actor, slotId: number) => {
    const v = await loadView(slotId);
    if (!v || !canSeeSlot(actor, scopeOf(v))) throw notFound();
    return v;
  };

  const announce = (rows: SlotRow[], action: Action, candidateId?: number | null) =>
    rows.length
      ? deps.bus.publish(
          ...rows.map((s) => ({
            name: 'interview.slot.changed' as const,
            payload: {
              slotId: s.id,
              fairId: s.fairId,
              firmId: s.firmId,
              standId: s.standId,
              hostId: s.hostId,
              candidateId: candidateId === undefined ? s.bookedBy : candidateId,
              action,
            },
          })),
        )
      : Promise.resolve();

  const present = async (actor: Actor, slotId: number): Promise<InterviewSlot> => {
    const v = await loadView(slotId);
    if (!v) throw notFound();
    return toInterviewSlot(v, actor);
  };

  /** A staff member of the firm (stand admin or contact, not erased): who may hold its interviews. */
  const isStaffOf = async (userId: number, firmId: number) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.firmId, firmId),
          inArray(users.userType, [USER_TYPES.STAND_ADMIN, USER_TYPES.STAND_CONTACT]),
          sql`${ROLES.EXHIBITOR} = any(${users.roles})`,
          isNull(users.erasedAt),
        ),
      )
      .limit(1);
    return !!row;
  };

  /** `POST /interview_slots`: one slot or a series of consecutive ones, checked before anything is written. */
  const create = async ({ actor, data }: { actor: Actor; data: CreateInput }): Promise<InterviewSlot[]> => {
    const [booth] = await db
      .select({
        id: stands.id,
        fairId: stands.fairId,
        firmId: stands.firmId,
        isVisible: stands.isVisible,
        isHiddenByOrganizer: stands.isHiddenByOrganizer,
        isPublicAccess: fairs.isPublicAccess,
        isVideoEnabled: fairs.isVideoEnabled,
      })
      .from(stands)
      .innerJoin(fairs, eq(fairs.id, stands.fairId))
      .where(eq(stands.id, data.stand))
      .limit(1);
    // A booth the actor may not see does not exist for them (permissions.md "stands").
    if (!booth || !canSeeBooth(actor, booth)) throw notFound();
    if (!canPublishSlots(actor, booth)) throw forbidden();
    if (!booth.isVideoEnabled) throw forbidden('video_disabled');
    if (!(await isStaffOf(data.host, booth.firmId)))
      throw unprocessable([{ propertyPath: 'host', code: 'host_not_firm_staff' }], 'host_not_firm_staff');
    const start = new Date(data.startsAt);
    if (start.getTime() <= Date.now())
      throw unprocessable([{ propertyPath: 'startsAt', code: 'slot_in_past' }], 'slot_in_past');
    const length = data.durationMinutes * MINUTE;
    const end = new Date(start.getTime() + data.count * length);

    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_HOST}::int, ${data.host}::int)`);
      // Another live slot of the host meeting [start, end) (the cancelled ones free their time).
      const [overlap] = await tx
        .select({ id: interviewSlots.id })
        .from(interviewSlots)
        .where(
          and(
            eq(interviewSlots.hostId, data.host),
            ne(interviewSlots.status, 'cancelled'),
            sql`${interviewSlots.startsAt} < ${end.toISOString()}::timestamptz`,
            sql`${interviewSlots.startsAt} + ${interviewSlots.durationMinutes} * interval '1 minute' > ${start.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      if (overlap) throw conflict('slot_overlap');
      return tx
        .insert(interviewSlots)
        .values(
          Array.from({ length: data.count }, (_, i) => ({
            fairId: booth.fairId,
            standId: booth.id,
            firmId: booth.firmId,
            hostId: data.host,
            startsAt: new Date(start.getTime() + i * length),
            durationMinutes: data.durationMinutes,
            createdBy: actor.id,
          })),
        )
        .returning();
    });
    await announce(created, 'created');
    const rows = await viewQuery()
      .where(
        inArray(
          interviewSlots.id,
          created.map((c) => c.id),
        ),
      )
      .orderBy(asc(interviewSlots.startsAt));
    return rows.map((r) => toInterviewSlot(toView(r), actor));
  };

  const page = async (
    actor: Actor,
    where: SQL | undefined,
    order: SQL[],
    paging: ReturnType<typeof resolvePaging>,
  ): Promise<Page<InterviewSlot>> => {
    const rows = await viewQuery()
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(rows, paging, async () => (await viewQuery().where(where)).length);
    return { items: rows.map((r) => toInterviewSlot(toView(r), actor)), totalItems, paging };
  };

  /** `GET /stands/{id}/interview_slots`: upcoming, earliest first; the firm's side sees every status. */
  const listOfStand = async ({
    actor,
    standId,
    query,
  }: {
    actor: Actor;
    standId: number;
    query: StandQuery;
  }) => {
    const [booth] = await db
      .select({
        fairId: stands.fairId,
        firmId: stands.firmId,
        isVisible: stands.isVisible,
        isHiddenByOrganizer: stands.isHiddenByOrganizer,
        isPublicAccess: fairs.isPublicAccess,
      })
      .from(stands)
      .innerJoin(fairs, eq(fairs.id, stands.fairId))
      .where(eq(stands.id, standId))
      .limit(1);
    if (!booth || !canSeeBooth(actor, booth)) throw notFound();
    const upcoming = sql`${interviewSlots.startsAt} + ${interviewSlots.durationMinutes} * interval '1 minute' > now()`;
    const where = actsForFirm(actor, booth)
      ? and(eq(interviewSlots.standId, standId), upcoming)
      : and(
          eq(interviewSlots.standId, standId),
          upcoming,
          or(
            and(eq(interviewSlots.status, 'open'), gt(interviewSlots.startsAt, sql`now()`)),
            and(eq(interviewSlots.status, 'booked'), eq(interviewSlots.bookedBy, actor.id)),
          ),
        );
    return page(
      actor,
      where,
      [asc(interviewSlots.startsAt), asc(interviewSlots.id)],
      resolvePaging(query, 50),
    );
  };

  /** `GET /interview_slots`: booked by me or hosted by me; upcoming first (earliest first), then past (newest first). */
  const listMine = async ({ actor, query }: { actor: Actor; query: MineQuery }) => {
    const where = and(
      or(eq(interviewSlots.bookedBy, actor.id), eq(interviewSlots.hostId, actor.id)),
      query.fair !== undefined ? eq(interviewSlots.fairId, query.fair) : undefined,
    );
    const ended = sql`(${interviewSlots.startsAt} + ${interviewSlots.durationMinutes} * interval '1 minute' <= now())`;
    return page(
      actor,
      where,
      [
        asc(ended),
        sql`case when ${ended} then null else ${interviewSlots.startsAt} end asc`,
        desc(interviewSlots.startsAt),
        asc(interviewSlots.id),
      ],
      resolvePaging(query, 20),
    );
  };

  const get = async ({ actor, slotId }: { actor: Actor; slotId: number }) => {
    const v = await visible(actor, slotId);
    const scope = scopeOf(v);
    // A slot booked by someone else is not shown to a visitor of the booth (its booking is private).
    if (!actsForFirm(actor, scope) && v.slot.hostId !== actor.id && !isListedToVisitor(actor, scope))
      throw notFound();
    return toInterviewSlot(v, actor);
  };

  /** `POST /interview_slots/{id}/book`: one conditional UPDATE; the loser of a race gets `slot_taken`. */
  const book = async ({ actor, slotId, data }: { actor: Actor; slotId: number; data: InterviewSlotBook }) => {
    const v = await visible(actor, slotId);
    const refusal = bookingRefusal(actor, scopeOf(v));
    if (refusal) throw forbidden(refusal);
    if (!v.isVideoEnabled) throw forbidden('video_disabled');
    if (data.jobOffer !== undefined) {
      const [offer] = await db
        .select({ firmId: jobOffers.firmId, status: jobOffers.status })
        .from(jobOffers)
        .where(eq(jobOffers.id, data.jobOffer))
        .limit(1);
      if (!offer || offer.firmId !== v.slot.firmId || offer.status !== 'published')
        throw unprocessable(
          [{ propertyPath: 'jobOffer', code: 'job_offer_not_of_firm' }],
          'job_offer_not_of_firm',
        );
    }
    if (v.slot.status === 'booked') throw conflict('slot_taken');
    if (v.slot.status !== 'open') throw conflict('slot_not_open');
    if (v.slot.startsAt.getTime() <= Date.now()) throw conflict('slot_in_past');
    let booked: SlotRow | undefined;
    try {
      [booked] = await db
        .update(interviewSlots)
        .set({
          status: 'booked',
          bookedBy: actor.id,
          bookedAt: sql`now()`,
          jobOfferId: data.jobOffer ?? null,
          remindedAt: null,
          cancelledBy: null,
          cancelledAt: null,
          cancelMessage: null,
        })
        .where(
          and(
            eq(interviewSlots.id, slotId),
            eq(interviewSlots.status, 'open'),
            isNull(interviewSlots.bookedBy),
            gt(interviewSlots.startsAt, sql`now()`),
          ),
        )
        .returning();
    } catch (err) {
      // One booked slot per candidate and booth (the partial unique index), parallel requests included.
      if (isUniqueViolation(err)) throw conflict('slot_already_booked_at_booth');
      throw err;
    }
    if (!booked) {
      const now = await loadView(slotId);
      throw conflict(now?.slot.status === 'booked' ? 'slot_taken' : 'slot_not_open');
    }
    await announce([booked], 'booked');
    const after = (await loadView(slotId))!;
    await mails.booked(after);
    return toInterviewSlot(after, actor);
  };

  /**
   * `POST /interview_slots/{id}/cancel`: the candidate gives their booking up (the slot is open
   * again for others, their message kept for the firm's side), or the firm's side cancels the
   * slot (closed; the candidate, if any, keeps it in their list with the message).
   */
  const cancel = async ({ actor, slotId, message }: { actor: Actor; slotId: number; message: string }) => {
    const v = await visible(actor, slotId);
    const scope = scopeOf(v);
    if (!canCancelSlot(actor, scope)) throw forbidden();
    if (v.slot.status === 'cancelled') throw conflict('slot_not_open');
    if (v.slot.startsAt.getTime() <= Date.now()) throw conflict('slot_in_past');
    const forFirm = cancelsForFirm(actor, scope);
    if (!forFirm && !(isCandidate(actor, scope) && v.slot.status === 'booked'))
      throw conflict('slot_not_booked');
    const stamp = { cancelledBy: actor.id, cancelledAt: sql`now()`, cancelMessage: message };
    const [row] = forFirm
      ? await db
          .update(interviewSlots)
          .set({ status: 'cancelled', ...stamp })
          .where(and(eq(interviewSlots.id, slotId), inArray(interviewSlots.status, ['open', 'booked'])))
          .returning()
      : await db
          .update(interviewSlots)
          .set({
            status: 'open',
            bookedBy: null,
            bookedAt: null,
            jobOfferId: null,
            remindedAt: null,
            ...stamp,
          })
          .where(
            and(
              eq(interviewSlots.id, slotId),
              eq(interviewSlots.status, 'booked'),
              eq(interviewSlots.bookedBy, actor.id),
            ),
          )
          .returning();
    if (!row) throw conflict(forFirm ? 'slot_not_open' : 'slot_not_booked');
    await announce([row], forFirm ? 'cancelled' : 'reopened', forFirm ? row.bookedBy : actor.id);
    const after = (await loadView(slotId))!;
    // The other side of a booking hears of it (with the message and a cancelling .ics).
    if (v.slot.status === 'booked' && v.candidate) await mails.cancelled(v, actor.id, message);
    return toInterviewSlot(after, actor);
  };

  /** `DELETE /interview_slots/{id}`: an open slot only (a booked one is cancelled, so its candidate hears of it). */
  const remove = async ({ actor, slotId }: { actor: Actor; slotId: number }) => {
    const v = await visible(actor, slotId);
    if (!canDeleteSlot(actor, scopeOf(v))) throw forbidden();
    if (v.slot.status !== 'open') throw conflict('slot_not_open');
    const [row] = await db
      .delete(interviewSlots)
      .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.status, 'open')))
      .returning();
    if (!row) throw conflict('slot_not_open');
    await announce([row], 'deleted', null);
  };

  return { create, listOfStand, listMine, get, book, cancel, remove, present };
};
export type InterviewSlotsService = ReturnType<typeof createInterviewSlotsService>;
export type { SlotView };
export type InterviewView = SlotView & { fairName: string; isVideoEnabled: boolean };
