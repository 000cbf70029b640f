import { randomBytes } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import {
  ROOM_UNIQID_TTL_SECONDS,
  type VisioAccess,
  type VisioRoom,
  type VisioRoomCreate,
  type VisioRoomUpdate,
  type VisioSignal,
  type VisioUniqid,
} from '@passerelle/contract';
import {
  fairAdmins,
  fairUsers,
  fairs,
  users,
  visioDailyContacts,
  visioRooms,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unprocessable,
} from '../../platform/errors/index.ts';
import { fairDay } from '../../platform/time/index.ts';
import type { ShownBoothInFair } from '../stands/index.ts';
import type { UsersService } from '../users/index.ts';
import { iceServersFor } from './visio.ice.ts';
import { createVisioReads } from './visio.reads.ts';
import type { RoomRow } from './visio.mapper.ts';
import {
  canAnswerCall,
  canCallInFair,
  canEndCall,
  canReadCall,
  canSignalCall,
  canStartCall,
  hidesFair,
  isBoothPerson,
  isCallOver,
  isCaller,
} from './visio.policy.ts';

export type VisioDeps = Pick<AppDeps, 'db' | 'bus' | 'counters' | 'presence' | 'config'>;

/** A room's address: 32 random bytes, base64url. */
const newUniqid = () => ({
  uniqid: randomBytes(32).toString('base64url'),
  uniqidExpiresAt: new Date(Date.now() + ROOM_UNIQID_TTL_SECONDS * 1000),
});

/** A transition lost to a concurrent one (the room's status moved meanwhile): read it again. */
const RETRIES = 3;

/** §3 Visio room and call state, §4 calls, §7 Video: the rooms, the call's life, the signalling relay. */
/** What calls read through other modules' doors: booths (stands) and people (users). */
export interface VisioDoors {
  shownBoothInFair: ShownBoothInFair;
  cardsOf: UsersService['cardsOf'];
}

