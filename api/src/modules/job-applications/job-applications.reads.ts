import { eq, sql } from 'drizzle-orm';
import { type JobApplicationListItem, type JobApplicationMatch, type Locale } from '@passerelle/contract';
import {
  fairs,
  firms,
  jobApplicationEvents,
  jobApplications,
  jobOffers,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { translatedName } from '../../platform/http/index.ts';
import type { ApplicationMatch } from './job-applications.match.ts';
import { applicationAbilities, readsAsRecruiter, type ApplicationScope } from './job-applications.policy.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;

/**
 * What the use cases share about applications: the scope the policies take, the list row and its
 * item (the match only for the recruiting side), and the `job.application.changed` event.
 */
export const createApplicationReads = (deps: Pick<AppDeps, 'db' | 'bus'>, match: ApplicationMatch) => {
  const { db } = deps;
  const scopeOf = (row: ApplicationRow): ApplicationScope => ({
    userId: row.userId,
    firmId: row.firmId,
    fairId: row.fairId,
    status: row.status,
  });

  const selectList = (locale: Locale) =>
    db
      .select({
        app: jobApplications,
        title: translatedName(jobOffers.translations, locale, 'title'),
        firmName: firms.name,
        fairName: fairs.name,
        firstName: users.firstName,
        lastName: users.lastName,
        lastFirmMessage: sql<
          string | null
        >`(select ${jobApplicationEvents.message} from ${jobApplicationEvents} where ${jobApplicationEvents.applicationId} = ${jobApplications.id} and ${jobApplicationEvents.message} is not null order by ${jobApplicationEvents.id} desc limit 1)`,
      })
      .from(jobApplications)
      .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.offerId))
      .innerJoin(firms, eq(firms.id, jobApplications.firmId))
      .innerJoin(fairs, eq(fairs.id, jobApplications.fairId))
      .innerJoin(users, eq(users.id, jobApplications.userId));
  type ListRow = Awaited<ReturnType<ReturnType<typeof selectList>['where']>>[number];

  const toItem = (
    actor: Actor,
    r: ListRow,
    matchOf: Map<number, JobApplicationMatch | null>,
  ): JobApplicationListItem => {
    const scope = scopeOf(r.app);
    return {
      id: r.app.id,
      status: r.app.status,
      message: r.app.message,
      job: { id: r.app.offerId, title: String(r.title ?? ''), firm: { id: r.app.firmId, name: r.firmName } },
      fair: { id: r.app.fairId, name: r.fairName },
      profile: { id: r.app.profileId },
      candidate: { id: r.app.userId, firstName: r.firstName, lastName: r.lastName },
      lastFirmMessage: r.lastFirmMessage,
      match: readsAsRecruiter(actor, scope) ? (matchOf.get(r.app.id) ?? null) : null,
      createdAt: r.app.createdAt.toISOString(),
      statusChangedAt: r.app.statusChangedAt.toISOString(),
      abilities: applicationAbilities(actor, scope),
    };
  };

  const itemsOf = async (actor: Actor, rows: ListRow[], locale: Locale) => {
    const recruiterRows = rows.filter((r) => readsAsRecruiter(actor, scopeOf(r.app)));
    const matchOf = await match.matchesOf(
      recruiterRows.map((r) => r.app),
      locale,
    );
    return rows.map((r) => toItem(actor, r, matchOf));
  };

  const changed = (row: Pick<ApplicationRow, 'id' | 'offerId' | 'firmId' | 'fairId' | 'userId'>) =>
    deps.bus.publish({
      name: 'job.application.changed',
      payload: {
        applicationId: row.id,
        offerId: row.offerId,
        firmId: row.firmId,
        fairId: row.fairId,
        candidateId: row.userId,
      },
    });

  return { scopeOf, selectList, itemsOf, changed };
};
export type ApplicationReads = ReturnType<typeof createApplicationReads>;
