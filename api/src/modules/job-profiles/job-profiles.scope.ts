import { and, arrayContains, eq, exists, gte, not, or, sql, type SQL } from 'drizzle-orm';
import { CEFR_LEVELS, ROLES, type CvLibraryQuery } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  fairFirms,
  fairs,
  fairUsers,
  jobApplications,
  jobProfileDiffusions,
  jobProfiles,
  jobSafeguardedCountries,
} from '../../db/schema/index.ts';
import { hasRole, inMemberFairs, inOrganizedFairs, type Actor } from '../../platform/access/index.ts';
import type { ProfileScope } from './job-profiles.policy.ts';

const one = { x: sql`1` };
/** A membership that counts: validated (1) or waiting (0); refused (−1) members are strangers. */
const notRefused = gte(fairUsers.isValidated, 0);

// ---- filled by the applications slice (issue 11, solicitations): reads its table ----

/** Firms the candidate applied to (an application of this profile to one of their offers). */
export const appliedFirmIdsOf = async (db: Db, profileId: number): Promise<number[]> =>
  (
    await db
      .selectDistinct({ firmId: jobApplications.firmId })
      .from(jobApplications)
      .where(eq(jobApplications.profileId, profileId))
  ).map((r) => r.firmId);

/** `readsAsFirm`'s "applied to one of its offers" as SQL, for `readableProfiles`. */
export const appliedToFirm = (db: Db, firmId: number): SQL | undefined =>
  exists(
    db
      .select(one)
      .from(jobApplications)
      .where(and(eq(jobApplications.profileId, jobProfiles.id), eq(jobApplications.firmId, firmId))),
  );

// ---- end of the applications slice's part ----

/**
 * The WHO Global Code of Practice (issue 11): the fair applies the safeguards and the candidate
 * (of the outer profile row) resides in a country of the WHO safeguards list. Such a candidate is
 * not offered to the fair's exhibitors (no CV library, no diffusion read); applying stays open.
 */
const safeguardedIn = (db: Db, fairColumn: SQL) =>
  exists(
    db
      .select(one)
      .from(fairs)
      .innerJoin(
        jobSafeguardedCountries,
        eq(jobSafeguardedCountries.countryId, jobProfiles.residenceCountryId),
      )
      .where(and(eq(fairs.id, fairColumn), eq(fairs.isApplyingWhoSafeguards, true))),
  );

/** What the policy needs about a profile (job-profiles.policy.ts). */
export const loadProfileScope = async (
  db: Db,
  profile: { id: number; userId: number },
): Promise<ProfileScope> => {
  const [memberships, diffusions, appliedFirmIds] = await Promise.all([
    db
      .select({ fairId: fairUsers.fairId })
      .from(fairUsers)
      .where(and(eq(fairUsers.userId, profile.userId), notRefused)),
    db
      .select({
        fairId: jobProfileDiffusions.fairId,
        firmIds: sql<
          number[]
        >`array(select ${fairFirms.firmId} from ${fairFirms} where ${fairFirms.fairId} = ${jobProfileDiffusions.fairId})`,
      })
      .from(jobProfileDiffusions)
      .innerJoin(jobProfiles, eq(jobProfiles.id, jobProfileDiffusions.profileId))
      // WHO safeguards: no diffusion to the exhibitors of a fair that protects the candidate's country.
      .where(
        and(
          eq(jobProfileDiffusions.profileId, profile.id),
          not(safeguardedIn(db, sql`${jobProfileDiffusions.fairId}`)),
        ),
      ),
    appliedFirmIdsOf(db, profile.id),
  ]);
  const candidateFairIds = memberships.map((m) => m.fairId);
  return {
    userId: profile.userId,
    candidateFairIds,
    // A diffusion counts only while the candidate is still a member of that fair.
    diffusions: diffusions.filter((d) => candidateFairIds.includes(d.fairId)),
    appliedFirmIds,
  };
};