export const createVisioService = (deps: VisioDeps, { shownBoothInFair, cardsOf }: VisioDoors) => {
  const { db } = deps;

  const { peopleOf, presentOne, list } = createVisioReads(db, cardsOf);

  const loadRoom = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(visioRooms).where(where).limit(1);
    return row;
  };

  /** The room when the actor is one of its participants, else 404 (its existence is private). */
  const readable = async (actor: Actor, roomId: number) => {
    const row = await loadRoom(eq(visioRooms.id, roomId));
    if (!row || !canReadCall(actor, row)) throw notFound();
    return row;
  };

  /** After the commit: both participants' tabs (and the fair's statistics) hear of the new state. */
  const announce = (row: RoomRow) =>
    deps.bus.publish({
      name: 'visio.call.changed',
      payload: {
        roomId: row.id,
        fairId: row.fairId,
        callerId: row.callerId,
        receiverId: row.receiverId,
        status: row.status,
      },
    });

  /** §4 presence: both participants are "calling" while the call runs, not after. */
  const setCalling = (row: RoomRow, on: boolean) =>
    Promise.all([deps.presence.setCalling(row.callerId, on), deps.presence.setCalling(row.receiverId, on)]);

  /**
   * One move of the call's state: `decide` reads the current row and answers the change (or
   * null: answer it unchanged); the update applies only if the status is still the one read,
   * so two concurrent moves never both win. Announced after it is stored.
   */
  const transition = async (
    actor: Actor,
    roomId: number,
    decide: (row: RoomRow) => Partial<RoomRow> | null,
  ): Promise<VisioRoom> => {
    for (let attempt = 0; ; attempt++) {
      const row = await readable(actor, roomId);
      const set = decide(row);
      if (!set) return presentOne(actor, row);
      let updated: RoomRow | undefined;
      try {
        [updated] = await db
          .update(visioRooms)
          .set(set)
          .where(and(eq(visioRooms.id, row.id), eq(visioRooms.status, row.status)))
          .returning();
      } catch (err) {
        // One ringing or running call per caller and per receiver (the partial unique indexes).
        if (isUniqueViolation(err)) throw conflict('callee_busy');
        throw err;
      }
      if (!updated) {
        if (attempt < RETRIES) continue;
        throw conflict();
      }
      if (updated.status === 'active') await setCalling(updated, true);
      else if (row.status === 'active') await setCalling(updated, false);
      await announce(updated);
      return presentOne(actor, updated);
    }
  };

  const loadFair = async (fairId: number) => {
    const [fair] = await db
      .select({
        id: fairs.id,
        isPublicAccess: fairs.isPublicAccess,
        isVideoEnabled: fairs.isVideoEnabled,
        dailyVideoContactLimit: fairs.dailyVideoContactLimit,
        timezone: fairs.timezone,
      })
      .from(fairs)
      .where(eq(fairs.id, fairId));
    return fair;
  };

  /** A person of the fair: a validated member or an organizer of it (erased accounts included). */
  const personOfFair = async (userId: number, fairId: number) => {
    const [row] = await db
      .select({ id: users.id, erasedAt: users.erasedAt, firmId: users.firmId, userType: users.userType })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          or(
            sql`exists (select 1 from ${fairUsers} where ${fairUsers.userId} = ${users.id} and ${fairUsers.fairId} = ${fairId} and ${fairUsers.isValidated} = 1)`,
            sql`exists (select 1 from ${fairAdmins} where ${fairAdmins.userId} = ${users.id} and ${fairAdmins.fairId} = ${fairId})`,
          ),
        ),
      );
    return row;
  };

  /** The actor called this person in this fair earlier today (fair's day): no new contact. */
  const calledToday = async (
    actor: Actor,
    receiverId: number,
    fairId: number,
    timezone: string,
    day: string,
  ) => {
    const recent = await db
      .select({ createdAt: visioRooms.createdAt })
      .from(visioRooms)
      .where(
        and(
          eq(visioRooms.callerId, actor.id),
          eq(visioRooms.receiverId, receiverId),
          eq(visioRooms.fairId, fairId),
          gt(visioRooms.createdAt, new Date(Date.now() - 2 * 24 * 3600 * 1000)),
        ),
      );
    return recent.some((r) => fairDay(timezone, r.createdAt) === day);
  };

  /**
   * `POST /visio/create-room/{id}`: a room to call a person of the fair, from a booth when `stand`
   * is given (the receiver is then one of its people). A person not called yet today counts
   * against the fair's daily contact limit for video, checked and counted by one conditional
   * upsert in the creating transaction.
   */
  const createRoom = async ({
    actor,
    receiverId,
    data,
  }: {
    actor: Actor;
    receiverId: number;
    data: VisioRoomCreate;
  }): Promise<VisioRoom> => {
    const fair = await loadFair(data.fair);
    if (!fair) throw notFound();
    if (!canCallInFair(actor, fair.id)) {
      if (actor.waitingFairIds.includes(fair.id)) throw forbidden('not_validated_in_fair');
      if (hidesFair(actor, fair)) throw notFound();
      throw forbidden();
    }
    if (!fair.isVideoEnabled) throw forbidden('video_disabled');
    if (receiverId === actor.id)
      throw unprocessable([{ propertyPath: 'id', code: 'cannot_call_self' }], 'cannot_call_self');
    const receiver = await personOfFair(receiverId, fair.id);
    if (!receiver) throw notFound();
    if (receiver.erasedAt)
      throw unprocessable([{ propertyPath: 'id', code: 'callee_unavailable' }], 'callee_unavailable');
    if (data.stand !== null) {
      const booth = await shownBoothInFair(data.stand, fair.id);
      if (!booth) throw notFound();
      // A visitor calls one of the booth's people, or one of them calls a visitor (the booth queue).
      const callerOfBooth = isBoothPerson({ firmId: actor.firmId, userType: actor.userType }, booth.firmId);
      if (!callerOfBooth && !isBoothPerson(receiver, booth.firmId))
        throw unprocessable([{ propertyPath: 'stand', code: 'callee_not_in_booth' }], 'callee_not_in_booth');
    }

    const limit = fair.dailyVideoContactLimit;
    const day = fairDay(fair.timezone);
    const counts = limit !== null && !(await calledToday(actor, receiver.id, fair.id, fair.timezone, day));
    if (counts && limit <= 0) throw new AppError(429, 'daily_contact_limit_reached');
    const row = await db.transaction(async (tx) => {
      if (counts) {
        const counted = await tx
          .insert(visioDailyContacts)
          .values({ userId: actor.id, fairId: fair.id, day, count: 1 })
          .onConflictDoUpdate({
            target: [visioDailyContacts.userId, visioDailyContacts.fairId, visioDailyContacts.day],
            set: { count: sql`${visioDailyContacts.count} + 1` },
            setWhere: sql`${visioDailyContacts.count} < ${limit}`,
          })
          .returning({ count: visioDailyContacts.count });
        if (!counted.length) throw new AppError(429, 'daily_contact_limit_reached');
      }
      const [inserted] = await tx
        .insert(visioRooms)
        .values({
          ...newUniqid(),
          fairId: fair.id,
          standId: data.stand,
          callerId: actor.id,
          receiverId: receiver.id,
        })
        .returning();
      return inserted!;
    });
    await announce(row);
    return presentOne(actor, row);
  };

  /** `PUT /visio/start-call/{id}`: the caller rings (created → ringing); ringing again changes nothing. */
  const startCall = ({ actor, roomId }: { actor: Actor; roomId: number }) =>
    transition(actor, roomId, (row) => {
      if (!canStartCall(actor, row)) throw forbidden();
      if (isCallOver(row.status)) throw conflict('call_over');
      if (row.status !== 'created') return null;
      return { status: 'ringing', startedAt: new Date() };
    });

  /** `PUT /visio_rooms/{id}`: the receiver picks up or declines while it rings. */
  const answer = ({ actor, roomId, data }: { actor: Actor; roomId: number; data: VisioRoomUpdate }) =>
    transition(actor, roomId, (row) => {
      if (!canAnswerCall(actor, row)) throw forbidden();
      if (row.status !== 'ringing') throw conflict('call_not_ringing');
      return data.status === 'active'
        ? { status: 'active', answeredAt: new Date() }
        : { status: 'declined', endedAt: new Date(), endedBy: actor.id };
    });

  /**
   * `PUT /visio/end-call/{id}`: either participant hangs up; the caller giving up while it still
   * rings makes it missed. An already finished call answers unchanged.
   */
  const endCall = ({ actor, roomId }: { actor: Actor; roomId: number }) =>
    transition(actor, roomId, (row) => {
      if (!canEndCall(actor, row)) throw forbidden();
      if (isCallOver(row.status)) return null;
      const missed = row.status === 'ringing' && isCaller(actor, row);
      return { status: missed ? 'missed' : 'ended', endedAt: new Date(), endedBy: actor.id };
    });

  /** `PUT /visio/miss-call/{id}`: a ringing call nobody answered; a finished one answers unchanged. */
  const missCall = ({ actor, roomId }: { actor: Actor; roomId: number }) =>
    transition(actor, roomId, (row) => {
      if (!canEndCall(actor, row)) throw forbidden();
      if (isCallOver(row.status)) return null;
      if (row.status !== 'ringing') throw conflict('call_not_ringing');
      return { status: 'missed', endedAt: new Date(), endedBy: actor.id };
    });

  const getOne = async ({ actor, roomId }: { actor: Actor; roomId: number }) =>
    presentOne(actor, await readable(actor, roomId));

  /** `GET /visio_rooms/{id}/uniqid`: the address; a fresh one once expired, unless the call is over. */
  const uniqidOf = async ({ actor, roomId }: { actor: Actor; roomId: number }): Promise<VisioUniqid> => {
    let row = await readable(actor, roomId);
    if (row.uniqidExpiresAt.getTime() <= Date.now() && !isCallOver(row.status)) {
      const [fresh] = await db
        .update(visioRooms)
        .set(newUniqid())
        .where(and(eq(visioRooms.id, row.id), eq(visioRooms.uniqid, row.uniqid)))
        .returning();
      row = fresh ?? (await readable(actor, roomId));
    }
    return { uniqid: row.uniqid, uniqidExpiresAt: row.uniqidExpiresAt.toISOString() };
  };

  /** `POST /visio/access-token`: a participant joins by a valid address; the ICE servers for this user. */
  const access = async ({ actor, uniqid }: { actor: Actor; uniqid: string }): Promise<VisioAccess> => {
    const row = await loadRoom(eq(visioRooms.uniqid, uniqid));
    if (!row || row.uniqidExpiresAt.getTime() <= Date.now() || !canReadCall(actor, row)) throw notFound();
    if (isCallOver(row.status)) throw conflict('call_over');
    const { iceServers, expiresAt } = iceServersFor(deps.config.visio, actor.id, Date.now());
    return { room: await presentOne(actor, row), iceServers, expiresAt: expiresAt.toISOString() };
  };

  /** `POST /visio/signal/{id}`: relayed to the other participant's calls topic, never stored. */
  const signal = async ({ actor, roomId, data }: { actor: Actor; roomId: number; data: VisioSignal }) => {
    const row = await readable(actor, roomId);
    if (!canSignalCall(actor, row)) throw forbidden();
    if (isCallOver(row.status)) throw conflict('call_over');
    if (row.status === 'created') throw conflict('call_not_ringing');
    const { max, windowMs } = deps.config.visio.signalsPerUser;
    const c = await deps.counters.incr(`visio-signal:user:${actor.id}`, windowMs);
    if (c.count > max) throw tooManyRequests(Math.max(1, Math.ceil(c.resetMs / 1000)));
    await deps.bus.publish({
      name: 'visio.signal',
      payload: {
        roomId: row.id,
        fromId: actor.id,
        toId: isCaller(actor, row) ? row.receiverId : row.callerId,
        kind: data.kind,
        data: data.data,
      },
    });
  };

  return {
    createRoom,
    startCall,
    answer,
    endCall,
    missCall,
    list,
    getOne,
    uniqidOf,
    access,
    signal,
    announce,
    peopleOf,
  };
};
export type VisioService = ReturnType<typeof createVisioService>;
