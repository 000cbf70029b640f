import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_APPLICATION_PENDING,
  JOB_APPLICATION_VIEWED,
  ROLES,
  jobApplicationStatusName,
  type JobApplication,
  type JobApplicationCreateSchema,
  type JobApplicationListItem,
  type JobApplicationListQuerySchema,
  type JobApplicationUpdateSchema,
  type Locale,
} from '@passerelle/contract';
import {
  fairs,
  firms,
  jobApplicationEvents,
  jobApplications,
  jobOfferFairs,
  jobOffers,
  jobProfiles,
  users,
} from '../../db/schema/index.ts';
import { hasRole, inOrganizedFairs, type Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { mailWords } from '../../platform/mail/index.ts';
import type { MailTemplates } from '../emails/index.ts';
import type { ApplicationMatch } from './job-applications.match.ts';
import {
  applyFairsOf,
  canMoveApplication,
  canReadApplication,
  canWithdrawApplication,
  marksViewedOnOpen,
  seesOffer,
  waitingFairsOf,
} from './job-applications.policy.ts';
import { createApplicationReads, type ApplicationRow } from './job-applications.reads.ts';
import { createApplicationReports } from './job-applications.reports.service.ts';

type CreateData = z.output<typeof JobApplicationCreateSchema>;
type UpdateData = z.output<typeof JobApplicationUpdateSchema>;
type ListQuery = z.output<typeof JobApplicationListQuerySchema>;

/** Sorting by score loads the scoped rows and scores them in the process (ADR 006); at most this many. */
export const SCORE_SORT_CAP = 2000;

export type JobApplicationsDeps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'config' | 'log'>;

export const createJobApplicationsService = (
  deps: JobApplicationsDeps,
  match: ApplicationMatch,
  mailTemplates: MailTemplates,
) => {
  const { db } = deps;

  const reads = createApplicationReads(deps, match);
  const { scopeOf, selectList, itemsOf, changed } = reads;

  /** `canReadApplication` as SQL: its own; its firm's (staff); the fairs it organises. */
  const readableBy = (actor: Actor): SQL =>
    or(
      eq(jobApplications.userId, actor.id),
      hasRole(actor, ROLES.EXHIBITOR) && actor.firmId !== null
        ? eq(jobApplications.firmId, actor.firmId)
        : undefined,
      inOrganizedFairs(jobApplications.fairId, actor),
    )!;

  const filtersOf = (q: ListQuery): (SQL | undefined)[] => [
    q['job.id'] !== undefined ? eq(jobApplications.offerId, q['job.id']) : undefined,
    q['profile.id'] !== undefined ? eq(jobApplications.profileId, q['profile.id']) : undefined,
    q['job.firm.id'] !== undefined ? eq(jobApplications.firmId, q['job.firm.id']) : undefined,
    q.status !== undefined ? eq(jobApplications.status, q.status) : undefined,
    q.fair !== undefined ? eq(jobApplications.fairId, q.fair) : undefined,
  ];

  const orderOf = (q: ListQuery): SQL[] => {
    const dir = (d: 'asc' | 'desc', c: typeof jobApplications.createdAt | typeof jobApplications.status) =>
      d === 'asc' ? asc(c) : desc(c);
    const out: SQL[] = [];
    if (q['order[status]']) out.push(dir(q['order[status]'], jobApplications.status));
    if (q['order[createdAt]']) out.push(dir(q['order[createdAt]'], jobApplications.createdAt));
    if (!out.length) out.push(desc(jobApplications.createdAt));
    return [...out, desc(jobApplications.id)];
  };

  /** `GET /job_solicitations`: the applications the actor may read, filtered, sorted (score: in process). */
  const list = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor;
    query: ListQuery;
    locale: Locale;
  }): Promise<Page<JobApplicationListItem>> => {
    const paging = resolvePaging(query, 20);
    const where = and(readableBy(actor), ...filtersOf(query));
    const byScore = query['order[score]'];
    if (byScore) {
      const rows = await selectList(locale)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(SCORE_SORT_CAP);
      const items = await itemsOf(actor, rows, locale);
      const score = (i: JobApplicationListItem) => i.match?.score ?? -1;
      // Stable: ties keep the declared order (newest first by default).
      items.sort((a, b) => (byScore === 'asc' ? score(a) - score(b) : score(b) - score(a)));
      return {
        items: items.slice(paging.offset, paging.offset + paging.limit),
        totalItems: items.length,
        paging,
      };
    }
    const [rows, [total]] = await Promise.all([
      selectList(locale)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(jobApplications).where(where),
    ]);
    return { items: await itemsOf(actor, rows, locale), totalItems: Number(total?.n ?? 0), paging };
  };

  const history = async (applicationId: number) =>
    (
      await db
        .select()
        .from(jobApplicationEvents)
        .where(eq(jobApplicationEvents.applicationId, applicationId))
        .orderBy(asc(jobApplicationEvents.id))
    ).map((e) => ({ status: e.status, message: e.message, at: e.createdAt.toISOString() }));

  const present = async (actor: Actor, id: number, locale: Locale): Promise<JobApplication> => {
    const [row] = await selectList(locale).where(eq(jobApplications.id, id));
    if (!row) throw notFound();
    const [item] = await itemsOf(actor, [row], locale);
    return { ...item!, history: await history(id) };
  };

  /** The application if the actor may read it, else 404 (its existence is private). */
  const readable = async (actor: Actor, id: number): Promise<ApplicationRow> => {
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!row || !canReadApplication(actor, scopeOf(row))) throw notFound();
    return row;
  };

  /** Tells the candidate the new status, in their language, with the firm's message. Never throws. */
  const mailCandidate = async (applicationId: number) => {
    try {
      const [r] = await db
        .select({
          app: jobApplications,
          email: users.email,
          firstName: users.firstName,
          locale: users.locale,
          erasedAt: users.erasedAt,
          offerTranslations: jobOffers.translations,
          firmName: firms.name,
          fairName: fairs.name,
          homepage: fairs.homepage,
        })
        .from(jobApplications)
        .innerJoin(users, eq(users.id, jobApplications.userId))
        .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
        .innerJoin(firms, eq(firms.id, jobApplications.firmId))
        .innerJoin(fairs, eq(fairs.id, jobApplications.fairId))
        .where(eq(jobApplications.id, applicationId));
      if (!r || r.erasedAt) return;
      const locale = (r.locale as Locale) ?? 'fr';
      const titles = r.offerTranslations as Record<string, { title?: string } | undefined>;
      const [last] = await db
        .select({ message: jobApplicationEvents.message })
        .from(jobApplicationEvents)
        .where(eq(jobApplicationEvents.applicationId, applicationId))
        .orderBy(desc(jobApplicationEvents.id))
        .limit(1);
      const mail = await mailTemplates.render('jobApplicationStatus', {
        fairId: r.app.fairId,
        locale,
        params: {
          firstName: r.firstName,
          fairName: r.fairName,
          firmName: r.firmName,
          offerTitle: titles[locale]?.title || titles.fr?.title || '',
          status: mailWords(locale).applicationStatus[jobApplicationStatusName(r.app.status)],
          message: last?.message ?? '',
          link: `${deps.config.publicUrl}/${r.homepage}/jobs/cv/solicitations/my-applications`,
        },
      });
      await deps.mailer.send({ to: r.email, ...mail });
    } catch (err) {
      deps.log.error({ err, applicationId }, 'application status mail failed');
    }
  };

  /** Records a status (with the firm's message) and tells the candidate. */
  const moveStatus = async (actor: Actor, row: ApplicationRow, status: number, message: string | null) => {
    await db.transaction(async (tx) => {
      await tx
        .update(jobApplications)
        .set({ status, statusChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(jobApplications.id, row.id));
      await tx
        .insert(jobApplicationEvents)
        .values({ applicationId: row.id, status, message: message || null, changedBy: actor.id });
    });
    await changed(row);
    await mailCandidate(row.id);
  };

  /** `GET /job_solicitations/{id}`: the firm's staff opening a pending one marks it viewed. */
  const get = async ({ actor, id, locale }: { actor: Actor; id: number; locale: Locale }) => {
    const row = await readable(actor, id);
    if (marksViewedOnOpen(actor, scopeOf(row))) await moveStatus(actor, row, JOB_APPLICATION_VIEWED, null);
    return present(actor, id, locale);
  };

  /** The offer and its fairs as the apply rules read them; 404 when the actor may not see it. */
  const loadOffer = async (actor: Actor, offerId: number) => {
    const [offer] = await db
      .select({ id: jobOffers.id, firmId: jobOffers.firmId, status: jobOffers.status })
      .from(jobOffers)
      .where(eq(jobOffers.id, offerId));
    if (!offer) throw notFound();
    const offerFairs = await db
      .select({
        id: fairs.id,
        isPublicAccess: fairs.isPublicAccess,
        isUsingJobModule: fairs.isUsingJobModule,
      })
      .from(jobOfferFairs)
      .innerJoin(fairs, eq(fairs.id, jobOfferFairs.fairId))
      .where(eq(jobOfferFairs.offerId, offerId))
      .orderBy(asc(fairs.id));
    const scope = { status: offer.status, fairs: offerFairs };
    if (!seesOffer(actor, scope, offer.firmId)) throw notFound();
    return { ...offer, scope };
  };

  /** `POST /job_solicitations`. */
  const create = async ({ actor, data, locale }: { actor: Actor; data: CreateData; locale: Locale }) => {
    const offer = await loadOffer(actor, data.job);
    if (data.fair !== undefined && !offer.scope.fairs.some((f) => f.id === data.fair))
      throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    const candidates = applyFairsOf(actor, offer.scope).filter(
      (f) => data.fair === undefined || f === data.fair,
    );
    const fairId = candidates[0];
    if (fairId === undefined) {
      const waiting = waitingFairsOf(actor, offer.scope).filter(
        (f) => data.fair === undefined || f === data.fair,
      );
      throw forbidden(waiting.length ? 'not_validated_in_fair' : 'forbidden');
    }
    if (offer.status !== 'published')
      throw unprocessable(
        [{ propertyPath: 'job', code: 'job_offer_not_published' }],
        'job_offer_not_published',
      );
    const [profile] = await db
      .select({ id: jobProfiles.id, isComplete: jobProfiles.isComplete })
      .from(jobProfiles)
      .where(eq(jobProfiles.userId, actor.id));
    if (!profile?.isComplete) throw unprocessable([], 'job_profile_incomplete');
    const already = () => conflict('already_applied');
    const [existing] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.offerId, offer.id), eq(jobApplications.userId, actor.id)));
    if (existing) throw already();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(jobApplications)
        .values({
          offerId: offer.id,
          firmId: offer.firmId,
          profileId: profile.id,
          userId: actor.id,
          fairId,
          message: data.message || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      await tx
        .insert(jobApplicationEvents)
        .values({ applicationId: inserted.id, status: JOB_APPLICATION_PENDING, changedBy: actor.id });
      return inserted;
    });
    // Two requests at once: the unique (offer, candidate) index lets one through.
    if (!row) throw already();
    await changed(row);
    return present(actor, row.id, locale);
  };

  /** `PUT /job_solicitations/{id}`: not readable → 404; not the firm's stand admin nor the organizer → 403. */
  const update = async ({
    actor,
    id,
    data,
    locale,
  }: {
    actor: Actor;
    id: number;
    data: UpdateData;
    locale: Locale;
  }) => {
    const row = await readable(actor, id);
    if (!canMoveApplication(actor, scopeOf(row))) throw forbidden();
    await moveStatus(actor, row, data.status, data.message);
    return present(actor, id, locale);
  };

  /** `DELETE /job_solicitations/{id}`: the candidate withdraws while pending (409 `application_not_pending`). */
  const remove = async ({ actor, id }: { actor: Actor; id: number }) => {
    const row = await readable(actor, id);
    const scope = scopeOf(row);
    if (!canWithdrawApplication(actor, scope)) {
      if (scope.userId === actor.id) throw conflict('application_not_pending');
      throw forbidden();
    }
    await db.delete(jobApplications).where(eq(jobApplications.id, id));
    await changed(row);
  };

  return {
    list,
    get,
    create,
    update,
    remove,
    ...createApplicationReports(db, reads),
  };
};
export type JobApplicationsService = ReturnType<typeof createJobApplicationsService>;
