import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_QUEUE_TURN_SECONDS,
  MAX_BOOTH_QUEUE,
  type BoothOpeningHoursUpdate,
  type BoothQueue,
  type BoothQueueEntry,
  type BoothQueueJoin,
  type BoothQueueTake,
  type StaffAvailability,
  type StaffAvailabilityBody,
} from '@passerelle/contract';
import {
  boothOpeningHours,
  boothQueueEntries,
  fairs,
  staffAvailability,
  standAdmins,
  standContacts,
  stands,
  users,
  visioRooms,
} from '../../db/schema/index.ts';
import { canVisitFair, type Actor } from '../../platform/access/index.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { fairClock } from '../../platform/time/index.ts';
import type { ShownBoothInFair } from '../stands/index.ts';
import type { PersonCardRow } from '../users/index.ts';
import { toQueueEntry, toMyPlace, type EntryRow } from './booth-queue.mapper.ts';
import {
  canSetOpeningHours,
  canTakeFromQueue,
  isStaffMember,
  joinRefusal,
  seesQueueEntries,
  type QueueBoothScope,
} from './booth-queue.policy.ts';

export type BoothQueueDeps = Pick<AppDeps, 'db' | 'bus' | 'presence'>;
export interface BoothQueueDoors {
  shownBoothInFair: ShownBoothInFair;
  cardsOf: (ids: (number | null)[]) => Promise<Map<number, PersonCardRow>>;
}

/**
 * A taken entry is still the visitor's "mine" this long (they are being called or written to), and
 * so is one the absence sweep ended (the page says why the place is gone).
 */
const MINE_SHOWN_MS = 10 * 60_000;
/** How many of the booth's last answered calls the estimated wait learns from. */
const TURN_SAMPLE = 20;

interface BoothRow extends QueueBoothScope {
  id: number;
  timezone: string;
  isPublicAccess: boolean;
}

/**
 * Issue 13 "The booth queue": join, leave, take, opening hours, staff availability; the queue as
 * each asker may see it. Events (`booth.queue.changed`) after each commit.
 */
