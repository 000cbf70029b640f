import { and, eq, exists, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, type StandAbilities } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { fairHalls, standAdmins, standContacts, stands } from '../../db/schema/index.ts';
import {
  canVisitFair,
  hasRole,
  inOrganizedFairs,
  inVisitableFairs,
  isFairOrganizer,
  isFirmMember,
  isFirmStandAdmin,
  isGlobalOrganizer,
  type Actor,
} from '../../platform/access/index.ts';
import { canSeeHiddenHalls, type HallFairScope } from '../halls/index.ts';

export { canVisitFair };

/** What the booth policies need about one booth: where it is, whose it is, who is listed on it. */
export interface StandScope {
  id: number;
  fairId: number;
  firmId: number;
  isVisible: boolean;
  isHiddenByOrganizer: boolean;
  adminIds: number[];
  contactIds: number[];
}

/** Shown to visitors: the owner shows it and the organizer did not hide it (§4). */
export const isShownToVisitors = (stand: Pick<StandScope, 'isVisible' | 'isHiddenByOrganizer'>): boolean =>
  stand.isVisible && !stand.isHiddenByOrganizer;

export const isBoothAdmin = (actor: Actor | null, stand: StandScope): boolean =>
  !!actor && stand.adminIds.includes(actor.id);
export const isBoothContact = (actor: Actor | null, stand: StandScope): boolean =>
  !!actor && stand.contactIds.includes(actor.id);

/** The organizer of the booth's fair (super roles organise every fair). */
export const organizesStand = (actor: Actor | null, stand: Pick<StandScope, 'fairId'>): boolean =>
  isFairOrganizer(actor, stand.fairId);

/** The booth's own people: its firm's members and the users listed on it. */
export const ownsStand = (actor: Actor | null, stand: StandScope): boolean =>
  isFirmMember(actor, stand.firmId) || isBoothAdmin(actor, stand) || isBoothContact(actor, stand);

/**
 * permissions.md "stands": a hidden booth exists only for the fair's organizer (as hidden halls do)
 * and for the booth's own people; everyone else gets a 404.
 */
export const canSeeHiddenStand = (actor: Actor | null, stand: StandScope): boolean =>
  canSeeHiddenHalls(actor, stand.fairId) || ownsStand(actor, stand);

/** Read the booth: its own people and organizer always; a shown booth anyone allowed in the fair. */
export const canReadStand = (actor: Actor | null, stand: StandScope, fair: HallFairScope): boolean =>
  canSeeHiddenStand(actor, stand) || (isShownToVisitors(stand) && canVisitFair(actor, fair));

/** Content: booth administrators, the firm's stand admins (userType 5) and the organizer. */
export const canUpdateStand = (actor: Actor | null, stand: StandScope): boolean =>
  organizesStand(actor, stand) || isBoothAdmin(actor, stand) || isFirmStandAdmin(actor, stand.firmId);

/** Hall slot, firm and the organizer's hidden state; creating booths; deleting them (§4 trash). */
export const canOrganizeStands = (actor: Actor | null, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

/** The administrators list: firm members, the booth's administrators and the organizer. */
export const canListStandAdmins = (actor: Actor | null, stand: StandScope): boolean =>
  organizesStand(actor, stand) || isFirmMember(actor, stand.firmId) || isBoothAdmin(actor, stand);

/** Add administrators and contacts: booth administrator, firm stand admin, organizer. */
export const canAddStandPeople = canUpdateStand;

/** Remove administrators and contacts: booth administrators and the organizer only (§6). */
export const canRemoveStandPeople = (actor: Actor | null, stand: StandScope): boolean =>
  organizesStand(actor, stand) || isBoothAdmin(actor, stand);

/** Contacts' e-mails where the fair hides users' e-mails: the organizer and the firm still see them. */
export const seesHiddenEmails = (actor: Actor | null, stand: StandScope): boolean =>
  organizesStand(actor, stand) || isFirmMember(actor, stand.firmId);

export const standAbilities = (actor: Actor | null, stand: StandScope): StandAbilities => ({
  update: canUpdateStand(actor, stand),
  organize: organizesStand(actor, stand),
  addPeople: canAddStandPeople(actor, stand),
  removePeople: canRemoveStandPeople(actor, stand),
  delete: organizesStand(actor, stand),
});

/** Shown booths, and not in a hidden hall (such a hall exists only for its organizer), as SQL. */
export const shownToVisitors = (db: Db): SQL =>
  and(
    eq(stands.isVisible, true),
    eq(stands.isHiddenByOrganizer, false),
    or(
      isNull(stands.fairHallId),
      notInArray(
        stands.fairHallId,
        db.select({ id: fairHalls.id }).from(fairHalls).where(eq(fairHalls.isVisible, false)),
      ),
    ),
  )!;

/**
 * `canReadStand` as SQL for lists: shown booths of the fairs the actor may visit, plus the hidden
 * ones of the fairs it organizes, of its firm and where it is listed. Undefined: no restriction.
 */
export const standsVisibleTo = (db: Db, actor: Actor | null): SQL | undefined => {
  if (isGlobalOrganizer(actor)) return undefined;
  return or(
    and(shownToVisitors(db), inVisitableFairs(db, stands.fairId, actor)),
    ...ownedBy(db, actor),
    inOrganizedFairs(stands.fairId, actor),
  );
};

/** Booths the actor owns (its firm's, and those it is listed on), as SQL alternatives. */
export const ownedBy = (db: Db, actor: Actor | null): (SQL | undefined)[] =>
  actor
    ? [
        actor.firmId !== null && hasRole(actor, ROLES.EXHIBITOR)
          ? eq(stands.firmId, actor.firmId)
          : undefined,
        exists(
          db
            .select({ x: sql`1` })
            .from(standAdmins)
            .where(and(eq(standAdmins.standId, stands.id), eq(standAdmins.userId, actor.id))),
        ),
        exists(
          db
            .select({ x: sql`1` })
            .from(standContacts)
            .where(and(eq(standContacts.standId, stands.id), eq(standContacts.userId, actor.id))),
        ),
      ]
    : [];

/** Shown to visitors (`?isVisible=1`) or not (`?isVisible=0`), as SQL. */
export const shownCondition = (shown: boolean): SQL => {
  const condition = and(eq(stands.isVisible, true), eq(stands.isHiddenByOrganizer, false))!;
  return shown ? condition : not(condition);
};
