import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  StandContactsQuerySchema,
  StandPerson,
  StandResource,
  StandResourceTypeValue,
  Locale,
} from '@passerelle/contract';
import { standAdmins, standContacts, standLanguages, standResources, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { refuseWith } from './stands.checks.ts';
import { toStandPerson, toStandResource } from './stands.mapper.ts';
import {
  canAddStandPeople,
  canListStandAdmins,
  canRemoveStandPeople,
  seesHiddenEmails,
  type StandScope,
} from './stands.policy.ts';
import {
  selectStandAdmins,
  selectStandContacts,
  selectStandContent,
  type LoadedStand,
} from './stands.sql.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';

type ContactsQuery = z.output<typeof StandContactsQuerySchema>;
type Readable = (actor: Actor | null, standId: number) => Promise<LoadedStand>;

const alreadyListed = () => conflict('already_listed', [{ propertyPath: 'user', code: 'already_listed' }]);

/**
 * Booth administrators and contacts (permissions.md "stand admins / contacts") and the booth's
 * resources by type. Every call first reads the booth as `GET /stands/{id}` would (404/401/403).
 */
export const createStandPeopleService = ({ db, bus }: AppDeps, readable: Readable) => {
  /** `stand.people.changed`, after the write. */
  const listed = (
    scope: StandScope,
    userId: number,
    list: 'admins' | 'contacts',
    action: 'added' | 'removed',
  ) =>
    bus.publish({
      name: 'stand.people.changed',
      payload: { fairId: scope.fairId, firmId: scope.firmId, standId: scope.id, userId, list, action },
    });

  /** A booth named in a body: unknown or hidden from the actor is a 422 on the field. */
  const readableFromBody = (actor: Actor, standId: number) =>
    readable(actor, standId).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404)
        throw unprocessable([{ propertyPath: 'stand', code: 'invalid_value' }]);
      throw err;
    });

  /** Only a member of the booth's firm may be listed on it (422 `not_firm_member`). */
  const assertFirmMember = async (scope: StandScope, userId: number) => {
    const [user] = await db
      .select({ firmId: users.firmId })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.erasedAt)))
      .limit(1);
    if (!user || user.firmId !== scope.firmId)
      refuseWith([{ propertyPath: 'user', code: 'not_firm_member' }]);
  };

  /** E-mails of contacts: hidden where the fair hides users' e-mails, except to the firm, the organizer and oneself. */
  const showsEmail = (actor: Actor | null, scope: LoadedStand['scope'], userId: number) =>
    !scope.isHidingEmailUser || seesHiddenEmails(actor, scope) || actor?.id === userId;

  const adminsOf = async (standId: number) =>
    (await selectStandAdmins(db, standId)).map((a) => toStandPerson(a, true));

  /** `GET /stands/{id}/stand_admins`: firm members, booth administrators and the organizer. */
  const listAdmins = async ({
    actor,
    standId,
  }: {
    actor: Actor;
    standId: number;
  }): Promise<StandPerson[]> => {
    const { scope } = await readable(actor, standId);
    if (!canListStandAdmins(actor, scope)) throw forbidden();
    return adminsOf(standId);
  };

  /** `POST /stands/{id}/stand_admins`: booth administrator, firm stand admin, organizer. */
  const addAdmin = async ({ actor, standId, userId }: { actor: Actor; standId: number; userId: number }) => {
    const { scope } = await readable(actor, standId);
    if (!canAddStandPeople(actor, scope)) throw forbidden();
    await assertFirmMember(scope, userId);
    const inserted = await db
      .insert(standAdmins)
      .values({ standId, userId })
      .onConflictDoNothing()
      .returning({ userId: standAdmins.userId });
    if (!inserted.length) throw alreadyListed();
    await listed(scope, userId, 'admins', 'added');
    return adminsOf(standId);
  };

  /** `DELETE /stands/{id}/stand_admins/{userId}`: booth administrators and the organizer (§6). */
  const removeAdmin = async ({
    actor,
    standId,
    userId,
  }: {
    actor: Actor;
    standId: number;
    userId: number;
  }) => {
    const { scope } = await readable(actor, standId);
    if (!canRemoveStandPeople(actor, scope)) throw forbidden();
    const removed = await db
      .delete(standAdmins)
      .where(and(eq(standAdmins.standId, standId), eq(standAdmins.userId, userId)))
      .returning({ userId: standAdmins.userId });
    if (!removed.length) throw notFound();
    await listed(scope, userId, 'admins', 'removed');
  };

  /** `GET /stand_contacts?stand.id=`: shown on the booth, so whoever may see the booth reads them. */
  const listContacts = async ({
    actor,
    query,
  }: {
    actor: Actor | null;
    query: ContactsQuery;
  }): Promise<Page<StandPerson>> => {
    const standId = query['stand.id'];
    const { scope } = await readable(actor, standId);
    const paging = resolvePaging(query, 30);
    const where = eq(standContacts.standId, standId);
    const rows = await selectStandContacts(db, where).limit(paging.limit).offset(paging.offset);
    const [total] = paging.paginated
      ? await db
          .select({ n: count() })
          .from(standContacts)
          .innerJoin(users, eq(users.id, standContacts.userId))
          .where(and(where, isNull(users.erasedAt)))
      : [{ n: rows.length }];
    return {
      items: rows.map((r) => toStandPerson(r, showsEmail(actor, scope, r.id))),
      totalItems: Number(total?.n ?? 0),
      paging,
    };
  };

  /** `POST /stand_contacts`: booth administrator, firm stand admin, organizer; listed last. */
  const addContact = async ({
    actor,
    data,
  }: {
    actor: Actor;
    data: { stand: number; user: number };
  }): Promise<StandPerson> => {
    const { scope } = await readableFromBody(actor, data.stand);
    if (!canAddStandPeople(actor, scope)) throw forbidden();
    await assertFirmMember(scope, data.user);
    const [link] = await db
      .insert(standContacts)
      .values({
        standId: data.stand,
        userId: data.user,
        position: sql`(select coalesce(${max(standContacts.position)}, -1) + 1 from ${standContacts} where ${standContacts.standId} = ${data.stand})`,
      })
      .returning({ id: standContacts.id })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw alreadyListed();
        throw err;
      });
    await listed(scope, data.user, 'contacts', 'added');
    const [row] = await selectStandContacts(db, eq(standContacts.id, link!.id));
    return toStandPerson(row!, showsEmail(actor, scope, row!.id));
  };

  /** `DELETE /stand_contacts/{id}`: booth administrators and the organizer (§6). */
  const removeContact = async ({ actor, id }: { actor: Actor; id: number }) => {
    const [link] = await db
      .select({ standId: standContacts.standId, userId: standContacts.userId })
      .from(standContacts)
      .where(eq(standContacts.id, id))
      .limit(1);
    if (!link) throw notFound();
    const { scope } = await readable(actor, link.standId);
    if (!canRemoveStandPeople(actor, scope)) throw forbidden();
    const removed = await db
      .delete(standContacts)
      .where(eq(standContacts.id, id))
      .returning({ id: standContacts.id });
    if (removed.length) await listed(scope, link.userId, 'contacts', 'removed');
  };

  /** `GET /stand_resources/type/{type}?stand=&language=`: in the booth's order (all brochures, §9). */
  const resourcesByType = async ({
    actor,
    type,
    standId,
    language,
  }: {
    actor: Actor | null;
    type: StandResourceTypeValue;
    standId: number;
    language: Locale | undefined;
  }): Promise<StandResource[]> => {
    await readable(actor, standId);
    const rows = await selectStandContent(
      db,
      and(
        eq(standLanguages.standId, standId),
        eq(standResources.type, type),
        language ? eq(standLanguages.language, language) : undefined,
      ),
    );
    return rows.flatMap((r) => (r.resource ? [toStandResource(r.resource, r.media)] : []));
  };

  return { listAdmins, addAdmin, removeAdmin, listContacts, addContact, removeContact, resourcesByType };
};
export type StandPeopleService = ReturnType<typeof createStandPeopleService>;