/** The candidate (of the outer profile row) is a member of the fair (validated or waiting). */
const candidateIn = (db: Db, fairColumn: SQL | typeof fairUsers.fairId) =>
  exists(
    db
      .select(one)
      .from(fairUsers)
      .where(and(eq(fairUsers.userId, jobProfiles.userId), eq(fairUsers.fairId, fairColumn), notRefused)),
  );

/** `canReadProfile` as SQL for lists (kept in step by job-profiles.test.ts: list and detail agree). */
export const readableProfiles = (db: Db, actor: Actor): SQL => {
  const firmId = hasRole(actor, ROLES.EXHIBITOR) ? actor.firmId : null;
  return or(
    eq(jobProfiles.userId, actor.id),
    exists(
      db
        .select(one)
        .from(fairUsers)
        .where(
          and(
            eq(fairUsers.userId, jobProfiles.userId),
            notRefused,
            inOrganizedFairs(fairUsers.fairId, actor),
          ),
        ),
    ),
    firmId !== null
      ? exists(
          db
            .select(one)
            .from(jobProfileDiffusions)
            .innerJoin(
              fairFirms,
              and(eq(fairFirms.fairId, jobProfileDiffusions.fairId), eq(fairFirms.firmId, firmId)),
            )
            .where(
              and(
                eq(jobProfileDiffusions.profileId, jobProfiles.id),
                inMemberFairs(jobProfileDiffusions.fairId, actor),
                candidateIn(db, sql`${jobProfileDiffusions.fairId}`),
                not(safeguardedIn(db, sql`${jobProfileDiffusions.fairId}`)),
              ),
            ),
        )
      : undefined,
    firmId !== null ? appliedToFirm(db, firmId) : undefined,
  )!;
};

/**
 * Predicates that take profiles out of a fair's CV library whatever the filters. Each gets the
 * fair's id. The WHO Health Workforce Support and Safeguards List: a fair that switches the
 * safeguards on hides the candidates residing in a listed country.
 */
export type LibraryExclusion = (db: Db, fairId: number) => SQL | undefined;
export const CV_LIBRARY_EXCLUSIONS: LibraryExclusion[] = [
  (db, fairId) => not(safeguardedIn(db, sql`${fairId}`)),
];

/** The CV library of a fair: complete profiles accepting diffusion there, filtered. */
export const libraryWhere = (db: Db, q: CvLibraryQuery): SQL => {
  const rank = q.minLevel ? CEFR_LEVELS.indexOf(q.minLevel) + 1 : null;
  const language = q.language
    ? sql`exists (select 1 from jsonb_array_elements(${jobProfiles.languages}) as l where l->>'language' = ${q.language} and coalesce((l->>'rank')::int, 0) >= ${rank ?? 0})`
    : rank !== null
      ? sql`exists (select 1 from jsonb_array_elements(${jobProfiles.languages}) as l where coalesce((l->>'rank')::int, 0) >= ${rank})`
      : undefined;
  return and(
    eq(jobProfiles.isComplete, true),
    exists(
      db
        .select(one)
        .from(jobProfileDiffusions)
        .where(
          and(eq(jobProfileDiffusions.profileId, jobProfiles.id), eq(jobProfileDiffusions.fairId, q.fair)),
        ),
    ),
    candidateIn(db, sql`${q.fair}`),
    q.function !== undefined ? arrayContains(jobProfiles.functionIds, [q.function]) : undefined,
    q.family !== undefined
      ? or(
          arrayContains(jobProfiles.familyIds, [q.family]),
          sql`${jobProfiles.functionIds} && array(select id from job_functions where family_id = ${q.family})`,
        )
      : undefined,
    language,
    q.residenceCountry !== undefined ? eq(jobProfiles.residenceCountryId, q.residenceCountry) : undefined,
    ...CV_LIBRARY_EXCLUSIONS.map((exclusion) => exclusion(db, q.fair)),
  )!;
};
