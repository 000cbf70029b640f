import { and, asc, count, eq, sql } from 'drizzle-orm';
import { JOB_APPLICATION_PENDING, ROLES, jobApplicationStatusName, type Locale } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  fairs,
  jobApplications,
  jobOfferFairs,
  jobOffers,
  jobProfiles,
  jobSafeguardedCountries,
} from '../../db/schema/index.ts';
import {
  hasRole,
  inOrganizedFairs,
  isFairOrganizer,
  isFirmMember,
  type Actor,
} from '../../platform/access/index.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { toCsv } from '../../platform/http/index.ts';
import { mailWords } from '../../platform/mail/index.ts';
import type { ApplicationReads } from './job-applications.reads.ts';

/**
 * What is counted and exported of applications: the exhibitor's badge, the organizer's WHO
 * safeguards count, an offer's applications as CSV, and the candidate's GDPR export and erasure.
 */
export const createApplicationReports = (db: Db, { selectList, itemsOf, changed }: ApplicationReads) => {
  /**
   * `GET /job_solicitations/pending-count`: the exhibitor's badge (its firm's pending applications);
   * for an organizer of the fair, the fair's; anyone else 0. An unknown fair: 404.
   */
  const pendingCount = async ({ actor, fair }: { actor: Actor; fair: number | undefined }) => {
    if (fair !== undefined) {
      const [known] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fair));
      if (!known) throw notFound();
    }
    const firmId = hasRole(actor, ROLES.EXHIBITOR) ? actor.firmId : null;
    const scope =
      firmId !== null
        ? eq(jobApplications.firmId, firmId)
        : fair !== undefined && isFairOrganizer(actor, fair)
          ? sql`true`
          : undefined;
    if (!scope) return { count: 0 };
    const [n] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(
        and(
          scope,
          eq(jobApplications.status, JOB_APPLICATION_PENDING),
          fair !== undefined ? eq(jobApplications.fairId, fair) : undefined,
        ),
      );
    return { count: Number(n?.n ?? 0) };
  };

  /**
   * `GET /job_solicitations/safeguards?fair=`: the fair's applications and those from candidates
   * residing in a country of the WHO safeguards list, for the fair's organizer (403 otherwise).
   */
  const safeguardsCount = async ({ actor, fair }: { actor: Actor; fair: number }) => {
    const [known] = await db
      .select({ id: fairs.id, isApplyingWhoSafeguards: fairs.isApplyingWhoSafeguards })
      .from(fairs)
      .where(eq(fairs.id, fair));
    if (!known) throw notFound();
    if (!isFairOrganizer(actor, fair)) throw forbidden();
    const [n] = await db
      .select({
        applications: count(),
        fromListedCountries: sql<number>`count(${jobSafeguardedCountries.id})`.mapWith(Number),
      })
      .from(jobApplications)
      .innerJoin(jobProfiles, eq(jobProfiles.id, jobApplications.profileId))
      .leftJoin(
        jobSafeguardedCountries,
        eq(jobSafeguardedCountries.countryId, jobProfiles.residenceCountryId),
      )
      .where(eq(jobApplications.fairId, fair));
    return {
      isApplyingWhoSafeguards: known.isApplyingWhoSafeguards,
      applications: Number(n?.applications ?? 0),
      fromListedCountries: n?.fromListedCountries ?? 0,
    };
  };

  /**
   * `GET /job_solicitations/export?job.id=`: the offer's applications as CSV, for the offer's firm's
   * staff (all of them) and an organizer (the fairs it organises). Anyone else: 404.
   */
  const exportCsv = async ({ actor, offerId, locale }: { actor: Actor; offerId: number; locale: Locale }) => {
    const [offer] = await db
      .select({ id: jobOffers.id, firmId: jobOffers.firmId })
      .from(jobOffers)
      .where(eq(jobOffers.id, offerId));
    if (!offer) throw notFound();
    const where = and(
      eq(jobApplications.offerId, offerId),
      isFirmMember(actor, offer.firmId) ? undefined : inOrganizedFairs(jobApplications.fairId, actor),
    );
    const rows = await selectList(locale)
      .where(where)
      .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
    if (!rows.length && !isFirmMember(actor, offer.firmId)) {
      const [fairOfOffer] = await db
        .select({ fairId: jobOfferFairs.fairId })
        .from(jobOfferFairs)
        .where(and(eq(jobOfferFairs.offerId, offerId), inOrganizedFairs(jobOfferFairs.fairId, actor)))
        .limit(1);
      if (!fairOfOffer) throw notFound();
    }
    const items = await itemsOf(actor, rows, locale);
    const words = mailWords(locale).applicationStatus;
    const header = ['id', 'lastName', 'firstName', 'fair', 'status', 'score', 'appliedAt', 'message'];
    return toCsv([
      header,
      ...items.map((i) => [
        i.id,
        i.candidate.lastName,
        i.candidate.firstName,
        i.fair.name,
        words[jobApplicationStatusName(i.status)],
        i.match?.score ?? null,
        i.createdAt,
        i.message,
      ]),
    ]);
  };

  /** GDPR export: the candidate's applications. */
  const exportOf = async (userId: number) =>
    (
      await db
        .select({ app: jobApplications, fairName: fairs.name })
        .from(jobApplications)
        .innerJoin(fairs, eq(fairs.id, jobApplications.fairId))
        .where(eq(jobApplications.userId, userId))
        .orderBy(asc(jobApplications.id))
    ).map(({ app, fairName }) => ({
      id: app.id,
      offer: app.offerId,
      fair: fairName,
      message: app.message,
      status: jobApplicationStatusName(app.status),
      createdAt: app.createdAt.toISOString(),
    }));

  /** GDPR erasure: the candidate's applications go. */
  const eraseOf = async (userId: number) => {
    const rows = await db.delete(jobApplications).where(eq(jobApplications.userId, userId)).returning();
    for (const row of rows) await changed(row);
  };

  /**
   * A deleted profile takes its applications with it: deleted here first, each announced, so the
   * firms' badges and lists hear of it (the foreign key's cascade would do it silently).
   */
  const removeOfProfile = async (profileId: number) => {
    const rows = await db.delete(jobApplications).where(eq(jobApplications.profileId, profileId)).returning();
    for (const row of rows) await changed(row);
  };

  return { pendingCount, safeguardsCount, exportCsv, exportOf, eraseOf, removeOfProfile };
};