export const createBoothQueueService = (deps: BoothQueueDeps, doors: BoothQueueDoors) => {
  const { db } = deps;

  const loadBooth = async (standId: number): Promise<BoothRow | undefined> => {
    const [row] = await db
      .select({
        id: stands.id,
        fairId: stands.fairId,
        firmId: stands.firmId,
        timezone: fairs.timezone,
        isPublicAccess: fairs.isPublicAccess,
        isVideoEnabled: fairs.isVideoEnabled,
        isDirectMessageEnabled: sql<boolean>`${fairs.isUsingDirectMessageModule} and ${fairs.isDirectMessageEnabled}`,
      })
      .from(stands)
      .innerJoin(fairs, eq(fairs.id, stands.fairId))
      .where(eq(stands.id, standId))
      .limit(1);
    return row;
  };

  /** The booth when the actor may see it: the firm's side always, visitors a booth reachable in the fair; else 404. */
  const visibleBooth = async (actor: Actor | null, standId: number) => {
    const booth = await loadBooth(standId);
    if (!booth) throw notFound();
    if (seesQueueEntries(actor, booth)) return booth;
    if (!canVisitFair(actor, { id: booth.fairId, isPublicAccess: booth.isPublicAccess })) throw notFound();
    if (!(await doors.shownBoothInFair(booth.id, booth.fairId))) throw notFound();
    return booth;
  };

  const hoursOf = async (standId: number) => {
    const [row] = await db.select().from(boothOpeningHours).where(eq(boothOpeningHours.standId, standId));
    return row ? { opensAt: row.opensAt, closesAt: row.closesAt } : null;
  };
  const isOpenAt = (
    hours: { opensAt: string; closesAt: string } | null,
    timezone: string,
    at = new Date(),
  ) => {
    if (!hours) return true;
    const now = fairClock(timezone, at);
    return hours.opensAt <= now && now < hours.closesAt;
  };

  /** The booth's people (its admins and contacts who are staff of its firm) and who of them is free now. */
  const staffOf = async (booth: BoothRow) => {
    const people = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .leftJoin(standAdmins, and(eq(standAdmins.userId, users.id), eq(standAdmins.standId, booth.id)))
      .leftJoin(standContacts, and(eq(standContacts.userId, users.id), eq(standContacts.standId, booth.id)))
      .where(
        and(
          eq(users.firmId, booth.firmId),
          or(isNotNull(standAdmins.userId), isNotNull(standContacts.userId)),
        ),
      );
    const ids = people.map((p) => p.id);
    if (!ids.length) return { onDuty: 0, available: 0 };
    const said = new Map(
      (
        await db
          .select({ userId: staffAvailability.userId, status: staffAvailability.status })
          .from(staffAvailability)
          .where(inArray(staffAvailability.userId, ids))
      ).map((r) => [r.userId, r.status]),
    );
    const presence = await deps.presence.statuses(ids);
    // On duty: connected and not away (by the queue's switch or §4 presence); they serve the queue.
    const onDuty = ids.filter(
      (id) =>
        (said.get(id) ?? 'available') !== 'away' &&
        (presence.get(id) === 'online' || presence.get(id) === 'calling'),
    );
    // Offered to visitors: said available, connected, and neither away nor in a call (§4 presence).
    const available = onDuty.filter((id) => said.get(id) !== 'busy' && presence.get(id) === 'online');
    return { onDuty: onDuty.length, available: available.length };
  };

  /** The average length of the booth's last answered calls, in seconds (the default without any). */
  const turnSeconds = async (standId: number) => {
    const recent = db
      .select({
        seconds: sql<number>`extract(epoch from (${visioRooms.endedAt} - ${visioRooms.answeredAt}))`.as(
          'seconds',
        ),
      })
      .from(visioRooms)
      .where(
        and(
          eq(visioRooms.standId, standId),
          eq(visioRooms.status, 'ended'),
          isNotNull(visioRooms.answeredAt),
          isNotNull(visioRooms.endedAt),
        ),
      )
      .orderBy(desc(visioRooms.id))
      .limit(TURN_SAMPLE)
      .as('recent');
    const [row] = await db.select({ avg: sql<string | null>`avg(${recent.seconds})` }).from(recent);
    const avg = row?.avg === null || row?.avg === undefined ? NaN : Number(row.avg);
    return Number.isFinite(avg) && avg > 0 ? Math.round(avg) : DEFAULT_QUEUE_TURN_SECONDS;
  };

  const waitingOf = (standId: number) =>
    db
      .select()
      .from(boothQueueEntries)
      .where(and(eq(boothQueueEntries.standId, standId), eq(boothQueueEntries.status, 'waiting')))
      .orderBy(asc(boothQueueEntries.id));

  /** The visitor's current entry here: waiting, or taken or ended while away a moment ago. */
  const mineOf = async (standId: number, visitorId: number) => {
    const [row] = await db
      .select()
      .from(boothQueueEntries)
      .where(
        and(
          eq(boothQueueEntries.standId, standId),
          eq(boothQueueEntries.visitorId, visitorId),
          or(
            eq(boothQueueEntries.status, 'waiting'),
            and(
              eq(boothQueueEntries.status, 'taken'),
              gt(boothQueueEntries.takenAt, new Date(Date.now() - MINE_SHOWN_MS)),
            ),
            and(
              eq(boothQueueEntries.status, 'left'),
              isNotNull(boothQueueEntries.absentSince),
              gt(boothQueueEntries.leftAt, new Date(Date.now() - MINE_SHOWN_MS)),
            ),
          ),
        ),
      )
      .orderBy(desc(boothQueueEntries.id))
      .limit(1);
    return row;
  };

  const view = async (actor: Actor | null, booth: BoothRow): Promise<BoothQueue> => {
    const [hours, waiting, staff] = await Promise.all([
      hoursOf(booth.id),
      waitingOf(booth.id),
      staffOf(booth),
    ]);
    const mine = actor ? await mineOf(booth.id, actor.id) : undefined;
    const seesAll = seesQueueEntries(actor, booth);
    const placeOf = new Map(waiting.map((e, i) => [e.id, i + 1]));
    const people = await doors.cardsOf(
      seesAll ? waiting.map((e) => e.visitorId) : mine?.takenBy ? [mine.takenBy] : [],
    );
    let myPlace: BoothQueue['mine'] = null;
    if (mine) {
      const place = placeOf.get(mine.id) ?? null;
      const turn = place === null ? 0 : await turnSeconds(booth.id);
      // Each person ahead takes one turn of one of the staff on duty (available or in a call).
      const wait = place === null ? null : Math.ceil(place / Math.max(1, staff.onDuty)) * turn;
      myPlace = toMyPlace(mine, place, wait, people);
    }
    const isOpen = isOpenAt(hours, booth.timezone);
    const mayJoin = isOpen && mine?.status !== 'waiting';
    return {
      stand: booth.id,
      availableStaff: staff.available,
      isOpen,
      openingHours: hours,
      timezone: booth.timezone,
      waiting: waiting.length,
      mine: myPlace,
      entries: seesAll ? waiting.map((e) => toQueueEntry(e, placeOf.get(e.id) ?? null, people)) : null,
      abilities: {
        joinCall: mayJoin && joinRefusal(actor, booth, 'call') === null,
        joinChat: mayJoin && joinRefusal(actor, booth, 'chat') === null,
        take: canTakeFromQueue(actor, booth),
      },
    };
  };

  const announce = async (booth: BoothRow, userIds: number[]) => {
    await deps.bus.publish({
      name: 'booth.queue.changed',
      payload: {
        standId: booth.id,
        fairId: booth.fairId,
        firmId: booth.firmId,
        userIds: [...new Set(userIds)],
      },
    });
  };
  const waitingIds = async (standId: number) => (await waitingOf(standId)).map((e) => e.visitorId);

  return {
    get: async ({ actor, standId }: { actor: Actor | null; standId: number }) =>
      view(actor, await visibleBooth(actor, standId)),

    join: async ({ actor, standId, data }: { actor: Actor; standId: number; data: BoothQueueJoin }) => {
      const booth = await visibleBooth(actor, standId);
      const refusal = joinRefusal(actor, booth, data.kind);
      if (refusal) throw forbidden(refusal);
      if (!isOpenAt(await hoursOf(booth.id), booth.timezone)) throw conflict('queue_closed');
      try {
        await db.transaction(async (tx) => {
          // One join at a time per booth: the count below holds under concurrency.
          await tx.execute(sql`select pg_advisory_xact_lock(74020401, ${booth.id})`);
          const [count] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(boothQueueEntries)
            .where(and(eq(boothQueueEntries.standId, booth.id), eq(boothQueueEntries.status, 'waiting')));
          if ((count?.n ?? 0) >= MAX_BOOTH_QUEUE) throw conflict('queue_full');
          await tx.insert(boothQueueEntries).values({
            standId: booth.id,
            fairId: booth.fairId,
            firmId: booth.firmId,
            visitorId: actor.id,
            kind: data.kind,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('queue_already_joined');
        throw e;
      }
      await announce(booth, [actor.id]);
      return view(actor, booth);
    },

    leave: async ({ actor, standId }: { actor: Actor; standId: number }) => {
      const booth = await visibleBooth(actor, standId);
      const left = await db
        .update(boothQueueEntries)
        .set({ status: 'left', leftAt: new Date() })
        .where(
          and(
            eq(boothQueueEntries.standId, booth.id),
            eq(boothQueueEntries.visitorId, actor.id),
            eq(boothQueueEntries.status, 'waiting'),
          ),
        )
        .returning({ id: boothQueueEntries.id });
      if (left.length) await announce(booth, [actor.id, ...(await waitingIds(booth.id))]);
      return view(actor, booth);
    },

    take: async ({
      actor,
      standId,
      data,
    }: {
      actor: Actor;
      standId: number;
      data: BoothQueueTake;
    }): Promise<BoothQueueEntry> => {
      const booth = await visibleBooth(actor, standId);
      if (!canTakeFromQueue(actor, booth)) throw forbidden();
      const taken = await db.transaction(async (tx) => {
        // The first waiting entry nobody else is taking right now: two staff never get the same person.
        const [next] = await tx
          .select({ id: boothQueueEntries.id })
          .from(boothQueueEntries)
          .where(
            and(
              eq(boothQueueEntries.standId, booth.id),
              eq(boothQueueEntries.status, 'waiting'),
              data.entry === null ? undefined : eq(boothQueueEntries.id, data.entry),
            ),
          )
          .orderBy(asc(boothQueueEntries.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) throw conflict(data.entry === null ? 'queue_empty' : 'queue_entry_gone');
        const [row] = await tx
          .update(boothQueueEntries)
          .set({ status: 'taken', takenAt: new Date(), takenBy: actor.id })
          .where(and(eq(boothQueueEntries.id, next.id), eq(boothQueueEntries.status, 'waiting')))
          .returning();
        if (!row) throw conflict('queue_entry_gone');
        return row;
      });
      await announce(booth, [taken.visitorId, ...(await waitingIds(booth.id))]);
      const people = await doors.cardsOf([taken.visitorId, actor.id]);
      return toQueueEntry(taken as EntryRow, null, people);
    },

    setHours: async ({
      actor,
      standId,
      data,
    }: {
      actor: Actor;
      standId: number;
      data: BoothOpeningHoursUpdate;
    }) => {
      const booth = await visibleBooth(actor, standId);
      if (!canSetOpeningHours(actor, booth)) throw forbidden();
      if (data.opensAt === null || data.closesAt === null)
        await db.delete(boothOpeningHours).where(eq(boothOpeningHours.standId, booth.id));
      else
        await db
          .insert(boothOpeningHours)
          .values({ standId: booth.id, opensAt: data.opensAt, closesAt: data.closesAt })
          .onConflictDoUpdate({
            target: boothOpeningHours.standId,
            set: { opensAt: data.opensAt, closesAt: data.closesAt },
          });
      await announce(booth, await waitingIds(booth.id));
      return view(actor, booth);
    },

    availabilityOf: async ({ actor }: { actor: Actor }): Promise<StaffAvailabilityBody> => {
      if (!isStaffMember(actor)) throw forbidden();
      const [row] = await db
        .select({ status: staffAvailability.status })
        .from(staffAvailability)
        .where(eq(staffAvailability.userId, actor.id));
      return { status: row?.status ?? 'available' };
    },

    /**
     * The periodic look at who waits (every QUEUE_SWEEP_INTERVAL_S): a visitor none of whose tabs
     * is connected is marked absent; back within `absenceS` seconds, the mark goes; gone longer, they
     * leave the queue, so the staff never take someone who is no longer there. Each step is one
     * conditional UPDATE: several instances sweeping at once move each entry once and announce it
     * once. Returns the entries that left.
     */
    sweepAbsent: async (absenceS: number) => {
      const waiting = await db
        .select({ id: boothQueueEntries.id, visitorId: boothQueueEntries.visitorId })
        .from(boothQueueEntries)
        .where(eq(boothQueueEntries.status, 'waiting'));
      if (!waiting.length) return [];
      const presence = await deps.presence.statuses([...new Set(waiting.map((e) => e.visitorId))]);
      const here = (id: number) => (presence.get(id) ?? 'offline') !== 'offline';
      const back = waiting.filter((e) => here(e.visitorId)).map((e) => e.id);
      const gone = waiting.filter((e) => !here(e.visitorId)).map((e) => e.id);
      if (back.length)
        await db
          .update(boothQueueEntries)
          .set({ absentSince: null })
          .where(and(inArray(boothQueueEntries.id, back), isNotNull(boothQueueEntries.absentSince)));
      if (!gone.length) return [];
      await db
        .update(boothQueueEntries)
        .set({ absentSince: sql`now()` })
        .where(and(inArray(boothQueueEntries.id, gone), isNull(boothQueueEntries.absentSince)));
      const left = await db
        .update(boothQueueEntries)
        .set({ status: 'left', leftAt: sql`now()` })
        .where(
          and(
            inArray(boothQueueEntries.id, gone),
            eq(boothQueueEntries.status, 'waiting'),
            lt(boothQueueEntries.absentSince, sql`now() - ${absenceS}::int * interval '1 second'`),
          ),
        )
        .returning({
          id: boothQueueEntries.id,
          standId: boothQueueEntries.standId,
          visitorId: boothQueueEntries.visitorId,
        });
      for (const standId of new Set(left.map((e) => e.standId))) {
        const booth = await loadBooth(standId);
        if (!booth) continue;
        const visitors = left.filter((e) => e.standId === standId).map((e) => e.visitorId);
        await announce(booth, [...visitors, ...(await waitingIds(standId))]);
      }
      return left.map((e) => e.id);
    },

    setAvailability: async ({ actor, data }: { actor: Actor; data: StaffAvailabilityBody }) => {
      if (!isStaffMember(actor)) throw forbidden();
      const status: StaffAvailability = data.status;
      await db
        .insert(staffAvailability)
        .values({ userId: actor.id, status })
        .onConflictDoUpdate({ target: staffAvailability.userId, set: { status } });
      return { status };
    },
  };
};

export type BoothQueueService = ReturnType<typeof createBoothQueueService>;
